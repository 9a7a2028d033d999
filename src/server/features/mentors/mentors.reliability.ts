import { sql, type SQL } from 'drizzle-orm';
import {
  ANSWER_WITHIN_HOURS,
  NEW_MENTOR_REQUESTS,
  REQUEST_FALLBACK_DAYS,
  REQUEST_WINDOW_DAYS,
  REQUEST_WINDOW_MIN,
  SESSION_WINDOW_DAYS,
  formatIst,
  type Reliability,
  type ReliabilityLower,
} from '../../../shared/contracts/mentors.js';
import type { Db, Tx } from '../../db/client.js';
import { mentorProfiles } from '../../db/schema/index.js';
import { registerPeriodicBatches, type JobQueue } from '../../platform/jobs.js';

/**
 * A mentor's reliability (issue 37.1), computed in SQL from the bookings' own records: answered_at for the requests,
 * attendance_outcome and late_cancellation for the sessions (`reliabilityOf`, which reads a mentor's latest 90 days
 * through bookings_mentor_created_idx and bookings_mentor_idx). It is kept in mentor_reliability, computed again for
 * every mentor by a job on the queue every RELIABILITY_REFRESH_MINUTES (the windows move with the clock: a request
 * counts once 24 hours old). Every screen reads the kept row, so a figure is the same wherever it shows; a list sorted
 * by the figures joins 5,000 kept rows by key, where computing them took 1.5 s.
 */

const hours = (count: number) => sql.raw(`interval '${count} hours'`);
const days = (count: number) => sql.raw(`interval '${count} days'`);

/**
 * The requests of `mentorId` that count, with how each was answered. A request counts once it is answered or
 * 24 hours old; one the student withdrew before the mentor answered and before 24 hours does not. The window: the
 * last 30 days when 10 or more requests counted there, else the latest 10 within 90 days.
 */
function countedRequests(mentorId: SQL): SQL {
  return sql`(select "w".* from (
      select "q".*,
        count(*) filter (where "q"."created_at" >= now() - ${days(REQUEST_WINDOW_DAYS)}) over () as "in_window",
        row_number() over (order by "q"."created_at" desc, "q"."id") as "recency"
      from (
        select "b"."id", "b"."student_id", "b"."scheduled_at", "b"."status", "b"."created_at",
          extract(epoch from "b"."answered_at" - "b"."created_at") as "answer_seconds",
          coalesce("b"."answered_at" <= "b"."created_at" + ${hours(ANSWER_WITHIN_HOURS)}, false) as "answered_in_time"
        from "bookings" "b"
        where "b"."mentor_id" = ${mentorId} and "b"."created_at" >= now() - ${days(REQUEST_FALLBACK_DAYS)}
          and ("b"."answered_at" is not null or "b"."created_at" <= now() - ${hours(ANSWER_WITHIN_HOURS)})
          and not ("b"."status" = 'cancelled' and "b"."answered_at" is null and "b"."cancelled_by" = "b"."student_id"
            and "b"."updated_at" < "b"."created_at" + ${hours(ANSWER_WITHIN_HOURS)})
      ) "q"
    ) "w"
    where ("w"."in_window" >= ${REQUEST_WINDOW_MIN} and "w"."created_at" >= now() - ${days(REQUEST_WINDOW_DAYS)})
      or ("w"."in_window" < ${REQUEST_WINDOW_MIN} and "w"."recency" <= ${REQUEST_WINDOW_MIN}))`;
}

/**
 * The accepted sessions of `mentorId` that started in the last 90 days, with what became of each: held, missed by
 * the mentor, not held, or cancelled by the mentor less than 3 hours before (late_cancellation). A student's no-show
 * and sessions without an outcome yet are left out.
 */
