// Notification burst (issue 35): a job matching 10,000 students' skills fans out to their preferences, mail and push
// while the mixed workload (scripts/bench/mixed.mjs) runs at a constant rate beside it. Aims: the mix's p99 during
// the burst under 100 ms, and the last push out within 60 s of the job being posted.
//   npm run build && node scripts/bench/notify-burst.mjs              # PGlite, demo data
//   BENCH_NOTIFY_PG=1 node scripts/bench/notify-burst.mjs             # a fresh PostgreSQL database (BENCH_PG_URL)
// Knobs: BENCH_NOTIFY_STUDENTS (10000), BENCH_NOTIFY_RATE (mix req/s, 200), BENCH_NOTIFY_SECONDS (mix during the
// burst, 60), BENCH_NOTIFY_LIMIT (seconds to wait for every push, 180).
// The server is the build, as `npm run bench` runs it, with the demo data. The students are written straight into the
// database (verified, "BenchSkill" in their profile, jobs by mail and push chosen, one push device each) while the
// server is stopped; the job is posted through the API as an operator. Mail goes to a local SMTP sink and push to a
// local HTTP stand-in that counts what arrives (the API tests decrypt it: notifications.push.test.ts).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openLoop, prepareMix } from './mixed.mjs';
import { BENCH_JWT_SECRET, freshPgDatabase, ROOT, startMailSink, startServer, stopServer } from './server.mjs';

const dist = path.join(ROOT, 'dist/server/server');
if (!existsSync(path.join(dist, 'main.js'))) {
  console.error('The built server is missing: run `npm run build` first.');
  process.exit(1);
}
const num = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const STUDENTS = num('BENCH_NOTIFY_STUDENTS', 10_000);
const RATE = num('BENCH_NOTIFY_RATE', 200);
const SECONDS = num('BENCH_NOTIFY_SECONDS', 60);
const LIMIT_S = num('BENCH_NOTIFY_LIMIT', 180);
const USE_PG = process.env.BENCH_NOTIFY_PG === '1';
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SKILL = 'BenchSkill';

const [{ openDatabase }, { createTokenService }, { sql }] = await Promise.all([
  import(path.join(dist, 'db/client.js')),
  import(path.join(dist, 'platform/tokens.js')),
  import('drizzle-orm'),
]);
const load = () => loadavg()[0].toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The push service's stand-in: answers 201 to every push and counts them, with the time of the last. */
async function startPushSink() {
  const pushes = { count: 0, last: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      pushes.count += 1;
      pushes.last = Date.now();
      res.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { pushes, origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The students the job matches, an operator to post it, and the operator's access token (two-step sign-in done). */
async function seedStudents(dbOptions, pushOrigin) {
  const database = await openDatabase({ ...dbOptions, poolSize: 2, statementTimeoutMs: 600_000 });
  const device = createECDH('prime256v1');
  device.generateKeys();
  const p256dh = device.getPublicKey().toString('base64url');
  const operator = { id: randomUUID(), sessionId: randomUUID() };
  const t0 = performance.now();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into users (id, email, username, role, email_verified_at, profile_completed_at)
      values (${operator.id}, 'nb.operator@bench.local', 'nb_operator', 'admin', now(), now())`);
    await tx.execute(sql`insert into sessions (id, user_id, remember_me, expires_at)
      values (${operator.sessionId}, ${operator.id}, true, now() + interval '1 day')`);
    await tx.execute(sql`create temp table nb_people on commit drop as
      select n, gen_random_uuid() as id from generate_series(1, ${STUDENTS}) n`);
    await tx.execute(sql`insert into users (id, email, username, role, email_verified_at, profile_completed_at)
      select id, 'nb.student.' || n || '@bench.local', 'nb_student_' || n, 'student', now(), now() from nb_people`);
    await tx.execute(sql`insert into profiles (user_id, first_name, skills) select id, 'Student ' || n, array[${SKILL}] from nb_people`);
    await tx.execute(sql`insert into notification_preferences (user_id, channels)
      select id, '{"jobs":{"inApp":true,"email":true,"push":true}}'::jsonb from nb_people`);
    await tx.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
      select id, ${pushOrigin} || '/push/' || n, ${p256dh}, ${randomBytes(16).toString('base64url')}, 'Bench' from nb_people`);
  });
  const seedMs = performance.now() - t0;
  await database.close();
  const token = await createTokenService(BENCH_JWT_SECRET).signAccess({
    userId: operator.id,
    sessionId: operator.sessionId,
    role: 'admin',
    twoFactor: true,
  });
  return { token, seedMs };
}

