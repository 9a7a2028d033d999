import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '../../../../shared/constants.js';
import type { ConnectionsResponse } from '../../../../shared/contracts/connections.js';
import { api } from '../../../lib/api';
import { messageKeys } from './keys';

/** GET /api/connections/connections: the people the "New message" picker offers (only connections can be messaged). */
export function listConnections(search: string, signal?: AbortSignal): Promise<ConnectionsResponse> {
  const query = new URLSearchParams({ page: '1', limit: String(PAGE_SIZE_MAX) });
  if (search.trim()) query.set('search', search.trim());
  return api<ConnectionsResponse>(`/connections/connections?${query.toString()}`, signal ? { signal } : {});
}

export function contactsQuery(search: string) {
  return queryOptions({ queryKey: messageKeys.contacts(search), queryFn: ({ signal }) => listConnections(search, signal) });
}

export function useContacts(search: string, enabled: boolean) {
  return useQuery({ ...contactsQuery(search), enabled });
}
