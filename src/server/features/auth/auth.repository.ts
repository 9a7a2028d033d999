import { and, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { DELETED_USER_NAME } from '../../../shared/messages.js';
import type { Db, Tx } from '../../db/client.js';
import {
  helpTickets,
  notifications,
  otpCodes,
  queuedJobs,
  recoveryCodes,
  refreshTokens,
  sessions,
  users,
  waitlistEntries,
} from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

interface RotatedSessionRow extends Record<string, unknown> {
  session_id: string;
  remember_me: boolean;
  multi_factor: boolean;
  id: string;
  email: string;
  username: string | null;
  role: UserRow['role'];
  profile_completed_at: Date | string | null;
  totp_enabled_at: Date | string | null;
}
export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];
type Executor = Db | Tx;

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export function createAuthRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findUserByEmail(email: string, executor: Executor = db): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(byEmail(email)).limit(1);
      return row;
    },

    async findUserByIdentifier(identifier: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(/^\d{10}$/.test(identifier) ? eq(users.phone, identifier) : byEmail(identifier))
        .limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findUserByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return row;
    },

    async insertUser(values: typeof users.$inferInsert, executor: Executor = db): Promise<UserRow> {
      const [row] = await executor.insert(users).values(values).returning();
      return row!;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>, executor: Executor = db): Promise<UserRow> {
      const [row] = await executor
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    /** Replaces any earlier code of the same purpose, which makes the old one useless. */
    async replaceOtp(userId: string, purpose: OtpPurpose, codeHash: string, expiresAt: Date, executor: Executor = db) {
      await executor
        .insert(otpCodes)
        .values({ userId, purpose, codeHash, expiresAt })
        .onConflictDoUpdate({
          target: [otpCodes.userId, otpCodes.purpose],
          set: { codeHash, expiresAt, attempts: 0, createdAt: new Date() },
        });
    },

    async findOtp(userId: string, purpose: OtpPurpose) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
        .limit(1);
      return row;
    },

    /** Counts one attempt atomically; answers the new count, or null when no live code is left to try. */
    async countOtpAttempt(otpId: string, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, otpId), lt(otpCodes.attempts, maxAttempts)))
        .returning({ attempts: otpCodes.attempts });
      return row ? row.attempts : null;
    },

    async deleteOtp(otpId: string, executor: Executor = db) {
      await executor.delete(otpCodes).where(eq(otpCodes.id, otpId));
    },

    async createSession(
      values: {
        userId: string;
        rememberMe: boolean;
        multiFactor: boolean;
        userAgent: string | null;
        ipAddress: string | null;
        expiresAt: Date;
      },
      tokenHash: string,
    ) {
      return db.transaction(async (tx) => {
        const [session] = await tx.insert(sessions).values(values).returning({ id: sessions.id });
        await tx.insert(refreshTokens).values({ sessionId: session!.id, tokenHash });
        return session!.id;
      });
    },

    /** The browsers of the user's recent sessions, ended ones too: a sign-in from none of them is from a new device. */
    async sessionDevicesOf(userId: string): Promise<(string | null)[]> {
      const rows = await db
        .select({ userAgent: sessions.userAgent })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(50);
      return rows.map((row) => row.userAgent);
    },

    /** A session that is neither revoked nor expired, belonging to the user. */
    async findLiveSession(sessionId: string, userId: string) {
      const [row] = await db
        .select({ id: sessions.id, multiFactor: sessions.multiFactor })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row;
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          tokenId: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          sessionId: sessions.id,
          rememberMe: sessions.rememberMe,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          user: users,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Spends a live refresh token and issues its successor in one statement (one round trip, atomic):
     * the token must be unspent and its session neither revoked nor expired. Answers the session and
     * its user, or nothing when the token cannot be spent.
     */
    async rotateRefreshToken(tokenHash: string, newTokenHash: string, rememberMs: number, browserMs: number) {
      const result = await db.execute<RotatedSessionRow>(sql`
        with spent as (
          update ${refreshTokens} set used_at = now()
          where token_hash = ${tokenHash} and used_at is null
            and exists (select 1 from ${sessions} s where s.id = ${refreshTokens.sessionId} and s.revoked_at is null and s.expires_at > now())
          returning session_id
        ),
        issued as (
          insert into ${refreshTokens} (session_id, token_hash) select session_id, ${newTokenHash} from spent returning session_id
        ),
        extended as (
          update ${sessions} set last_used_at = now(),
            expires_at = now() + (case when remember_me then ${rememberMs}::bigint else ${browserMs}::bigint end) * interval '1 millisecond'
          from issued where ${sessions.id} = issued.session_id
          returning ${sessions.id} as session_id, ${sessions.rememberMe} as remember_me, ${sessions.userId} as user_id,
            ${sessions.multiFactor} as multi_factor
        )
        select e.session_id, e.remember_me, e.multi_factor, u.id, u.email, u.username, u.role, u.profile_completed_at, u.totp_enabled_at
        from extended e join ${users} u on u.id = e.user_id`);
      const row = (result as unknown as { rows: RotatedSessionRow[] }).rows[0];
      return row
        ? {
            sessionId: row.session_id,
            rememberMe: row.remember_me,
            multiFactor: row.multi_factor,
            user: {
              id: row.id,
              email: row.email,
              username: row.username,
              role: row.role,
              profileCompletedAt: row.profile_completed_at,
              totpEnabledAt: row.totp_enabled_at,
            },
          }
        : undefined;
    },

    /** Ends a session; answers its id when it was live until now. */
    async revokeSession(sessionId: string, reason: string): Promise<string[]> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /** Ends every session of the user; answers the ids of those that were live until now. */
    async revokeAllSessions(userId: string, reason: string, executor: Executor = db): Promise<string[]> {
      const ended = await executor
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /** A page of the user's live sessions: the given one first, then the most recently used. */
    async listLiveSessions(userId: string, currentSessionId: string | null, page: number, limit: number) {
      const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));
      const rows = await db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          rememberMe: sessions.rememberMe,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(sessions)
        .where(live)
        .orderBy(
          desc(currentSessionId ? sql`${sessions.id} = ${currentSessionId}` : sql`false`),
          desc(sessions.lastUsedAt),
          desc(sessions.createdAt),
          sessions.id,
        )
        .limit(limit)
        .offset((page - 1) * limit);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        const [count] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(live);
        total = count?.n ?? 0;
      }
      return { rows, total };
    },

    /** Ends one live session of the user; answers its id, or nothing when the user has no such live session. */
    async revokeOwnSession(sessionId: string, userId: string, reason: string): Promise<string[]> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /** Ends every live session of the user except one; answers the ids of those that ended. */
    async revokeOtherSessions(userId: string, keepSessionId: string, reason: string, executor: Executor = db): Promise<string[]> {
      const ended = await executor
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /**
     * Removes the user; their sessions, profile, applications and other rows go with them (ON DELETE CASCADE).
     * Answers the ids of the sessions that were live until then, whose access tokens must stop at once.
     */
    async deleteUser(userId: string, executor?: Tx): Promise<string[]> {
      // In the caller's transaction when given one (the scheduled deletion's job), else in its own.
      const remove = async (tx: Tx) => {
        const live = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        const email = (user?.email ?? '').toLowerCase();
        // Rows kept by address, which the account's foreign keys would only unlink (issue 36.4): they go with it.
        await tx.delete(helpTickets).where(or(eq(helpTickets.userId, userId), eq(helpTickets.email, email)));
        await tx.delete(waitlistEntries).where(or(eq(waitlistEntries.userId, userId), eq(waitlistEntries.email, email)));
        // What the account caused in other people's notifications stays theirs, from "Deleted user" and leading nowhere.
        await tx
          .update(notifications)
          .set({ senderId: null, senderName: DELETED_USER_NAME, link: null })
          .where(eq(notifications.senderId, userId));
        // Queued work for or about the account (a security notice's mail holds the address): nothing goes to a deleted
        // account, and the record of what was sent names no one. Matched as exact text, never as a LIKE pattern.
        await tx
          .delete(queuedJobs)
          .where(
            or(
              eq(queuedJobs.key, userId),
              sql`position(${userId} in ${queuedJobs.payload}::text) > 0`,
              sql`position(${email} in lower(${queuedJobs.payload}::text)) > 0`,
            ),
          );
        await tx.delete(users).where(eq(users.id, userId));
        return live.map((row) => row.id);
      };
      return executor ? remove(executor) : db.transaction(remove);
    },

    /** Marks the account to be deleted at `dueAt` (the grace period's end). */
    async markForDeletion(userId: string, dueAt: Date, executor: Executor = db) {
      await executor.update(users).set({ deletionDueAt: dueAt, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Clears a pending deletion; true when there was one to clear (the account still exists and was waiting). */
    async clearDeletion(userId: string, executor: Executor = db): Promise<boolean> {
      const cleared = await executor
        .update(users)
        .set({ deletionDueAt: null, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNotNull(users.deletionDueAt)))
        .returning({ id: users.id });
      return cleared.length > 0;
    },

    /**
     * Locks the account for its deletion when it is still marked and due: a sign-in clearing the mark waits for the
     * deletion's transaction, and a deletion after a sign-in cleared it finds nothing. Answers whether it is due.
     */
    async lockDueDeletion(userId: string, tx: Tx): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.deletionDueAt), lte(users.deletionDueAt, sql`now()`)))
        .for('update');
      return row !== undefined;
    },

    /** Keeps a secret shown for scanning until a first code confirms it (replacing any earlier one). */
    async setPendingTotp(userId: string, sealedSecret: string) {
      await db.update(users).set({ totpPendingSecret: sealedSecret, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Two-step sign-in on: the confirmed secret, and a new set of recovery codes in place of any older one. */
    async enableTotp(userId: string, sealedSecret: string, codeHashes: string[], executor: Executor) {
      await executor
        .update(users)
        .set({ totpSecret: sealedSecret, totpPendingSecret: null, totpEnabledAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId));
      await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await executor.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    async disableTotp(userId: string, executor: Executor) {
      await executor
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    /**
     * Spends a TOTP time step in one statement: true only when it is later than every step accepted for the user
     * before, so of two sign-ins with the same code at the same moment only one gets through.
     */
    async useTotpStep(userId: string, step: number): Promise<boolean> {
      const used = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return used.length > 0;
    },

    /** Spends a recovery code in one statement: true only for the first use of an unused code of this user. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },

    async countRecoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /**
     * Housekeeping: ended sessions, and spent tokens of live ones, go after a grace period in which a
     * stolen token's reuse is still recognised.
     */
    async purgeEnded(olderThan: Date) {
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, olderThan), and(gt(sessions.revokedAt, new Date(0)), lt(sessions.revokedAt, olderThan))));
      await db.delete(refreshTokens).where(lt(refreshTokens.usedAt, olderThan));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
