/**
 * Plain constants and pure helpers of campus events, without zod: the event pages read these without evaluating
 * every schema of events.ts. events.ts re-exports all of them.
 */

export const EVENT_CATEGORIES = ['fest', 'webinar', 'competition', 'workshop', 'meetup'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  fest: 'Fest',
  webinar: 'Webinar',
  competition: 'Competition',
  workshop: 'Workshop',
  meetup: 'Meetup',
};
export const EVENT_HOSTS = ['university', 'industry'] as const;
export type EventHost = (typeof EVENT_HOSTS)[number];

/** Banner illustrations shipped with the web app under /events/banners/<name>.svg. */
export const EVENT_BANNERS = ['stage', 'code', 'mic', 'trophy', 'rocket', 'palette'] as const;
export type EventBanner = (typeof EVENT_BANNERS)[number];
export const eventBannerUrl = (banner: string) => `/events/banners/${banner}.svg`;
/**
 * An uploaded banner: a file of this app's own events folder, as POST /api/admin/events/banner names it,
 * so a banner can point neither at another site nor at another feature's file.
 */
export const EVENT_BANNER_IMAGE_PATTERN = /^\/uploads\/events\/[a-f0-9]{32}\.jpg$/;

export const EVENT_MESSAGES = {
  title: 'Please enter a title of at least 3 characters.',
  date: 'Please choose a date.',
  time: 'Please choose a time.',
  placeOrLink: 'Please give a place or an online link.',
  onlineUrl: 'Please enter a link starting with https://',
  organiser: 'Please name the organiser.',
  description: 'Please describe the event (at least 10 characters).',
  bannerImageUrl: 'Please upload the banner image again.',
  bannerWrongType: 'Please choose a JPEG, PNG or WebP image.',
  bannerTooLarge: 'The image is too large. Please choose one under 10 MB.',
  bannerTooManyPixels: 'The image has too many pixels. Please choose a smaller one.',
  bannerUploadFailed: 'Could not upload the banner. Please try again.',
  cancelled: 'This event was cancelled.',
  over: 'This event is over.',
} as const;
