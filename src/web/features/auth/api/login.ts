import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, SessionResponse } from '../../../../shared/contracts/auth.js';
import { api } from '../../../lib/api';
import { setSession } from '../../../lib/auth';

/** POST /api/auth/login. The server sets the refresh cookie; the access token stays in memory. */
export async function login(body: LoginRequest): Promise<SessionResponse> {
  const session = await api<SessionResponse>('/auth/login', { method: 'POST', body, auth: false });
  setSession(session, { rememberMe: body.rememberMe ?? false });
  return session;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
