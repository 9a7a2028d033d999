import { useMutation } from '@tanstack/react-query';
import { isTwoFactorChallenge, type LoginRequest, type SignInResponse } from '../../../../shared/contracts/auth.js';
import { api } from '../../../lib/api';
import { setSession } from '../../../lib/auth';

/** POST /api/auth/login. The server sets the refresh cookie; the access token stays in memory. */
export async function login(body: LoginRequest): Promise<SignInResponse> {
  const session = await api<SignInResponse>('/auth/login', { method: 'POST', body, auth: false });
  // With two-step sign-in on, the answer asks for a code first (TwoFactorStep).
  if (!isTwoFactorChallenge(session)) setSession(session, { rememberMe: body.rememberMe ?? false });
  return session;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
