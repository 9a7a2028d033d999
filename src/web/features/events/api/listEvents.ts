import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventCategory, EventList } from '../../../../shared/contracts/events.js';
import { api } from '../../../lib/api';
import { eventKeys } from './keys';

export const EVENTS_PAGE_SIZE = 9;

/** GET /api/events: upcoming events, soonest first. */
export function listEvents(query: string, signal?: AbortSignal): Promise<EventList> {
  return api<EventList>(`/events?${query}`, signal ? { signal } : {});
}

export function eventsQuery(params: { page: number; category?: EventCategory | undefined }) {
  const query = new URLSearchParams({ page: String(params.page), limit: String(EVENTS_PAGE_SIZE) });
  if (params.category) query.set('category', params.category);
  const text = query.toString();
  return queryOptions({
    queryKey: eventKeys.list(text),
    queryFn: ({ signal }) => listEvents(text, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEvents(params: { page: number; category?: EventCategory | undefined }) {
  return useQuery(eventsQuery(params));
}
