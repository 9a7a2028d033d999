import { z } from 'zod';
import { paginationQuerySchema } from './common.js';
import { EVENT_BANNER_IMAGE_PATTERN, EVENT_BANNERS, EVENT_CATEGORIES, EVENT_HOSTS, EVENT_MESSAGES } from './events.constants.js';

export * from './events.constants.js';

export const eventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  host: z.enum(EVENT_HOSTS),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  place: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  organiser: z.string(),
  /** The illustration: shown when there is no uploaded image, and the fallback if it is removed. */
  banner: z.enum(EVENT_BANNERS),
  /** The uploaded banner, if any. */
  bannerImageUrl: z.string().nullable(),
  /** What pages show: the uploaded banner, else the illustration. */
  bannerUrl: z.string(),
  description: z.string(),
  cancelled: z.boolean(),
  goingCount: z.number().int(),
  /** Whether the signed-in reader said "Going"; false for visitors. */
  going: z.boolean(),
});
export type CampusEvent = z.infer<typeof eventSchema>;

export const eventsQuerySchema = paginationQuerySchema.extend({
  category: z.enum(EVENT_CATEGORIES).optional(),
  host: z.enum(EVENT_HOSTS).optional(),
});
export const eventListResponseSchema = z.object({
  events: z.array(eventSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type EventList = z.infer<typeof eventListResponseSchema>;

export const eventParamsSchema = z.object({ id: z.uuid() });
export const rsvpResponseSchema = z.object({ going: z.boolean(), goingCount: z.number().int() });
export type RsvpResponse = z.infer<typeof rsvpResponseSchema>;

const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[^\s]+$/, EVENT_MESSAGES.onlineUrl);

/** The console's form: the date and time are IST wall-clock values; the server stores the true instant. */
export const eventInputSchema = z
  .object({
    title: z.string().trim().min(3, EVENT_MESSAGES.title).max(150),
    category: z.enum(EVENT_CATEGORIES),
    host: z.enum(EVENT_HOSTS),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.date),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_MESSAGES.time),
    durationMinutes: z
      .number()
      .int()
      .min(15)
      .max(60 * 24 * 7),
    place: z.string().trim().max(200).nullable(),
    onlineUrl: httpsUrl.nullable(),
    organiser: z.string().trim().min(2, EVENT_MESSAGES.organiser).max(120),
    banner: z.enum(EVENT_BANNERS),
    /** Left out: an edit keeps the uploaded banner; null removes it. */
    bannerImageUrl: z.string().regex(EVENT_BANNER_IMAGE_PATTERN, EVENT_MESSAGES.bannerImageUrl).nullable().optional(),
    description: z.string().trim().min(10, EVENT_MESSAGES.description).max(5000),
  })
  .refine((input) => Boolean(input.place) || Boolean(input.onlineUrl), { message: EVENT_MESSAGES.placeOrLink, path: ['place'] });
export type EventInput = z.infer<typeof eventInputSchema>;

export const adminEventsQuerySchema = paginationQuerySchema;
export const eventBannerUploadResponseSchema = z.object({ url: z.string() });
export type EventBannerUpload = z.infer<typeof eventBannerUploadResponseSchema>;
