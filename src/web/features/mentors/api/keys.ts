/** Query keys of mentors and bookings, all under ['mentors'] so a booking can refresh everything at once. */
export const mentorKeys = {
  all: ['mentors'] as const,
  list: (query: string) => ['mentors', 'list', query] as const,
  detail: (id: string) => ['mentors', 'detail', id] as const,
  bookings: (as: 'mentor' | 'student') => ['mentors', 'bookings', as] as const,
};