async function main() {
  console.log(
    `Notification burst: a job matching ${STUDENTS} students, mixed workload at ${RATE} req/s; ${USE_PG ? 'PostgreSQL' : 'PGlite'}; ` +
      `node ${process.version}; ${cpus().length} CPUs; load average ${load()} at the start`,
  );
  const cleanups = [];
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-notifybench-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let dbEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
    let dbOptions = { pgliteDir: path.join(dataDir, 'pgdata') };
    if (USE_PG) {
      const database = await freshPgDatabase(PG_SERVER, 'notifybench');
      cleanups.push(() => database.drop());
      dbEnv = { DATA_DIR: dataDir, DATABASE_URL: database.url };
      dbOptions = { databaseUrl: database.url };
    }
    // The first start migrates and seeds the demo data; the students are written while it is stopped (PGlite has
    // one process).
    const first = await startServer({ ...dbEnv });
    await stopServer(first.child);
    const [mailSink, pushSink] = await Promise.all([startMailSink(), startPushSink()]);
    cleanups.push(
      () => mailSink.close(),
      () => pushSink.close(),
    );
    const { mails } = mailSink;
    const { pushes } = pushSink;
    const { token, seedMs } = await seedStudents(dbOptions, pushSink.origin);
    console.log(`seeded ${STUDENTS} students with a push device each in ${(seedMs / 1000).toFixed(1)} s`);

    const server = await startServer({ ...dbEnv, SMTP_URL: mailSink.url });
    cleanups.push(() => stopServer(server.child));
    const accounts = ['demo.student@example.com', 'demo.mentor@example.com'].map((email) => ({ email, password: 'demo1234' }));
    const mix = await prepareMix(server.url, { users: accounts });
    await openLoop(server.url, mix, { rate: RATE, seconds: 5 }); // warms the routes
    const before = await openLoop(server.url, mix, { rate: RATE, seconds: 10 });
    const loadBefore = load();

    const during = openLoop(server.url, mix, { rate: RATE, seconds: SECONDS });
    const postedAt = Date.now();
    const posted = await fetch(`${server.url}/api/admin/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Bench Engineer',
        companyName: 'Bench Analytics',
        jobType: 'full-time',
        location: 'Pune',
        skills: [SKILL],
        hr: { name: 'Asha Rao', position: 'Recruiter' },
      }),
    });
    if (posted.status !== 201) throw new Error(`posting the job answered ${posted.status}: ${await posted.text()}`);
    const postMs = Date.now() - postedAt;
    while ((pushes.count < STUDENTS || mails.count < STUDENTS) && Date.now() - postedAt < LIMIT_S * 1000) await sleep(200);
    const loadDuring = load();
    const mixed = await during;

    const seconds = (at) => (at ? ((at - postedAt) / 1000).toFixed(1) : '–');
    const row = (label, result, loadAvg) =>
      `| mixed workload ${label} | ${result.p50} / ${result.p90} / **${result.p99}** / ${result.max} ms | ${JSON.stringify(result.statuses)} | ${loadAvg} |`;
    console.log(`\n| measure | figure | statuses | load average |\n| --- | --- | --- | --- |`);
    console.log(`| POST /api/admin/jobs (the fan-out is queued) | ${postMs} ms | 201 | ${loadBefore} |`);
    console.log(
      `| pushes received / last push after the post | ${pushes.count} of ${STUDENTS} / **${seconds(pushes.last)} s** | | ${loadDuring} |`,
    );
    console.log(
      `| mails received / last mail after the post | ${mails.count} of ${STUDENTS} / ${seconds(mails.last)} s | | ${loadDuring} |`,
    );
    console.log(row(`at ${RATE} req/s before the burst, 10 s: p50 / p90 / p99 / max`, before, loadBefore));
    console.log(row(`at ${RATE} req/s from the post, ${SECONDS} s: p50 / p90 / p99 / max`, mixed, loadDuring));
    const lastPushS = pushes.last ? (pushes.last - postedAt) / 1000 : Infinity;
    console.log(
      `\nAims: every push out within 60 s: ${pushes.count >= STUDENTS && lastPushS <= 60 ? 'met' : 'NOT met'}; ` +
        `mix p99 during the burst < 100 ms: ${mixed.p99 < 100 ? 'met' : 'NOT met'} (${mixed.p99} ms)`,
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await main();
