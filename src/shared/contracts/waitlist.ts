import { z } from 'zod';
import { WAITLIST_FEATURES, WAITLIST_MESSAGES } from './waitlist.constants.js';

export * from './waitlist.constants.js';

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
