import { eq, sql, type SQL } from 'drizzle-orm';
import { RESPONSIVENESS } from '../../../shared/contracts/careers.constants.js';
import type { EmployerResponsiveness } from '../../../shared/contracts/careers.js';
import type { Db, Tx } from '../../db/client.js';
import { employerResponsiveness, jobs } from '../../db/schema/index.js';
import { registerPeriodicBatches, type JobQueue } from '../../platform/jobs.js';

/**
 * Employer responsiveness (issue 37), computed in SQL from the applications' own events (applied, first and last
 * status change, withdrawn) into `employer_responsiveness`, which every job list and page joins. One statement
 * computes one company (after a write to its applications, in that write's transaction) or all of them (the
 * periodic job: the windows and "still pending after 14 days" move with the clock).
 *
 * For each company, over the applications sent in the last 30 days (90 when fewer than 10 were sent in 30):
 * - an application is judged once it was answered (moved past "pending") or has waited 14 days; waiting stops at an
 *   answer, at a withdrawal, or goes on until now;
 * - reply rate: the judged ones answered within 14 days of applying, in percent of the judged;
 * - median: days from applying to the first status change over the answered ones;
 * - "Slow to reply" when that median exceeds 21 days, or when more than half of the judged waited over 21 days for
 *   an answer (then the true median is over 21 days, answered or not);
 * - "New on Campus" under 10 applications in the window, or none judged yet;
 * - "Actively reviewing": any application of the company moved in the last 14 days, whenever it was sent.
 */

type Executor = Db | Tx;

const R = RESPONSIVENESS;
const DAY_SECONDS = 86_400;
/** The rule's numbers written into the statement itself: as parameters, PostgreSQL would type a `case` of them as text. */
const n = (value: number) => sql.raw(String(value));

/** Companies computed by one statement of a full refresh: 502 at once outlasted the 1.5 s statement limit at scale. */
const REFRESH_BATCH = 50;

/** The statement computing the companies `ofCompany` selects (a condition on a company_name column). */
function refreshStatement(ofCompany: (column: SQL) => SQL): SQL {
  return sql`
    insert into "employer_responsiveness"
      ("company_name", "state", "window_days", "applications", "reply_rate", "median_days", "median_exact", "actively_reviewing", "refreshed_at")
    with "companies" as (
      select distinct "company_name" from "jobs" where ${ofCompany(sql`"jobs"."company_name"`)}
    ), "recent" as (
      select "j"."company_name", "a"."applied_at", "a"."first_status_change_at" is not null as "answered",
        extract(epoch from coalesce("a"."first_status_change_at", "a"."withdrawn_at", now()) - "a"."applied_at")::float8 / ${n(DAY_SECONDS)}
          as "waited"
      from "job_applications" "a" join "jobs" "j" on "j"."id" = "a"."job_id"
      where "a"."applied_at" > now() - make_interval(days => ${n(R.wideWindowDays)}) and ${ofCompany(sql`"j"."company_name"`)}
    ), "windows" as (
      select "c"."company_name",
        case when count("r"."applied_at") filter (where "r"."applied_at" > now() - make_interval(days => ${n(R.windowDays)})) >= ${n(R.minApplications)}
          then ${n(R.windowDays)} else ${n(R.wideWindowDays)} end as "window_days"
      from "companies" "c" left join "recent" "r" on "r"."company_name" = "c"."company_name"
      group by "c"."company_name"
    ), "counted" as (
      select "w"."company_name", "w"."window_days",
        count("r"."applied_at")::int as "applications",
        count(*) filter (where "r"."answered" or "r"."waited" >= ${n(R.replyWithinDays)})::int as "judged",
        count(*) filter (where "r"."answered" and "r"."waited" <= ${n(R.replyWithinDays)})::int as "replied",
        count(*) filter (where "r"."waited" > ${n(R.slowAfterDays)})::int as "late",
        percentile_cont(0.5) within group (order by "r"."waited") filter (where "r"."answered") as "median"
      from "windows" "w"
      left join "recent" "r" on "r"."company_name" = "w"."company_name" and "r"."applied_at" > now() - make_interval(days => "w"."window_days")
      group by "w"."company_name", "w"."window_days"
    ), "stated" as (
      select *,
        case
          when "applications" < ${n(R.minApplications)} or "judged" = 0 then 'new'
          when "late" * 2 > "judged" or "median" > ${n(R.slowAfterDays)} then 'slow'
          else 'rated'
        end as "state"
      from "counted"
    )
    select "s"."company_name", "s"."state"::"employer_responsiveness_state", "s"."window_days", "s"."applications",
      case when "s"."state" = 'rated' then round(100.0 * "s"."replied" / "s"."judged")::int end,
      case when "s"."state" = 'rated' and "s"."median" is not null then greatest(1, ceil("s"."median"))::int end,
      "s"."median",
      exists (
        select 1 from "job_applications" "m" join "jobs" "mj" on "mj"."id" = "m"."job_id"
        where "mj"."company_name" = "s"."company_name" and "m"."last_status_change_at" > now() - make_interval(days => ${n(R.activeWithinDays)})
      ),
      now()
    from "stated" "s"
    on conflict ("company_name") do update set
      "state" = excluded."state", "window_days" = excluded."window_days", "applications" = excluded."applications",
      "reply_rate" = excluded."reply_rate", "median_days" = excluded."median_days", "median_exact" = excluded."median_exact",
      "actively_reviewing" = excluded."actively_reviewing", "refreshed_at" = excluded."refreshed_at"`;
}

