import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { WaitlistFeature } from '../../../shared/contracts/waitlist.js';
import type { Db } from '../../db/client.js';
import { waitlistEntries } from '../../db/schema/index.js';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

export function createWaitlistRepository(db: Db) {
  return {
    /** The new row, or null when the email is already on this feature's list (the unique index decides, so concurrent joins are safe). */
    async insertEntry(input: { feature: WaitlistFeature; email: string; userId: string | null }): Promise<WaitlistEntryRow | null> {
      const [row] = await db.insert(waitlistEntries).values(input).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findById(id: string): Promise<WaitlistEntryRow | null> {
      const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1);
      return row ?? null;
    },

    async markUnsubscribed(id: string): Promise<void> {
      await db
        .update(waitlistEntries)
        .set({ unsubscribedAt: sql`coalesce(${waitlistEntries.unsubscribedAt}, now())` })
        .where(eq(waitlistEntries.id, id));
    },

    async countsByFeature(): Promise<{ feature: string; subscribed: number; unsubscribed: number }[]> {
      return db
        .select({
          feature: waitlistEntries.feature,
          subscribed: sql<number>`count(*) filter (where ${waitlistEntries.unsubscribedAt} is null)::int`,
          unsubscribed: sql<number>`count(*) filter (where ${waitlistEntries.unsubscribedAt} is not null)::int`,
        })
        .from(waitlistEntries)
        .groupBy(waitlistEntries.feature);
    },

    /** Every row of a feature, oldest first (the CSV export). */
    async listFeature(feature: WaitlistFeature): Promise<WaitlistEntryRow[]> {
      return db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.feature, feature))
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    },

    /** The people an announcement goes to: still subscribed. */
    async subscribedEntries(feature: WaitlistFeature): Promise<WaitlistEntryRow[]> {
      return db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.feature, feature), isNull(waitlistEntries.unsubscribedAt)))
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    },
  };
}
export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
