import { and, asc, count, eq, or, sql, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { passkeys } from '../../db/schema/index.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
type Executor = Db | Tx;

/** The only SQL of passkeys. Every read or change of one passkey names its owner, so another user's id finds nothing. */
export function createPasskeyRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async listOf(userId: string): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    async countOf(userId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
      return row;
    },

    async insert(values: typeof passkeys.$inferInsert, executor: Executor = db): Promise<PasskeyRow> {
      const [row] = await executor.insert(passkeys).values(values).returning();
      return row!;
    },

    async rename(id: string, userId: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    async remove(id: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return removed.length > 0;
    },

    /**
     * Records a use: the authenticator's new counter and the time. The counter only moves forward (an authenticator
     * that keeps none always says 0), so of two sign-ins racing with the same counter only one is recorded as such.
     */
    async recordUse(id: string, newCounter: number): Promise<boolean> {
      const updated = await db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: sql`now()` })
        .where(and(eq(passkeys.id, id), or(eq(passkeys.counter, 0), lt(passkeys.counter, newCounter))))
        .returning({ id: passkeys.id });
      return updated.length > 0;
    },
  };
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
