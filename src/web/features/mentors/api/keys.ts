/** Query keys of mentors, bookings and referrals, all under ['mentors'] so a change can refresh everything at once. */
export const mentorKeys = {
  all: ['mentors'] as const,
  list: (query: string) => ['mentors', 'list', query] as const,
  detail: (id: string) => ['mentors', 'detail', id] as const,
  bookings: (as: 'mentor' | 'student') => ['mentors', 'bookings', as] as const,
  availability: () => ['mentors', 'availability'] as const,
  freeWeek: () => ['mentors', 'availability', 'week'] as const,
  ownReliability: () => ['mentors', 'reliability'] as const,
  referralMentors: (query: string) => ['mentors', 'referral-mentors', query] as const,
  referralMentor: (id: string) => ['mentors', 'referral-mentor', id] as const,
  referralSettings: () => ['mentors', 'referral-settings'] as const,
  referrals: (as: 'mentor' | 'student') => ['mentors', 'referrals', as] as const,
};
