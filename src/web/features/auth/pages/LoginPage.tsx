import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { isTwoFactorChallenge, type TwoFactorChallenge } from '../../../../shared/contracts/auth.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { Button, Checkbox, Field, FormAlert, Input, PasswordInput, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { usePublicConfig } from '../../../lib/publicConfig';
import { useHydrated } from '../../../lib/useHydrated';
import { readStoredUser } from '../../../lib/storage';
import { useLogin } from '../api/login';
import { PasskeySignIn } from '../components/PasskeySignIn';
import { AuthHeading, AuthLayout, type AuthVariant } from '../components/AuthLayout';
import { GoogleSignIn } from '../components/GoogleSignIn';
import { TermsNotice } from '../components/TermsNotice';
import { TwoFactorStep } from '../components/TwoFactorStep';
import { returnPathFrom, useReturnPath } from '../lib/returnTo';
import { announceSignInNotices } from '../lib/signedIn';
import { loginFormSchema } from '../lib/schemas';

const linkClass = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline underline-offset-2';

/** Login at / and /home (students) and /MentorLogin (mentors), spec §2.3. */
export default function LoginPage({ variant = 'student' }: { variant?: AuthVariant }) {
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = useReturnPath();
  const login = useLogin();
  const id = useId();
  const hydrated = useHydrated();
  const [stored] = useState(readStoredUser);
  /** Set when the password (or Google) was right and the account asks for its second step. */
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', rememberMe: stored.rememberMe },
  });
  const { errors, isSubmitting } = form.formState;
  const rememberMe = useWatch({ control: form.control, name: 'rememberMe' });

  const missing = errors.email?.message === MESSAGES.loginMissingFields || errors.password?.message === MESSAGES.loginMissingFields;
  const emailError = errors.email?.message === MESSAGES.loginMissingFields ? undefined : errors.email?.message;
  const passwordError = errors.password?.message === MESSAGES.loginMissingFields ? undefined : errors.password?.message;
  const formError = missing ? MESSAGES.loginMissingFields : errors.root?.server?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      if (isTwoFactorChallenge(answer)) {
        setChallenge(answer);
        return;
      }
      toast({ title: MESSAGES.loginSuccess, tone: 'success' });
      announceSignInNotices(answer);
      void navigate(returnPath, { replace: true });
    } catch (error) {
      form.setError('root.server', { message: messageFrom(error, MESSAGES.loginFailed) });
    }
  });

  const isMentor = variant === 'mentor';
  const sending = isSubmitting || login.isPending;

  return (
    <AuthLayout variant={variant}>
      <title>{isMentor ? 'Mentor login · Campus' : 'Login · Campus'}</title>
      <AuthHeading
        eyebrow={isMentor ? 'Mentor' : undefined}
        title={isMentor ? 'Welcome back, mentor' : 'Welcome back'}
        subtitle={isMentor ? 'Log in to meet your mentees and manage your calls.' : 'Log in to continue to Campus.'}
      />

      {challenge ? (
        <TwoFactorStep challenge={challenge} rememberMe={Boolean(rememberMe)} onCancel={() => setChallenge(null)} />
      ) : (
        <>
          <form
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-5"
            aria-describedby={formError ? `${id}-form-error` : undefined}
          >
            {/* A page that needs an account sent the visitor here: say so, and that they go back there after. */}
            {hydrated && returnPathFrom(location.state) && !formError ? (
              <FormAlert tone="info">Log in to continue. You will be taken back to the page you opened.</FormAlert>
            ) : null}
            {formError ? (
              <div id={`${id}-form-error`}>
                <FormAlert>{formError}</FormAlert>
              </div>
            ) : null}

            <Field id={`${id}-email`} label="Email or phone" error={emailError}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('email')}
                  aria-invalid={control['aria-invalid'] || (missing && !form.getValues('email')) || undefined}
                  type="text"
                  inputMode="email"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="you@college.edu or 10-digit phone"
                />
              )}
            </Field>

            <Field id={`${id}-password`} label="Password (6 or more characters)" error={passwordError}>
              {(control) => (
                <PasswordInput
                  {...control}
                  {...form.register('password')}
                  aria-invalid={control['aria-invalid'] || (missing && !form.getValues('password')) || undefined}
                  autoComplete="current-password"
                  placeholder="Your password"
                />
              )}
            </Field>

            <div className="flex items-center justify-between gap-3">
              <Checkbox id={`${id}-remember`} label="Remember Me" {...form.register('rememberMe')} />
              <Link to="/ForgotPassword" className={`${linkClass} text-sm`}>
                Forgot Password?
              </Link>
            </div>

            <Button type="submit" size="lg" block loading={sending}>
              {sending ? 'Logging in...' : 'Login'}
            </Button>
          </form>

          <PasskeySignIn
            rememberMe={Boolean(rememberMe)}
            onSignedIn={() => {
              toast({ title: MESSAGES.loginSuccess, tone: 'success' });
              void navigate(returnPath, { replace: true });
            }}
          />

          <GoogleSection role={variant} rememberMe={Boolean(rememberMe)} onChallenge={setChallenge} />
        </>
      )}

      <p className="mt-7 text-center text-sm text-ink-600">
        Don&apos;t have an account?{' '}
        <Link to={isMentor ? '/MentorSignup' : '/signup'} className={linkClass}>
          Sign Up
        </Link>
      </p>

      <div className="mt-7 border-t border-ink-200 pt-5">
        <TermsNotice />
        <p className="mt-3 text-caption text-ink-500">
          {isMentor ? 'Are you a student? ' : 'Are you a mentor? '}
          <Link to={isMentor ? '/' : '/MentorLogin'} state={location.state} className={linkClass}>
            {isMentor ? 'Student login' : 'Mentor login'}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

function GoogleSection({
  role,
  rememberMe,
  onChallenge,
}: {
  role: AuthVariant;
  rememberMe: boolean;
  onChallenge: (challenge: TwoFactorChallenge) => void;
}) {
  const { data: config } = usePublicConfig();
  if (!config?.googleClientId) return null;
  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex items-center gap-3 text-caption text-ink-500" aria-hidden="true">
        <span className="h-px flex-1 bg-ink-200" />
        or
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      <GoogleSignIn role={role} rememberMe={rememberMe} onChallenge={onChallenge} />
    </div>
  );
}
