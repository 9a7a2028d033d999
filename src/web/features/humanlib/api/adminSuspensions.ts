import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.js';
import type { Suspension } from '../../../../shared/contracts/humanlib.js';
import { api } from '../../../lib/api';
import { humanlibKeys } from './keys';

/** GET /api/admin/human-lib/suspensions. */
export function useSuspensions() {
  return useQuery({
    queryKey: humanlibKeys.suspensions(),
    queryFn: ({ signal }) => api<{ data: Suspension[] }>('/admin/human-lib/suspensions', { signal }),
  });
}

/** POST /api/admin/human-lib/suspensions {userId, reason}; DELETE .../suspensions/{userId} lifts it. */
export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; suspend: true; reason: string } | { userId: string; suspend: false }) =>
      input.suspend
        ? api<MessageResponse>('/admin/human-lib/suspensions', { method: 'POST', body: { userId: input.userId, reason: input.reason } })
        : api<MessageResponse>(`/admin/human-lib/suspensions/${encodeURIComponent(input.userId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: humanlibKeys.all }),
  });
}