/** Computes the figures of one company again, in the caller's transaction (after a write to its applications). */
export async function refreshCompany(executor: Executor, companyName: string): Promise<void> {
  await executor.execute(refreshStatement((column) => sql`${column} = ${companyName}`));
}

/**
 * One batch of a full refresh: the `batch` companies after `after` (from the first when null), by name; answers the
 * last of them when more may follow. After the last batch (null), drops the rows of companies that no longer have a job.
 */
async function refreshBatch(executor: Executor, after: string | null, batch: number): Promise<string | null> {
  const from = (column: SQL) => (after === null ? sql`true` : sql`${column} > ${after}`);
  const result = (await executor.execute(
    sql`select distinct "company_name" as "name" from "jobs" where ${from(sql`"company_name"`)} order by 1 offset ${batch - 1} limit 1`,
  )) as unknown as { rows: { name: string }[] };
  const last = result.rows[0]?.name;
  await executor.execute(refreshStatement((column) => (last === undefined ? from(column) : sql`${from(column)} and ${column} <= ${last}`)));
  if (last !== undefined) return last;
  await executor.execute(
    sql`delete from "employer_responsiveness" "e" where not exists (select 1 from "jobs" "j" where "j"."company_name" = "e"."company_name")`,
  );
  return null;
}

/** Computes every company's figures again, `batch` companies a statement (see refreshBatch). */
export async function refreshAllCompanies(executor: Executor, batch = REFRESH_BATCH): Promise<void> {
  let after: string | null = null;
  do after = await refreshBatch(executor, after, batch);
  while (after !== null);
}

export const RESPONSIVENESS_JOB = 'careers.responsiveness-refresh';

/** Every company's figures again every few minutes, on the queue, a batch a job; answers the start to call once it runs. */
export function registerResponsivenessRefresh(jobs: JobQueue): (db: Db) => Promise<void> {
  return registerPeriodicBatches(jobs, RESPONSIVENESS_JOB, R.refreshMinutes * 60_000, (tx, after) =>
    refreshBatch(tx, after, REFRESH_BATCH),
  );
}

/** The kept figures as a job row carries them; a company without a row yet has no applications: "New on Campus". */
export const employerColumns = {
  employerState: sql<EmployerResponsiveness['state']>`coalesce(${employerResponsiveness.state}, 'new')`,
  employerWindowDays: sql<number>`coalesce(${employerResponsiveness.windowDays}, ${n(R.wideWindowDays)})::int`,
  employerApplications: sql<number>`coalesce(${employerResponsiveness.applications}, 0)::int`,
  employerReplyRate: employerResponsiveness.replyRate,
  employerMedianDays: employerResponsiveness.medianDays,
  employerActivelyReviewing: sql<boolean>`coalesce(${employerResponsiveness.activelyReviewing}, false)`,
};

export interface EmployerColumns {
  employerState: EmployerResponsiveness['state'];
  employerWindowDays: number;
  employerApplications: number;
  employerReplyRate: number | null;
  employerMedianDays: number | null;
  employerActivelyReviewing: boolean;
}

/** The join every job read makes to bring its company's figures. */
export const employerJoin = eq(employerResponsiveness.companyName, jobs.companyName);

export const toEmployer = (row: EmployerColumns): EmployerResponsiveness => ({
  state: row.employerState,
  windowDays: row.employerWindowDays,
  applications: row.employerApplications,
  replyRate: row.employerReplyRate,
  medianDays: row.employerMedianDays,
  activelyReviewing: row.employerActivelyReviewing,
});

/**
 * "Responsive employers" first: rated by reply rate then speed, then the new, then the slow. The ranks are the
 * job's copy of its company's (drizzle/0044's employer_ranks, kept by triggers), each descending and never null (a
 * keyset cursor carries them, db/keyset.ts): no reply rate ranks below 0%, and the median in days, negated so the
 * soonest ranks highest, below every known one when there is none. jobs_status_responsive_idx serves the order.
 */
export const responsiveRanks: SQL[] = [sql`${jobs.employerStateRank}`, sql`${jobs.employerReplyRank}`, sql`${jobs.employerSpeedRank}`];

/**
 * The "Responsive employers" filter: rated (not slow, not new) and replying to at least RESPONSIVE_MIN_REPLY_RATE % of
 * the applicants; the job's kept flag (drizzle/0045), whose open ones row_counts counts.
 */
export const isResponsiveEmployer = sql`${jobs.employerResponsive}`;
