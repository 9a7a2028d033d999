import type { AttendanceOutcome } from '../../../shared/contracts/sessions.js';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { SESSION_DURATION_MINUTES, type BookingStatus, type MentorSort, type Reliability } from '../../../shared/contracts/mentors.js';
import type { Db, Tx } from '../../db/client.js';
import { createTtlCache } from '../../platform/ttl-cache.js';
import {
  bookingReviews,
  bookings,
  jobApplications,
  mentorAvailability,
  mentorProfiles,
  mentorshipDocuments,
  profiles,
  referralRequests,
  users,
  type WeeklyAvailability,
} from '../../db/schema/index.js';
import { documentMatches, expandSearch, type ExpandedSearch } from '../../db/search.js';

import { DEFAULT_RULES, type HeldSession, type SlotRules } from './mentors.slots.js';
import {
  answersQuicklyCondition,
  keptReliabilityOf,
  noReliability,
  refreshReliability,
  reliabilityJson,
  reliabilityOrder,
  toReliability,
} from './mentors.reliability.js';

type Executor = Db | Tx;

/** A confirmed session whose time and duration have passed. */
const finished = sql`(${bookings.scheduledAt} + ${bookings.duration} * interval '1 minute' <= now())`;
/** The status as people see it: a confirmed session that has ended is completed (computed on read, no job needed). */
const effectiveStatus = sql<BookingStatus>`(case when ${bookings.status} = 'confirmed' and ${finished} then 'completed' else ${bookings.status}::text end)`;

export interface MentorFilters {
  /** Lower-cased search words; each must be close to a word of the name, headline, company, focus or expertise. */
  terms: string[];
  focusAreas: string[];
  expertise: string[];
  company?: string | undefined;
  /** Only mentors with a free slot left today: IST midnight of today and today's IST weekday. */
  availableToday?: { dayStart: Date; today: string; weekday: number; now: Date; defaults: readonly number[] } | undefined;
  /** Only mentors with figures who answer most requests within 24 hours (mentors.reliability.ts). */
  answersQuickly: boolean;
  sort: MentorSort;
}

export interface Page {
  limit: number;
  offset: number;
}

const lowerName = sql`lower(${mentorProfiles.fullName})`;
const lowerHeadline = sql`lower(${mentorProfiles.headline})`;
const lowerCompany = sql`lower(${mentorProfiles.company})`;
const lowerFocus = sql`lower(array_to_string(${mentorProfiles.functionalFocusArea}, ' '))`;
const lowerExpertise = sql`lower(array_to_string(${mentorProfiles.areaOfExpertise}, ' '))`;

/**
 * Every search word close to a word of a searched field (name, headline, company, focus, expertise): the mentor's
 * full-text document through the dictionary (db/search.ts).
 */
export const termsMatch = (search: ExpandedSearch) => documentMatches(sql`"mentor_profiles"."search_doc"`, search);
export const termRank = (term: string) =>
  sql`greatest(word_similarity(${term}, ${lowerName}), word_similarity(${term}, ${lowerCompany}), 0.9 * word_similarity(${term}, ${lowerHeadline}), 0.8 * word_similarity(${term}, ${lowerFocus}), 0.8 * word_similarity(${term}, ${lowerExpertise}))`;

const lowerArrayHasAny = (column: SQL, values: string[]) =>
  sql`exists (select 1 from unnest(${column}) as "v"("tag") where lower("v"."tag") in (${sql.join(
    values.map((value) => sql`${value.toLowerCase()}`),
    sql`, `,
  )}))`;

/**
 * True when the mentor has a slot left today that is free as mentors.slots.ts's isFree says: no pending request
 * holds its start and no confirmed session overlaps the session it would begin.
 */
function freeSlotToday(spec: NonNullable<MentorFilters['availableToday']>): SQL {
  const defaults = JSON.stringify(spec.defaults);
  const key = String(spec.weekday);
  const start = sql`(${spec.dayStart.toISOString()}::timestamptz + ("s"."minute"::int * interval '1 minute'))`;
  const rule = (column: string, fallback: number) =>
    sql`coalesce((select ${sql.identifier(column)} from "mentor_availability" "r" where "r"."mentor_id" = "mentor_profiles"."user_id"), ${fallback})`;
  const length = rule('session_minutes', SESSION_DURATION_MINUTES);
  const buffer = rule('buffer_minutes', 0);
  return sql`exists (
    select 1 from jsonb_array_elements_text(coalesce(
      (select "a"."weekly" -> ${key} from "mentor_availability" "a" where "a"."mentor_id" = "mentor_profiles"."user_id"
        and not (${spec.today} = any("a"."dates_off"))),
      (select ${defaults}::jsonb where not exists (select 1 from "mentor_availability" "a" where "a"."mentor_id" = "mentor_profiles"."user_id"))
      )) as "s"("minute")
    where ${start} > ${spec.now.toISOString()}::timestamptz
      and not exists (
        select 1 from "bookings" "b" where "b"."mentor_id" = "mentor_profiles"."user_id"
          and (("b"."status" = 'pending' and "b"."scheduled_at" = ${start})
            or ("b"."status" = 'confirmed'
              and "b"."scheduled_at" < ${start} + (${length} + ${buffer}) * interval '1 minute'
              and "b"."scheduled_at" + ("b"."duration" + ${buffer}) * interval '1 minute' > ${start}))))`;
}

