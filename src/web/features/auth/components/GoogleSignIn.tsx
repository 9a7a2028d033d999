import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.js';
import { toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { usePublicConfig } from '../../../lib/publicConfig';
import { isTwoFactorChallenge, type TwoFactorChallenge } from '../../../../shared/contracts/auth.js';
import { useGoogleLogin } from '../api/google';
import { useReturnPath } from '../lib/returnTo';
import { announceSignInNotices } from '../lib/signedIn';

interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard';
      theme?: 'outline' | 'filled_blue';
      size?: 'large';
      text?: 'continue_with' | 'signin_with';
      shape?: 'pill' | 'rectangular';
      width?: number;
      logo_alignment?: 'left' | 'center';
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const GSI_SRC = 'https://accounts.google.com/gsi/client';
let gsiLoading: Promise<GoogleAccountsId> | null = null;

/** Loads Google's script once, and only when a client id is configured. */
function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  if (gsiLoading) return gsiLoading;
  gsiLoading = new Promise<GoogleAccountsId>((resolve, reject) => {
    const ready = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not load'));
    };
    if (window.google?.accounts?.id) {
      ready();
      return;
    }
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.defer = true;
    script.onload = ready;
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    gsiLoading = null;
    throw error;
  });
  return gsiLoading;
}

export interface GoogleSignInProps {
  role: 'student' | 'mentor';
  rememberMe: boolean;
  /** The account has two-step sign-in on: the page asks for the code (sign-up pages have no such accounts to expect). */
  onChallenge?: (challenge: TwoFactorChallenge) => void;
}

/** Google's own button, shown only when the server has a Google client id. */
export function GoogleSignIn({ role, rememberMe, onChallenge }: GoogleSignInProps) {
  const { data: config } = usePublicConfig();
  const clientId = config?.googleClientId ?? null;
  if (!clientId) return null;
  return <GoogleButton clientId={clientId} role={role} rememberMe={rememberMe} onChallenge={onChallenge} />;
}

function GoogleButton({ clientId, role, rememberMe, onChallenge }: GoogleSignInProps & { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const googleLogin = useGoogleLogin();
  const [error, setError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  // The button is rendered once; its callback reads the latest choices through a ref.
  const returnPath = useReturnPath();
  const latest = useRef({ role, rememberMe, googleLogin, navigate, returnPath, onChallenge });
  useEffect(() => {
    latest.current = { role, rememberMe, googleLogin, navigate, returnPath, onChallenge };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((id) => {
        if (cancelled || !container.current) return;
        id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            const {
              role: currentRole,
              rememberMe: currentRemember,
              googleLogin: mutation,
              navigate: go,
              returnPath: target,
              onChallenge: askForCode,
            } = latest.current;
            if (!response.credential) {
              setError(MESSAGES.googleSignInFailed);
              return;
            }
            setError(null);
            mutation.mutate(
              { credential: response.credential, rememberMe: currentRemember, role: currentRole },
              {
                onSuccess: (answer) => {
                  if (isTwoFactorChallenge(answer)) {
                    if (askForCode) askForCode(answer);
                    else setError(MESSAGES.googleLoginFailed);
                    return;
                  }
                  toast({ title: MESSAGES.googleLoginSuccess, tone: 'success' });
                  announceSignInNotices(answer);
                  void go(target, { replace: true });
                },
                onError: (failure) => setError(messageFrom(failure, MESSAGES.googleLoginFailed)),
              },
            );
          },
        });
        const width = Math.min(400, Math.max(200, Math.round(container.current.getBoundingClientRect().width)));
        id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          width,
          logo_alignment: 'center',
        });
      })
      .catch(() => {
        if (cancelled) return;
        setUnavailable(true);
        setError(MESSAGES.googleSignInFailed);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={container}
        className={unavailable ? 'hidden' : 'flex min-h-11 w-full justify-center'}
        aria-busy={googleLogin.isPending || undefined}
      />
      {error ? (
        <p role="alert" className="text-center text-caption font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
