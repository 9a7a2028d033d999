import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, JobListView, JobStatus, JobType } from '../../../shared/contracts/careers.js';
import { NO_REPLY_AFTER_DAYS } from '../../../shared/contracts/careers.constants.js';
import type { Db, Tx } from '../../db/client.js';
import { employerResponsiveness, jobApplications, jobs, mentorshipDocuments, profiles, savedJobs, users } from '../../db/schema/index.js';
import { employerColumns, employerJoin, isResponsiveEmployer, refreshCompany, responsiveRanks } from './careers.responsiveness.js';
import { STORED_IMAGE } from './careers.logo.js';
import { documentMatches, expandSearch, matchQuery, searchScore, type ExpandedSearch } from '../../db/search.js';
import { cursorColumns, keysetAfter, keysetOrderBy, keysetPage, KEYSET_START, requireCursorOf, type KeysetOrder } from '../../db/keyset.js';
import type { CursorKey } from '../../../shared/contracts/common.js';

type Executor = Db | Tx;
export type JobInsert = typeof jobs.$inferInsert;

export interface JobFilters {
  /** Lower-cased search words; every word must be close to a word of the title, company, skills text or location. */
  terms?: string[];
  jobTypes?: JobType[];
  /** Lower-cased; a job matches any of them. */
  locations?: string[];
  remote?: boolean;
  /** Rupees per month. */
  minPay?: number;
  maxPay?: number;
  maxDurationMonths?: number;
  postedWithinDays?: number;
  status: JobStatus | 'all';
  /** Only employers who reply to at least half of their applicants ("Responsive employers"). */
  responsiveOnly?: boolean;
  /** Employers that reply most and soonest first (before relevance and recency). */
  responsiveFirst?: boolean;
}

export interface Page {
  limit: number;
  offset: number;
  /** Where the previous page ended: the page starts after it (and `offset` is not read). */
  cursor?: CursorKey | undefined;
}

/**
 * Every list of jobs ends newest first, the id breaking ties (the order of jobs_status_created_idx); a sort, a
 * search or a profile ranks before that.
 */
const rankedBy = (...ranks: SQL[]): KeysetOrder => ({ ranks, time: jobs.createdAt, id: jobs.id });
const newestFirst = rankedBy();
/** The index is built NULLS FIRST (the columns are never null): the same placement lets the planner walk it. */
const orderOf = (order: KeysetOrder) => keysetOrderBy(order, 'first');
/** A prepared newest-first page's start: its cursor's parameters. */
const preparedAfter = keysetAfter(newestFirst, { r: [], t: sql.placeholder('afterAt'), id: sql.placeholder('afterId') });
/** The parameters of preparedAfter for a page: after the cursor, or from the top. */
const preparedStart = (page: Page) => {
  const after = page.cursor ? requireCursorOf(newestFirst, page.cursor) : KEYSET_START;
  return { afterAt: after.t, afterId: after.id, limit: page.limit + 1, offset: page.cursor ? 0 : page.offset };
};
/** The rows of a page after its cursor (the whole filter when none). */
const afterCursor = (where: SQL | undefined, order: KeysetOrder, page: Page) =>
  page.cursor ? and(where, keysetAfter(order, page.cursor)) : where;

/**
 * How many jobs are open, without counting them: the number whose status is open, kept with every write
 * (drizzle/0027_kept_counts.sql), less those among them whose closing time has passed (a few, off
 * jobs_status_closes_idx).
 */
const keptOpenTotal = (counter: string, also: SQL = sql`true`) =>
  sql<number>`((select "n" from "row_counts" where "name" = ${counter}) - (select count(*) from "jobs" where "jobs"."status" = 'open' and "jobs"."closes_at" <= now() and ${also}))::int`;
const openTotal = keptOpenTotal('jobs_open_status');
/** The same for the open jobs of "Responsive employers" (drizzle/0045). */
const openResponsiveTotal = keptOpenTotal('jobs_open_responsive', isResponsiveEmployer);

/** Open means: not closed by an operator, and its closing date (if any) is still ahead. */
const isOpen = sql`(${jobs.status} = 'open' and (${jobs.closesAt} is null or ${jobs.closesAt} > now()))`;
const isClosed = sql`(${jobs.status} = 'closed' or ${jobs.closesAt} <= now())`;
const effectiveStatus = sql<JobStatus>`case when ${isOpen} then 'open' else 'closed' end`;
/*
 * Correlated subqueries name their tables explicitly: drizzle leaves columns unqualified in single-table
 * queries, where an inner "id" would mean the inner table's id.
 */
