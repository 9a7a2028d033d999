export const waitlistKeys = {
  all: ['waitlist'] as const,
  counts: () => ['waitlist', 'counts'] as const,
  launches: () => ['waitlist', 'launches'] as const,
  unsubscribe: (token: string) => ['waitlist', 'unsubscribe', token] as const,
};
