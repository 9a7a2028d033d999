import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoomState, SessionMessage } from '../../../../shared/contracts/sessions.js';
import { api } from '../../../lib/api';

export const sessionKeys = {
  all: ['sessions'] as const,
  room: (bookingId: string) => ['sessions', 'room', bookingId] as const,
  messages: (bookingId: string) => ['sessions', 'messages', bookingId] as const,
};

/** GET /api/sessions/{id}/room: the room of a confirmed session, for its student or mentor (404 for anyone else). */
export function getRoom(bookingId: string, signal?: AbortSignal): Promise<RoomState> {
  return api<RoomState>(`/sessions/${encodeURIComponent(bookingId)}/room`, signal ? { signal } : {});
}

export const roomQuery = (bookingId: string) =>
  queryOptions({
    queryKey: sessionKeys.room(bookingId),
    queryFn: ({ signal }) => getRoom(bookingId, signal),
    // The TURN credential in it is short-lived: read again on every visit, and not retried on a 404.
    staleTime: 0,
    retry: false,
    // Not read again behind the call's back: the page keeps the credential it was given.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useRoom(bookingId: string) {
  return useQuery(roomQuery(bookingId));
}

/** GET /api/sessions/{id}/messages: the session's chat, oldest first. */
export function useSessionMessages(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.messages(bookingId),
    queryFn: ({ signal }) => api<{ messages: SessionMessage[] }>(`/sessions/${encodeURIComponent(bookingId)}/messages`, { signal }),
    enabled,
    retry: false,
  });
}

/** PUT /api/sessions/{id}/meeting-link: the mentor's https: link instead of the room, or null to remove it. */
export function useSetMeetingLink(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meetingUrl: string | null) =>
      api<RoomState>(`/sessions/${encodeURIComponent(bookingId)}/meeting-link`, { method: 'PUT', body: { meetingUrl } }),
    onSuccess: (state) => queryClient.setQueryData(sessionKeys.room(bookingId), state),
  });
}
