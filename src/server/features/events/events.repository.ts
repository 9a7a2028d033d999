import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { EventCategory, EventHost } from '../../../shared/contracts/events.js';
import type { Db, Tx } from '../../db/client.js';
import { eventRsvps, events } from '../../db/schema/index.js';

export type EventInsert = typeof events.$inferInsert;
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Still ahead or under way: its end is in the future. */
const notOver = sql`${events.startsAt} + make_interval(mins => ${events.durationMinutes}) > now()`;

function columns(viewerId: string | null) {
  return {
    event: events,
    goingCount: sql<number>`(select count(*)::int from "event_rsvps" "r" where "r"."event_id" = "events"."id")`,
    going: sql<boolean>`exists (select 1 from "event_rsvps" "r" where "r"."event_id" = "events"."id" and "r"."user_id" = ${viewerId ?? NO_USER})`,
  };
}
export type EventRow = { event: typeof events.$inferSelect; goingCount: number; going: boolean };

export function createEventsRepository(db: Db) {
  return {
    /** Upcoming, not cancelled, soonest first. */
    async listUpcoming(
      filter: { category?: EventCategory | undefined; host?: EventHost | undefined; limit: number; offset: number },
      viewerId: string | null,
    ) {
      const conditions: SQL[] = [isNull(events.cancelledAt), notOver];
      if (filter.category) conditions.push(eq(events.category, filter.category));
      if (filter.host) conditions.push(eq(events.host, filter.host));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns(viewerId))
          .from(events)
          .where(where)
          .orderBy(asc(events.startsAt), asc(events.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ value: count() }).from(events).where(where),
      ]);
      return { rows: rows as EventRow[], total: total?.value ?? 0 };
    },

    /** Every event for the console, newest start first. */
    async listAll(filter: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db.select(columns(null)).from(events).orderBy(desc(events.startsAt), desc(events.id)).limit(filter.limit).offset(filter.offset),
        db.select({ value: count() }).from(events),
      ]);
      return { rows: rows as EventRow[], total: total?.value ?? 0 };
    },

    async findById(id: string, viewerId: string | null): Promise<EventRow | null> {
      const [row] = await db.select(columns(viewerId)).from(events).where(eq(events.id, id)).limit(1);
      return (row as EventRow | undefined) ?? null;
    },

    async insert(values: EventInsert) {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      return row!.id;
    },

    async insertMany(values: EventInsert[]) {
      if (values.length) await db.insert(events).values(values);
    },

    async update(id: string, values: Partial<EventInsert>): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    async bannerImageInUse(url: string, executor: Db | Tx = db): Promise<boolean> {
      const [row] = await executor.select({ id: events.id }).from(events).where(eq(events.bannerImageUrl, url)).limit(1);
      return row !== undefined;
    },

    async cancel(id: string): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ cancelledAt: sql`coalesce(${events.cancelledAt}, now())`, updatedAt: sql`now()` })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    /** Idempotent: a second "Going" from the same user changes nothing. Answers the count after the change. */
    async addRsvp(eventId: string, userId: string): Promise<number> {
      await db.insert(eventRsvps).values({ eventId, userId }).onConflictDoNothing();
      return this.goingCount(eventId);
    },

    async removeRsvp(eventId: string, userId: string): Promise<number> {
      await db.delete(eventRsvps).where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
      return this.goingCount(eventId);
    },

    async goingCount(eventId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
      return row?.value ?? 0;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
