import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ConnectionsResponse } from '../../../../shared/contracts/connections.js';
import { PAGE_SIZE_MAX } from '../../../../shared/constants.js';
import { api } from '../../../lib/api';
import { connectionKeys } from './keys';

export const CONNECTIONS_PAGE_SIZE = 20;

/** GET /api/connections/connections?search&page&limit: the signed-in user's connections and collaborators. */
export function getConnections(
  params: { search: string; page: number; limit: number },
  signal?: AbortSignal,
): Promise<ConnectionsResponse> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.search) query.set('search', params.search);
  return api<ConnectionsResponse>(`/connections/connections?${query.toString()}`, signal ? { signal } : {});
}

/** Page by page; a page carries a slice of both lists, so there is more while either list has more. */
export function connectionsPagesQuery(search: string, limit: number = CONNECTIONS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: connectionKeys.list(search, limit),
    queryFn: ({ pageParam, signal }) => getConnections({ search, page: pageParam, limit }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.limit < Math.max(last.totalConnections, last.totalCollaborators) ? last.page + 1 : undefined,
  });
}

export const useConnectionsPages = (search: string, limit?: number) => useInfiniteQuery(connectionsPagesQuery(search, limit));

/**
 * Source (c) of community §4 for one person: the viewer's connections found by that person's name. The
 * list is paginated on the server, so a search narrows it to the candidates instead of reading every page.
 */
export function connectionsWithQuery(userId: string, search: string) {
  return queryOptions({
    queryKey: connectionKeys.with(userId, search),
    queryFn: ({ signal }) => getConnections({ search, page: 1, limit: PAGE_SIZE_MAX }, signal),
    enabled: userId !== '' && search !== '',
  });
}

export const useConnectionsWith = (userId: string, search: string) => useQuery(connectionsWithQuery(userId, search));
