import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { FingerprintPattern } from 'lucide-react';
import { useState } from 'react';
import { Button, FormAlert } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { PasskeyCancelled, usePasskeySignIn } from '../api/passkeys';

/**
 * "Sign in with a passkey": no address or password typed; the browser offers the passkeys it holds for this site and the
 * one chosen signs in alone (it counts as both steps, so no code is asked after it).
 */
export function PasskeySignIn({ rememberMe, onSignedIn }: { rememberMe: boolean; onSignedIn: () => void }) {
  const signIn = usePasskeySignIn();
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    // Asked at the click, not while drawing: the page is also drawn on the server, where there is no browser to ask.
    if (!browserSupportsWebAuthn()) {
      setError('This browser cannot use passkeys. Log in with your password instead.');
      return;
    }
    try {
      await signIn.mutateAsync(rememberMe);
      onSignedIn();
    } catch (failure) {
      setError(
        failure instanceof PasskeyCancelled
          ? 'No passkey was used. Try again, or log in with your password.'
          : messageFrom(failure, 'This passkey could not sign you in. Try again, or log in with your password.'),
      );
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex items-center gap-3 text-caption text-ink-500" aria-hidden="true">
        <span className="h-px flex-1 bg-ink-200" />
        or
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button
        variant="outline"
        size="lg"
        block
        loading={signIn.isPending}
        onClick={() => void start()}
        icon={<FingerprintPattern className="size-5" aria-hidden="true" />}
      >
        {signIn.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </div>
  );
}
