import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { formatIst } from '../../../shared/contracts/mentors.js';
import type { Db } from '../../db/client.js';
import { bookings, calendarFeeds, eventRsvps, events, mentorProfiles, profiles, users } from '../../db/schema/index.js';
import { sha256 } from '../../platform/tokens.js';
import { addSessionEvent, roomPath } from '../mentors/index.js';

/** Sessions older than this leave the feed (a calendar keeps what it already has). */
const FEED_HISTORY_DAYS = 180;
/** The statuses a feed shows: a session that is (or was) on the calendar; a cancelled one stays as CANCELLED. */
const FEED_STATUSES = ['confirmed', 'cancelled', 'completed'] as const;

const feedPath = (token: string) => `/calendar/${token}.ics`;

/**
 * Private iCalendar subscriptions (schema/calendar.ts): one token per user, the HMAC of a random nonce under the
 * server's secret, found by its SHA-256 hash. Rotating draws a new nonce, turning it off deletes the row; an old or
 * unknown token answers 404.
 */
export function createCalendarService(deps: { db: Db; publicUrl: string; secret: string }) {
  const { db } = deps;
  const absolute = (path: string) => new URL(path, deps.publicUrl).toString();
  const tokenOf = (userId: string, nonce: string) =>
    createHmac('sha256', deps.secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');

  async function sessionsOf(userId: string) {
    const since = new Date(Date.now() - FEED_HISTORY_DAYS * 86_400_000);
    const student = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), (select "u"."username" from "users" "u" where "u"."id" = ${bookings.studentId}), 'Student')`;
    return db
      .select({
        id: bookings.id,
        scheduledAt: bookings.scheduledAt,
        duration: bookings.duration,
        status: bookings.status,
        agenda: bookings.agenda,
        sequence: bookings.calendarSequence,
        updatedAt: bookings.updatedAt,
        mentorName: sql<string>`coalesce(${mentorProfiles.fullName}, 'Mentor')`,
        studentName: student,
      })
      .from(bookings)
      .leftJoin(mentorProfiles, eq(mentorProfiles.userId, bookings.mentorId))
      .leftJoin(profiles, eq(profiles.userId, bookings.studentId))
      .where(
        and(
          sql`(${bookings.studentId} = ${userId} or ${bookings.mentorId} = ${userId})`,
          inArray(bookings.status, [...FEED_STATUSES]),
          gte(bookings.scheduledAt, since),
        ),
      )
      .orderBy(desc(bookings.scheduledAt))
      .limit(500);
  }

  async function eventsOf(userId: string) {
    const since = new Date(Date.now() - FEED_HISTORY_DAYS * 86_400_000);
    return db
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        durationMinutes: events.durationMinutes,
        place: events.place,
        onlineUrl: events.onlineUrl,
        organiser: events.organiser,
        description: events.description,
        cancelledAt: events.cancelledAt,
        updatedAt: events.updatedAt,
      })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(and(eq(eventRsvps.userId, userId), gte(events.startsAt, since)))
      .orderBy(desc(events.startsAt))
      .limit(500);
  }

  return {
    /** The user's subscription URL, or null when they have none. */
    async current(userId: string): Promise<string | null> {
      const [row] = await db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row ? absolute(feedPath(tokenOf(userId, row.nonce))) : null;
    },

    /** Makes the URL, or a new one in place of the old, which stops working at once. */
    async rotate(userId: string): Promise<string> {
      const nonce = randomBytes(16).toString('hex');
      const token = tokenOf(userId, nonce);
      await db
        .insert(calendarFeeds)
        .values({ userId, nonce, tokenHash: sha256(token) })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash: sha256(token), createdAt: new Date() } });
      return absolute(feedPath(token));
    },

    async revoke(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** The feed of a token's user, or null for a token that is unknown or was rotated or turned off. */
    async feed(token: string): Promise<string | null> {
      const [owner] = await db
        .select({ userId: calendarFeeds.userId, email: users.email })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.tokenHash, sha256(token)));
      if (!owner) return null;
      const [sessions, going] = await Promise.all([sessionsOf(owner.userId), eventsOf(owner.userId)]);
      const calendar = ical({
        prodId: { company: 'Campus', product: 'Calendar' },
        name: 'Campus sessions and events',
        ttl: 60 * 60,
      });
      for (const session of sessions) {
        addSessionEvent(calendar, {
          id: session.id,
          start: session.scheduledAt,
          minutes: session.duration,
          summary: `Mentorship session: ${session.mentorName} and ${session.studentName}`,
          description: `${session.agenda}\n\n${formatIst(session.scheduledAt)}`,
          roomUrl: absolute(roomPath(session.id)),
          sequence: session.sequence,
          cancelled: session.status === 'cancelled',
          // The last change, not the time of reading: the same data gives the same file (and ETag).
          stamp: session.updatedAt,
        });
      }
      for (const event of going) {
        const url = absolute(`/EventDescription?id=${event.id}`);
        calendar.createEvent({
          id: `event-${event.id}@campus`,
          start: event.startsAt,
          end: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000),
          stamp: event.updatedAt,
          summary: event.title,
          description: `${event.description}\n\nOrganised by ${event.organiser}.`,
          location: event.place ?? event.onlineUrl ?? null,
          url,
          status: event.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        });
      }
      return calendar.toString();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