function countedSessions(mentorId: SQL): SQL {
  return sql`(select "s"."id", "s"."student_id", "s"."scheduled_at",
      "s"."attendance_outcome" = 'held' as "held",
      "s"."attendance_outcome" in ('mentor_no_show', 'both_no_show') as "mentor_no_show",
      ("s"."status" = 'cancelled' and "s"."late_cancellation" and "s"."cancelled_by" = "s"."mentor_id") as "late_cancellation"
    from "bookings" "s"
    where "s"."mentor_id" = ${mentorId} and "s"."scheduled_at" >= now() - ${days(SESSION_WINDOW_DAYS)} and "s"."scheduled_at" < now()
      and ("s"."attendance_outcome" in ('held', 'mentor_no_show', 'both_no_show', 'not_held')
        or ("s"."status" = 'cancelled' and "s"."late_cancellation" and "s"."cancelled_by" = "s"."mentor_id")))`;
}

/**
 * One row of figures for `mentorId`, computed, to join laterally (`... join lateral ${reliabilityOf(id)} "rel" on true`):
 * requests, answered_in_time, response_rate, median_minutes, window_30 (true: the 30-day window), sessions_counted,
 * sessions_held, completion_rate, mentor_no_shows, late_cancellations, is_new. The rates are null for a new mentor.
 */
function reliabilityOf(mentorId: SQL): SQL {
  return sql`(select "f".*, "f"."requests" < ${NEW_MENTOR_REQUESTS} as "is_new",
      case when "f"."requests" >= ${NEW_MENTOR_REQUESTS} then round(100.0 * "f"."answered_in_time" / "f"."requests")::int end as "response_rate",
      case when "f"."requests" >= ${NEW_MENTOR_REQUESTS} then "f"."median_minutes_all" end as "median_minutes",
      case when "f"."requests" >= ${NEW_MENTOR_REQUESTS} and "f"."sessions_counted" > 0
        then round(100.0 * "f"."sessions_held" / "f"."sessions_counted")::int end as "completion_rate"
    from (select "r".*, "s".* from
      (select count(*)::int as "requests", count(*) filter (where "c"."answered_in_time")::int as "answered_in_time",
          ceil(percentile_cont(0.5) within group (order by "c"."answer_seconds") / 60)::int as "median_minutes_all",
          coalesce(max("c"."in_window"), 0) >= ${REQUEST_WINDOW_MIN} as "window_30"
        from ${countedRequests(mentorId)} "c") "r",
      (select count(*)::int as "sessions_counted", count(*) filter (where "x"."held")::int as "sessions_held",
          count(*) filter (where "x"."mentor_no_show")::int as "mentor_no_shows",
          count(*) filter (where "x"."late_cancellation")::int as "late_cancellations"
        from ${countedSessions(mentorId)} "x") "s") "f")`;
}

/**
 * reliabilityOf's row for a mentor without figures ("New mentor"), with the same columns and types: what the lists
 * join instead when the figures are turned off (LIST_FIGURES=false), to measure what the figures cost.
 */
export const noReliability = sql`(select 0 as "requests", 0 as "answered_in_time", null::int as "median_minutes_all",
    false as "window_30", 0 as "sessions_counted", 0 as "sessions_held", 0 as "mentor_no_shows", 0 as "late_cancellations",
    true as "is_new", null::int as "response_rate", null::int as "median_minutes", null::int as "completion_rate")`;

export const RELIABILITY_REFRESH_MINUTES = 5;
export const RELIABILITY_JOB = 'mentors.reliability-refresh';
const KEPT_COLUMNS = [
  'requests',
  'answered_in_time',
  'median_minutes_all',
  'window_30',
  'sessions_counted',
  'sessions_held',
  'mentor_no_shows',
  'late_cancellations',
  'is_new',
  'response_rate',
  'median_minutes',
  'completion_rate',
] as const;

/** Mentors computed by one statement of a full refresh: 5,000 at once outlasted the 1.5 s statement limit. */
const REFRESH_BATCH = 500;

