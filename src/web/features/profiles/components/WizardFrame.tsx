import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { StepDots } from './StepDots';

/**
 * The frame of the profile wizard and the mentor setup: a card with the four dots, the step's title
 * and its content. Signed-out visitors (straight after OTP) get the logo above it; signed-in users see
 * it inside the app shell.
 */
export function WizardFrame({
  eyebrow,
  title,
  subtitle,
  step,
  stepLabels,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle: ReactNode;
  step: number;
  stepLabels: readonly string[];
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { status } = useAuth();
  const signedIn = status === 'authed';
  return (
    <div className={signedIn ? 'py-2 md:py-4' : 'min-h-dvh bg-canvas px-4 py-6 sm:px-6 md:py-12'}>
      <div className="mx-auto w-full max-w-2xl">
        {signedIn ? null : (
          <Link to="/" className="mb-6 inline-flex rounded-lg md:mb-8" aria-label="Campus home">
            <Logo />
          </Link>
        )}
        <div className="overflow-hidden rounded-panel bg-surface shadow-card ring-1 ring-ink-200">
          <header className="relative overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] px-5 pt-6 pb-5 text-white sm:px-8 sm:pt-7">
            <div className="pointer-events-none absolute -top-16 -right-12 size-44 rounded-full bg-white/10" aria-hidden="true" />
            <p className="relative text-xs font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>
            <h1 className="relative mt-1.5 text-heading text-white sm:text-title">{title}</h1>
            <p className="relative mt-1 text-sm text-brand-100">{subtitle}</p>
            <div className="relative mt-5 flex items-center justify-between gap-3 rounded-full bg-white/95 px-4 py-2">
              <StepDots current={step} labels={stepLabels} />
              <span className="truncate text-caption font-semibold text-brand-800">
                {step < stepLabels.length - 1 ? `Next: ${stepLabels[step + 1] ?? ''}` : 'Last step'}
              </span>
            </div>
          </header>
          <div className="px-5 py-6 sm:px-8 sm:py-7">{children}</div>
        </div>
        {aside ? <div className="mt-5">{aside}</div> : null}
      </div>
    </div>
  );
}
