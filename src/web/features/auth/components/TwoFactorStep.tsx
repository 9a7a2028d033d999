import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TwoFactorChallenge } from '../../../../shared/contracts/auth.js';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../../../shared/messages.js';
import { Button, Field, Input, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useVerifyTwoFactor } from '../api/twoFactor';
import { useReturnPath } from '../lib/returnTo';
import { announceSignInNotices } from '../lib/signedIn';

/**
 * The second step of a sign-in (password or Google) when two-step sign-in is on: a code from the authenticator
 * app, or one of the recovery codes.
 */
export function TwoFactorStep({
  challenge,
  rememberMe,
  onCancel,
}: {
  challenge: TwoFactorChallenge;
  rememberMe: boolean;
  onCancel: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim().length < 6) {
      setError(ACCOUNT_MESSAGES.twoFactorCodeRequired);
      return;
    }
    setError(null);
    try {
      const session = await verify.mutateAsync({ challengeToken: challenge.challengeToken, code: code.trim(), rememberMe });
      toast({ title: MESSAGES.loginSuccess, tone: 'success' });
      announceSignInNotices(session);
      void navigate(returnPath, { replace: true });
    } catch (failure) {
      setError(messageFrom(failure, ACCOUNT_MESSAGES.twoFactorCodeWrong));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-labelledby={`${id}-title`}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-heading text-ink-900">
            Two-step sign-in
          </h2>
          <p className="mt-1 text-sm text-ink-600">{challenge.message}</p>
        </div>
      </div>
      <Field
        id={`${id}-code`}
        label="Authentication code"
        error={error ?? undefined}
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
      >
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            autoFocus
            placeholder="123456"
          />
        )}
      </Field>
      <Button type="submit" size="lg" block loading={verify.isPending}>
        {verify.isPending ? 'Checking...' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Back to login
      </Button>
    </form>
  );
}
