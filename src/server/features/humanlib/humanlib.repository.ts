import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  humanlibAcceptances,
  humanlibBlocks,
  humanlibReports,
  humanlibSuspensions,
  users,
  type HumanlibTranscriptLine,
} from '../../db/schema/index.js';

export interface EntryFacts {
  emailVerified: boolean;
  acceptedAt: Date | null;
  confirmedAdult: boolean;
  suspended: boolean;
}

export interface NewReport {
  reporterId: string | null;
  reportedId: string;
  reason: string;
  transcript: HumanlibTranscriptLine[];
  crisis: boolean;
}

const reporters = alias(users, 'reporters');

export function createHumanlibRepository(db: Db) {
  const reportColumns = {
    id: humanlibReports.id,
    reason: humanlibReports.reason,
    crisis: humanlibReports.crisis,
    status: humanlibReports.status,
    createdAt: humanlibReports.createdAt,
    reporterEmail: reporters.email,
    reportedId: users.id,
    reportedEmail: users.email,
    reportedSuspended: sql<boolean>`${humanlibSuspensions.userId} is not null`,
  };
  const reportsQuery = () =>
    db
      .select(reportColumns)
      .from(humanlibReports)
      .innerJoin(users, eq(users.id, humanlibReports.reportedId))
      .leftJoin(reporters, eq(reporters.id, humanlibReports.reporterId))
      .leftJoin(humanlibSuspensions, eq(humanlibSuspensions.userId, humanlibReports.reportedId));

  return {
    /** Everything the entry rule needs, in one query; null when the account does not exist. */
    async entryFacts(userId: string): Promise<EntryFacts | null> {
      const [row] = await db
        .select({
          emailVerifiedAt: users.emailVerifiedAt,
          acceptedAt: humanlibAcceptances.acceptedAt,
          confirmedAdult: humanlibAcceptances.confirmedAdult,
          suspendedAt: humanlibSuspensions.createdAt,
        })
        .from(users)
        .leftJoin(humanlibAcceptances, eq(humanlibAcceptances.userId, users.id))
        .leftJoin(humanlibSuspensions, eq(humanlibSuspensions.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return null;
      return {
        emailVerified: row.emailVerifiedAt !== null,
        acceptedAt: row.acceptedAt,
        confirmedAdult: row.confirmedAdult === true,
        suspended: row.suspendedAt !== null,
      };
    },

    async accept(userId: string) {
      await db
        .insert(humanlibAcceptances)
        .values({ userId, confirmedAdult: true })
        .onConflictDoUpdate({ target: humanlibAcceptances.userId, set: { acceptedAt: sql`now()`, confirmedAdult: true } });
    },

    /** Accounts blocked in the Human Library by the user or blocking the user. */
    async blockedEitherWay(userId: string): Promise<string[]> {
      const rows = await db
        .select({ blockerId: humanlibBlocks.blockerId, blockedId: humanlibBlocks.blockedId })
        .from(humanlibBlocks)
        .where(or(eq(humanlibBlocks.blockerId, userId), eq(humanlibBlocks.blockedId, userId)));
      return rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId));
    },

    async block(blockerId: string, blockedId: string) {
      await db.insert(humanlibBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async insertReport(report: NewReport) {
      const [row] = await db.insert(humanlibReports).values(report).returning({ id: humanlibReports.id });
      return row!.id;
    },

    /** Open crisis reports first, then newest. */
    async listReports(options: { status: 'open' | 'resolved' | undefined; page: number; limit: number }) {
      const where = options.status ? eq(humanlibReports.status, options.status) : undefined;
      const [rows, [total]] = await Promise.all([
        reportsQuery()
          .where(where)
          .orderBy(sql`${humanlibReports.status} = 'open' desc`, desc(humanlibReports.crisis), desc(humanlibReports.createdAt))
          .limit(options.limit)
          .offset((options.page - 1) * options.limit),
        db.select({ total: count() }).from(humanlibReports).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async report(id: string) {
      const [row] = await db
        .select({ ...reportColumns, transcript: humanlibReports.transcript })
        .from(humanlibReports)
        .innerJoin(users, eq(users.id, humanlibReports.reportedId))
        .leftJoin(reporters, eq(reporters.id, humanlibReports.reporterId))
        .leftJoin(humanlibSuspensions, eq(humanlibSuspensions.userId, humanlibReports.reportedId))
        .where(eq(humanlibReports.id, id));
      return row ?? null;
    },

    async setReportStatus(id: string, status: 'open' | 'resolved') {
      const [row] = await db
        .update(humanlibReports)
        .set({ status, resolvedAt: status === 'resolved' ? sql`now()` : null })
        .where(eq(humanlibReports.id, id))
        .returning({ id: humanlibReports.id });
      return row !== undefined;
    },

    /** Demo data: the ids of seeded accounts by username. */
    async accountIdsByUsername(usernames: string[]) {
      const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames));
      return new Map(rows.map((row) => [row.username ?? '', row.id]));
    },

    async hasReports() {
      const [row] = await db.select({ id: humanlibReports.id }).from(humanlibReports).limit(1);
      return row !== undefined;
    },

    async accountExists(userId: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    async suspend(userId: string, reason: string, suspendedBy: string) {
      await db
        .insert(humanlibSuspensions)
        .values({ userId, reason, suspendedBy })
        .onConflictDoUpdate({ target: humanlibSuspensions.userId, set: { reason, suspendedBy, createdAt: sql`now()` } });
    },

    async unsuspend(userId: string) {
      const rows = await db
        .delete(humanlibSuspensions)
        .where(eq(humanlibSuspensions.userId, userId))
        .returning({ id: humanlibSuspensions.userId });
      return rows.length > 0;
    },

    async suspensions() {
      return db
        .select({
          userId: humanlibSuspensions.userId,
          email: users.email,
          reason: humanlibSuspensions.reason,
          createdAt: humanlibSuspensions.createdAt,
        })
        .from(humanlibSuspensions)
        .innerJoin(users, eq(users.id, humanlibSuspensions.userId))
        .orderBy(desc(humanlibSuspensions.createdAt))
        .limit(200);
    },

    async hasOpenCrisisReport(reportedId: string) {
      const [row] = await db
        .select({ id: humanlibReports.id })
        .from(humanlibReports)
        .where(and(eq(humanlibReports.reportedId, reportedId), eq(humanlibReports.crisis, true), eq(humanlibReports.status, 'open')))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type HumanlibRepository = ReturnType<typeof createHumanlibRepository>;
