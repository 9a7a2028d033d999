import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionRequest, RequestKind } from '../../../../shared/contracts/connections.js';
import { api } from '../../../lib/api';
import { connectionKeys } from './keys';

function listRequests(
  path: '/connections/sent' | '/connections/getPending',
  userId: string,
  kind: RequestKind | 'all',
  signal?: AbortSignal,
) {
  const query = kind === 'all' ? '' : `?${new URLSearchParams({ kind }).toString()}`;
  return api<ConnectionRequest[]>(`${path}${query}`, { method: 'POST', body: { userId }, ...(signal ? { signal } : {}) });
}

/** POST /api/connections/sent {userId}: the requests the signed-in user sent that are still pending. */
export function sentRequestsQuery(userId: string, kind: RequestKind | 'all' = 'all') {
  return queryOptions({
    queryKey: connectionKeys.sent(kind),
    queryFn: ({ signal }) => listRequests('/connections/sent', userId, kind, signal),
    enabled: userId !== '',
  });
}

/** POST /api/connections/getPending {userId}: the requests waiting for the signed-in user's answer. */
export function pendingRequestsQuery(userId: string, kind: RequestKind | 'all' = 'all') {
  return queryOptions({
    queryKey: connectionKeys.pending(kind),
    queryFn: ({ signal }) => listRequests('/connections/getPending', userId, kind, signal),
    enabled: userId !== '',
  });
}

export const useSentRequests = (userId: string, kind: RequestKind | 'all' = 'all') => useQuery(sentRequestsQuery(userId, kind));
export const usePendingRequests = (userId: string, kind: RequestKind | 'all' = 'all') => useQuery(pendingRequestsQuery(userId, kind));
