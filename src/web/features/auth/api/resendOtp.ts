import { useMutation } from '@tanstack/react-query';
import type { RegisterResponse, ResendOtpRequest } from '../../../../shared/contracts/auth.js';
import { api } from '../../../lib/api';

/** POST /api/auth/resendOtp: 429 with Retry-After within 30 s of the last code. */
export function resendOtp(body: ResendOtpRequest): Promise<RegisterResponse> {
  return api<RegisterResponse>('/auth/resendOtp', { method: 'POST', body, auth: false });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