/** Computes the kept figures of the mentors `which` selects (a condition on "mp"."user_id"). */
function refreshWhere(executor: Db | Tx, which: SQL) {
  const list = (format: (column: string) => string) => sql.raw(KEPT_COLUMNS.map(format).join(', '));
  return executor.execute(sql`insert into "mentor_reliability" ("mentor_id", ${list((c) => `"${c}"`)}, "refreshed_at")
    select "mp"."user_id", ${list((c) => `"rel"."${c}"`)}, now()
    from "mentor_profiles" "mp" cross join lateral ${reliabilityOf(sql`"mp"."user_id"`)} "rel"
    where ${which}
    on conflict ("mentor_id") do update set ${list((c) => `"${c}" = excluded."${c}"`)}, "refreshed_at" = excluded."refreshed_at"`);
}

/**
 * One batch of a full refresh: the `batch` mentors after `after` (from the first when null), in id order; answers the
 * last of them when more may follow, null after the last batch.
 */
async function refreshBatch(executor: Db | Tx, after: string | null, batch: number): Promise<string | null> {
  const from = after === null ? sql`true` : sql`"mp"."user_id" > ${after}::uuid`;
  const result = (await executor.execute(
    sql`select "mp"."user_id" as "id" from "mentor_profiles" "mp" where ${from} order by "mp"."user_id" offset ${batch - 1} limit 1`,
  )) as unknown as { rows: { id: string }[] };
  const last = result.rows[0]?.id;
  await refreshWhere(executor, last === undefined ? from : sql`${from} and "mp"."user_id" <= ${last}::uuid`);
  return last ?? null;
}

/** Computes the kept figures again: only `mentorId`'s, or every mentor's, `batch` mentors a statement. */
export async function refreshReliability(
  executor: Db | Tx,
  { mentorId, batch = REFRESH_BATCH }: { mentorId?: string; batch?: number } = {},
): Promise<void> {
  if (mentorId !== undefined) {
    await refreshWhere(executor, sql`"mp"."user_id" = ${mentorId}::uuid`);
    return;
  }
  let after: string | null = null;
  do after = await refreshBatch(executor, after, batch);
  while (after !== null);
}

/** Every mentor's figures again every few minutes, on the queue, a batch a job; answers the start to call once it runs. */
export function registerReliabilityRefresh(jobs: JobQueue): (db: Db) => Promise<void> {
  return registerPeriodicBatches(jobs, RELIABILITY_JOB, RELIABILITY_REFRESH_MINUTES * 60_000, (tx, after) =>
    refreshBatch(tx, after, REFRESH_BATCH),
  );
}

/**
 * The kept row of `mentorId`, always one row (all null before the first refresh: a new mentor), to join laterally
 * like reliabilityOf: `... join lateral ${keptReliabilityOf(id)} "rel" on true`.
 */
export function keptReliabilityOf(mentorId: SQL): SQL {
  return sql`(select "k".* from (select 1) "one" left join "mentor_reliability" "k" on "k"."mentor_id" = ${mentorId})`;
}

/** The figures as reliabilityOf's row holds them, whichever driver read it (json or columns, numbers or text). */
export function toReliability(value: unknown): Reliability {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
  // A mentor without a kept row yet reads as an all-null row: a new mentor.
  const row = parsed?.['is_new'] === null || parsed?.['is_new'] === undefined ? null : parsed;
  const count = (key: string) => Number(row?.[key] ?? 0);
  const maybe = (key: string) => (row?.[key] === null || row?.[key] === undefined ? null : Number(row[key]));
  return {
    isNew: row ? Boolean(row['is_new']) : true,
    window: row?.['window_30'] ? 'last30Days' : 'latest10In90Days',
    requests: count('requests'),
    answeredInTime: count('answered_in_time'),
    responseRate: maybe('response_rate'),
    medianAnswerMinutes: maybe('median_minutes'),
    sessionsCounted: count('sessions_counted'),
    sessionsHeld: count('sessions_held'),
    completionRate: maybe('completion_rate'),
    mentorNoShows: count('mentor_no_shows'),
    lateCancellations: count('late_cancellations'),
  };
}

