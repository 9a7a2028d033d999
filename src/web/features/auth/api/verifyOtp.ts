import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpRequest, VerifyOtpResponse } from '../../../../shared/contracts/auth.js';
import { api } from '../../../lib/api';

/** POST /api/auth/verifyOtp: answers a tempToken for profile setup. */
export function verifyOtp(body: VerifyOtpRequest): Promise<VerifyOtpResponse> {
  return api<VerifyOtpResponse>('/auth/verifyOtp', { method: 'POST', body, auth: false });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
