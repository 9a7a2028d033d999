import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingListResponse, BookingRequest, BookingResponse } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

/** POST /api/user-mentors/mentors/{userId}/book with the spec's payload. */
export function bookSlot(mentorId: string, body: BookingRequest): Promise<BookingResponse> {
  return api<BookingResponse>(`/user-mentors/mentors/${encodeURIComponent(mentorId)}/book`, { method: 'POST', body });
}

export function useBookSlot(mentorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRequest) => bookSlot(mentorId, body),
    // Taken or not, the slots on screen must be the server's.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}

/** GET /api/user-mentors/bookings: a mentor's incoming requests, or (as=student) a student's sessions. */
export const useBookings = (as: 'mentor' | 'student') =>
  useQuery({
    queryKey: mentorKeys.bookings(as),
    queryFn: ({ signal }) => api<BookingListResponse>(`/user-mentors/bookings?as=${as}&limit=100`, { signal }),
  });

export type BookingAction = 'accept' | 'decline' | 'cancel';

export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: BookingAction; reason?: string }) =>
      api<Booking>(`/user-mentors/bookings/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: { reason: reason ?? '' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}
