import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationsResponse } from '../../../../shared/contracts/messages.js';
import { api } from '../../../lib/api';
import { messageKeys } from './keys';

const CONVERSATIONS_PAGE_SIZE = 20;

/** GET /api/messages/conversations: the caller's conversations, latest first, and the unread total. */
export function listConversations(page: number, signal?: AbortSignal): Promise<ConversationsResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(CONVERSATIONS_PAGE_SIZE) }).toString();
  return api<ConversationsResponse>(`/messages/conversations?${query}`, signal ? { signal } : {});
}

export function conversationPagesQuery() {
  return infiniteQueryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ pageParam, signal }) => listConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationsResponse) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useConversationPages() {
  return useInfiniteQuery(conversationPagesQuery());
}

/** The messages badge: the server's unread total, from the same list the inbox and the widget show. */
export function useUnreadMessagesTotal(): number {
  return useConversationPages().data?.pages[0]?.unreadTotal ?? 0;
}
