import { z } from 'zod';
import { WAITLIST_FEATURES, type WaitlistFeature } from './waitlist.constants.js';

/** Whether a teaser feature is out (its teaser routes lead to it) or still coming (they count down to its date). */
export const LAUNCH_STATUSES = ['coming', 'live'] as const;
export type LaunchStatus = (typeof LAUNCH_STATUSES)[number];

/**
 * Where each feature lives once it is out. A feature without a page here cannot be marked live: there is
 * nothing to lead to. Routes are code, so this list is too; the state and the date are the operator's.
 */
export const LIVE_PATHS: Partial<Record<WaitlistFeature, string>> = {
  events: '/EventNews',
  mentorship: '/MentorSection',
  humanlib: '/HumanLibhomepage',
  careerzone: '/CarrerZonelandingPage',
  guiednest: '/GetRfereral',
  eduvalt: '/EduValt',
};

export const LAUNCH_MESSAGES = {
  dateRequired: 'Please choose the launch date of a coming feature.',
  datePassed: 'Please choose a launch date in the future, or set the feature live.',
  /** A coming feature whose date has passed before the operator moved it or set it live: no countdown of zeros. */
  overdue: 'Launching very soon. Join the waitlist and we will email you the day it opens.',
  noPage: 'This feature has no page yet, so it cannot be live.',
  saved: 'Saved. The teaser pages show it now.',
} as const;

export const launchSchema = z.object({
  feature: z.enum(WAITLIST_FEATURES),
  name: z.string(),
  status: z.enum(LAUNCH_STATUSES),
  /** The launch instant (ISO 8601 UTC): counted down to while coming; when it went live otherwise. */
  launchAt: z.string().nullable(),
  /** Where a live feature is; null while coming. */
  livePath: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Launch = z.infer<typeof launchSchema>;

export const launchListResponseSchema = z.object({ launches: z.array(launchSchema) });
export type LaunchListResponse = z.infer<typeof launchListResponseSchema>;

export const launchParamsSchema = z.object({ feature: z.enum(WAITLIST_FEATURES) });

export const saveLaunchRequestSchema = z
  .object({
    status: z.enum(LAUNCH_STATUSES),
    launchAt: z.iso.datetime({ offset: true, error: LAUNCH_MESSAGES.dateRequired }).nullable().default(null),
  })
  .refine((body) => body.status === 'live' || body.launchAt !== null, { message: LAUNCH_MESSAGES.dateRequired, path: ['launchAt'] });
export type SaveLaunchRequest = z.input<typeof saveLaunchRequestSchema>;

export const saveLaunchResponseSchema = z.object({ message: z.string(), launch: launchSchema });
export type SaveLaunchResponse = z.infer<typeof saveLaunchResponseSchema>;
