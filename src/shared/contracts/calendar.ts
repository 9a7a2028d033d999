import { z } from 'zod';

/** A user's private calendar subscription (issue 31, item 6): the URL to paste into a calendar app, or none. */
export const calendarFeedSchema = z.object({
  /** Absolute `…/calendar/{token}.ics`; null when the user has none (never made, or turned off). */
  url: z.string().url().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** `/calendar/{token}.ics`: the token is 43 base64url characters (32 random bytes). */
export const calendarFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/),
});

/** How often a calendar app may ask again without reading the feed (the answer's max-age), in seconds. */
export const CALENDAR_FEED_MAX_AGE_S = 300;
