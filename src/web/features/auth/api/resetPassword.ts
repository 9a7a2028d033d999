import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '../../../../shared/contracts/auth.js';
import type { MessageResponse } from '../../../../shared/contracts/common.js';
import { api } from '../../../lib/api';

/** POST /api/auth/resetPassword with the emailed code and the new password. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/resetPassword', { method: 'POST', body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
