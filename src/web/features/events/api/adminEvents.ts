import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampusEvent, EventInput, EventList } from '../../../../shared/contracts/events.js';
import { api } from '../../../lib/api';
import { eventKeys } from './keys';

/** GET /api/admin/events: every event, cancelled and past ones too. */
export function getAdminEvents(page: number, signal?: AbortSignal): Promise<EventList> {
  return api<EventList>(`/admin/events?page=${page}&limit=20`, signal ? { signal } : {});
}

export const adminEventsQuery = (page: number) =>
  queryOptions({
    queryKey: eventKeys.admin(String(page)),
    queryFn: ({ signal }) => getAdminEvents(page, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminEvents(page: number) {
  return useQuery(adminEventsQuery(page));
}

/** POST /api/admin/events (new) or PUT /api/admin/events/{id} (edit). */
export function saveEvent(id: string | null, input: EventInput): Promise<CampusEvent> {
  return id
    ? api<CampusEvent>(`/admin/events/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<CampusEvent>('/admin/events', { method: 'POST', body: input });
}

/** POST /api/admin/events/{id}/cancel */
export function cancelEvent(id: string): Promise<CampusEvent> {
  return api<CampusEvent>(`/admin/events/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EventInput }) => saveEvent(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelEvent, onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.all }) });
}
