/*
 * The SQL each read route of the benchmark table sends, and its plan, on a seeded database.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/blogbench_scale npx tsx scripts/bench/read-plans.ts [/tmp/blogbench-sample.json]
 *
 * Builds the app with src/server/app.ts's builder against DATABASE_URL (no demo seeding, no job cache), signs an
 * access token for the sample student (nothing is written), calls each route through app.inject while counting
 * and recording every statement the pool runs, then runs `EXPLAIN (ANALYZE, BUFFERS)` for each statement with its
 * own parameters on a warm cache (the statement runs twice first). Prints Markdown: per route, the statement
 * count and, per statement, planning and execution time, the plan's top nodes and its buffers. PLANS=full prints
 * whole plans; ROUTES=substring keeps only matching routes.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) throw new Error('Set DATABASE_URL to the seeded PostgreSQL database.');
const samplePath = process.argv[2] ?? '/tmp/blogbench-sample.json';
const sample = JSON.parse(readFileSync(samplePath, 'utf8')) as {
  student: { email: string };
  profileIds: string[];
  mentorIds: string[];
  jobIds: string[];
  blogIds: string[];
};

const SEARCH = 'Kaveri Analytcs';
const BOOK_SEARCH = 'opreating systms';
const BLOG_SEARCH = 'kubernetis';

interface Statement {
  text: string;
  values: unknown[];
}

const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
const student = (await admin.query<{ id: string; role: 'student' }>('select id, role from users where email = $1', [sample.student.email]))
  .rows[0];
if (!student) throw new Error(`No user ${sample.student.email}`);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: '/tmp/read-plans-data',
  JWT_SECRET: 'read-plans-secret-read-plans-secret-0123',
  DATABASE_URL: databaseUrl,
  JOBS_CACHE_SECONDS: '0',
  DATABASE_STATEMENT_TIMEOUT_MS: '30000',
});
const app = await buildApp(config, { logger: false });
await app.ready();
const token = await app.tokens.signAccess({ userId: student.id, role: student.role, sessionId: randomUUID() });

// Every statement of a request, through the pool or a client it lent out (a transaction), goes through
// pg.Client's query(); the admin client's own statements are not recorded.
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
let recorded: Statement[] = [];
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (this !== admin) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    recorded.push(
      typeof first === 'string' ? { text: first, values: second ?? [] } : { text: first.text, values: first.values ?? second ?? [] },
    );
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

const routes: [string, string][] = [
  ['GET /api/jobs (first page)', '/api/jobs'],
  [`GET /api/jobs?search=${SEARCH}`, `/api/jobs?search=${encodeURIComponent(SEARCH)}`],
  ['GET /api/jobs/{id}', `/api/jobs/${sample.jobIds[0]}`],
  ['GET /api/jobs/user/applications', '/api/jobs/user/applications'],
  ['GET /api/users/profile?userId=', `/api/users/profile?userId=${sample.profileIds[1]}`],
  ['GET /api/user-mentors/mentors (first page)', '/api/user-mentors/mentors'],
  [`GET /api/user-mentors/mentors?search=${SEARCH}`, `/api/user-mentors/mentors?search=${encodeURIComponent(SEARCH)}`],
  ['GET /api/user-mentors/mentors/{userId}', `/api/user-mentors/mentors/${sample.mentorIds[0]}`],
  ['GET /api/connections/connections', '/api/connections/connections'],
  ['GET /api/notifications?page=1&limit=10&isRead=false', '/api/notifications?page=1&limit=10&isRead=false'],
  ['GET /api/books?userId= (first page)', `/api/books?userId=${student.id}`],
  ['GET /api/books?userId=&semester=S3', `/api/books?userId=${student.id}&semester=S3`],
  [`GET /api/books?userId=&search=${BOOK_SEARCH}`, `/api/books?userId=${student.id}&search=${encodeURIComponent(BOOK_SEARCH)}`],
  ['GET /api/blogs/allBlogs (first page)', '/api/blogs/allBlogs'],
  ['GET /api/blogs/{id}', `/api/blogs/${sample.blogIds[0]}`],
  [`GET /api/blogs/allBlogs?search=${BLOG_SEARCH}`, `/api/blogs/allBlogs?search=${encodeURIComponent(BLOG_SEARCH)}`],
  // The mixed workload's other reads (scripts/bench/mixed.mjs): each user's own pages and deeper list pages.
  ['GET /api/jobs/forYou', '/api/jobs/forYou'],
  ['GET /api/notifications?page=1&limit=10', '/api/notifications?page=1&limit=10'],
  ['GET /api/messages/conversations', '/api/messages/conversations'],
  ['GET /api/jobs?page=20&limit=20', '/api/jobs?page=20&limit=20'],
  ['GET /api/user-mentors/mentors?page=20&limit=20', '/api/user-mentors/mentors?page=20&limit=20'],
  ['GET /api/blogs/allBlogs?page=20&limit=20', '/api/blogs/allBlogs?page=20&limit=20'],
];

const only = process.env.ROUTES;
const full = process.env.PLANS === 'full';
const explain = async (statement: Statement) => {
  for (let i = 0; i < 2; i++) await admin.query(statement.text, statement.values); // warm the cache
  const res = await admin.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, format text) ${statement.text}`, statement.values);
  return res.rows.map((row) => row['QUERY PLAN']);
};
/** Transaction control and settings are replayed as they are, so each plan sees the session the app's statement saw. */
const isSessionStatement = (text: string) => /^\s*(begin|commit|rollback|select set_config)/i.test(text);

/** The plan's lines that say what it does: scans, joins, sorts, limits, with their rows and the buffers of the top node. */
const keyLines = (plan: string[]) =>
  plan.filter((line) => /(Scan|Join|Nested Loop|Sort|Limit|Aggregate|SubPlan|InitPlan|Hash|Buffers|Planning|Execution)/.test(line));

for (const [name, url] of routes) {
  if (only && !name.includes(only)) continue;
  // The first call fills whatever the app keeps in memory (a short-lived count, a token); the second is what a
  // benchmark's steady state sends.
  recorded = [];
  await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const first = recorded;
  recorded = [];
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  // A read answered from memory the second time (a short-lived public cache) has its first call's statements explained.
  const statements = recorded.length > 0 ? recorded : first;
  console.log(
    `\n## ${name}\n\n${url} → ${res.statusCode}, ${recorded.length} statement(s) (first call: ${first.length}), ${res.body.length} bytes` +
      (recorded.length === 0 && first.length > 0 ? '; the plans below are the first call’s' : '') +
      '\n',
  );
  for (const [i, statement] of statements.entries()) {
    if (isSessionStatement(statement.text)) {
      await admin.query(statement.text, statement.values);
      console.log(`### statement ${i + 1}: \`${statement.text.trim()}\` ${JSON.stringify(statement.values)}\n`);
      continue;
    }
    const plan = await explain(statement);
    console.log(`### statement ${i + 1}\n\n\`\`\`sql\n${statement.text}\n\`\`\`\nparams: ${JSON.stringify(statement.values)}\n`);
    console.log('```\n' + (full ? plan : keyLines(plan)).join('\n') + '\n```');
  }
}

pg.Client.prototype.query = originalQuery as typeof pg.Client.prototype.query;
await app.close();
await admin.end();
