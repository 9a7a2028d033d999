import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceOutcome, NeedsActionResponse } from '../../../../shared/contracts/sessions.js';
import { api } from '../../../lib/api';

const needsActionKey = ['sessions', 'admin', 'needs-action'] as const;

/** GET /api/admin/sessions/needs-action: external-link sessions whose two sides disagree (operators only). */
export function useNeedsAction() {
  return useQuery({
    queryKey: needsActionKey,
    queryFn: ({ signal }) => api<NeedsActionResponse>('/admin/sessions/needs-action', { signal }),
  });
}

/** POST /api/admin/sessions/{id}/resolve: the operator's decision; both sides are told. */
export function useResolveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: AttendanceOutcome }) =>
      api<{ message: string; attendanceOutcome: AttendanceOutcome }>(`/admin/sessions/${encodeURIComponent(id)}/resolve`, {
        method: 'POST',
        body: { outcome },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: needsActionKey }),
  });
}
