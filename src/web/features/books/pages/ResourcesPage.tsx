import { ArrowRight, BookOpen, GraduationCap, Handshake, Library, PenLine, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '../components/PageIntro';

const RESOURCES: { to: string; title: string; text: string; icon: LucideIcon; tone: string }[] = [
  {
    to: '/books',
    title: 'E-books',
    text: 'Notes and e-books for semesters S1 to S6, searchable by title, subject and author.',
    icon: BookOpen,
    tone: 'bg-brand-50 text-brand-700',
  },
  {
    to: '/EduValt',
    title: 'EDU-VALT',
    text: 'Get best Study Material at lowest cost: what the vault is and how to use it.',
    icon: Library,
    tone: 'bg-accent-50 text-accent-700',
  },
  {
    to: '/libblog',
    title: 'Blogs',
    text: 'Stories, exam tips and project write-ups from students across India.',
    icon: PenLine,
    tone: 'bg-mint-50 text-mint-700',
  },
  {
    to: '/MentorSection',
    title: 'Guiednest mentors',
    text: 'Advice from those who have faced it: book a call with a mentor.',
    icon: GraduationCap,
    tone: 'bg-brand-50 text-brand-700',
  },
  {
    to: '/GetRfereral',
    title: 'Referrals',
    text: 'Get referred by mentors to the companies they work at.',
    icon: Handshake,
    tone: 'bg-accent-50 text-accent-700',
  },
];

/** /Resources: the hub of study and guidance resources. */
export default function ResourcesPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>Resources · Campus</title>
      <PageIntro icon={Library} eyebrow="Resources" title="Resources">
        Notes, e-books, stories and mentors: everything that helps you through your semesters.
      </PageIntro>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {RESOURCES.map((resource) => (
          <li key={resource.to}>
            <Link
              to={resource.to}
              className="group flex h-full flex-col gap-3 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 transition-shadow hover:shadow-lifted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <span className={`flex size-11 items-center justify-center rounded-xl ${resource.tone}`}>
                <resource.icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-heading text-ink-900 group-hover:text-brand-700">{resource.title}</span>
              <span className="flex-1 text-sm text-ink-600">{resource.text}</span>
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden="true">
                Open <ArrowRight className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
