import { TopMentorCarousel } from '../components/TopMentorCarousel';

/** /TopMentorCard: the top mentor carousel on its own page. */
export default function TopMentorPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>Top mentors · Campus</title>
      <TopMentorCarousel />
    </div>
  );
}
