import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Pencil } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { RESEND_OTP_LOCK_SECONDS } from '../../../../shared/constants.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { Button, Field, FormAlert, Input, PasswordInput, dismissToast, toast } from '../../../components/ui';
import { setOnboarding } from '../../../lib/auth';
import { isApiError, messageFrom } from '../../../lib/errors';
import { useSecondsLeft } from '../../../lib/useCountdown';
import { useRegister } from '../api/register';
import { useResendOtp } from '../api/resendOtp';
import { useVerifyOtp } from '../api/verifyOtp';
import { AuthHeading, AuthLayout, type AuthVariant } from '../components/AuthLayout';
import { DemoMailHint } from '../components/DemoMailHint';
import { OtpInput } from '../components/OtpInput';
import { ResendOtpButton } from '../components/ResendOtpButton';
import { TermsNotice } from '../components/TermsNotice';
import { emptyOtp, otpValue } from '../lib/otp';
import { otpError, signupFormSchema, type SignupFormInput } from '../lib/schemas';

const linkClass = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline underline-offset-2';

/** Sign-up at /signup (students) and /MentorSignup (mentors): email + password, then the emailed OTP. */
export default function SignupPage({ variant = 'student' }: { variant?: AuthVariant }) {
  const [step, setStep] = useState<'details' | 'otp'>('details');
  const [email, setEmail] = useState('');
  const [resendAfter, setResendAfter] = useState(RESEND_OTP_LOCK_SECONDS);
  const [saved, setSaved] = useState<SignupFormInput>({ email: '', password: '', confirmPassword: '' });
  // "OTP sent to your email!" and its resends belong to this page: once the code is verified they go, rather than
  // follow the student into the profile wizard.
  const otpToasts = useRef<number[]>([]);
  const rememberToast = (toastId: number) => otpToasts.current.push(toastId);
  const dismissOtpToasts = () => otpToasts.current.splice(0).forEach(dismissToast);

  return (
    <AuthLayout variant={variant}>
      <title>{variant === 'mentor' ? 'Mentor sign up · Campus' : 'Sign up · Campus'}</title>
      {step === 'details' ? (
        <DetailsStep
          variant={variant}
          initial={saved}
          onToast={rememberToast}
          onSent={(values, sentTo, lockSeconds) => {
            setSaved(values);
            setEmail(sentTo);
            setResendAfter(lockSeconds);
            setStep('otp');
          }}
        />
      ) : (
        <OtpStep
          variant={variant}
          email={email}
          resendAfter={resendAfter}
          onEditEmail={() => setStep('details')}
          onToast={rememberToast}
          onVerified={dismissOtpToasts}
        />
      )}
    </AuthLayout>
  );
}

function DetailsStep({
  variant,
  initial,
  onSent,
  onToast,
}: {
  variant: AuthVariant;
  initial: SignupFormInput;
  onToast: (toastId: number) => void;
  onSent: (values: SignupFormInput, email: string, resendAfterSeconds: number) => void;
}) {
  const id = useId();
  const register = useRegister();
  const form = useForm({ resolver: zodResolver(signupFormSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const isMentor = variant === 'mentor';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync({ email: values.email, password: values.password, role: variant });
      onToast(toast({ title: MESSAGES.otpSent, tone: 'success' }));
      onSent(form.getValues(), answer.email || values.email, answer.resendAfterSeconds ?? RESEND_OTP_LOCK_SECONDS);
    } catch (error) {
      form.setError('root.server', { message: messageFrom(error, MESSAGES.registerFailed) });
    }
  });

  const sending = isSubmitting || register.isPending;

  return (
    <>
      <AuthHeading
        eyebrow={isMentor ? 'Mentor' : undefined}
        title={isMentor ? 'Become a mentor on Campus' : 'Create your account'}
        subtitle={
          isMentor
            ? 'Help students with calls, advice and referrals. It starts with your email.'
            : 'Join students from colleges across India. It takes a minute.'
        }
      />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}

        <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@college.edu"
            />
          )}
        </Field>
        <Field id={`${id}-password`} label="Password (6 or more characters)" error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" placeholder="Create a password" />
          )}
        </Field>
        <Field id={`${id}-confirm`} label="Confirm password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" placeholder="Type it again" />
          )}
        </Field>

        <Button type="submit" size="lg" block loading={sending}>
          {sending ? 'Sending OTP...' : 'Send OTP'}
        </Button>
      </form>

      <p className="mt-7 text-center text-sm text-ink-600">
        Already have an account?{' '}
        <Link to={isMentor ? '/MentorLogin' : '/'} className={linkClass}>
          Log in
        </Link>
      </p>
      <div className="mt-7 border-t border-ink-200 pt-5">
        <TermsNotice />
      </div>
    </>
  );
}

