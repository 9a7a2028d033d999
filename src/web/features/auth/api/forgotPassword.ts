import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '../../../../shared/contracts/auth.js';
import type { MessageResponse } from '../../../../shared/contracts/common.js';
import { api } from '../../../lib/api';

/** POST /api/auth/forgotPassword: always the same answer, whether or not the account exists. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/forgotPassword', { method: 'POST', body, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
