import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndSessionsResponse, SessionListResponse } from '../../../../shared/contracts/account.js';
import type { MessageResponse } from '../../../../shared/contracts/common.js';
import { api } from '../../../lib/api';

export const accountKeys = {
  sessions: () => ['account', 'sessions'] as const,
};

/** GET /api/auth/sessions: the signed-in user's active sessions, this device first. */
export function listSessions(signal?: AbortSignal): Promise<SessionListResponse> {
  return api<SessionListResponse>('/auth/sessions?limit=100', signal ? { signal } : {});
}

export function sessionsQuery() {
  return queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => listSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQuery());
}

/** DELETE /api/auth/sessions/{id}: ends one of the user's own sessions. */
export function endSession(id: string): Promise<MessageResponse> {
  return api<MessageResponse>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/auth/sessions: "Log out everywhere else". */
export function endOtherSessions(): Promise<EndSessionsResponse> {
  return api<EndSessionsResponse>('/auth/sessions', { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
