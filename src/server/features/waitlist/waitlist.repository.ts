import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { WaitlistFeature } from '../../../shared/contracts/waitlist.js';
import type { Db } from '../../db/client.js';
import { waitlistEntries } from '../../db/schema/index.js';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

export function createWaitlistRepository(db: Db) {
  return {
    /**
     * The new row, or the row of someone who had left this list and now joins again (subscribed afresh, joined
     * now); null when the email is still on this feature's list. The unique index decides, so concurrent joins
     * are safe: of twenty at once, one gets the row.
     */
    async insertEntry(input: { feature: WaitlistFeature; email: string; userId: string | null }): Promise<WaitlistEntryRow | null> {
      const [row] = await db
        .insert(waitlistEntries)
        .values(input)
        .onConflictDoUpdate({
          target: [waitlistEntries.feature, waitlistEntries.email],
          set: {
            unsubscribedAt: null,
            createdAt: sql`now()`,
            userId: sql`coalesce(excluded.user_id, ${waitlistEntries.userId})`,
          },
          setWhere: isNotNull(waitlistEntries.unsubscribedAt),
        })
        .returning();
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
