import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagesResponse } from '../../../../shared/contracts/messages.js';
import { MESSAGE_PAGE_SIZE } from '../../../../shared/contracts/messages.constants.js';
import { api } from '../../../lib/api';
import type { HistoryPage } from '../lib/messages';
import { messageKeys } from './keys';

/** GET /api/messages/conversations/{id}/messages?before=&limit=30: a page of history, oldest first. */
export function listMessages(id: string, before: string | undefined, signal?: AbortSignal): Promise<MessagesResponse> {
  const query = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before) query.set('before', before);
  return api<MessagesResponse>(`/messages/conversations/${encodeURIComponent(id)}/messages?${query.toString()}`, signal ? { signal } : {});
}

/** Page one is the newest; each next page ends before the oldest message loaded so far. */
export function historyQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.history(id),
    queryFn: ({ pageParam, signal }): Promise<HistoryPage> => listMessages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryPage) => (last.hasMore ? last.data[0]?.createdAt : undefined),
  });
}

export function useHistory(id: string) {
  return useInfiniteQuery(historyQuery(id));
}