const applicationCount = sql<number>`(select count(*)::int from "job_applications" "a" where "a"."job_id" = "jobs"."id" and "a"."withdrawn_at" is null)`;
/** An application the student has not withdrawn. */
const isLive = sql`${jobApplications.withdrawnAt} is null`;

/** The stored logo, except that an image stored inline reads as a marker: lists never carry its bytes. */
const logoColumn = sql<string | null>`case when left(${jobs.logoUrl}, 5) = ${STORED_IMAGE} then ${STORED_IMAGE} else ${jobs.logoUrl} end`;

/** Pay per month in rupees: the stipend, or a twelfth of the annual salary. */
const monthlyPayHigh = sql`coalesce(${jobs.stipendAmount}, coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) / 12)`;
const monthlyPayLow = sql`coalesce(${jobs.stipendAmount}, coalesce(${jobs.salaryMin}, ${jobs.salaryMax}) / 12)`;

const lowerTitle = sql`lower(${jobs.title})`;
const lowerLocation = sql`lower(${jobs.location})`;

/*
 * How close a search word must be to a word of the text (`<%`): 0.5, set on every database connection
 * (db/client.ts). pg_trgm's default of 0.6 misses one-letter slips in short words ("Nimbos", "Hyderbad"); 0.5
 * finds them without flooding results.
 */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The job's search document: title and company (A), skills text (B), location (C). */
const jobDoc = sql`"jobs"."search_doc"`;
const JOB_WEIGHTS = { A: 1, B: 0.8, C: 0.7 };

/**
 * Relevance of a search: for every word, the closeness of the closest dictionary word the job holds, weighted by
 * where it holds it, plus a bonus when the title holds the whole phrase.
 */
function searchRank(search: ExpandedSearch): SQL<number> {
  const phrase = search.terms.map((entry) => entry.term).join(' ');
  return sql<number>`(${searchScore(jobDoc, search, JOB_WEIGHTS)} + case when ${lowerTitle} like ${likePattern(phrase)} then 1 else 0 end)`;
}

/**
 * For You: a profile term counts twice when the title holds it, once when the skills text does; a term of several
 * words ("web development") needs each of them there. A word stands for the dictionary's words close to it, as in a
 * search (db/search.ts: "kubernetis" for "kubernetes"), so the jobs and their parts are read off the job document's
 * GIN index. Comparing a term with every job's texts by word similarity cost 20 µs a job and term: 0.5 s for one
 * term over the scale data's 20,000 jobs. A word of one or two letters ("Go", "UI", "ML") is close to too many
 * words ("good", "guide") to say anything: it stands for itself, and such a term counts in titles only.
 */
const SHORT_TERM_LENGTH = 2;

/** Each term's query for the title and for the skills text (null: titles only); terms no job can hold are left out. */
async function interestQueries(db: Db, terms: string[]): Promise<{ title: string; skills: string | null }[]> {
  const wordsOf = (term: string) => term.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  const long = [...new Set(terms.flatMap(wordsOf).filter((word) => word.length > SHORT_TERM_LENGTH))];
  const expanded = long.length > 0 ? await expandSearch(db, { source: 'jobs', terms: long }) : { terms: [], matchable: true };
  const near = new Map(expanded.terms.map((entry) => [entry.term, entry]));
  const queries: { title: string; skills: string | null }[] = [];
  for (const term of terms) {
    const words = wordsOf(term);
    const entries = words.map((word) => (word.length > SHORT_TERM_LENGTH ? near.get(word) : { term: word, words: [word], closeness: [1] }));
    if (words.length === 0 || entries.some((entry) => !entry || entry.words.length === 0)) continue;
    const search: ExpandedSearch = { terms: entries as ExpandedSearch['terms'], matchable: true };
    queries.push({ title: matchQuery(search, 'A'), skills: term.length <= SHORT_TERM_LENGTH ? null : matchQuery(search, 'B') });
  }
  return queries;
}

/** A job's For You points: 2 a term its title holds, 1 a term its skills text holds, read off the job's document. */
function interestPoints(queries: { title: string; skills: string | null }[]): SQL {
  const points = queries.flatMap(({ title, skills }) => [
    sql`case when ${jobDoc} @@ ${title}::tsquery then 2 else 0 end`,
    ...(skills ? [sql`case when ${jobDoc} @@ ${skills}::tsquery then 1 else 0 end`] : []),
  ]);
  return sql`(${sql.join(points, sql` + `)})`;
}

/** For You's keyset order: the page's points ("p"."rank", from interestPage), then newest, then the id. */
const interestOrder = rankedBy(sql`"p"."rank"`);