function OtpStep({
  variant,
  email,
  resendAfter,
  onEditEmail,
  onToast,
  onVerified,
}: {
  variant: AuthVariant;
  email: string;
  resendAfter: number;
  onEditEmail: () => void;
  onToast: (toastId: number) => void;
  onVerified: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const { secondsLeft, restart } = useSecondsLeft(resendAfter);
  const isMentor = variant === 'mentor';

  async function onContinue(event: FormEvent) {
    event.preventDefault();
    const code = otpValue(digits);
    const invalid = otpError(code);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    try {
      const answer = await verify.mutateAsync({ email, otp: code });
      if (!answer.tempToken) {
        setError(MESSAGES.otpNoToken);
        return;
      }
      setOnboarding(answer.tempToken, answer.user);
      onVerified();
      if (isMentor) {
        void navigate('/MentorAfterOtpSection', { state: { email, userId: answer.user.id, tempToken: answer.tempToken } });
      } else {
        void navigate('/AfterOtpSection1', {
          state: { email, username: answer.user.username, userId: answer.user.id, tempToken: answer.tempToken },
        });
      }
    } catch (failure) {
      setError(messageFrom(failure, MESSAGES.otpInvalid));
    }
  }

  async function onResend() {
    if (!email) {
      setError(MESSAGES.resendEmailRequired);
      return;
    }
    try {
      const answer = await resend.mutateAsync({ email });
      setError(null);
      setDigits(emptyOtp());
      restart(answer.resendAfterSeconds ?? RESEND_OTP_LOCK_SECONDS);
      onToast(toast({ title: MESSAGES.resendSuccess, tone: 'success' }));
    } catch (failure) {
      if (isApiError(failure) && failure.status === 429 && failure.retryAfterSeconds) restart(failure.retryAfterSeconds);
      setError(messageFrom(failure, MESSAGES.resendFailed));
    }
  }

  return (
    <>
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <MailCheck className="size-7" aria-hidden="true" />
      </div>
      <AuthHeading
        title="Verify your email"
        subtitle={
          <span className="inline-flex flex-wrap items-center gap-x-1.5">
            We sent a 6-digit code to <strong className="font-semibold break-all text-ink-900">{email}</strong>
            <button
              type="button"
              onClick={onEditEmail}
              aria-label="Edit email"
              title="Edit email"
              className="inline-flex size-8 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
            >
              <Pencil className="size-4" aria-hidden="true" />
            </button>
          </span>
        }
      />

      <form noValidate onSubmit={onContinue} className="flex flex-col gap-5">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="flex flex-col gap-2">
          <p id={`${id}-otp-label`} className="text-sm font-semibold text-ink-800">
            Enter the OTP
          </p>
          <OtpInput
            idPrefix={`${id}-otp`}
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (error) setError(null);
            }}
            labelledBy={`${id}-otp-label`}
            invalid={Boolean(error)}
            autoFocus
          />
        </div>

        <Button type="submit" size="lg" block loading={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Continue'}
        </Button>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-caption text-ink-500">Didn&apos;t get it? Check spam, or</span>
          <ResendOtpButton secondsLeft={secondsLeft} loading={resend.isPending} onResend={onResend} />
        </div>
        <DemoMailHint />
      </form>

      <p className="mt-7 text-center text-sm text-ink-600">
        Already have an account?{' '}
        <Link to={isMentor ? '/MentorLogin' : '/'} className={linkClass}>
          Log in
        </Link>
      </p>
    </>
  );
}
