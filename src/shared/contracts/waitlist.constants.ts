/**
 * Plain constants of the feature waitlists, without zod: the teaser pages read these without evaluating every
 * schema of waitlist.ts. waitlist.ts re-exports all of them.
 */

/** The teaser features a visitor can wait for (platform-community §1, platform-core §1). */
export const WAITLIST_FEATURES = [
  'internzone',
  'events',
  'community',
  'mentorship',
  'humanlib',
  'freelancing',
  'skillup',
  'eduvalt',
  'guiednest',
  'careerzone',
] as const;
export type WaitlistFeature = (typeof WAITLIST_FEATURES)[number];

/** How each feature is named in mails and in the console. */
export const WAITLIST_FEATURE_NAMES: Record<WaitlistFeature, string> = {
  internzone: 'Internzone',
  events: 'Events',
  community: 'Community',
  mentorship: 'Mentorship',
  humanlib: 'Human Library',
  freelancing: 'Freelancing',
  skillup: 'Skill Up',
  eduvalt: 'EDU-Valt',
  guiednest: 'Guiednest',
  careerzone: 'Career Zone',
};

export const WAITLIST_MESSAGES = {
  /** The spec's alerts (platform-community §2.1). */
  invalidEmail: 'Please enter a valid email.',
  subscribed: (email: string) => `Subscribed with ${email}! Get ready for the big reveal!`,
  alreadyJoined: (email: string) => `${email} is already on this waitlist. We will write as soon as it launches!`,
  unsubscribed: 'You have left this waitlist. We will not write to you about it again.',
  badToken: 'This unsubscribe link is not valid.',
  announcementSent: (count: number) => `Announcement sent to ${count} ${count === 1 ? 'person' : 'people'}.`,
} as const;
