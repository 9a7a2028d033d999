import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountRequest, DeleteAccountResponse } from '../../../../shared/contracts/account.js';
import { api } from '../../../lib/api';
import { clearSession } from '../../../lib/auth';
import { announceLogout } from '../../../lib/session';

/**
 * DELETE /api/auth/account with the password typed again. On success the account is to be deleted in 7 days and the
 * server has ended every session and cleared the cookie; this browser forgets everything too, and the other tabs are told.
 */
export async function deleteAccount(body: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  const result = await api<DeleteAccountResponse>('/auth/account', { method: 'DELETE', body });
  clearSession({ forget: true });
  announceLogout();
  return result;
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    },
  });
}
