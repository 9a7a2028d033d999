import { z } from 'zod';

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

export const waitlistFeatureSchema = z.enum(WAITLIST_FEATURES);

/** Trimmed and lower-cased, so one person is one row whatever they typed. */
export const emailSchema = z
  .string({ error: WAITLIST_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, WAITLIST_MESSAGES.invalidEmail)
  .pipe(z.email(WAITLIST_MESSAGES.invalidEmail));

export const joinWaitlistRequestSchema = z.object({
  feature: waitlistFeatureSchema,
  email: emailSchema,
});
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequestSchema>;

export const joinWaitlistResponseSchema = z.object({
  message: z.string(),
  /** False when this email was already on the feature's waitlist: nothing was stored or sent. */
  joined: z.boolean(),
});
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) });
export const unsubscribeRequestSchema = unsubscribeQuerySchema;
export const unsubscribeStatusSchema = z.object({
  feature: waitlistFeatureSchema,
  featureName: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
export const unsubscribeResponseSchema = unsubscribeStatusSchema.extend({ message: z.string() });

export const waitlistCountSchema = z.object({
  feature: waitlistFeatureSchema,
  featureName: z.string(),
  /** People still subscribed. */
  subscribed: z.number().int(),
  unsubscribed: z.number().int(),
});
export const waitlistCountsResponseSchema = z.object({ features: z.array(waitlistCountSchema) });
export type WaitlistCounts = z.infer<typeof waitlistCountsResponseSchema>;

export const waitlistFeatureParamsSchema = z.object({ feature: waitlistFeatureSchema });

export const announcementRequestSchema = z.object({
  subject: z.string().trim().min(3, 'Please write a subject.').max(150),
  message: z.string().trim().min(10, 'Please write a message of at least 10 characters.').max(5000),
});
export type AnnouncementRequest = z.infer<typeof announcementRequestSchema>;
export const announcementResponseSchema = z.object({ message: z.string(), sent: z.number().int() });
export type AnnouncementResponse = z.infer<typeof announcementResponseSchema>;
