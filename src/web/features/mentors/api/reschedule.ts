import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

/** POST /api/user-mentors/bookings/{id}/reschedule: propose another free start (issue 31.5). */
export function useProposeReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scheduledTime }: { id: string; scheduledTime: string }) =>
      api<Booking>(`/user-mentors/bookings/${encodeURIComponent(id)}/reschedule`, { method: 'POST', body: { scheduledTime } }),
    // Not awaited: the answer is confirmed at once, and the lists follow when their refetch arrives.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}

export type RescheduleAnswer = 'accept' | 'decline' | 'withdraw';

/** POST /api/user-mentors/bookings/{id}/reschedule/answer: the other side's answer, or the proposer's withdrawal. */
export function useAnswerReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: RescheduleAnswer }) =>
      api<Booking>(`/user-mentors/bookings/${encodeURIComponent(id)}/reschedule/answer`, { method: 'POST', body: { answer } }),
    // Not awaited: the answer is confirmed at once, and the lists follow when their refetch arrives.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}
