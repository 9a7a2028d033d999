import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bookings } from './mentors.js';

/**
 * A line of a session's chat (issue 31 §2): kept with the booking, readable by its two parties during and after
 * the session. The body is stored as written; links in it are never fetched by the server.
 */
export const sessionMessages = pgTable(
  'session_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('session_messages_booking_idx').on(table.bookingId, table.createdAt),
    check('session_messages_body_length', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

/**
 * One stay of a party in a session's call room: when they joined and, once they hung up or their socket went away,
 * when they left. The attendance outcome of the booking (bookings.attendance_outcome) is worked out from these.
 */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [index('session_attendance_booking_idx').on(table.bookingId, table.userId)],
);
