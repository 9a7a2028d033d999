import { ArrowRight, BookOpen, Library, ScrollText, Search, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useBookPages } from '../api/listBooks';
import { BookShelf } from '../components/BookShelf';
import { PageIntro } from '../components/PageIntro';

const STEPS = [
  { icon: Search, title: 'Find', text: 'Search the shelf by title, subject or author; small typos are forgiven.' },
  { icon: BookOpen, title: 'Read', text: 'Pick your semester, S1 to S6, and open any book as a PDF in a new tab.' },
  { icon: Upload, title: 'Grow', text: 'Our team adds checked notes and e-books every semester.' },
];

/** /EduValt: what EDU-VALT is, the newest books, and the way to the shelf and its rules. */
export default function EduValtPage() {
  const { user } = useAuth();
  const newest = useBookPages({ userId: user?.id ?? '', search: '', semester: '', limit: 12 }, { enabled: Boolean(user) });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>EDU-VALT · Campus</title>
      <PageIntro icon={Library} eyebrow="EDU-VALT" title="Get best Study Material at lowest cost">
        EDU-VALT is the e-book and notes vault of Campus: study material for every semester of your degree, in one place and free to read.
      </PageIntro>
      <ul className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step) => (
          <li key={step.title} className="flex gap-3 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <step.icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-ink-900">{step.title}</span>
              <span className="text-sm text-ink-600">{step.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link to="/books" className={buttonClasses()}>
          Open the shelf <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Link to="/EduValtRules" className={buttonClasses({ variant: 'outline' })}>
          <ScrollText className="size-4" aria-hidden="true" /> EDU-VALT rules
        </Link>
      </div>
      <BookShelf
        title="Newest on the shelf"
        semester=""
        state={{
          books: newest.data?.pages[0]?.data ?? [],
          isPending: newest.isPending,
          isError: newest.isError,
          onRetry: () => void newest.refetch(),
        }}
      />
    </div>
  );
}
