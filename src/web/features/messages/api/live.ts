import { useQueryClient } from '@tanstack/react-query';
import { CONNECTION_STATUS_EVENT } from '../../../../shared/contracts/connections.constants.js';
import type { MessageCreatedEvent, MessageReadEvent } from '../../../../shared/contracts/messages.js';
import { MESSAGE_EVENTS } from '../../../../shared/contracts/messages.constants.js';
import { useAuth } from '../../../lib/auth';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { putInConversations, putMessage, putReadByMe, putSeen } from './cache';
import { messageKeys } from './keys';

/**
 * Applies the socket's message events to every cached list and conversation: new messages (and the echo
 * of my own, which reconciles the optimistic copy), "Seen" when the other person reads, and the unread
 * total. After a reconnect, or a change of connection, everything is fetched again.
 */
export function useMessagesLive(): void {
  const queryClient = useQueryClient();
  const myId = useAuth().user?.id ?? '';
  useSocketEvent<MessageCreatedEvent>(MESSAGE_EVENTS.created, ({ message, unreadTotal }) => {
    putMessage(queryClient, message);
    putInConversations(queryClient, message, myId, unreadTotal);
  });
  useSocketEvent<MessageReadEvent>(MESSAGE_EVENTS.read, ({ conversationId, readerId, readAt, unreadTotal }) => {
    if (readerId === myId) {
      putReadByMe(queryClient, conversationId, unreadTotal);
      return;
    }
    putSeen(queryClient, conversationId, myId, readAt);
  });
  // Connecting, removing or blocking changes whether a conversation can take new messages.
  useSocketEvent(CONNECTION_STATUS_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  });
  useSocketReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  });
}