/** The lateral figures of the list, as a json value to select (`"rel"` is the lateral's alias). */
export const reliabilityJson = sql<unknown>`to_json("rel")`;

/**
 * The list's orders, read off the mentor's profile, which carries the kept figures its sorts need (drizzle/0046, with
 * mentor_profiles_quick_idx and mentor_profiles_sessions_idx in the same order). "Answers quickly": mentors who answer
 * at least QUICK_ANSWER_RATE % within 24 hours first, each group by the median time to answer (a fast median over the
 * few requests a mostly silent mentor answered must not put them on top); new mentors last. "Most sessions held": by
 * held sessions.
 */
export const reliabilityOrder = {
  answersQuickly: [
    sql`${mentorProfiles.figuresQuick} desc`,
    sql`${mentorProfiles.figuresMedianMinutes} asc nulls last`,
    sql`${mentorProfiles.figuresResponseRate} desc nulls last`,
  ],
  mostSessions: [sql`${mentorProfiles.figuresSessionsHeld} desc`, sql`${mentorProfiles.figuresCompletionRate} desc nulls last`],
} as const;

/** The "Answers quickly" filter: mentors with figures who answer at least QUICK_ANSWER_RATE % within 24 hours. */
export const answersQuicklyCondition = sql`${mentorProfiles.figuresQuick}`;

/**
 * The signed-in mentor's own figures and what lowered them, in one statement: the counted requests not answered
 * within 24 hours (expired ones said so) and the counted sessions missed or cancelled late, latest first.
 */
export async function ownReliability(db: Db, mentorId: string): Promise<{ reliability: Reliability; lowered: ReliabilityLower[] }> {
  const id = sql`${mentorId}::uuid`;
  const studentName = (alias: string) =>
    sql.raw(`coalesce(nullif(trim(concat_ws(' ', "p"."first_name", "p"."last_name")), ''), "u"."username", split_part("u"."email", '@', 1))
      from "users" "u" left join "profiles" "p" on "p"."user_id" = "u"."id" where "u"."id" = ${alias}."student_id"`);
  const result = await db.execute(
    sql`select (select to_json("rel") from ${keptReliabilityOf(id)} "rel") as "figures",
      (select coalesce(json_agg("l" order by "l"."at" desc), '[]'::json) from (
        select "c"."id" as "booking_id", case when "c"."status" = 'expired' then 'expired'
            when "c"."answer_seconds" is null then 'unanswered' else 'answeredLate' end as "kind",
          "c"."created_at" as "at", "c"."scheduled_at", floor("c"."answer_seconds" / 3600)::int as "answer_hours",
          (select ${studentName('"c"')}) as "student_name"
        from ${countedRequests(id)} "c" where not "c"."answered_in_time"
        union all
        select "x"."id", case when "x"."mentor_no_show" then 'mentorNoShow' else 'lateCancellation' end,
          "x"."scheduled_at", "x"."scheduled_at", null, (select ${studentName('"x"')})
        from ${countedSessions(id)} "x" where "x"."mentor_no_show" or "x"."late_cancellation") "l") as "lowered"`,
  );
  const row = (result as unknown as { rows: { figures: unknown; lowered: unknown }[] }).rows[0];
  const lowered = ((typeof row?.lowered === 'string' ? JSON.parse(row.lowered) : row?.lowered) ?? []) as {
    booking_id: string;
    kind: ReliabilityLower['kind'];
    at: string;
    scheduled_at: string;
    answer_hours: number | null;
    student_name: string;
  }[];
  return {
    reliability: toReliability(row?.figures),
    lowered: lowered.map((item) => ({
      bookingId: item.booking_id,
      kind: item.kind,
      studentName: item.student_name,
      at: new Date(item.at).toISOString(),
      scheduledTimeIst: formatIst(new Date(item.scheduled_at)),
      answerHours: item.answer_hours === null ? null : Number(item.answer_hours),
    })),
  };
}
