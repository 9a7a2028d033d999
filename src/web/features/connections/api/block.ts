import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rememberStatus } from '../lib/storedStatuses';
import { refreshRelations } from './invalidate';

/** POST /api/connections/block/{userId}: no more requests or messages from that person; any connection ends. */
export function blockUser(userId: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/connections/block/${encodeURIComponent(userId)}`, { method: 'POST', body: {} });
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: (_result, userId) => {
      rememberStatus(userId, 'none');
      return refreshRelations(queryClient, userId);
    },
  });
}
