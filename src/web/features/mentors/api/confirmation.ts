import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionConfirmationResponse } from '../../../../shared/contracts/sessions.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

/** POST /api/sessions/{id}/confirmation: a side of an external-link session says whether it took place. */
export function confirmSession(id: string, tookPlace: boolean): Promise<SessionConfirmationResponse> {
  return api<SessionConfirmationResponse>(`/sessions/${encodeURIComponent(id)}/confirmation`, { method: 'POST', body: { tookPlace } });
}

export function useConfirmSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tookPlace }: { id: string; tookPlace: boolean }) => confirmSession(id, tookPlace),
    // The card's answer and, once both agree, its attendance line change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}
