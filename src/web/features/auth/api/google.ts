import { useMutation } from '@tanstack/react-query';
import { isTwoFactorChallenge, type GoogleLoginRequest, type SignInResponse } from '../../../../shared/contracts/auth.js';
import { api } from '../../../lib/api';
import { setSession } from '../../../lib/auth';

/** POST /api/auth/google with the ID token from Google's button. */
export async function googleLogin(body: GoogleLoginRequest): Promise<SignInResponse> {
  const session = await api<SignInResponse>('/auth/google', { method: 'POST', body, auth: false });
  // With two-step sign-in on, the answer asks for a code first (TwoFactorStep).
  if (!isTwoFactorChallenge(session)) setSession(session, { rememberMe: body.rememberMe ?? false });
  return session;
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
