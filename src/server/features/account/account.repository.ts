import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { dataExports, users } from '../../db/schema/index.js';

export type DataExportRow = typeof dataExports.$inferSelect;
type Executor = Db | Tx;

export function createAccountRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Holds the user's row until the transaction ends: two requests for an export at once take turns. */
    async lockUser(tx: Tx, userId: string): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return row !== undefined;
    },

    async latestExport(userId: string, executor: Executor = db): Promise<DataExportRow | null> {
      const [row] = await executor
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      return row ?? null;
    },

    async insertExport(tx: Tx, userId: string): Promise<DataExportRow> {
      const [row] = await tx.insert(dataExports).values({ userId }).returning();
      return row!;
    },

    async findExport(id: string, executor: Executor = db): Promise<DataExportRow | null> {
      const [row] = await executor.select().from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },

    /** The caller's zip while it may be downloaded. */
    async findDownloadable(id: string, userId: string): Promise<DataExportRow | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(
          and(
            eq(dataExports.id, id),
            eq(dataExports.userId, userId),
            eq(dataExports.status, 'ready'),
            gt(dataExports.expiresAt, new Date()),
          ),
        );
      return row ?? null;
    },

    async emailOf(tx: Tx, userId: string): Promise<string | null> {
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async markReady(tx: Tx, id: string, file: { key: string; bytes: number }, readyAt: Date, expiresAt: Date): Promise<void> {
      await tx
        .update(dataExports)
        .set({ status: 'ready', storageKey: file.key, bytes: file.bytes, readyAt, expiresAt })
        .where(eq(dataExports.id, id));
    },

    /** The zips in private storage, for account deletion. */
    async exportFilesOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: dataExports.storageKey })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
      return rows.map((row) => row.key!);
    },

    /** The job gave up: a request still being prepared is failed (one that got ready meanwhile stays so). */
    async markFailed(tx: Tx, id: string): Promise<boolean> {
      const rows = await tx
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },

    async markExpired(tx: Tx, id: string): Promise<void> {
      await tx.update(dataExports).set({ status: 'expired', storageKey: null }).where(eq(dataExports.id, id));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
