import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const eventCategory = pgEnum('event_category', ['fest', 'webinar', 'competition', 'workshop', 'meetup']);
export const eventHost = pgEnum('event_host', ['university', 'industry']);

/** A university or industry event an operator publishes on /EventNews. Cancelled events stay, marked, so RSVPs can see it. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: eventCategory('category').notNull(),
    host: eventHost('host').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** A venue, or null for an online-only event. */
    place: text('place'),
    onlineUrl: text('online_url'),
    organiser: text('organiser').notNull(),
    /** One of EVENT_BANNERS: illustrations shipped with the app, so no page loads a third-party image. */
    banner: text('banner').notNull(),
    /** An operator's own banner, a JPEG under /uploads/events/; shown instead of `banner` when set. */
    bannerImageUrl: text('banner_image_url'),
    description: text('description').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_starts_idx').on(table.startsAt, table.id)],
);

/** "Going": one row per user and event; the primary key makes a repeated RSVP a no-op. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index('event_rsvps_user_idx').on(table.userId)],
);
