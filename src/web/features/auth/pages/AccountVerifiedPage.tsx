import { BadgeCheck, Briefcase, Camera, GraduationCap, Sparkles, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses, FormAlert, Logo } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import type { AuthVariant } from '../components/AuthLayout';

interface VerifiedState {
  email?: string;
  username?: string | null;
  userId?: string;
  tempToken?: string;
}

function readState(value: unknown): VerifiedState | null {
  if (typeof value !== 'object' || value === null) return null;
  return value as VerifiedState;
}

const STEPS: Record<AuthVariant, Array<{ icon: typeof UserRound; title: string; text: string }>> = {
  student: [
    { icon: UserRound, title: 'About you', text: 'Username, gender and where you are.' },
    { icon: GraduationCap, title: 'Your college', text: 'College, semester and course.' },
    { icon: Sparkles, title: 'Interests and skills', text: 'Pick 2 to 5 of each.' },
    { icon: Camera, title: 'Profile photo', text: 'A friendly face for your network.' },
  ],
  mentor: [
    { icon: UserRound, title: 'About you', text: 'Full name, headline and a short bio.' },
    { icon: Briefcase, title: 'Your work', text: 'Company, program and LinkedIn.' },
    { icon: Sparkles, title: 'Focus and expertise', text: 'What students can ask you about.' },
    { icon: Camera, title: 'Profile photo', text: 'So mentees recognise you.' },
  ],
};

/**
 * /AfterOtpSection1 and /MentorAfterOtpSection until the profile wizards exist: greets the new user,
 * confirms the email is verified and explains that profile setup comes next.
 */
export default function AccountVerifiedPage({ variant = 'student' }: { variant?: AuthVariant }) {
  const location = useLocation();
  const auth = useAuth();
  const state = readState(location.state);
  const email = state?.email ?? auth.pendingUser?.email ?? auth.user?.email;
  const name = state?.username ?? auth.pendingUser?.username ?? auth.user?.username ?? null;
  const signedIn = auth.status === 'authed';
  const isMentor = variant === 'mentor';

  return (
    <div className={signedIn ? 'px-1 py-6' : 'min-h-dvh bg-canvas px-5 py-8 md:py-14'}>
      <title>Account verified · Campus</title>
      <div className="mx-auto w-full max-w-2xl">
        {signedIn ? null : (
          <Link to="/" className="mb-8 inline-flex rounded-lg">
            <Logo />
          </Link>
        )}
        <div className="overflow-hidden rounded-panel bg-surface shadow-card ring-1 ring-ink-200">
          <div className="relative bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] px-6 py-8 text-white md:px-10">
            <div className="pointer-events-none absolute -top-16 -right-10 size-48 rounded-full bg-white/10" aria-hidden="true" />
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
              <BadgeCheck className="size-4" aria-hidden="true" /> Email verified
            </span>
            <h1 className="mt-4 text-title text-white">
              {name ? `Welcome to Campus, ${name}!` : isMentor ? 'Welcome aboard, mentor!' : 'Welcome to Campus!'}
            </h1>
            <p className="mt-2 max-w-lg text-brand-100">
              {email ? (
                <>
                  Your account for <strong className="font-semibold break-all text-white">{email}</strong> is verified.
                </>
              ) : (
                'Your account is verified.'
              )}{' '}
              Next, set up your {isMentor ? 'mentor ' : ''}profile so{' '}
              {isMentor ? 'students can find you' : 'mentors and classmates can find you'}.
            </p>
          </div>

          <div className="px-6 py-7 md:px-10">
            {!state && !signedIn ? (
              <div className="mb-6">
                <FormAlert tone="info">Missing required data. Please complete the signup process.</FormAlert>
              </div>
            ) : null}
            <h2 className="text-heading text-ink-900">Profile setup, in four short steps</h2>
            <ol className="mt-5 grid gap-3 sm:grid-cols-2">
              {STEPS[variant].map((step, index) => (
                <li key={step.title} className="flex gap-3 rounded-card bg-ink-50 p-4 ring-1 ring-ink-200">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                    <step.icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-ink-900">
                      <span className="text-brand-700">{index + 1}.</span> {step.title}
                    </p>
                    <p className="text-caption text-ink-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-6 rounded-card bg-accent-50 px-4 py-3 text-sm text-accent-800">
              The profile setup screens are on their way. Your account is ready, so you can log in and look around in the meantime.
            </p>
            <div className="mt-7 flex flex-wrap gap-3">
              {signedIn ? (
                <Link to="/view" className={buttonClasses()}>
                  Go to dashboard
                </Link>
              ) : (
                <>
                  <Link to={isMentor ? '/MentorLogin' : '/'} className={buttonClasses()}>
                    Log in
                  </Link>
                  {!state ? (
                    <Link to={isMentor ? '/MentorSignup' : '/signup'} className={buttonClasses({ variant: 'outline' })}>
                      Sign up
                    </Link>
                  ) : null}
                </>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
