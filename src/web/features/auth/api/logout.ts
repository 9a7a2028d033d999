import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.js';
import { api } from '../../../lib/api';
import { clearSession } from '../../../lib/auth';
import { announceLogout } from '../../../lib/session';

/**
 * POST /api/auth/logout (clears the refresh cookie). Whatever the answer, this browser forgets the
 * session and its stored values, and the other tabs are told.
 */
export async function logout(): Promise<void> {
  try {
    await api<MessageResponse>('/auth/logout', { method: 'POST' });
  } catch {
    // Signing out locally must never fail.
  } finally {
    clearSession({ forget: true });
    announceLogout();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    },
  });
}
