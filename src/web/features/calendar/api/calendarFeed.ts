import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../shared/contracts/calendar.js';
import { api } from '../../../lib/api';

export const calendarKeys = {
  feed: () => ['calendar', 'feed'] as const,
};

/** GET /api/calendar/feed: the signed-in user's subscription URL, or null. */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return api<CalendarFeed>('/calendar/feed', signal ? { signal } : {});
}

export function calendarFeedQuery() {
  return queryOptions({ queryKey: calendarKeys.feed(), queryFn: ({ signal }) => getCalendarFeed(signal) });
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery());
}

/** POST /api/calendar/feed makes the URL or a new one (the old stops working); DELETE turns it off. */
export function useCalendarFeedAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'rotate' | 'off') =>
      action === 'rotate'
        ? api<CalendarFeed>('/calendar/feed', { method: 'POST', body: {} })
        : api<CalendarFeed>('/calendar/feed', { method: 'DELETE' }),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed(), feed),
  });
}
