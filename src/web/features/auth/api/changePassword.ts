import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../shared/contracts/account.js';
import type { MessageResponse } from '../../../../shared/contracts/common.js';
import { api } from '../../../lib/api';
import { accountKeys } from './sessions';

/** POST /api/auth/changePassword: every other session of the user ends; this one stays signed in. */
export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/changePassword', { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
