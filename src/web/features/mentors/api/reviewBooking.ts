import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, ReviewRequest } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

/** POST /api/user-mentors/bookings/{id}/review: the student rates a completed session once. */
export function reviewBooking(id: string, body: ReviewRequest): Promise<Booking> {
  return api<Booking>(`/user-mentors/bookings/${encodeURIComponent(id)}/review`, { method: 'POST', body });
}

export function useReviewBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewRequest }) => reviewBooking(id, body),
    // The session, the mentor's rating and the review bars all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}
