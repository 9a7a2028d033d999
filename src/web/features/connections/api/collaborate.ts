import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshRelations } from './invalidate';

/** POST /api/connections/collaborate/{userId}: invites a connection to collaborate. */
export function requestCollaboration(userId: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/connections/collaborate/${encodeURIComponent(userId)}`, { method: 'POST', body: {} });
}

/** DELETE /api/connections/collaborators/{userId}: ends the collaboration; the connection stays. */
export function endCollaboration(userId: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/connections/collaborators/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRequestCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestCollaboration, onSuccess: (_result, userId) => refreshRelations(queryClient, userId) });
}

export function useEndCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endCollaboration, onSuccess: (_result, userId) => refreshRelations(queryClient, userId) });
}
