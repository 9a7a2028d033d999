import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '../../../../shared/contracts/auth.js';
import { api } from '../../../lib/api';

/** POST /api/auth/register: sends the sign-up OTP. */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api<RegisterResponse>('/auth/register', { method: 'POST', body, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
