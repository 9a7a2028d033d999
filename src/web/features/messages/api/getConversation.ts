import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/contracts/messages.js';
import { api } from '../../../lib/api';
import { messageKeys } from './keys';

/** GET /api/messages/conversations/{id}: the other person and whether a message can be sent now. */
export function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return api<Conversation>(`/messages/conversations/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function conversationQuery(id: string) {
  return queryOptions({ queryKey: messageKeys.conversation(id), queryFn: ({ signal }) => getConversation(id, signal) });
}

export function useConversation(id: string) {
  return useQuery(conversationQuery(id));
}
