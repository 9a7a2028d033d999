import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rememberStatus } from '../lib/storedStatuses';
import { refreshRelations } from './invalidate';

/** DELETE /api/connections/connections/{userId}: ends the connection (and any collaboration) with that person. */
export function removeConnection(userId: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/connections/connections/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConnection,
    onSuccess: (_result, userId) => {
      rememberStatus(userId, 'none');
      return refreshRelations(queryClient, userId);
    },
  });
}
