import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/contracts/messages.js';
import { api } from '../../../lib/api';
import { messageKeys } from './keys';

/** POST /api/messages/conversations {userId}: opens (or creates) the conversation with a connection. */
export function openConversation(userId: string): Promise<Conversation> {
  return api<Conversation>('/messages/conversations', { method: 'POST', body: { userId } });
}

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messageKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}
