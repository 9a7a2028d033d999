import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui';
import { BrandIllustration } from './BrandIllustration';

export type AuthVariant = 'student' | 'mentor';

const COPY: Record<AuthVariant, { title: string; tagline: string; points: string[] }> = {
  student: {
    title: 'Your campus, all in one place.',
    tagline: 'Find mentors, land internships, share your story and grow with students across India.',
    points: ['Mentors who have been where you are', 'Jobs and internships picked for you', 'Blogs, e-books and a friendly network'],
  },
  mentor: {
    title: 'Guide the next generation.',
    tagline: 'Share what you have learned, take calls with students and refer the ones who shine.',
    points: ['Set your own slots', 'Meet motivated students', 'Refer talent to your company'],
  },
};

const AUDIENCE = 'Made for enrolled college students aged 18 and over.';

/** What the product is, in a title, a line and three points. */
function Pitch({ variant, titleClassName }: { variant: AuthVariant; titleClassName: string }) {
  const copy = COPY[variant];
  return (
    <>
      <h2 className={`max-w-md font-bold text-white ${titleClassName}`}>{copy.title}</h2>
      <p className="mt-3 max-w-md text-base text-brand-100">{copy.tagline}</p>
      <ul className="mt-5 flex flex-col gap-2 text-sm text-white/90">
        {copy.points.map((point) => (
          <li key={point} className="flex items-center gap-2">
            <span className="size-1.5 rounded-full bg-accent-300" aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Two columns on desktop (brand panel + form card), one column on mobile. */
export function AuthLayout({ variant = 'student', children }: { variant?: AuthVariant; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-canvas md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] p-10 text-white md:flex md:flex-col lg:p-14">
        <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10" aria-hidden="true" />
        <div className="pointer-events-none absolute -bottom-32 -left-20 size-96 rounded-full bg-white/5" aria-hidden="true" />
        <Link to="/" className="relative w-fit rounded-lg">
          <Logo tone="light" />
        </Link>
        <div className="relative my-auto py-10">
          <BrandIllustration variant={variant} />
          <div className="mt-10">
            <Pitch variant={variant} titleClassName="text-title lg:text-display" />
          </div>
        </div>
        <p className="relative text-xs text-brand-200">{AUDIENCE}</p>
      </aside>

      <main className="flex min-h-dvh flex-col px-5 py-8 sm:px-8 md:min-h-0 md:justify-center md:py-12">
        <div className="mx-auto w-full max-w-[26rem]">
          <Link to="/" className="mb-8 flex w-fit rounded-lg md:hidden">
            <Logo />
          </Link>
          {children}
          {/* On a phone the brand panel is hidden: the pitch follows the form, so a first-time visitor learns what this is. */}
          <section
            aria-label="About Campus"
            className="mt-10 rounded-card bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] p-6 text-white md:hidden"
          >
            <Pitch variant={variant} titleClassName="text-lg" />
            <p className="mt-4 text-xs text-brand-200">{AUDIENCE}</p>
          </section>
        </div>
      </main>
    </div>
  );
}

/** Title and subtitle at the top of an auth card. */
export function AuthHeading({ title, subtitle, eyebrow }: { title: ReactNode; subtitle?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <header className="mb-7">
      {eyebrow ? (
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-title text-ink-900">{title}</h1>
      {subtitle ? <p className="mt-2 text-ink-600">{subtitle}</p> : null}
    </header>
  );
}