/**
 * The ids of a For You page (one row more than asked, for the next cursor), in its order: open jobs by points, then
 * newest. The jobs holding a term come first (read off the document index, ranked narrow); the rest (0 points) follow
 * newest first off jobs_status_created_idx, and each side reads no further than the page's end past its cursor.
 * Ranking every open job whole (every column, 19,000 rows at scale) sorted 25 MB on disk for each request.
 */
function interestPage(queries: { title: string; skills: string | null }[], page: Page): SQL {
  const cursor = page.cursor ? requireCursorOf(interestOrder, page.cursor) : undefined;
  const offset = cursor ? 0 : page.offset;
  const end = offset + page.limit + 1;
  const any = queries.map(({ title, skills }) => `(${title})${skills ? ` | (${skills})` : ''}`).join(' | ');
  // After a cursor among the matches, the matches past it and every other job; after one among the rest, the rest past it.
  const matchedAfter = cursor
    ? sql`and ("rank"::float8, "created_at", "id") < (${cursor.r[0]}::float8, ${cursor.t}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const restAfter =
    cursor && cursor.r[0]! <= 0 ? sql`and ("jobs"."created_at", "jobs"."id") < (${cursor.t}::timestamptz, ${cursor.id}::uuid)` : sql``;
  return sql`(with "matched" as materialized (
      select "id", "rank", "created_at" from (
        select "jobs"."id", ${interestPoints(queries)} as "rank", "jobs"."created_at" from "jobs"
         where ${jobDoc} @@ ${any}::tsquery and ${isOpen}
      ) "s" where "rank" > 0
    ),
    "picked" as (
      (select "id", "rank", "created_at" from "matched" where true ${matchedAfter}
        order by "rank" desc, "created_at" desc, "id" desc limit ${end})
      union all
      (select "jobs"."id", 0, "jobs"."created_at" from "jobs"
        where ${isOpen} and "jobs"."id" not in (select "m"."id" from "matched" "m") ${restAfter}
        order by "jobs"."created_at" desc, "jobs"."id" desc limit ${end})
    )
    select "id", "rank" from "picked" order by "rank" desc, "created_at" desc, "id" desc limit ${page.limit + 1} offset ${offset})`;
}

function filterConditions(filters: JobFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status === 'open') conditions.push(isOpen);
  if (filters.status === 'closed') conditions.push(isClosed);
  if (filters.jobTypes && filters.jobTypes.length > 0) conditions.push(inArray(jobs.jobType, filters.jobTypes));
  if (filters.locations && filters.locations.length > 0) {
    const byPlace = filters.locations.map((place) => sql`(${lowerLocation} like ${likePattern(place)} or ${place} <% ${lowerLocation})`);
    conditions.push(sql`(${sql.join(byPlace, sql` or `)})`);
  }
  if (filters.remote !== undefined) conditions.push(eq(jobs.isRemote, filters.remote));
  if (filters.minPay !== undefined) conditions.push(sql`${monthlyPayHigh} >= ${filters.minPay}`);
  if (filters.maxPay !== undefined) conditions.push(sql`${monthlyPayLow} <= ${filters.maxPay}`);
  if (filters.maxDurationMonths !== undefined) conditions.push(lte(jobs.durationMonths, filters.maxDurationMonths));
  if (filters.postedWithinDays !== undefined) {
    conditions.push(gte(jobs.createdAt, sql`now() - make_interval(days => ${filters.postedWithinDays}::int)`));
  }
  if (filters.responsiveOnly) conditions.push(isResponsiveEmployer);
  return conditions;
}

/** The columns of a job as a list card shows it; the reader's own flags are read apart (`viewerFlags`). */
const cardColumns = {
  id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  logo: logoColumn,
  jobType: jobs.jobType,
  location: jobs.location,
  isRemote: jobs.isRemote,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  stipendAmount: jobs.stipendAmount,
  durationMonths: jobs.durationMonths,
  jobRequirements: jobs.jobRequirements,
  skills: jobs.skills,
  hrName: jobs.hrName,
  hrPosition: jobs.hrPosition,
  closesAt: jobs.closesAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  status: effectiveStatus,
  applications: applicationCount,
  ...employerColumns,
};

/** A card plus the two rich texts (the details page, and lists unless asked for `view=card`). */
const fullColumns = { ...cardColumns, description: jobs.description, companyAbout: jobs.companyAbout };

/** Lists select the rich texts only when asked; the rows are typed as cards either way. */
const columnsFor = (view: JobListView): typeof cardColumns => (view === 'full' ? fullColumns : cardColumns);

const summarySelection = {
  id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  logo: logoColumn,
  updatedAt: jobs.updatedAt,
  jobType: jobs.jobType,
  location: jobs.location,
  isRemote: jobs.isRemote,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  stipendAmount: jobs.stipendAmount,
  durationMonths: jobs.durationMonths,
  closesAt: jobs.closesAt,
  status: effectiveStatus,
};

/** A user's applications with the job of each, newest first, and how many there are in all (one read). */
const applicationsQuery = (executor: Executor, where: SQL | undefined) =>
  executor
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      updatedAt: jobApplications.updatedAt,
      noReplyYet: sql<boolean>`(${jobApplications.status} = 'pending' and ${jobApplications.appliedAt} <= now() - make_interval(days => ${sql.raw(String(NO_REPLY_AFTER_DAYS))}))`,
      job: summarySelection,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(where)
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id));

/** Whether the reader applied to and saved the row's job: one indexed probe per table. */
const readerFlags = (userId: SQL | ReturnType<typeof sql.placeholder>) => ({
  applied: sql<boolean>`exists(select 1 from "job_applications" "a" where "a"."job_id" = "jobs"."id" and "a"."user_id" = ${userId} and "a"."withdrawn_at" is null)`,
  saved: sql<boolean>`exists(select 1 from "saved_jobs" "s" where "s"."job_id" = "jobs"."id" and "s"."user_id" = ${userId})`,
});

export type ReaderFlags = Map<string, { applied: boolean; saved: boolean }>;

/**
 * `figures: false` joins no employer responsiveness (every employer "New on Campus", and "Responsive employers" sorts
 * and filters nothing; LIST_FIGURES=false: only to measure what the figures cost).
 */
export function createCareersRepository(db: Db, { figures = true }: { figures?: boolean } = {}) {
  const employerOn = figures ? employerJoin : sql`false`;
  // The hot reads are prepared once: their SQL is built a single time, and PostgreSQL parses them once per connection.
  const findJobPrepared = db
    .select(fullColumns)
    .from(jobs)
    .leftJoin(employerResponsiveness, employerOn)
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('careers_find_job');
  const openPagePrepared = db
    .select({ ...fullColumns, ...cursorColumns(newestFirst) })
    .from(jobs)
    .leftJoin(employerResponsiveness, employerOn)
    .where(and(isOpen, preparedAfter))
    .orderBy(...orderOf(newestFirst))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('careers_open_page');
  const openCountPrepared = db
    .select({ total: openTotal })
    .from(sql`(select 1) as "one"`)
    .prepare('careers_open_count');
  /**
   * The plain open list's page with the open total and the reader's flags, for a page the cache does not hold:
   * one statement. The total is an uncorrelated subquery (computed once, off the open-jobs index); each row's
   * flags are two indexed probes. A page past the end has no row to carry the total, so it is counted apart.
   */
  const openPageForReaderPrepared = db
    .select({
      ...fullColumns,
      ...readerFlags(sql.placeholder('userId')),
      ...cursorColumns(newestFirst),
      total: openTotal,
    })
    .from(jobs)
    .leftJoin(employerResponsiveness, employerOn)
    .where(and(isOpen, preparedAfter))
    .orderBy(...orderOf(newestFirst))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('careers_open_page_reader');
  /** A job with the reader's flags, for a details page the cache does not hold: one statement. */
  const findJobForReaderPrepared = db
    .select({ ...fullColumns, ...readerFlags(sql.placeholder('userId')) })
    .from(jobs)
    .leftJoin(employerResponsiveness, employerOn)
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('careers_find_job_reader');
  /** The reader's applied and saved flags for a page of jobs: one indexed probe per job and table. */
  const flagsPrepared = db
    .select({
      id: sql<string>`"j"."id"`,
      applied: sql<boolean>`exists(select 1 from "job_applications" "a" where "a"."job_id" = "j"."id" and "a"."user_id" = ${sql.placeholder('userId')} and "a"."withdrawn_at" is null)`,
      saved: sql<boolean>`exists(select 1 from "saved_jobs" "s" where "s"."job_id" = "j"."id" and "s"."user_id" = ${sql.placeholder('userId')})`,
    })
    .from(sql`unnest(${sql.placeholder('ids')}::uuid[]) as "j"("id")`)
    .prepare('careers_viewer_flags');

  const applicationsPagePrepared = applicationsQuery(db, and(eq(jobApplications.userId, sql.placeholder('userId')), isLive))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('careers_user_applications');

  /** Every job the reader applied to or saved: a few rows per student, read off the user indexes. */
  const readerJobsPrepared = db
    .select({ jobId: jobApplications.jobId, kind: sql<'applied' | 'saved'>`'applied'` })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, sql.placeholder('userId')), isLive))
    .unionAll(
      db
        .select({ jobId: savedJobs.jobId, kind: sql<'applied' | 'saved'>`'saved'` })
        .from(savedJobs)
        .where(eq(savedJobs.userId, sql.placeholder('userId'))),
    )
    .prepare('careers_reader_jobs');

  async function findJob(id: string) {
    const [row] = await findJobPrepared.execute({ id });
    return row;
  }

  /** A page read in the order (an index's, for newest first), and the total counted beside it. */
  /** `keptTotal`: the filters ask for every open job, or every one of responsive employers (perhaps sorted): a kept total. */
  async function plainPage(
    executor: Executor,
    where: SQL | undefined,
    order: KeysetOrder,
    page: Page,
    view: JobListView,
    keptTotal?: SQL<number>,
  ) {
    const [rows, [count]] = await Promise.all([
      executor
        .select({ ...columnsFor(view), ...cursorColumns(order) })
        .from(jobs)
        .leftJoin(employerResponsiveness, employerOn)
        .where(afterCursor(where, order, page))
        .orderBy(...orderOf(order))
        .limit(page.limit + 1)
        .offset(page.cursor ? 0 : page.offset),
      keptTotal
        ? executor.select({ total: keptTotal }).from(sql`(select 1) as "one"`)
        : executor
            .select({ total: sql<number>`count(*)::int` })
            .from(jobs)
            .where(where),
    ]);
    return { ...keysetPage(rows, page.limit), total: count?.total ?? 0 };
  }

  /**
   * A page of a ranked list: ranking reads every match anyway, so the total comes from the same pass
   * (a window count) instead of a second search. Only a page past the end, or after a cursor (the window then
   * counts the rows after it), needs its own count.
   */
  async function rankedPage(
    executor: Executor,
    where: SQL | undefined,
    order: KeysetOrder,
    page: Page,
    view: JobListView,
    readerId?: string,
  ) {
    // Given a reader, their applied and saved flags come in the same statement (two indexed probes per row).
    const flagColumns = readerId ? readerFlags(sql`${readerId}::uuid`) : { applied: sql<boolean>`false`, saved: sql<boolean>`false` };
    const found = await executor
      .select({ ...columnsFor(view), ...cursorColumns(order), total: sql<number>`(count(*) over ())::int`, ...flagColumns })
      .from(jobs)
      .leftJoin(employerResponsiveness, employerOn)
      .where(afterCursor(where, order, page))
      .orderBy(...orderOf(order))
      .limit(page.limit + 1)
      .offset(page.cursor ? 0 : page.offset);
    const flags: ReaderFlags | undefined = readerId
      ? new Map(found.map((row) => [row.id, { applied: row.applied, saved: row.saved }]))
      : undefined;
    const { rows, nextCursor } = keysetPage(
      found.map(({ total: _total, applied: _applied, saved: _saved, ...row }) => row),
      page.limit,
    );
    if (found.length > 0 && !page.cursor) return { rows, total: found[0]!.total, flags, nextCursor };
    if (found.length === 0 && page.offset === 0 && !page.cursor) return { rows, total: 0, flags, nextCursor };
    const [count] = await executor
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .leftJoin(employerResponsiveness, employerOn)
      .where(where);
    return { rows, total: count?.total ?? 0, flags, nextCursor };
  }

  const isPlainOpenList = (filters: JobFilters) =>
    filters.status === 'open' &&
    !filters.terms?.length &&
    !filters.jobTypes?.length &&
    !filters.locations?.length &&
    filters.remote === undefined &&
    filters.minPay === undefined &&
    filters.maxPay === undefined &&
    filters.maxDurationMonths === undefined &&
    filters.postedWithinDays === undefined &&
    !filters.responsiveOnly &&
    !filters.responsiveFirst;

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Whether the filters ask for the plain open list (the listing's first screen, no filter). */
    isPlainOpenList,

    /**
     * The plain open list's page with the total and the reader's flags: one statement (a page past the end
     * counts apart).
     */
    async openJobsForReader(page: Page, readerId: string) {
      const found = await openPageForReaderPrepared.execute({ userId: readerId, ...preparedStart(page) });
      const flags: ReaderFlags = new Map(found.map((row) => [row.id, { applied: row.applied, saved: row.saved }]));
      const { rows, nextCursor } = keysetPage(
        found.map(({ applied: _applied, saved: _saved, total: _total, ...row }) => row),
        page.limit,
      );
      if (found.length > 0) return { rows, total: found[0]!.total, flags, nextCursor };
      const [count] = await openCountPrepared.execute();
      return { rows, total: count?.total ?? 0, flags, nextCursor };
    },

    /** Public rows (no reader flags) of a page of jobs, with the total. */
    /** Given a reader, a search brings the reader's flags in its statement (`flags`); other lists leave them out. */
    async listJobs(asked: JobFilters, page: Page, view: JobListView = 'full', readerId?: string) {
      const filters = figures ? asked : { ...asked, responsiveOnly: undefined, responsiveFirst: undefined };
      if (view === 'full' && isPlainOpenList(filters)) {
        // The listing's first screen: the commonest read of all, prepared, rich texts in the same statement.
        const [rows, [count]] = await Promise.all([openPagePrepared.execute(preparedStart(page)), openCountPrepared.execute()]);
        return { ...keysetPage(rows, page.limit), total: count?.total ?? 0, flags: undefined };
      }
      const sortRanks = filters.responsiveFirst ? responsiveRanks : [];
      const terms = filters.terms ?? [];
      if (terms.length > 0) {
        const search = await expandSearch(db, { source: 'jobs', terms });
        if (!search.matchable) return { rows: [], total: 0, flags: readerId ? new Map() : undefined, nextCursor: null };
        const where = and(documentMatches(jobDoc, search), ...filterConditions(filters));
        return rankedPage(db, where, rankedBy(...sortRanks, searchRank(search)), page, view, readerId);
      }
      const where = and(...filterConditions(filters));
      const everyOpen = isPlainOpenList({ ...filters, responsiveFirst: undefined, responsiveOnly: undefined });
      const keptTotal = everyOpen ? (filters.responsiveOnly ? openResponsiveTotal : openTotal) : undefined;
      return { ...(await plainPage(db, where, rankedBy(...sortRanks), page, view, keptTotal)), flags: undefined };
    },

    /** Open jobs, those closest to the given interest terms first, then the newest. */
    async listJobsByInterest(terms: string[], page: Page, view: JobListView = 'full') {
      const queries = terms.length > 0 ? await interestQueries(db, terms) : [];
      if (queries.length === 0) return plainPage(db, isOpen, newestFirst, page, view, openTotal);
      const [found, [count]] = await Promise.all([
        db
          .select({ ...columnsFor(view), ...cursorColumns(interestOrder) })
          .from(jobs)
          .innerJoin(sql`${interestPage(queries, page)} as "p"`, sql`"p"."id" = ${jobs.id}`)
          .leftJoin(employerResponsiveness, employerOn)
          .orderBy(...orderOf(interestOrder)),
        // Every open job is ranked, so the total is the kept count of open jobs.
        openCountPrepared.execute(),
      ]);
      return { ...keysetPage(found, page.limit), total: count?.total ?? 0 };
    },

    /** The ids of every job the reader applied to, and of every job they saved. */
    async readerJobs(userId: string): Promise<{ applied: Set<string>; saved: Set<string> }> {
      const rows = await readerJobsPrepared.execute({ userId });
      const sets = { applied: new Set<string>(), saved: new Set<string>() };
      for (const row of rows) sets[row.kind].add(row.jobId);
      return sets;
    },

    /** Whether the reader applied to and saved each of these jobs. */
    async viewerFlags(userId: string, jobIds: string[]): Promise<Map<string, { applied: boolean; saved: boolean }>> {
      if (jobIds.length === 0) return new Map();
      // PGlite hands a uuid[] parameter over as a PostgreSQL array literal.
      const rows = await flagsPrepared.execute({ userId, ids: `{${jobIds.join(',')}}` });
      return new Map(rows.map((row) => [row.id, { applied: row.applied, saved: row.saved }]));
    },

    findJob,

    /** A job with the reader's applied and saved flags: one statement. */
    async findJobForReader(id: string, userId: string) {
      const [row] = await findJobForReaderPrepared.execute({ id, userId });
      if (!row) return undefined;
      const { applied, saved, ...job } = row;
      return { job, flags: { applied, saved } };
    },

    /** When the next open job closes (through the status and closing-time index), or null when none will. */
    async nextClosing(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`min(${jobs.closesAt})`.mapWith((value: string | Date | null) => (value ? new Date(value) : null)) })
        .from(jobs)
        .where(and(eq(jobs.status, 'open'), sql`${jobs.closesAt} > now()`));
      return row?.at ?? null;
    },

    async jobCounts() {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          open: sql<number>`(count(*) filter (where ${isOpen}))::int`,
        })
        .from(jobs);
      const all = row?.all ?? 0;
      const open = row?.open ?? 0;
      return { all, open, closed: all - open };
    },

    /** The stored logo itself, for the logo route. */
    async findLogo(id: string) {
      const [row] = await db.select({ logoUrl: jobs.logoUrl, companyName: jobs.companyName }).from(jobs).where(eq(jobs.id, id)).limit(1);
      return row;
    },

    /** The bare state of a job, for the apply and save checks. */
    async findJobState(id: string) {
      const [row] = await db
        .select({ id: jobs.id, status: effectiveStatus, closesAt: jobs.closesAt, title: jobs.title, companyName: jobs.companyName })
        .from(jobs)
        .where(eq(jobs.id, id))
        .limit(1);
      return row;
    },

    async insertJob(values: JobInsert, executor: Db | Tx = db) {
      const [row] = await executor.insert(jobs).values(values).returning({ id: jobs.id });
      return row!.id;
    },

    async updateJob(id: string, values: Partial<JobInsert>): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(jobs.id, id))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** The raw stored row (not the effective status), for merging an edit. */
    async findStoredJob(id: string) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row;
    },

    /** Inserts the application; answers null when this user already applied (the unique index says so). */
    /** The student's own document `id`, or undefined (another's, or none). */
    async findOwnDocument(id: string, ownerId: string) {
      const [row] = await db
        .select({ id: mentorshipDocuments.id })
        .from(mentorshipDocuments)
        .where(and(eq(mentorshipDocuments.id, id), eq(mentorshipDocuments.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    /**
     * The resume the student attached last, to a job application, a booking or a referral request: the one offered
     * first when they apply again. Only their own documents.
     */
    async latestResume(ownerId: string) {
      const usedAt = sql<Date>`greatest(
        (select max("a"."applied_at") from "job_applications" "a" where "a"."resume_document_id" = "mentorship_documents"."id"),
        (select max("b"."created_at") from "bookings" "b" where "b"."resume_document_id" = "mentorship_documents"."id"),
        (select max("r"."created_at") from "referral_requests" "r" where "r"."resume_document_id" = "mentorship_documents"."id")
      )`;
      const [row] = await db
        .select({ id: mentorshipDocuments.id, fileName: mentorshipDocuments.fileName, uploadedAt: mentorshipDocuments.createdAt })
        .from(mentorshipDocuments)
        .where(and(eq(mentorshipDocuments.ownerId, ownerId), sql`${usedAt} is not null`))
        .orderBy(sql`${usedAt} desc`, desc(mentorshipDocuments.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Inserts the application and computes its company's figures again, together; answers null when this user already
     * has a live application to the job (the partial unique index says so, without aborting the transaction).
     */
    async insertApplication(
      job: { id: string; companyName: string },
      userId: string,
      extra: { resumeDocumentId: string | null; coverNote: string | null },
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobApplications)
          .values({ jobId: job.id, userId, ...extra })
          .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.userId], where: isLive })
          .returning({ id: jobApplications.id, status: jobApplications.status, appliedAt: jobApplications.appliedAt });
        if (!row) return null;
        await refreshCompany(tx, job.companyName);
        return row;
      });
    },

    /**
     * Withdraws the student's own live, still pending application and computes its company's figures again, together.
     * Answers what happened: another's or an unknown application is `missing` (the same as not found).
     */
    async withdrawApplication(id: string, userId: string) {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: jobApplications.id, jobId: jobApplications.jobId, status: jobApplications.status, companyName: jobs.companyName })
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
          .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId), isLive))
          .for('update', { of: jobApplications })
          .limit(1);
        if (!found) return { outcome: 'missing' as const };
        if (found.status !== 'pending') return { outcome: 'answered' as const };
        const [row] = await tx
          .update(jobApplications)
          .set({ withdrawnAt: new Date() })
          .where(eq(jobApplications.id, found.id))
          .returning({ withdrawnAt: jobApplications.withdrawnAt });
        await refreshCompany(tx, found.companyName);
        return { outcome: 'withdrawn' as const, jobId: found.jobId, withdrawnAt: row!.withdrawnAt! };
      });
    },

    async hasApplied(jobId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId), isLive))
        .limit(1);
      return row !== undefined;
    },

    async listUserApplications(userId: string, status: ApplicationStatus | undefined, page: Page) {
      const where = status ? and(eq(jobApplications.userId, userId), eq(jobApplications.status, status), isLive) : undefined;
      const found = where
        ? await applicationsQuery(db, where).limit(page.limit).offset(page.offset)
        : await applicationsPagePrepared.execute({ userId, limit: page.limit, offset: page.offset });
      const rows = found.map(({ total: _total, ...row }) => row);
      if (found.length > 0 || page.offset === 0) return { rows, total: found[0]?.total ?? 0 };
      // A page past the end still tells the total.
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(jobApplications)
        .where(where ?? and(eq(jobApplications.userId, userId), isLive));
      return { rows, total: count?.total ?? 0 };
    },

    async saveJob(userId: string, jobId: string) {
      await db
        .insert(savedJobs)
        .values({ userId, jobId })
        .onConflictDoNothing({ target: [savedJobs.userId, savedJobs.jobId] });
    },

    async unsaveJob(userId: string, jobId: string) {
      await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    },

    async listSavedJobs(userId: string, page: Page, view: JobListView = 'full') {
      const where = eq(savedJobs.userId, userId);
      const [rows, [count]] = await Promise.all([
        db
          .select(columnsFor(view))
          .from(savedJobs)
          .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
          .leftJoin(employerResponsiveness, employerOn)
          .where(where)
          .orderBy(desc(savedJobs.createdAt), desc(savedJobs.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(savedJobs)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async listApplicants(jobId: string, status: ApplicationStatus | undefined, page: Page) {
      // Withdrawn applications leave the operator's lists and counts (they stay in the employer's figures).
      const where = and(eq(jobApplications.jobId, jobId), isLive, status ? eq(jobApplications.status, status) : undefined);
      const [rows, [count], perStatus] = await Promise.all([
        db
          .select({
            id: jobApplications.id,
            jobId: jobApplications.jobId,
            status: jobApplications.status,
            appliedAt: jobApplications.appliedAt,
            updatedAt: jobApplications.updatedAt,
            user: { id: users.id, email: users.email, username: users.username },
            college: profiles.college,
            course: profiles.degree,
            semester: profiles.semester,
            skills: profiles.skills,
            coverNote: jobApplications.coverNote,
            resumeDocumentId: jobApplications.resumeDocumentId,
          })
          .from(jobApplications)
          .innerJoin(users, eq(users.id, jobApplications.userId))
          .leftJoin(profiles, eq(profiles.userId, jobApplications.userId))
          .where(where)
          .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(jobApplications)
          .where(where),
        db
          .select({ status: jobApplications.status, n: sql<number>`count(*)::int` })
          .from(jobApplications)
          .where(and(eq(jobApplications.jobId, jobId), isLive))
          .groupBy(jobApplications.status),
      ]);
      return { rows, total: count?.total ?? 0, perStatus };
    },

    /** The application with what a status change needs to tell the student, locked until the transaction ends. */
    async findApplicationForUpdate(id: string, tx: Tx) {
      const [row] = await tx
        .select({
          id: jobApplications.id,
          jobId: jobApplications.jobId,
          status: jobApplications.status,
          appliedAt: jobApplications.appliedAt,
          updatedAt: jobApplications.updatedAt,
          user: { id: users.id, email: users.email, username: users.username },
          college: profiles.college,
          course: profiles.degree,
          semester: profiles.semester,
          skills: profiles.skills,
          coverNote: jobApplications.coverNote,
          resumeDocumentId: jobApplications.resumeDocumentId,
          jobTitle: jobs.title,
          companyName: jobs.companyName,
        })
        .from(jobApplications)
        .innerJoin(users, eq(users.id, jobApplications.userId))
        .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .leftJoin(profiles, eq(profiles.userId, jobApplications.userId))
        .where(and(eq(jobApplications.id, id), isLive))
        .for('update', { of: jobApplications })
        .limit(1);
      return row;
    },

    /** Moves an application; its first move is the reply the employer's figures count. */
    async setApplicationStatus(id: string, status: ApplicationStatus, executor: Executor = db) {
      const now = new Date();
      const [row] = await executor
        .update(jobApplications)
        .set({
          status,
          updatedAt: now,
          lastStatusChangeAt: now,
          firstStatusChangeAt: sql`coalesce(${jobApplications.firstStatusChangeAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(jobApplications.id, id))
        .returning({ status: jobApplications.status, updatedAt: jobApplications.updatedAt });
      return row!;
    },
  };
}

export type CareersRepository = ReturnType<typeof createCareersRepository>;
/** A job with its rich texts (details, the console). */
export type JobRow = NonNullable<Awaited<ReturnType<CareersRepository['findJob']>>>;
/** A job in a list: with the rich texts unless the list was asked for `view=card`. */
export type JobCardRow = Omit<JobRow, 'description' | 'companyAbout'> & Partial<Pick<JobRow, 'description' | 'companyAbout'>>;
export type JobSummaryRow = Awaited<ReturnType<CareersRepository['listUserApplications']>>['rows'][number]['job'];
