import { UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, Logo, StatusPanel } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';

/** A designed page for a wizard opened without what it needs (spec §5: missing navigation state or user id). */
export function EntryProblem({ message, variant = 'student' }: { message: string; variant?: 'student' | 'mentor' }) {
  const { status } = useAuth();
  const signedIn = status === 'authed';
  return (
    <div className={signedIn ? '' : 'min-h-dvh bg-canvas px-4 py-6 md:py-12'}>
      {signedIn ? null : (
        <div className="mx-auto w-full max-w-2xl">
          <Link to="/" className="inline-flex rounded-lg" aria-label="Campus home">
            <Logo />
          </Link>
        </div>
      )}
      <StatusPanel
        art={
          <span className="flex size-20 items-center justify-center rounded-3xl bg-accent-100 text-accent-700">
            <UserRoundX className="size-10" aria-hidden="true" />
          </span>
        }
        eyebrow="Profile setup"
        title="We could not start your profile setup"
        actions={
          signedIn ? (
            <Link to="/view" className={buttonClasses()}>
              Back to dashboard
            </Link>
          ) : (
            <>
              <Link to={variant === 'mentor' ? '/MentorSignup' : '/signup'} className={buttonClasses()}>
                Sign up
              </Link>
              <Link to={variant === 'mentor' ? '/MentorLogin' : '/'} className={buttonClasses({ variant: 'outline' })}>
                Log in
              </Link>
            </>
          )
        }
      >
        <p role="alert">{message}</p>
      </StatusPanel>
    </div>
  );
}
