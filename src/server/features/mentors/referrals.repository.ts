import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReferralStatus } from '../../../shared/contracts/mentors.js';
import type { Db, Tx } from '../../db/client.js';
import { bookings, mentorProfiles, mentorReferralSettings, profiles, referralRequests, users } from '../../db/schema/index.js';
import { expandSearch } from '../../db/search.js';
import { mentorColumns, termRank, termsMatch, type MentorRow, type Page } from './mentors.repository.js';

type Executor = Db | Tx;

/** Where a mentor refers to: the saved companies, else the mentor's own company. */
const referTo = sql<string[]>`(case when cardinality(coalesce(${mentorReferralSettings.companies}, '{}'::text[])) > 0
  then ${mentorReferralSettings.companies} else array_remove(array[${mentorProfiles.company}], '') end)`;
const accepts = sql<boolean>`coalesce(${mentorReferralSettings.acceptsReferrals}, true)`;
/** Sessions held: completed, or confirmed and already over. */
const sessions = sql<number>`(select count(*)::int from ${bookings} where ${bookings.mentorId} = ${mentorProfiles.userId}
  and (${bookings.status} = 'completed' or (${bookings.status} = 'confirmed' and ${bookings.scheduledAt} + ${bookings.duration} * interval '1 minute' <= now())))`;

export interface ReferralMentorRow extends MentorRow {
  referTo: string[];
  acceptsReferrals: boolean;
  sessions: number;
}

export interface ReferralRow {
  id: string;
  mentorId: string;
  studentId: string;
  company: string;
  targetRole: string;
  jobLink: string;
  note: string;
  answers: string[];
  resumeDocumentId: string | null;
  price: number;
  status: ReferralStatus;
  mentorNote: string | null;
  createdAt: Date;
  updatedAt: Date;
  mentorName: string | null;
  mentorHeadline: string | null;
  mentorCompany: string | null;
  mentorPhoto: string | null;
  mentorUsername: string | null;
  mentorEmail: string;
  studentFirstName: string | null;
  studentLastName: string | null;
  studentPhoto: string | null;
  studentUsername: string | null;
  studentEmail: string;
}

