import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthHarness } from './test/auth-helpers.js';
import { call, createUser, type TestUser } from './test/careers-helpers.js';
import { pgStatementsDuring } from './test/statements.js';

/**
 * Typo-tolerant search served by indexes (db/search.ts, drizzle/0026_search_words.sql): a misspelt search still
 * finds its row among thousands, and on PostgreSQL the statement the app sends reads the searched table through
 * an index, never by scanning it with a similarity per row.
 */
/** Filler rows: as many jobs as the scale data has, a few thousand posts and books. */
const FILLER = 4000;
const FILLER_JOBS = 20_000;

describe('search: typos find the row through an index', () => {
  let h: AuthHarness;
  let student: TestUser;
  const ids: Record<'job' | 'post' | 'book', string> = { job: '', post: '', book: '' };

  beforeAll(async () => {
    // Filling thousands of rows on a busy machine may take longer than a request's statement limit.
    h = await startAuthHarness({ JOBS_CACHE_SECONDS: '0', READ_CACHE_SECONDS: '0', DATABASE_STATEMENT_TIMEOUT_MS: '120000' });
    student = await createUser(h, 'student');
    const db = h.app.db;
    const one = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
    await db.execute(sql`insert into jobs (title, company_name, job_type, location, description, company_about, job_requirements, skills, hr_name, hr_position)
      select (array['Backend Engineer','Sales Associate','Graphic Designer','Support Executive'])[1 + n % 4] || ' ' || n,
             (array['Nimbus Labs','Tata Steel','Orbit Foods','Lotus Retail'])[1 + n % 4], 'full-time', (array['Pune','Chennai','Delhi'])[1 + n % 3],
             '<p>Work.</p>', '<p>Us.</p>', 'Excel, communication, teamwork', array['Excel'], 'Asha Rao', 'Recruiter'
        from generate_series(1, ${FILLER_JOBS}) as n`);
    ids.job =
      await one(sql`insert into jobs (title, company_name, job_type, location, description, company_about, job_requirements, skills, hr_name, hr_position)
      values ('Data Analyst', 'Kaveri Analytics', 'full-time', 'Bengaluru', '<p>Work.</p>', '<p>Us.</p>', 'SQL, Python', array['SQL'], 'Asha Rao', 'Recruiter') returning id`);
    await db.execute(sql`insert into blog_posts (author_id, title, description, status, search_text)
      select ${student.id}, 'Notes ' || n, 'A day at college', 'published', lower('Notes ' || n || ' a day at college ' || (array['react','exams','hostel food'])[1 + n % 3])
        from generate_series(1, ${FILLER}) as n`);
    ids.post = await one(sql`insert into blog_posts (author_id, title, description, status, search_text)
      values (${student.id}, 'Running Kubernetes at home', 'Clusters on old laptops', 'published', 'running kubernetes at home clusters on old laptops') returning id`);
    await db.execute(sql`insert into books (title, subject, author, pdf_key, pdf_url, pdf_bytes)
      select (array['Engineering Mathematics','Digital Electronics','Fluid Mechanics'])[1 + n % 3] || ' ' || n, 'Core', 'Ritika Rao', 'k' || n, '/u/' || n, 1
        from generate_series(1, ${FILLER}) as n`);
    ids.book = await one(sql`insert into books (title, subject, author, pdf_key, pdf_url, pdf_bytes)
      values ('Operating Systems', 'Computer Science', 'Galvin', 'os', '/u/os', 1) returning id`);
    // As autovacuum would: rows added in bulk wait in the GIN indexes' pending lists until a vacuum merges them.
    await db.execute(sql`vacuum analyze jobs, blog_posts, books, search_words`);
  }, 300_000);
  afterAll(() => h.close());

  const searches = [
    {
      name: 'jobs',
      table: 'jobs',
      id: () => ids.job,
      url: () => `/api/jobs?search=${encodeURIComponent('Kaveri Analytcs')}`,
      list: 'jobs',
    },
    { name: 'blog posts', table: 'blog_posts', id: () => ids.post, url: () => '/api/blogs/allBlogs?search=kubernetis', list: 'data' },
    {
      name: 'books',
      table: 'books',
      id: () => ids.book,
      url: () => `/api/books?userId=${student.id}&search=${encodeURIComponent('opreating systms')}`,
      list: 'data',
    },
  ] as const;

  it.each(searches)('a misspelt search of $name finds the row, first', async ({ id, url, list }) => {
    const res = await call(h.app, 'GET', url(), { token: student.token });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as Record<string, { id: string }[]>)[list]!;
    expect(rows[0]?.id).toBe(id());
  });

  /** The statements a request sends, with their parameters, recorded as the pool runs them. */
  const sentBy = (url: string) =>
    pgStatementsDuring(async () => {
      const res = await call(h.app, 'GET', url, { token: student.token });
      expect(res.statusCode, res.body).toBe(200);
    });

  /** `explain (options) statement` on a connection of our own, after `setting` (if any). */
  async function explain(statement: { text: string; values: unknown[] }, options: string, setting?: string): Promise<string> {
    const client = new pg.Client({ connectionString: h.app.config.databaseUrl });
    await client.connect();
    try {
      if (setting) await client.query(setting);
      const result = await client.query<{ 'QUERY PLAN': unknown }>(`explain (${options}) ${statement.text}`, statement.values);
      return result.rows
        .map((row) => (typeof row['QUERY PLAN'] === 'string' ? row['QUERY PLAN'] : JSON.stringify(row['QUERY PLAN'])))
        .join('\n');
    } finally {
      await client.end();
    }
  }

  it.each(searches)('the search of $name reads its table through an index (PostgreSQL)', async ({ table, url }) => {
    if (h.app.database.kind !== 'postgres') return;
    // A page size of its own, so no answer kept from the test above stands in for the statement.
    const sent = await sentBy(`${url()}&limit=19`);
    const search = sent.find((statement) => statement.text.includes('search_doc') && statement.text.includes(`"${table}"`));
    expect(search, sent.map((statement) => statement.text).join('\n')).toBeDefined();
    // On a table of a few thousand rows reading it whole is cheaper, and PostgreSQL rightly does; with scans priced
    // out, what is left shows whether an index can serve the search at all (a similarity computed per row over every
    // row could not be). At scale (20,000 jobs, 200,000 posts, 50,000 books) the planner picks these indexes by itself:
    // the plans are in docs/benchmark-plans.md.
    const plan = await explain(search!, 'format text', 'set enable_seqscan = off');
    expect(plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    expect(plan).toMatch(new RegExp(`Bitmap Index Scan on ${table}_search_doc_idx`));
  });

  it('For You ranks the jobs holding the terms, reading no more of the others than the page needs (PostgreSQL)', async () => {
    const url = '/api/jobs/forYou?skills=SQL,Python&limit=7';
    const res = await call(h.app, 'GET', url, { token: student.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { jobs: { id: string }[] }).jobs[0]?.id).toBe(ids.job);
    if (h.app.database.kind !== 'postgres') return;
    const ranked = (await sentBy(url)).find((statement) => statement.text.includes('"matched"'));
    expect(ranked).toBeDefined();
    // Every plan node that reads the jobs table, with the rows it gave: ranking all 20,000 open jobs to show 7 read
    // each of them per request (0.7 s at scale, a 25 MB sort on disk), and comparing the terms with each job's texts
    // read them all too.
    type PlanNode = { 'Relation Name'?: string; 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] };
    const [{ Plan: root }] = JSON.parse(await explain(ranked!, 'analyze, format json')) as [{ Plan: PlanNode }];
    const reads: number[] = [];
    const walk = (node: PlanNode) => {
      if (node['Relation Name'] === 'jobs') reads.push(node['Actual Rows'] * node['Actual Loops']);
      node.Plans?.forEach(walk);
    };
    walk(root);
    expect(reads.length).toBeGreaterThan(0);
    expect(Math.max(...reads)).toBeLessThan(100);
  });
});
