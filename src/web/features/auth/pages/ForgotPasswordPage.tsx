import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { RESEND_OTP_LOCK_SECONDS } from '../../../../shared/constants.js';
import { Button, Field, FormAlert, Input, PasswordInput, toast } from '../../../components/ui';
import { isApiError, messageFrom } from '../../../lib/errors';
import { useSecondsLeft } from '../../../lib/useCountdown';
import { useForgotPassword } from '../api/forgotPassword';
import { useResetPassword } from '../api/resetPassword';
import { AuthHeading, AuthLayout } from '../components/AuthLayout';
import { DemoMailHint } from '../components/DemoMailHint';
import { OtpInput } from '../components/OtpInput';
import { ResendOtpButton } from '../components/ResendOtpButton';
import { emptyOtp, otpValue } from '../lib/otp';
import { forgotEmailFormSchema, newPasswordFormSchema, otpError } from '../lib/schemas';

const SEND_FAILED = 'Could not send the code. Please try again.';
const RESET_FAILED = 'Could not reset the password. Please try again.';
const linkClass = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline underline-offset-2';

/** /ForgotPassword: email, then the emailed 6-digit code with a new password. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  return (
    <AuthLayout>
      <title>Forgot password · Campus</title>
      {sent ? (
        <ResetStep email={sent.email} message={sent.message} onChangeEmail={() => setSent(null)} />
      ) : (
        <EmailStep onSent={(email, message) => setSent({ email, message })} />
      )}
    </AuthLayout>
  );
}

function EmailStep({ onSent }: { onSent: (email: string, message: string) => void }) {
  const id = useId();
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotEmailFormSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await forgot.mutateAsync(values);
      onSent(values.email, answer.message);
    } catch (error) {
      form.setError('root.server', { message: messageFrom(error, SEND_FAILED) });
    }
  });

  return (
    <>
      <Link to="/" className="mb-6 flex w-fit items-center gap-1.5 rounded-lg text-sm font-semibold text-ink-600 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to login
      </Link>
      <AuthHeading
        title="Forgot your password?"
        subtitle="Enter the email you signed up with and we will send you a 6-digit code to set a new one."
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
        <Button type="submit" size="lg" block loading={isSubmitting || forgot.isPending}>
          Send code
        </Button>
      </form>
    </>
  );
}

function ResetStep({ email, message, onChangeEmail }: { email: string; message: string; onChangeEmail: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const forgot = useForgotPassword();
  const [digits, setDigits] = useState(emptyOtp);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState(message);
  const { secondsLeft, restart } = useSecondsLeft(RESEND_OTP_LOCK_SECONDS);
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const code = otpValue(digits);
    const invalid = otpError(code);
    if (invalid) {
      setCodeError(invalid);
      return;
    }
    setCodeError(null);
    try {
      const answer = await reset.mutateAsync({ email, otp: code, password: values.password });
      toast({ title: answer.message, tone: 'success' });
      void navigate('/', { replace: true });
    } catch (error) {
      form.setError('root.server', { message: messageFrom(error, RESET_FAILED) });
    }
  });

  async function onResend() {
    try {
      const answer = await forgot.mutateAsync({ email });
      setNotice(answer.message);
      setDigits(emptyOtp());
      restart(RESEND_OTP_LOCK_SECONDS);
    } catch (error) {
      if (isApiError(error) && error.status === 429 && error.retryAfterSeconds) restart(error.retryAfterSeconds);
      form.setError('root.server', { message: messageFrom(error, SEND_FAILED) });
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={onChangeEmail}
        className="mb-6 flex w-fit items-center gap-1.5 rounded-lg text-sm font-semibold text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Use a different email
      </button>
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
        <KeyRound className="size-7" aria-hidden="true" />
      </div>
      <AuthHeading
        title="Set a new password"
        subtitle={
          <>
            For <strong className="font-semibold break-all text-ink-900">{email}</strong>
          </>
        }
      />

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormAlert tone="info">{notice}</FormAlert>
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}

        <div className="flex flex-col gap-2">
          <p id={`${id}-code-label`} className="text-sm font-semibold text-ink-800">
            6-digit code
          </p>
          <OtpInput
            idPrefix={`${id}-code`}
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (codeError) setCodeError(null);
            }}
            labelledBy={`${id}-code-label`}
            describedBy={codeError ? `${id}-code-error` : undefined}
            invalid={Boolean(codeError)}
            autoFocus
          />
          {codeError ? (
            <p id={`${id}-code-error`} role="alert" className="text-caption font-medium text-danger-700">
              {codeError}
            </p>
          ) : null}
        </div>

        <Field id={`${id}-password`} label="New password (6 or more characters)" error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" placeholder="Create a new password" />
          )}
        </Field>
        <Field id={`${id}-confirm`} label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" placeholder="Type it again" />
          )}
        </Field>

        <Button type="submit" size="lg" block loading={isSubmitting || reset.isPending}>
          Reset password
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <DemoMailHint />
          <ResendOtpButton label="Send a new code" secondsLeft={secondsLeft} loading={forgot.isPending} onResend={onResend} />
        </div>
      </form>

      <p className="mt-7 text-center text-sm text-ink-600">
        Remembered it?{' '}
        <Link to="/" className={linkClass}>
          Log in
        </Link>
      </p>
    </>
  );
}