/** The SQL of referrals: mentors as referrers, their settings, and students' requests. */
export function createReferralsRepository(db: Db) {
  const mentorSelect = (executor: Executor) =>
    executor
      .select({ ...mentorColumns, referTo, acceptsReferrals: accepts, sessions, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(mentorProfiles)
      .innerJoin(users, eq(users.id, mentorProfiles.userId))
      .leftJoin(mentorReferralSettings, eq(mentorReferralSettings.mentorId, mentorProfiles.userId));

  const requestSelect = (executor: Executor) =>
    executor
      .select({
        id: referralRequests.id,
        mentorId: referralRequests.mentorId,
        studentId: referralRequests.studentId,
        company: referralRequests.company,
        targetRole: referralRequests.targetRole,
        jobLink: referralRequests.jobLink,
        note: referralRequests.note,
        answers: referralRequests.answers,
        resumeDocumentId: referralRequests.resumeDocumentId,
        price: referralRequests.price,
        status: referralRequests.status,
        mentorNote: referralRequests.mentorNote,
        createdAt: referralRequests.createdAt,
        updatedAt: referralRequests.updatedAt,
        mentorName: mentorProfiles.fullName,
        mentorHeadline: mentorProfiles.headline,
        mentorCompany: mentorProfiles.company,
        mentorPhoto: mentorProfiles.profilePictureUrl,
        mentorUsername: sql<string | null>`(select "u"."username" from "users" "u" where "u"."id" = "referral_requests"."mentor_id")`,
        mentorEmail: sql<string>`(select "u"."email" from "users" "u" where "u"."id" = "referral_requests"."mentor_id")`,
        studentFirstName: profiles.firstName,
        studentLastName: profiles.lastName,
        studentPhoto: profiles.profilePictureUrl,
        studentUsername: sql<string | null>`(select "u"."username" from "users" "u" where "u"."id" = "referral_requests"."student_id")`,
        studentEmail: sql<string>`(select "u"."email" from "users" "u" where "u"."id" = "referral_requests"."student_id")`,
      })
      .from(referralRequests)
      .leftJoin(mentorProfiles, eq(mentorProfiles.userId, referralRequests.mentorId))
      .leftJoin(profiles, eq(profiles.userId, referralRequests.studentId));

  return {
    db,

    /** Mentors who take referral requests, searched (typo-tolerant) and filtered by a company they refer to. */
    async listMentors(filters: { terms: string[]; company?: string | undefined }, page: Page) {
      const conditions: SQL[] = [sql`${accepts}`];
      if (filters.terms.length > 0) {
        const search = await expandSearch(db, { source: 'mentors', terms: filters.terms });
        if (!search.matchable) return { rows: [], total: 0 };
        conditions.push(termsMatch(search));
      }
      if (filters.company) conditions.push(sql`lower(${filters.company}) = any (select lower("c") from unnest(${referTo}) as "r"("c"))`);
      const order =
        filters.terms.length > 0
          ? [desc(sql`(${sql.join(filters.terms.map(termRank), sql` + `)})`), asc(mentorProfiles.fullName)]
          : [desc(sql`coalesce(${mentorProfiles.rating}, 4.8)`), desc(mentorProfiles.totalReviews), asc(mentorProfiles.fullName)];
      const run = async (tx: Executor) => {
        const rows = await mentorSelect(tx)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset);
        return { rows: rows.map(({ total: _total, ...row }) => row as ReferralMentorRow), total: rows[0]?.total ?? 0 };
      };
      // The searches' `<%` threshold (0.5) is set on every connection (db/client.ts).
      return run(db);
    },

    async findMentor(userId: string): Promise<ReferralMentorRow | undefined> {
      const [row] = await mentorSelect(db).where(eq(mentorProfiles.userId, userId)).limit(1);
      if (!row) return undefined;
      const { total: _total, ...rest } = row;
      return rest as ReferralMentorRow;
    },

    /** Every company some mentor refers to, for the filter. */
    async companies(): Promise<string[]> {
      const result = await db.execute<{ value: string }>(
        sql`select distinct "c" as "value" from ${mentorProfiles}
          left join ${mentorReferralSettings} on ${mentorReferralSettings.mentorId} = ${mentorProfiles.userId},
          unnest(${referTo}) as "r"("c") where ${accepts} order by "c" limit 200`,
      );
      return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
    },

    /** Saves where the mentor refers to and the price, together. */
    async saveSettings(mentorId: string, settings: { referralPrice: number; companies: string[]; acceptsReferrals: boolean }) {
      await db.transaction(async (tx) => {
        await tx
          .insert(mentorReferralSettings)
          .values({ mentorId, companies: settings.companies, acceptsReferrals: settings.acceptsReferrals })
          .onConflictDoUpdate({
            target: mentorReferralSettings.mentorId,
            set: { companies: settings.companies, acceptsReferrals: settings.acceptsReferrals, updatedAt: new Date() },
          });
        await tx
          .update(mentorProfiles)
          .set({ referralPrice: settings.referralPrice, updatedAt: new Date() })
          .where(eq(mentorProfiles.userId, mentorId));
      });
    },

    /** Inserts a request; a unique violation (an open request exists) surfaces to the caller. */
    async insertRequest(tx: Executor, values: typeof referralRequests.$inferInsert): Promise<string> {
      const [row] = await tx.insert(referralRequests).values(values).returning({ id: referralRequests.id });
      return row!.id;
    },

    async findRequest(id: string, executor: Executor = db): Promise<ReferralRow | undefined> {
      const [row] = await requestSelect(executor).where(eq(referralRequests.id, id)).limit(1);
      return row as ReferralRow | undefined;
    },

    async listRequests(userId: string, as: 'mentor' | 'student', status: ReferralStatus | undefined, page: Page) {
      const where = and(
        as === 'mentor' ? eq(referralRequests.mentorId, userId) : eq(referralRequests.studentId, userId),
        status ? eq(referralRequests.status, status) : undefined,
      );
      const rows = await requestSelect(db)
        .where(where)
        .orderBy(desc(referralRequests.createdAt), desc(referralRequests.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(referralRequests)
        .where(where);
      return { rows: rows as ReferralRow[], total: count?.n ?? 0 };
    },

    /** Moves a request from one of `from` to `to`; false when it was in none of them any more. */
    async transition(tx: Executor, id: string, from: readonly ReferralStatus[], to: ReferralStatus, mentorNote: string | null) {
      if (from.length === 0) return false;
      const rows = await tx
        .update(referralRequests)
        .set({ status: to, mentorNote, updatedAt: new Date() })
        .where(and(eq(referralRequests.id, id), inArray(referralRequests.status, [...from])))
        .returning({ id: referralRequests.id });
      return rows.length > 0;
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