/**
 * The sessions held by a mentor's pending or confirmed bookings starting in [from, to), as a json array of
 * { at, minutes, confirmed } (a scalar subquery). Callers widen `from` back by the longest session (heldWindowStart).
 */
const heldSlotsJson = (mentorId: SQL, from: Date, to: Date) =>
  sql<unknown>`(select coalesce(json_agg(json_build_object('at', "h"."scheduled_at", 'minutes', "h"."duration", 'confirmed', "h"."status" = 'confirmed')), '[]'::json)
    from "bookings" "h"
    where "h"."mentor_id" = ${mentorId} and "h"."status" in ('pending', 'confirmed')
      and "h"."scheduled_at" >= ${from.toISOString()}::timestamptz and "h"."scheduled_at" < ${to.toISOString()}::timestamptz)`;

/** A mentor's booking rules as a json object (a scalar subquery); null when they keep the defaults. */
const rulesJson = (mentorId: SQL) =>
  sql<unknown>`(select json_build_object('weekly', "a"."weekly", 'sessionMinutes', "a"."session_minutes", 'bufferMinutes', "a"."buffer_minutes",
      'datesOff', "a"."dates_off", 'horizonDays', "a"."horizon_days")
    from "mentor_availability" "a" where "a"."mentor_id" = ${mentorId})`;

/** The rules of rulesJson; the spec's defaults without a saved row. */
function toRules(value: unknown): SlotRules {
  const row = parseJson(value) as (Omit<SlotRules, 'weekly'> & { weekly: WeeklyAvailability }) | null;
  if (!row) return DEFAULT_RULES;
  return {
    weekly: (parseJson(row.weekly) as WeeklyAvailability | null) ?? {},
    sessionMinutes: Number(row.sessionMinutes),
    bufferMinutes: Number(row.bufferMinutes),
    datesOff: row.datesOff ?? [],
    horizonDays: Number(row.horizonDays),
  };
}

/** The held sessions of heldSlotsJson as the slot functions take them. */
const heldSessions = (value: unknown): HeldSession[] =>
  ((parseJson(value) as { at: string; minutes: number; confirmed: boolean }[] | null) ?? []).map((row) => ({
    at: new Date(row.at).getTime(),
    minutes: Number(row.minutes),
    confirmed: Boolean(row.confirmed),
  }));

/** node-postgres parses json columns itself; PGlite may hand over text. */
const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export const mentorColumns = {
  userId: mentorProfiles.userId,
  fullName: mentorProfiles.fullName,
  headline: mentorProfiles.headline,
  about: mentorProfiles.about,
  company: mentorProfiles.company,
  program: mentorProfiles.program,
  linkedinUrl: mentorProfiles.linkedinUrl,
  functionalFocusArea: mentorProfiles.functionalFocusArea,
  areaOfExpertise: mentorProfiles.areaOfExpertise,
  profilePictureUrl: mentorProfiles.profilePictureUrl,
  yearsOfExperience: mentorProfiles.yearsOfExperience,
  referralPrice: mentorProfiles.referralPrice,
  rating: mentorProfiles.rating,
  totalReviews: mentorProfiles.totalReviews,
  languages: mentorProfiles.languages,
  emailPublic: mentorProfiles.emailPublic,
  username: users.username,
  email: users.email,
};
/** The values of the mentor filter menus. */
export interface Facets {
  focusAreas: string[];
  expertise: string[];
  companies: string[];
}

export interface MentorRow {
  userId: string;
  fullName: string;
  headline: string;
  about: string;
  company: string;
  program: string;
  linkedinUrl: string;
  functionalFocusArea: string[];
  areaOfExpertise: string[];
  profilePictureUrl: string | null;
  yearsOfExperience: number | null;
  referralPrice: number;
  rating: number | null;
  totalReviews: number;
  languages: string[];
  emailPublic: boolean;
  username: string | null;
  email: string;
}

/** Everything a mentor's page shows, read in one round trip (see mentorDetail). */
export interface MentorDetailRow {
  mentor: MentorRow;
  rules: SlotRules;
  held: HeldSession[];
  reliability: Reliability;
  reviews: {
    subjectKnowledge: number | null;
    inspirational: number | null;
    problemSolving: number | null;
    communication: number | null;
    extraMile: number | null;
  } | null;
  totals: { calls: number; mentees: number };
}

