import { useMutation } from '@tanstack/react-query';
import type { GoogleLoginRequest, SessionResponse } from '../../../../shared/contracts/auth.js';
import { api } from '../../../lib/api';
import { setSession } from '../../../lib/auth';

/** POST /api/auth/google with the ID token from Google's button. */
export async function googleLogin(body: GoogleLoginRequest): Promise<SessionResponse> {
  const session = await api<SessionResponse>('/auth/google', { method: 'POST', body, auth: false });
  setSession(session, { rememberMe: body.rememberMe ?? false });
  return session;
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
