import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampusEvent } from '../../../../shared/contracts/events.js';
import { api } from '../../../lib/api';
import { eventKeys } from './keys';

/** GET /api/events/{id}: one event with its "Going" count. */
export function getEvent(id: string, signal?: AbortSignal): Promise<CampusEvent> {
  return api<CampusEvent>(`/events/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const eventQuery = (id: string) => queryOptions({ queryKey: eventKeys.one(id), queryFn: ({ signal }) => getEvent(id, signal) });

export function useEvent(id: string) {
  return useQuery({ ...eventQuery(id), enabled: id.length > 0 });
}

/** GET /api/events/{id}/calendar.ics: a plain link, so the browser downloads it. */
export const calendarUrl = (id: string) => `/api/events/${encodeURIComponent(id)}/calendar.ics`;
