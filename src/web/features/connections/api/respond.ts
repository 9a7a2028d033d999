import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshRelations } from './invalidate';

export type RequestAnswer = 'accept' | 'decline';

/** POST /api/connections/requests/{requestId}/accept|decline: answers a connection or collaboration request. */
export function answerRequest(requestId: string, answer: RequestAnswer): Promise<{ message: string }> {
  return api<{ message: string }>(`/connections/requests/${encodeURIComponent(requestId)}/${answer}`, { method: 'POST', body: {} });
}

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: string; answer: RequestAnswer; otherUserId: string }) => answerRequest(input.requestId, input.answer),
    onSuccess: (_result, input) => refreshRelations(queryClient, input.otherUserId),
  });
}
