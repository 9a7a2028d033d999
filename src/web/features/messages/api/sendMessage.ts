import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../shared/contracts/messages.js';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import type { LocalMessage } from '../lib/messages';
import { putMessage } from './cache';

export interface SendInput {
  body: string;
  /** Chosen by the tab (newClientId); a retry keeps the failed message's. */
  clientId: string;
}

/** POST /api/messages/conversations/{id}/messages {body, clientId}. */
export function sendMessage(conversationId: string, input: SendInput): Promise<ChatMessage> {
  return api<ChatMessage>(`/messages/conversations/${encodeURIComponent(conversationId)}/messages`, { method: 'POST', body: input });
}

/**
 * Shows the message at once as "sending"; the POST answer or the socket echo (whichever comes first)
 * replaces it by its clientId, and a failure leaves it in place marked failed, to retry. The list's
 * preview follows from the echo, which every tab of the sender receives too.
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const myId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: (input: SendInput) => sendMessage(conversationId, input),
    onMutate: (input) => {
      const optimistic: LocalMessage = {
        id: `local-${input.clientId}`,
        conversationId,
        senderId: myId,
        body: input.body,
        createdAt: new Date().toISOString(),
        readAt: null,
        clientId: input.clientId,
        status: 'sending',
      };
      putMessage(queryClient, optimistic);
      return optimistic;
    },
    onSuccess: (message) => putMessage(queryClient, message),
    onError: (_error, _input, optimistic) => {
      if (optimistic) putMessage(queryClient, { ...optimistic, status: 'failed' });
    },
  });
}
