import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { readConversationResponseSchema } from '../../../../shared/contracts/messages.js';
import { api } from '../../../lib/api';
import { putReadByMe } from './cache';

export type ReadConversationResponse = z.infer<typeof readConversationResponseSchema>;

/** POST /api/messages/conversations/{id}/read: marks the other person's messages read (they see "Seen"). */
export function readConversation(conversationId: string): Promise<ReadConversationResponse> {
  return api<ReadConversationResponse>(`/messages/conversations/${encodeURIComponent(conversationId)}/read`, { method: 'POST', body: {} });
}

export function useReadConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readConversation,
    onSuccess: (result, conversationId) => putReadByMe(queryClient, conversationId, result.unreadTotal),
  });
}
