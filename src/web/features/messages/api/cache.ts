import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '../../../../shared/contracts/messages.js';
import {
  applyMessageToConversations,
  applyReadToConversations,
  markSeen,
  mergeIntoHistory,
  type ConversationPages,
  type HistoryPages,
  type LocalMessage,
} from '../lib/messages';
import { messageKeys } from './keys';

export function putMessage(queryClient: QueryClient, message: LocalMessage): void {
  queryClient.setQueryData<HistoryPages>(messageKeys.history(message.conversationId), (pages) =>
    pages ? mergeIntoHistory(pages, message) : pages,
  );
}

/** A new message in any conversation: preview, order and counts of the list; refetched when it is a new conversation. */
export function putInConversations(queryClient: QueryClient, message: ChatMessage, myId: string, unreadTotal: number): void {
  const pages = queryClient.getQueryData<ConversationPages>(messageKeys.conversations());
  if (!pages) return;
  const next = applyMessageToConversations(pages, message, myId, unreadTotal);
  if (next) queryClient.setQueryData(messageKeys.conversations(), next);
  else void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
  queryClient.setQueryData<Conversation>(messageKeys.conversation(message.conversationId), (conversation) =>
    conversation ? { ...conversation, lastMessage: message, lastMessageAt: message.createdAt } : conversation,
  );
}

export function putReadByMe(queryClient: QueryClient, conversationId: string, unreadTotal: number): void {
  queryClient.setQueryData<ConversationPages>(messageKeys.conversations(), (pages) =>
    pages ? applyReadToConversations(pages, conversationId, unreadTotal) : pages,
  );
}

export function putSeen(queryClient: QueryClient, conversationId: string, myId: string, readAt: string): void {
  queryClient.setQueryData<HistoryPages>(messageKeys.history(conversationId), (pages) => (pages ? markSeen(pages, myId, readAt) : pages));
}