export interface ReviewRow {
  rating: number;
  subjectKnowledge: number;
  inspirational: number;
  problemSolving: number;
  communication: number;
  extraMile: number;
  comment: string;
  createdAt: Date;
}

export interface BookingRow {
  id: string;
  mentorId: string;
  studentId: string;
  scheduledAt: Date;
  status: BookingStatus;
  sessionType: string;
  duration: number;
  chatEnabled: boolean;
  agenda: string;
  learningGoals: string;
  specificAdvice: string;
  previousSteps: string;
  challenges: string;
  resumeDocumentId: string | null;
  otherDocumentId: string | null;
  reason: string | null;
  /** The calendar event's SEQUENCE. */
  calendarSequence: number;
  proposedStart: Date | null;
  proposedBy: string | null;
  lateCancellation: boolean;
  meetingUrl: string | null;
  attendanceOutcome: AttendanceOutcome | null;
  studentTookPlace: boolean | null;
  mentorTookPlace: boolean | null;
  createdAt: Date;
  review: ReviewRow | null;
  mentorName: string | null;
  mentorHeadline: string | null;
  mentorCompany: string | null;
  mentorPhoto: string | null;
  mentorEmail: string;
  mentorUsername: string | null;
  studentFirstName: string | null;
  studentLastName: string | null;
  studentPhoto: string | null;
  studentEmail: string;
  studentUsername: string | null;
}

/** Recomputes a mentor's rating (average stars, one decimal; null without reviews) and review count. */
export async function refreshMentorRating(executor: Executor, mentorId: string): Promise<void> {
  await executor
    .update(mentorProfiles)
    .set({
      rating: sql`(select round(avg(${bookingReviews.rating})::numeric, 1) from ${bookingReviews} where ${bookingReviews.mentorId} = ${mentorId})`,
      totalReviews: sql`(select count(*)::int from ${bookingReviews} where ${bookingReviews.mentorId} = ${mentorId})`,
    })
    .where(eq(mentorProfiles.userId, mentorId));
}

/**
 * After a write that answered, cancelled or expired a booking (`rows`: what it changed), its mentor's kept figures
 * again in the same transaction; answers whether anything changed.
 */
async function keptFiguresFollow(tx: Executor, rows: { mentorId: string }[]): Promise<boolean> {
  if (rows[0]) await refreshReliability(tx, { mentorId: rows[0].mentorId });
  return rows.length > 0;
}

/**
 * Every piece of SQL of the mentors and bookings feature. `figures: false` lists mentors without their reliability,
 * sorting and filtering nothing by it (LIST_FIGURES=false: only to measure what it costs).
 */
