import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampusEvent, RsvpResponse } from '../../../../shared/contracts/events.js';
import { api } from '../../../lib/api';
import { eventKeys } from './keys';

/** PUT (going) or DELETE (not going) /api/events/{id}/rsvp; both idempotent. */
export function setRsvp(id: string, going: boolean): Promise<RsvpResponse> {
  return api<RsvpResponse>(`/events/${encodeURIComponent(id)}/rsvp`, { method: going ? 'PUT' : 'DELETE' });
}

export function useRsvp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (going: boolean) => setRsvp(id, going),
    onSuccess: (result) => {
      queryClient.setQueryData<CampusEvent>(eventKeys.one(id), (event) => (event ? { ...event, ...result } : event));
      void queryClient.invalidateQueries({ queryKey: ['events', 'list'] });
    },
  });
}