export function createMentorsRepository(db: Db, { figures: withFigures = true }: { figures?: boolean } = {}) {
  function bookingSelect(executor: Executor) {
    return executor
      .select({
        id: bookings.id,
        mentorId: bookings.mentorId,
        studentId: bookings.studentId,
        scheduledAt: bookings.scheduledAt,
        status: effectiveStatus,
        sessionType: bookings.sessionType,
        duration: bookings.duration,
        chatEnabled: bookings.chatEnabled,
        agenda: bookings.agenda,
        learningGoals: bookings.learningGoals,
        specificAdvice: bookings.specificAdvice,
        previousSteps: bookings.previousSteps,
        challenges: bookings.challenges,
        resumeDocumentId: bookings.resumeDocumentId,
        otherDocumentId: bookings.otherDocumentId,
        reason: bookings.reason,
        calendarSequence: bookings.calendarSequence,
        proposedStart: bookings.proposedStart,
        proposedBy: bookings.proposedBy,
        lateCancellation: bookings.lateCancellation,
        meetingUrl: bookings.meetingUrl,
        attendanceOutcome: bookings.attendanceOutcome,
        studentTookPlace: bookings.studentTookPlace,
        mentorTookPlace: bookings.mentorTookPlace,
        createdAt: bookings.createdAt,
        reviewRating: bookingReviews.rating,
        reviewSubjectKnowledge: bookingReviews.subjectKnowledge,
        reviewInspirational: bookingReviews.inspirational,
        reviewProblemSolving: bookingReviews.problemSolving,
        reviewCommunication: bookingReviews.communication,
        reviewExtraMile: bookingReviews.extraMile,
        reviewComment: bookingReviews.comment,
        reviewCreatedAt: bookingReviews.createdAt,
        mentorName: mentorProfiles.fullName,
        mentorHeadline: mentorProfiles.headline,
        mentorCompany: mentorProfiles.company,
        mentorPhoto: mentorProfiles.profilePictureUrl,
        mentorEmail: sql<string>`(select "u"."email" from "users" "u" where "u"."id" = "bookings"."mentor_id")`,
        mentorUsername: sql<string | null>`(select "u"."username" from "users" "u" where "u"."id" = "bookings"."mentor_id")`,
        studentFirstName: profiles.firstName,
        studentLastName: profiles.lastName,
        studentPhoto: profiles.profilePictureUrl,
        studentEmail: sql<string>`(select "u"."email" from "users" "u" where "u"."id" = "bookings"."student_id")`,
        studentUsername: sql<string | null>`(select "u"."username" from "users" "u" where "u"."id" = "bookings"."student_id")`,
      })
      .from(bookings)
      .leftJoin(mentorProfiles, eq(mentorProfiles.userId, bookings.mentorId))
      .leftJoin(profiles, eq(profiles.userId, bookings.studentId))
      .leftJoin(bookingReviews, eq(bookingReviews.bookingId, bookings.id));
  }

  type SelectedBooking = Awaited<ReturnType<ReturnType<typeof bookingSelect>['execute']>>[number];
  /** Folds the joined review columns into `review`. */
  function toBookingRow(row: SelectedBooking): BookingRow {
    const {
      reviewRating,
      reviewSubjectKnowledge,
      reviewInspirational,
      reviewProblemSolving,
      reviewCommunication,
      reviewExtraMile,
      reviewComment,
      reviewCreatedAt,
      ...rest
    } = row;
    const review =
      reviewRating === null || reviewCreatedAt === null
        ? null
        : {
            rating: reviewRating,
            subjectKnowledge: reviewSubjectKnowledge!,
            inspirational: reviewInspirational!,
            problemSolving: reviewProblemSolving!,
            communication: reviewCommunication!,
            extraMile: reviewExtraMile!,
            comment: reviewComment ?? '',
            createdAt: reviewCreatedAt,
          };
    return { ...(rest as Omit<BookingRow, 'review'>), review };
  }

  const facetsCache = createTtlCache<Facets>(60_000, 1);
  /** The three menus in one statement: each is a json array of at most 200 distinct values, in order. */
  async function readFacets(): Promise<Facets> {
    const distinct = (values: SQL) =>
      sql`(select coalesce(json_agg("value" order by "value"), '[]'::json) from (${values} order by 1 limit 200) "d")`;
    const result = await db.execute<{ focus: unknown; expertise: unknown; companies: unknown }>(
      sql`select ${distinct(sql`select distinct unnest("functional_focus_area") as "value" from "mentor_profiles"`)} as "focus",
        ${distinct(sql`select distinct unnest("area_of_expertise") as "value" from "mentor_profiles"`)} as "expertise",
        ${distinct(sql`select distinct "company" as "value" from "mentor_profiles" where "company" <> ''`)} as "companies"`,
    );
    const row = (result as unknown as { rows: { focus: unknown; expertise: unknown; companies: unknown }[] }).rows[0];
    const list = (value: unknown) => (parseJson(value) as string[] | null) ?? [];
    return { focusAreas: list(row?.focus), expertise: list(row?.expertise), companies: list(row?.companies) };
  }

  return {
    db,

    /**
     * A page of mentors with the total, each with their saved week (undefined: the defaults) and the instants
     * their pending or confirmed bookings hold in [window.from, window.to), for the next free slot.
     */
    async listMentors(
      asked: MentorFilters,
      page: Page,
      window: { from: Date; to: Date },
    ): Promise<{ rows: { mentor: MentorRow; rules: SlotRules; held: HeldSession[]; reliability: Reliability }[]; total: number }> {
      // Without figures there is nothing to sort or filter by them: the same list, in its usual order.
      const filters: MentorFilters = withFigures ? asked : { ...asked, sort: 'best', answersQuickly: false };
      const conditions: SQL[] = [];
      if (filters.terms.length > 0) {
        const search = await expandSearch(db, { source: 'mentors', terms: filters.terms });
        if (!search.matchable) return { rows: [], total: 0 };
        conditions.push(termsMatch(search));
      }
      if (filters.focusAreas.length > 0) conditions.push(lowerArrayHasAny(sql`${mentorProfiles.functionalFocusArea}`, filters.focusAreas));
      if (filters.expertise.length > 0) conditions.push(lowerArrayHasAny(sql`${mentorProfiles.areaOfExpertise}`, filters.expertise));
      if (filters.company) {
        const company = filters.company.toLowerCase();
        conditions.push(sql`(${lowerCompany} = ${company} or ${company} <% ${lowerCompany})`);
      }
      if (filters.availableToday) conditions.push(freeSlotToday(filters.availableToday));
      if (filters.answersQuickly) conditions.push(answersQuicklyCondition);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const relevance =
        filters.terms.length > 0
          ? [desc(sql`(${sql.join(filters.terms.map(termRank), sql` + `)})`), asc(mentorProfiles.fullName)]
          : [desc(sql`coalesce(${mentorProfiles.rating}, 4.8)`), desc(mentorProfiles.totalReviews), asc(mentorProfiles.fullName)];
      // A reliability sort comes first; the search's relevance (or the rating) breaks its ties.
      const order = filters.sort === 'best' ? relevance : [...reliabilityOrder[filters.sort], ...relevance];
      // The kept figures of the page's mentors, joined laterally (the sorts and the filter read the profile's copy).
      const figures = sql`${withFigures ? keptReliabilityOf(sql`${mentorProfiles.userId}`) : noReliability} "rel"`;

      // One statement: the count is a one-row table the page joins laterally (so an empty page still has its
      // total). The page is chosen on mentor_profiles alone (narrow rows to sort), then only its rows are joined
      // with users, their saved week and their held slots of the window: joining first would read every user to
      // sort every mentor.
      const run = async (tx: Executor) => {
        const pageIds = tx
          .select({ userId: mentorProfiles.userId })
          .from(mentorProfiles)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset);
        const pageRows = tx
          .select({
            ...mentorColumns,
            weekly: rulesJson(sql`${mentorProfiles.userId}`).as('weekly'),
            held: heldSlotsJson(sql`${mentorProfiles.userId}`, window.from, window.to).as('held'),
            reliability: reliabilityJson.as('reliability'),
            position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
          })
          .from(mentorProfiles)
          .innerJoin(users, eq(users.id, mentorProfiles.userId))
          .crossJoinLateral(figures)
          .where(inArray(mentorProfiles.userId, pageIds))
          .as('r');
        const counted = tx
          .select({ total: sql<number>`count(*)::int`.as('total') })
          .from(mentorProfiles)
          .where(where)
          .as('k');
        const picked = Object.fromEntries(Object.keys(mentorColumns).map((key) => [key, pageRows[key as keyof typeof mentorColumns]])) as {
          [K in keyof typeof mentorColumns]: (typeof pageRows)[K];
        };
        const found = await tx
          .select({ ...picked, total: counted.total, weekly: pageRows.weekly, held: pageRows.held, reliability: pageRows.reliability })
          .from(counted)
          .leftJoinLateral(pageRows, sql`true`)
          .orderBy(pageRows.position);
        const total = Number(found[0]?.total ?? 0);
        const rows = found
          .filter((row) => row.userId !== null)
          .map(({ total: _total, weekly, held, reliability, ...mentor }) => ({
            mentor: mentor as unknown as MentorRow,
            rules: toRules(weekly),
            held: heldSessions(held),
            reliability: toReliability(reliability),
          }));
        return { rows, total };
      };
      // The searches' `<%` threshold (0.5) is set on every connection (db/client.ts): no transaction needed.
      return run(db);
    },

    /** Distinct focus areas, expertise and companies, for the filter menus: read at most once a minute. */
    facets(): Promise<Facets> {
      return facetsCache.get('facets', readFacets);
    },

    async findMentor(userId: string): Promise<MentorRow | undefined> {
      const [row] = await db
        .select(mentorColumns)
        .from(mentorProfiles)
        .innerJoin(users, eq(users.id, mentorProfiles.userId))
        .where(eq(mentorProfiles.userId, userId))
        .limit(1);
      return row as MentorRow | undefined;
    },
    /**
     * A mentor's page in one statement: the mentor, their saved week (null: the defaults), the instants held by
     * pending or confirmed bookings in [from, to), the review averages (null before the first review) and the
     * completed sessions with their distinct students.
     */
    async mentorDetail(userId: string, from: Date, to: Date): Promise<MentorDetailRow | undefined> {
      const [row] = await db
        .select({
          ...mentorColumns,
          weekly: rulesJson(sql`${mentorProfiles.userId}`),
          held: heldSlotsJson(sql`${mentorProfiles.userId}`, from, to),
          reviews: sql<unknown>`(select case when count(*) > 0 then json_build_object(
              'subjectKnowledge', avg("r"."subject_knowledge")::float8, 'inspirational', avg("r"."inspirational")::float8,
              'problemSolving', avg("r"."problem_solving")::float8, 'communication', avg("r"."communication")::float8,
              'extraMile', avg("r"."extra_mile")::float8) end
            from "booking_reviews" "r" where "r"."mentor_id" = ${mentorProfiles.userId})`,
          totals: sql<unknown>`(select json_build_object('calls', count(*), 'mentees', count(distinct ${bookings.studentId}))
            from ${bookings} where ${bookings.mentorId} = ${mentorProfiles.userId} and ${effectiveStatus} = 'completed')`,
          reliability: sql<unknown>`(select to_json("rel") from ${keptReliabilityOf(sql`${mentorProfiles.userId}`)} "rel")`,
        })
        .from(mentorProfiles)
        .innerJoin(users, eq(users.id, mentorProfiles.userId))
        .where(eq(mentorProfiles.userId, userId))
        .limit(1);
      if (!row) return undefined;
      const { weekly, held, reviews, totals, reliability, ...mentor } = row;
      const json = parseJson;
      const counted = (json(totals) as { calls?: number | string; mentees?: number | string } | null) ?? {};
      return {
        mentor: mentor as MentorRow,
        rules: toRules(weekly),
        held: heldSessions(held),
        reliability: toReliability(reliability),
        reviews: (json(reviews) as MentorDetailRow['reviews']) ?? null,
        totals: { calls: Number(counted.calls ?? 0), mentees: Number(counted.mentees ?? 0) },
      };
    },

    /** The saved rules of these mentors; a mentor without a row keeps the defaults (DEFAULT_RULES) and is absent here. */
    /** Mentors other than `mentorId` who share one of its areas of expertise (or focus), best rated first. */
    async mentorsLike(mentorId: string, limit: number, executor: Executor = db): Promise<{ userId: string; fullName: string }[]> {
      return executor
        .select({ userId: mentorProfiles.userId, fullName: mentorProfiles.fullName })
        .from(mentorProfiles)
        .where(
          and(
            sql`${mentorProfiles.userId} <> ${mentorId}`,
            sql`(${mentorProfiles.areaOfExpertise} && (select ${mentorProfiles.areaOfExpertise} from ${mentorProfiles} where ${mentorProfiles.userId} = ${mentorId})
              or ${mentorProfiles.functionalFocusArea} && (select ${mentorProfiles.functionalFocusArea} from ${mentorProfiles} where ${mentorProfiles.userId} = ${mentorId}))`,
          ),
        )
        .orderBy(sql`${mentorProfiles.rating} desc nulls last`, asc(mentorProfiles.userId))
        .limit(limit);
    },

    async availabilityOf(mentorIds: string[], executor: Executor = db): Promise<Map<string, SlotRules>> {
      if (mentorIds.length === 0) return new Map();
      const rows = await executor.select().from(mentorAvailability).where(inArray(mentorAvailability.mentorId, mentorIds));
      return new Map(
        rows.map((row) => [
          row.mentorId,
          {
            weekly: row.weekly,
            sessionMinutes: row.sessionMinutes,
            bufferMinutes: row.bufferMinutes,
            datesOff: row.datesOff,
            horizonDays: row.horizonDays,
          },
        ]),
      );
    },

    async saveAvailability(mentorId: string, rules: SlotRules & { weekly: WeeklyAvailability }): Promise<void> {
      const values = {
        weekly: rules.weekly,
        sessionMinutes: rules.sessionMinutes,
        bufferMinutes: rules.bufferMinutes,
        datesOff: [...rules.datesOff],
        horizonDays: rules.horizonDays,
      };
      await db
        .insert(mentorAvailability)
        .values({ mentorId, ...values })
        .onConflictDoUpdate({ target: mentorAvailability.mentorId, set: { ...values, updatedAt: new Date() } });
    },

    /** The sessions of pending or confirmed bookings of these mentors starting in [from, to). */
    async heldSlots(mentorIds: string[], from: Date, to: Date, executor: Executor = db): Promise<({ mentorId: string } & HeldSession)[]> {
      if (mentorIds.length === 0) return [];
      const rows = await executor
        .select({ mentorId: bookings.mentorId, scheduledAt: bookings.scheduledAt, minutes: bookings.duration, status: bookings.status })
        .from(bookings)
        .where(
          and(
            inArray(bookings.mentorId, mentorIds),
            inArray(bookings.status, ['pending', 'confirmed']),
            gte(bookings.scheduledAt, from),
            lt(bookings.scheduledAt, to),
          ),
        );
      return rows.map((row) => ({
        mentorId: row.mentorId,
        at: row.scheduledAt.getTime(),
        minutes: row.minutes,
        confirmed: row.status === 'confirmed',
      }));
    },

    /**
     * Whether the student holds a confirmed session overlapping [at, at + minutes): the database refuses two
     * (bookings_student_no_overlap); this lets a request for such a time be refused before the mentor sees it.
     */
    async studentHasConfirmedOverlap(studentId: string, at: Date, minutes: number): Promise<boolean> {
      const end = new Date(at.getTime() + minutes * 60_000);
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.studentId, studentId),
            eq(bookings.status, 'confirmed'),
            lt(bookings.scheduledAt, end),
            sql`${bookings.scheduledAt} + ${bookings.duration} * interval '1 minute' > ${at.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Holds the right to accept the mentor's requests until the transaction ends; false when another accept of
     * theirs holds it. Accepts take turns, so one declining the requests it overlaps cannot deadlock with another;
     * a second one answers at once rather than holding a connection while it waits.
     */
    async tryLockMentorDecisions(tx: Tx, mentorId: string): Promise<boolean> {
      const result = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`bookings:${mentorId}`}, 0)) as "locked"`,
      );
      return Boolean((result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked);
    },

    /**
     * Declines the mentor's pending requests whose time comes within `bufferMinutes` of the confirmed booking
     * `bookingId` (overlaps it with no buffer), with `reason`; answers the declined bookings.
     */
    async declineOverlappingPending(
      tx: Tx,
      bookingId: string,
      bufferMinutes: number,
      reason: string,
    ): Promise<{ id: string; studentId: string; scheduledAt: Date }[]> {
      return tx
        .execute(
          // Declined because the mentor accepted another: the student has their answer, so the request counts as answered.
          sql`update "bookings" "p" set "status" = 'declined', "reason" = ${reason}, "updated_at" = now(), "answered_at" = coalesce("p"."answered_at", now())
        from "bookings" "c"
        where "c"."id" = ${bookingId} and "p"."mentor_id" = "c"."mentor_id" and "p"."id" <> "c"."id" and "p"."status" = 'pending'
          and "p"."scheduled_at" < "c"."scheduled_at" + ("c"."duration" + ${bufferMinutes}) * interval '1 minute'
          and "c"."scheduled_at" < "p"."scheduled_at" + ("p"."duration" + ${bufferMinutes}) * interval '1 minute'
        returning "p"."id", "p"."student_id" as "studentId", "p"."scheduled_at" as "scheduledAt"`,
        )
        .then((result) =>
          (result as unknown as { rows: { id: string; studentId: string; scheduledAt: string | Date }[] }).rows.map((row) => ({
            ...row,
            scheduledAt: new Date(row.scheduledAt),
          })),
        );
    },

    /** A mentor's completed sessions and the distinct students of those sessions, from the one set of bookings. */
    async mentorshipTotals(mentorId: string): Promise<{ calls: number; mentees: number }> {
      const [row] = await db
        .select({ calls: sql<number>`count(*)::int`, mentees: sql<number>`count(distinct ${bookings.studentId})::int` })
        .from(bookings)
        .where(and(eq(bookings.mentorId, mentorId), sql`${effectiveStatus} = 'completed'`));
      return { calls: row?.calls ?? 0, mentees: row?.mentees ?? 0 };
    },

    /** Inserts a booking; a unique violation (the slot is held) surfaces to the caller. */
    async insertBooking(values: typeof bookings.$inferInsert, executor: Executor = db): Promise<string> {
      const [row] = await executor.insert(bookings).values(values).returning({ id: bookings.id });
      return row!.id;
    },

    async findBooking(id: string, executor: Executor = db): Promise<BookingRow | undefined> {
      const [row] = await bookingSelect(executor).where(eq(bookings.id, id)).limit(1);
      return row ? toBookingRow(row) : undefined;
    },

    async listBookings(userId: string, as: 'mentor' | 'student', status: BookingStatus | undefined, page: Page) {
      const where = and(
        as === 'mentor' ? eq(bookings.mentorId, userId) : eq(bookings.studentId, userId),
        status ? sql`${effectiveStatus} = ${status}` : undefined,
      );
      const rows = await bookingSelect(db)
        .where(where)
        .orderBy(desc(bookings.scheduledAt), desc(bookings.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(where);
      return { rows: rows.map(toBookingRow), total: count?.n ?? 0 };
    },

    /**
     * Moves a booking from one of `from` to `to`; answers false when it was no longer in one of `from`, or
     * when the session has already ended (a finished session is completed, not pending or confirmed).
     */
    async transition(
      tx: Executor,
      id: string,
      from: BookingStatus[],
      to: BookingStatus,
      extra: { reason?: string | null; cancelledBy?: string | null; lateCancellation?: boolean } = {},
    ): Promise<boolean> {
      const rows = await tx
        .update(bookings)
        // Every change of status is a change of the calendar event (on, off or gone): its SEQUENCE goes up.
        .set({
          status: to,
          updatedAt: new Date(),
          calendarSequence: sql`${bookings.calendarSequence} + 1`,
          // Accepting or declining a request answers it (the reliability figures read when).
          ...(to === 'confirmed' || to === 'declined' ? { answeredAt: sql`coalesce(${bookings.answeredAt}, now())` } : {}),
          ...extra,
        })
        .where(and(eq(bookings.id, id), inArray(bookings.status, from), sql`not ${finished}`))
        .returning({ mentorId: bookings.mentorId });
      return keptFiguresFollow(tx, rows);
    },

    /**
     * The student's latest missed session when `bookingId` is their first booking made since it (issue 31.4: one kind
     * note on rebooking), else undefined.
     */
    async missedBeforeRebooking(
      tx: Executor,
      studentId: string,
      bookingId: string,
    ): Promise<{ scheduledAt: Date; mentorName: string | null } | undefined> {
      const [row] = await tx
        .select({ scheduledAt: bookings.scheduledAt, mentorName: mentorProfiles.fullName })
        .from(bookings)
        .leftJoin(mentorProfiles, eq(mentorProfiles.userId, bookings.mentorId))
        .where(
          and(
            eq(bookings.studentId, studentId),
            inArray(bookings.attendanceOutcome, ['student_no_show', 'both_no_show']),
            sql`not exists (select 1 from "bookings" "later" where "later"."student_id" = ${studentId} and "later"."id" <> ${bookingId} and "later"."id" <> "bookings"."id" and "later"."created_at" > "bookings"."scheduled_at")`,
          ),
        )
        .orderBy(desc(bookings.scheduledAt))
        .limit(1);
      return row;
    },

    /** Records a proposed new start, replacing an earlier proposal; false when the booking is no longer in `status`. */
    async propose(tx: Executor, id: string, start: Date, by: string, status: 'confirmed' | 'pending'): Promise<boolean> {
      const rows = await tx
        .update(bookings)
        // The mentor proposing another time answers the request, if nothing had answered it before.
        .set({
          proposedStart: start,
          proposedBy: by,
          updatedAt: new Date(),
          answeredAt: sql`coalesce(${bookings.answeredAt}, case when ${bookings.mentorId} = ${by}::uuid then now() end)`,
        })
        .where(and(eq(bookings.id, id), eq(bookings.status, status)))
        .returning({ mentorId: bookings.mentorId });
      return keptFiguresFollow(tx, rows);
    },

    /** Declined or withdrawn: the session keeps its time. */
    async dropProposal(tx: Executor, id: string): Promise<void> {
      await tx.update(bookings).set({ proposedStart: null, proposedBy: null, updatedAt: new Date() }).where(eq(bookings.id, id));
    },

    /**
     * Moves a booking in `status` to its proposed start, the calendar event with it (SEQUENCE up). The overlap
     * constraints still hold: a start taken meanwhile makes this fail with an exclusion violation.
     */
    async moveToProposal(tx: Executor, id: string, proposedStart: Date, status: 'confirmed' | 'pending' = 'confirmed'): Promise<boolean> {
      const rows = await tx
        .update(bookings)
        .set({
          scheduledAt: proposedStart,
          proposedStart: null,
          proposedBy: null,
          updatedAt: new Date(),
          calendarSequence: sql`${bookings.calendarSequence} + 1`,
        })
        .where(and(eq(bookings.id, id), eq(bookings.status, status), eq(bookings.proposedStart, proposedStart)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },

    /** A request still pending becomes `expired` (whenever the expiry job gets to run, even after its start). */
    async expire(tx: Executor, id: string): Promise<boolean> {
      const rows = await tx
        .update(bookings)
        .set({ status: 'expired', updatedAt: new Date(), calendarSequence: sql`${bookings.calendarSequence} + 1` })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')))
        .returning({ mentorId: bookings.mentorId });
      return keptFiguresFollow(tx, rows);
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertDocument(values: typeof mentorshipDocuments.$inferInsert): Promise<string> {
      const [row] = await db.insert(mentorshipDocuments).values(values).returning({ id: mentorshipDocuments.id });
      return row!.id;
    },

    /** The storage keys of every document `ownerId` uploaded, for removing their files with their account. */
    async documentKeysOf(ownerId: string): Promise<string[]> {
      const rows = await db
        .select({ key: mentorshipDocuments.storageKey })
        .from(mentorshipDocuments)
        .where(eq(mentorshipDocuments.ownerId, ownerId));
      return rows.map((row) => row.key);
    },

    async findDocument(id: string) {
      const [row] = await db.select().from(mentorshipDocuments).where(eq(mentorshipDocuments.id, id)).limit(1);
      return row;
    },

    /** True when a job application carries this document as its resume (operators may read those). */
    async isDocumentOfApplication(documentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(eq(jobApplications.resumeDocumentId, documentId))
        .limit(1);
      return Boolean(row);
    },

    /** True when `userId` is the mentor of a booking or referral request that carries this document. */
    async isDocumentOfMentor(documentId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.mentorId, userId), or(eq(bookings.resumeDocumentId, documentId), eq(bookings.otherDocumentId, documentId))))
        .limit(1);
      if (row) return true;
      const [referral] = await db
        .select({ id: referralRequests.id })
        .from(referralRequests)
        .where(and(eq(referralRequests.mentorId, userId), eq(referralRequests.resumeDocumentId, documentId)))
        .limit(1);
      return Boolean(referral);
    },

    /**
     * Stores a review and refreshes the mentor's rating and review count from all their reviews, in one
     * transaction. Answers false when the booking already has a review (the primary key).
     */
    async insertReview(values: typeof bookingReviews.$inferInsert): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(bookingReviews)
          .values(values)
          .onConflictDoNothing({ target: bookingReviews.bookingId })
          .returning({ id: bookingReviews.bookingId });
        if (inserted.length === 0) return false;
        await refreshMentorRating(tx, values.mentorId);
        return true;
      });
    },
  };
}

export type MentorsRepository = ReturnType<typeof createMentorsRepository>;
