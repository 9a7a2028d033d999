// npm run bench: starts the built server on PGlite and on PostgreSQL, measures each route with 100
// connections for 10 s after a warm-up, and prints req/s, latency percentiles and the ratio to the
// limit route (GET /api/config: a fixed JSON object from memory, through the same plugins as every route).
//
// Environment:
//   BENCH_SCALE=1        fill each database with scale data first (scripts/bench/seed-scale.mjs: 100,000
//                        users with profiles, 20,000 jobs, 500,000 applications, 1,000,000 connections,
//                        2,000,000 notifications, 50,000 e-books, 200,000 blog posts with 2,000,000 likes and
//                        500,000 comments; the student has about 500 connections); otherwise the demo data
//   BENCH_ONLY=regex     measure only the routes whose label matches (the limit route always runs)
//   BENCH_PAIRED=1       measure the limit route again right before every route and compare with that run:
//                        steadier ratios when other work on the machine comes and goes
//   BENCH_SKIP_PG=1      PGlite only;  BENCH_SKIP_PGLITE=1  PostgreSQL only (its tables and indexes are read into
//                        the OS cache with pg_prewarm before the server starts)
//   BENCH_SKIP_LIGHTHOUSE=1  no Lighthouse audits (scripts/bench/lighthouse.mjs: /, /view, /CarrerZone, /MentorSection,
//                        mobile, on the first database measured, after its routes)
//   BENCH_LIGHTHOUSE_RUNS (3): audits per page; the audit with the median score is reported, with every score
//   BENCH_VISITOR=1      also the career reads as a visitor (always with BENCH_SCALE=1)
//   BENCH_CACHE_OFF=1    also the career and blog reads with the job cache and the read cache off (always with BENCH_SCALE=1)
//   BENCH_FIGURES_RATE (300), BENCH_FIGURES_SECONDS (30): the mix comparing the lists with and without trust figures
//                        (PostgreSQL only: two servers on one database)
//   BENCH_PGLITE_DIR=dir, BENCH_PG_DATABASE=name   reuse (and keep) a data directory or database instead of a
//                        fresh one, e.g. one already holding scale data (seeding skips what is there)
//   BENCH_FANOUT_SOCKETS (1000), BENCH_FANOUT_RATE (messages per second, 50): the message fan-out (scale data only)
//   The first row is bare Fastify (scripts/bench/bare-fastify.mjs) answering the same object: the framework's ceiling.
//   BENCH_CLIENT=autocannon  load from autocannon even where wrk is installed (apt-get install -y wrk; see loadRoute)
//   BENCH_CONNECTIONS, BENCH_DURATION, BENCH_WARMUP, BENCH_PG_URL, BENCH_SEARCH (a misspelt company),
//   BENCH_BOOK_SEARCH (misspelt words of a book's subject), BENCH_BLOG_SEARCH (a misspelt word of a blog topic)
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { lighthouse, printLighthouse } from './lighthouse.mjs';
import { alone, closedLoop, openLoop, prepareMix, SHARES } from './mixed.mjs';
import { prewarm, ROOT, rssMb, seedScale, startServer, stopServer } from './server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO = { email: 'demo.student@example.com', password: 'demo1234' };
const SCALE = process.env.BENCH_SCALE === '1';
const LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE !== '1';
let lighthouseDone = false;
const PAIRED = process.env.BENCH_PAIRED === '1';
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
/** A company misspelt as a student might type it: "Kaveri Analytics" exists in the demo and scale data. */
const SEARCH = process.env.BENCH_SEARCH ?? 'Kaveri Analytcs';
/** A book search as a student might type it: two misspelt words of "Operating Systems". */
const BOOK_SEARCH = process.env.BENCH_BOOK_SEARCH ?? 'opreating systms';
/** A blog search as a reader might type it: "Kubernetes" (a topic of the scale posts) misspelt. */
const BLOG_SEARCH = process.env.BENCH_BLOG_SEARCH ?? 'kubernetis';

const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/**
 * The load generator: wrk (Debian's package) where it is installed, else autocannon (scripts/bench/cannon.mjs).
 * autocannon builds every answer's body as a string on its one core, which capped a 40 KB answer at about 17,000
 * req/s while the server was two thirds idle; wrk, in C, reads the same answers at 30,000. BENCH_CLIENT=autocannon
 * chooses autocannon anyway.
 */
const WRK = process.env.BENCH_CLIENT !== 'autocannon' && commandExists('wrk');

function commandExists(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const runJson = (file, args, env) =>
  new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 1024 * 1024, env: { ...process.env, ...env } }, (error, stdout) => {
      if (error) return reject(error);
      const line = stdout.trim().split('\n').pop();
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`${file} printed no summary: ${stdout.slice(-300)}`));
      }
    });
  });

/** One wrk run of `seconds` (one thread, as autocannon has; scripts/bench/wrk.lua sets the method, body and paths). */
function wrk(url, { headers = {}, method, body, paths }, seconds) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '-s', path.join(ROOT, 'scripts/bench/wrk.lua')];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return runJson('wrk', args, { WRK_METHOD: method ?? '', WRK_BODY: body ?? '', WRK_PATHS: (paths ?? []).join('\n') });
}

/**
 * One route under load after a warm-up, in a process of its own: req/s, p50, p95 and p99 (ms), non-2xx answers and
 * requests that got no answer (socketErrors).
 */
async function loadRoute(url, options) {
  if (WRK) {
    await wrk(url, options, WARMUP);
    return wrk(url, options, DURATION);
  }
  const input = JSON.stringify({ url, connections: CONNECTIONS, warmup: WARMUP, duration: DURATION, ...options });
  return runJson(process.execPath, [path.join(ROOT, 'scripts/bench/cannon.mjs'), input]);
}

async function signIn(url, account = DEMO) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`login as ${account.email} failed: ${res.status}`);
  const body = await res.json();
  return { cookie: /refresh_token=([^;]+)/.exec(res.headers.get('set-cookie'))[1], accessToken: body.accessToken, userId: body.user.id };
}

const login = async (url) => (await signIn(url)).cookie;

/**
 * A sample read before a route is measured. On scale data freshly seeded, the first typo search can run past the
 * statement time limit while the tables are still cold (503): it is said, and asked again, rather than ending the run.
 */
async function getJson(url, token) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    if (res.ok) return res.json();
    if (res.status !== 503 || attempt === 3) throw new Error(`GET ${url}: ${res.status}`);
    console.log(`GET ${new URL(url).pathname}${new URL(url).search} answered 503 (attempt ${attempt}); asking again in 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * Refresh tokens rotate on every use and a reused one ends its session, so each connection must
 * carry its own chain of cookies; autocannon resets per-request context, hence this closed loop.
 */
async function refreshLoop(url, seconds) {
  const cookies = [];
  for (let i = 0; i < CONNECTIONS; i += 1) cookies.push(await login(url));
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const { hostname, port } = new URL(url);
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = (cookie) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: '/api/auth/refresh',
          headers: { cookie: `refresh_token=${cookie}`, 'content-length': 0 },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const next = /refresh_token=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1];
            resolve({ ok: res.statusCode === 200 && next, next });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  await Promise.all(
    cookies.map(async (initial) => {
      let cookie = initial;
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const { ok, next } = await one(cookie);
        latencies.push(performance.now() - t0);
        if (!ok) {
          failures += 1;
          cookie = await login(url);
        } else cookie = next;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: failures,
  };
}

async function benchDatabase(label, env, cleanup) {
  // A kept database is read in before its first start too: the demo seed's reads at start have a time limit.
  if (env.DATABASE_URL) await prewarm(env.DATABASE_URL);
  const first = await startServer(env);
  await stopServer(first.child);
  const sampleFile = path.join(tmpdir(), `campus-bench-sample-${process.pid}-${Date.now()}.json`);
  const seedMs = SCALE ? seedScale(env, sampleFile) : 0;
  const sample = SCALE ? JSON.parse(readFileSync(sampleFile, 'utf8')) : null;
  if (SCALE) rmSync(sampleFile, { force: true });
  const warmed = env.DATABASE_URL ? await prewarm(env.DATABASE_URL) : null;
  const { child, url, startMs } = await startServer(env);
  const rows = [];
  let fanOut = null;
  let bookingCheck = null;
  const wanted = (name) => !ONLY || ONLY.test(name);
  let base = url;
  const measure = async (name, run) => {
    if (!wanted(name)) return;
    const adjacent = PAIRED ? await loadRoute(`${base}/api/config`, {}) : undefined;
    rows.push([name, await run(), adjacent]);
  };
  // The framework alone, measured in the same run right before the limit route: the aim is the limit route at
  // 50% or more of it (issue 15).
  const bare = await startServer({}, 'scripts/bench/bare-fastify.mjs');
  const bareResult = await loadRoute(`${bare.url}/api/config`, {});
  await stopServer(bare.child);
  const limit = await loadRoute(`${url}/api/config`, {});
  rows.push(['GET /api/config, bare Fastify (no plugins, reference)', bareResult]);
  rows.push(['GET /api/config (limit route)', limit]);
  await measure('GET /api/health', () => loadRoute(`${url}/api/health`, {}));
  await measure('POST /api/auth/refresh', async () => {
    await refreshLoop(url, WARMUP);
    return refreshLoop(url, DURATION);
  });
  await measure('POST /api/auth/login', () =>
    loadRoute(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) }),
  );

  // Career zone, read as a signed-in student (the screens are behind sign-in; applied and saved flags included).
  const student = await signIn(url, sample?.student ?? DEMO);
  const auth = { authorization: `Bearer ${student.accessToken}` };
  const jobIds = sample?.jobIds ?? (await getJson(`${url}/api/jobs?limit=100&status=all`)).jobs.map((job) => job.id);
  const firstPage = await getJson(`${url}/api/jobs`, student.accessToken);
  const found = await getJson(`${url}/api/jobs?search=${encodeURIComponent(SEARCH)}`, student.accessToken);
  const mine = await getJson(`${url}/api/jobs/user/applications`, student.accessToken);
  console.log(
    `\n${label}: ${firstPage.total} open jobs; "${SEARCH}" finds ${found.total}; the student has ${mine.total} applications` +
      (SCALE ? `; scale seeding took ${Math.round(seedMs / 1000)} s` : '') +
      (warmed ? `; ${warmed.mb} MB of tables and indexes read into the cache in ${Math.round(warmed.ms / 1000)} s` : ''),
  );
  const careers = async (base, headers, suffix) => {
    await measure(`GET /api/jobs (first page)${suffix}`, () => loadRoute(`${base}/api/jobs`, { headers }));
    await measure(`GET /api/jobs?search=${SEARCH}${suffix}`, () =>
      loadRoute(`${base}/api/jobs?search=${encodeURIComponent(SEARCH)}`, { headers }),
    );
    await measure(`GET /api/jobs/{id}${suffix}`, () => loadRoute(base, { headers, paths: jobIds.map((id) => `/api/jobs/${id}`) }));
  };
  await careers(url, auth, '');
  await measure('GET /api/jobs/user/applications', () => loadRoute(`${url}/api/jobs/user/applications`, { headers: auth }));
  // The same public reads by a visitor (no token to verify, no applied or saved flags to read): with scale data.
  if (SCALE || process.env.BENCH_VISITOR === '1') await careers(url, {}, ', visitor');

  // Profiles: another student's profile (skills, interests, education, experience, counts), as a signed-in reader.
  const profileIds = sample?.profileIds ?? [student.userId];
  await measure('GET /api/users/profile?userId=', () =>
    loadRoute(url, { headers: auth, paths: profileIds.map((id) => `/api/users/profile?userId=${id}`) }),
  );

  // Mentors: the list, a typo search, and one mentor with its free slots (the detail page).
  const mentorIds =
    sample?.mentorIds ?? (await getJson(`${url}/api/user-mentors/mentors?limit=100`, student.accessToken)).mentors.map((m) => m.id);
  await measure('GET /api/user-mentors/mentors (first page)', () => loadRoute(`${url}/api/user-mentors/mentors`, { headers: auth }));
  await measure(`GET /api/user-mentors/mentors?search=${SEARCH}`, () =>
    loadRoute(`${url}/api/user-mentors/mentors?search=${encodeURIComponent(SEARCH)}`, { headers: auth }),
  );
  await measure('GET /api/user-mentors/mentors/{userId}', () =>
    loadRoute(url, { headers: auth, paths: mentorIds.map((id) => `/api/user-mentors/mentors/${id}`) }),
  );
  if (wanted('POST /api/user-mentors/mentors/{userId}/book')) {
    const booked = await bookingLoop(url, student.accessToken, mentorIds);
    rows.push(['POST /api/user-mentors/mentors/{userId}/book (50 connections)', booked]);
    bookingCheck = booked.check;
  }

  // Network: the heavy student's connections list and first page of unread notifications.
  await measure('GET /api/connections/connections', () => loadRoute(`${url}/api/connections/connections`, { headers: auth }));
  await measure('GET /api/notifications?page=1&limit=10&isRead=false', () =>
    loadRoute(`${url}/api/notifications?page=1&limit=10&isRead=false`, { headers: auth }),
  );
  if (SCALE && wanted('message fan-out')) fanOut = await messageFanOut(url);

  // E-books: the shelf's first page, one semester, and a misspelt search over title, subject and author.
  const shelf = `${url}/api/books?userId=${student.userId}`;
  await measure('GET /api/books?userId= (first page)', () => loadRoute(shelf, { headers: auth }));
  await measure('GET /api/books?userId=&semester=S3', () => loadRoute(`${shelf}&semester=S3`, { headers: auth }));
  await measure(`GET /api/books?userId=&search=${BOOK_SEARCH}`, () =>
    loadRoute(`${shelf}&search=${encodeURIComponent(BOOK_SEARCH)}`, { headers: auth }),
  );

  // Blogs: the feed's first page (the audience rule runs the friends-only check against the student's ~500
  // connections), one post by id (public ones and friends-only posts of the student's connections), and a
  // misspelt search.
  const blogRoutes = ['GET /api/blogs/allBlogs (first page)', 'GET /api/blogs/{id}', `GET /api/blogs/allBlogs?search=${BLOG_SEARCH}`];
  let blogIds = [];
  const blogs = async (base, headers, suffix) => {
    await measure(`${blogRoutes[0]}${suffix}`, () => loadRoute(`${base}/api/blogs/allBlogs`, { headers }));
    await measure(`${blogRoutes[1]}${suffix}`, () => loadRoute(base, { headers, paths: blogIds.map((id) => `/api/blogs/${id}`) }));
    await measure(`${blogRoutes[2]}${suffix}`, () =>
      loadRoute(`${base}/api/blogs/allBlogs?search=${encodeURIComponent(BLOG_SEARCH)}`, { headers }),
    );
  };
  if (blogRoutes.some(wanted)) {
    blogIds = sample?.blogIds ?? (await getJson(`${url}/api/blogs/allBlogs?limit=50`, student.accessToken)).data.map((blog) => blog.id);
    const feed = await getJson(`${url}/api/blogs/allBlogs`, student.accessToken);
    const blogFound = await getJson(`${url}/api/blogs/allBlogs?search=${encodeURIComponent(BLOG_SEARCH)}`, student.accessToken);
    console.log(
      `${label}: the blog feed's first page has ${feed.data.length} posts (more: ${feed.hasMore}); "${BLOG_SEARCH}" finds ` +
        `${blogFound.data.length} on its first page; ${blogIds.length} post ids to read`,
    );
    await blogs(url, auth, '');
  }

  const mixed = process.env.BENCH_MIXED === '0' ? null : await mixedSuite(label, env, url, sample, limit);

  const rss = rssMb(child.pid);
  // Lighthouse once, on the first database measured, after the load (so it does not compete with the load generator).
  const audits = LIGHTHOUSE && !lighthouseDone ? await lighthouse(url) : null;
  if (audits) lighthouseDone = true;
  await stopServer(child);

  if (SCALE || process.env.BENCH_CACHE_OFF === '1') {
    // What the database itself costs: the same career and blog reads with the job cache and the read cache turned off.
    const uncached = await startServer({ ...env, JOBS_CACHE_SECONDS: '0', READ_CACHE_SECONDS: '0' });
    base = uncached.url;
    const { accessToken } = await signIn(uncached.url, sample?.student ?? DEMO);
    await careers(uncached.url, { authorization: `Bearer ${accessToken}` }, ', cache off');
    if (blogIds.length > 0) await blogs(uncached.url, { authorization: `Bearer ${accessToken}` }, ', cache off');
    await stopServer(uncached.child);
  }
  await cleanup?.();
  console.log(`\n### ${label}${SCALE ? ' (scale data)' : ''}; load average ${loadavg()[0].toFixed(1)} at the end`);
  console.log(`start on an existing data directory to healthy: ${Math.round(startMs)} ms; RSS after the run: ${Math.round(rss)} MB`);
  console.log(`limit route at ${Math.round((limit.rps / bareResult.rps) * 100)}% of bare Fastify in this run\n`);
  const pairedHeader = PAIRED ? ' limit req/s just before |' : '';
  console.log(`| route | req/s | p50 ms | p95 ms | p99 ms | non-2xx | vs limit |${pairedHeader}`);
  console.log(`|---|---|---|---|---|---|---|${PAIRED ? '---|' : ''}`);
  for (const [name, r, adjacent] of rows) {
    const against = adjacent ?? limit;
    const pairedCell = PAIRED ? ` ${adjacent ? Math.round(adjacent.rps) : ''} |` : '';
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${Math.round((r.rps / against.rps) * 100)}% |${pairedCell}`,
    );
  }
  const unanswered = rows.filter(([, r]) => r.socketErrors > 0);
  if (unanswered.length > 0) {
    // wrk leaves these out of its latencies and autocannon out of its non-2xx count: a row is only honest with them.
    console.log(`\nrequests without an answer (connection errors, or no answer within 10 s), not counted above:`);
    for (const [name, r] of unanswered) console.log(`- ${name}: ${r.socketErrors}`);
  }
  if (bookingCheck) console.log(`\nbooking write: ${bookingCheck}`);
  if (mixed) printMixed(label, mixed);
  if (audits) printLighthouse(audits);
  if (fanOut) {
    console.log(
      `\nmessage fan-out: ${fanOut.sockets} sockets connected, ${fanOut.sent} messages sent (${fanOut.failed} failed) at ` +
        `${fanOut.rate}/s for ${DURATION} s; send to receipt p50 ${fanOut.p50} ms, p95 ${fanOut.p95} ms, p99 ${fanOut.p99} ms; ` +
        `${fanOut.lost} not received${fanOut.failures ? ` (failures: ${fanOut.failures})` : ''}`,
    );
  }
}

/** The rates of the constant-rate runs (wrk2-style), req/s. */
const OFFERED_RATES = (process.env.BENCH_RATES ?? '500,1000').split(',').map(Number);

/**
 * The mixed workload (scripts/bench/mixed.mjs) on a running server: closed loop beside the limit route, constant
 * offered rates, the same with 50 sign-ins a second, then on a server with every cache off: closed loop, rates, and
 * each kind of request alone.
 */
async function mixedSuite(label, env, url, sample, limitRoute) {
  const accounts = sample
    ? Array.from({ length: Number(process.env.BENCH_MIX_USERS ?? 300) }, (_, i) => ({
        email: `scale.user.${i}@bench.local`,
        password: 'demo1234',
      }))
    : ['demo.student@example.com', 'demo.mentor@example.com'].map((email) => ({ email, password: 'demo1234' }));
  const timing = { connections: CONNECTIONS, seconds: DURATION, warmup: WARMUP };
  const run = async (base) => {
    const mix = await prepareMix(base, { users: accounts, sample });
    const closed = await closedLoop(base, mix, timing);
    const limit = await loadRoute(`${base}/api/config`, {});
    const rates = [];
    for (const rate of OFFERED_RATES) rates.push(await openLoop(base, mix, { rate, seconds: DURATION }));
    return { mix, closed, limit, rates };
  };
  const on = await run(url);
  const withLogins = await openLoop(url, on.mix, {
    rate: OFFERED_RATES[0],
    seconds: DURATION,
    logins: { rate: Number(process.env.BENCH_LOGIN_RATE ?? 50), accounts },
  });
  const cachesOff = { ...env, JOBS_CACHE_SECONDS: '0', READ_CACHE_SECONDS: '0' };
  const off = await startServer(cachesOff);
  try {
    const result = await run(off.url);
    const single = await alone(off.url, result.mix);
    // Issue 37: the lists with the trust figures against the same lists without them (a second server on the same
    // database with LIST_FIGURES=false), under the same mix at once. PGlite's data directory admits one server.
    const figures = env.DATABASE_URL ? await figuresCompare(off.url, cachesOff, result.mix) : null;
    return { on, withLogins, off: result, single, figures, limitRoute };
  } finally {
    await stopServer(off.child);
  }
}

const FIGURES_RATE = Number(process.env.BENCH_FIGURES_RATE ?? 300);
const FIGURES_SECONDS = Number(process.env.BENCH_FIGURES_SECONDS ?? 30);

/** Which of the lists the trust figures touch a request reads, or null. */
function figuresRoute(requestPath) {
  const [route, query = ''] = requestPath.split('?');
  const params = new URLSearchParams(query);
  if (route === '/api/user-mentors/mentors') {
    if (params.has('search')) return 'mentor search';
    return params.has('sort') || params.has('answersQuickly') ? 'mentor list, sorted or filtered by the figures' : 'mentor list';
  }
  if (route === '/api/jobs') {
    if (params.has('search')) return 'job search';
    return params.has('sort') || params.has('responsive') ? 'job list, sorted or filtered by responsiveness' : 'job list';
  }
  if (/^\/api\/jobs\/[0-9a-f-]{36}$/.test(route)) return 'job page';
  return null;
}

/**
 * The mix at a constant rate (every cache off), each request sent at random to the server with figures or to one
 * without (LIST_FIGURES=false) on the same database: per list, the latencies on each.
 */
async function figuresCompare(withUrl, cachesOff, mix) {
  const plain = await startServer({ ...cachesOff, LIST_FIGURES: 'false' });
  try {
    const result = await openLoop(withUrl, mix, {
      rate: FIGURES_RATE,
      seconds: FIGURES_SECONDS,
      compare: { url: plain.url, classify: figuresRoute },
    });
    return { ...result, rate: FIGURES_RATE, seconds: FIGURES_SECONDS };
  } finally {
    await stopServer(plain.child);
  }
}

function printMixed(label, { on, withLogins, off, single, figures }) {
  const statusText = (statuses) =>
    Object.entries(statuses)
      .sort()
      .map(([status, n]) => `${n}×${status}`)
      .join(' ');
  console.log(
    `\n#### Mixed workload, ${label} (${SHARES}; ${on.mix.users} users, ${on.mix.words} words; ` +
      `${Object.entries(on.mix.counts)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ')} distinct requests)\n`,
  );
  console.log(
    '| caches | load | req/s | p50 ms | p90 ms | p99 ms | max ms | answers by status | no answer | read-cache hits | limit route req/s | vs limit |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, r] of [
    ['on', on],
    ['off', off],
  ]) {
    const c = r.closed;
    console.log(
      `| ${name} | ${CONNECTIONS} connections | ${Math.round(c.rps)} | ${c.p50} | ${c.p90} | ${c.p99} | ${c.max} | ${statusText(c.statuses)} | ${c.socketErrors} | ` +
        `${c.hitRate === null ? 'health not 200' : `${Math.round(c.hitRate * 100)}%`} | ${Math.round(r.limit.rps)} | ${Math.round((c.rps / r.limit.rps) * 100)}% |`,
    );
    for (const o of r.rates) {
      console.log(
        `| ${name} | ${o.rate} req/s offered | ${Math.round(o.achieved)} | ${o.p50} | ${o.p90} | ${o.p99} | ${o.max} | ${statusText(o.statuses)} | ${o.statuses.unanswered ?? 0} | | | |`,
      );
    }
    if (name === 'on') {
      const o = withLogins;
      console.log(
        `| on | ${o.rate} req/s offered + ${process.env.BENCH_LOGIN_RATE ?? 50} sign-ins/s | ${Math.round(o.achieved)} | ${o.p50} | ${o.p90} | ${o.p99} | ${o.max} | ${statusText(o.statuses)} | ${o.statuses.unanswered ?? 0} | | | |`,
      );
      console.log(`\nsign-ins beside it: p50 ${o.logins.p50} ms, p99 ${o.logins.p99} ms, ${statusText(o.logins.statuses)}\n`);
    }
  }
  console.log(`\nEach kind alone, one at a time, every cache off (${label}):\n`);
  console.log('| request | median ms | p90 ms | n |');
  console.log('|---|---|---|---|');
  for (const [route, r] of Object.entries(single)) console.log(`| ${route} | ${r.median} | ${r.p90} | ${r.n} |`);
  if (figures) {
    console.log(
      `\nWith and without the trust figures (issue 37), every cache off: the mix at ${figures.rate} req/s for ${figures.seconds} s ` +
        `(achieved ${Math.round(figures.achieved)}, p99 ${figures.p99} ms), each request to one of two servers on the same database, ` +
        `one with LIST_FIGURES=false (${label}):\n`,
    );
    console.log('| request | with: p50 ms | with: p99 ms | with: n | without: p50 ms | without: p99 ms | without: n |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [route, [withFigures, without]] of Object.entries(figures.routes).sort()) {
      console.log(
        `| ${route} | ${withFigures.p50} | ${withFigures.p99} | ${withFigures.n} | ${without.p50} | ${without.p99} | ${without.n} |`,
      );
    }
  }
}

/** Each mentor's free slots as its detail page offers them, so the bench books only what a student could pick. */
async function freeSlots(url, token, mentorIds) {
  const targets = [];
  for (const mentorId of mentorIds) {
    const { slotDays } = await getJson(`${url}/api/user-mentors/mentors/${mentorId}`, token);
    for (const day of slotDays) for (const slot of day.slots) if (slot.available) targets.push({ mentorId, slot: slot.scheduledTime });
  }
  return targets;
}

/**
 * The booking write path with 50 clients for DURATION seconds. Every (mentor, slot) target is requested
 * twice, by different clients at about the same time, so half the answers must be 409: the count of
 * slots that got two 201s is the double bookings (must be 0).
 */
async function bookingLoop(url, token, mentorIds) {
  const clients = 50;
  const targets = await freeSlots(url, token, mentorIds);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const { hostname, port } = new URL(url);
  const book = ({ mentorId, slot }) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({
        mentorId,
        scheduledTime: slot,
        sessionType: 'career_guidance',
        duration: 60,
        chatEnabled: true,
        agenda: 'Benchmark booking: resume review',
      });
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: `/api/user-mentors/mentors/${mentorId}/book`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const latencies = [];
  const created = new Map();
  let conflicts = 0;
  const other = new Map();
  let next = 0;
  const deadline = performance.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline && next < targets.length * 2) {
        const target = targets[Math.floor(next++ / 2)];
        const t0 = performance.now();
        const status = await book(target);
        latencies.push(performance.now() - t0);
        const key = `${target.mentorId} ${target.slot}`;
        if (status === 201 || status === 200) created.set(key, (created.get(key) ?? 0) + 1);
        else if (status === 409) conflicts += 1;
        else other.set(status, (other.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const doubles = [...created.values()].filter((n) => n > 1).length;
  const failures = [...other.values()].reduce((sum, n) => sum + n, 0);
  const byStatus = [...other].map(([status, n]) => `${n} × ${status}`).join(', ');
  return {
    rps: latencies.length / DURATION,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: conflicts + failures,
    check: `${created.size} slots booked, ${conflicts} answered 409 (slot taken), ${failures} other failures${byStatus ? ` (${byStatus})` : ''}, ${doubles} slots booked twice`,
  };
}

/**
 * Message delivery with FANOUT_SOCKETS users online (the heavy scale students, one socket each): pairs
 * (2k, 2k+1) are connected by the scale data; every sender posts a message at a steady rate and the time
 * from the request to the receiver's socket event is recorded.
 */
async function messageFanOut(url) {
  const { io } = await import('socket.io-client');
  const count = Number(process.env.BENCH_FANOUT_SOCKETS ?? 1000);
  const rate = Number(process.env.BENCH_FANOUT_RATE ?? 50);
  const users = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, (_, i) =>
      signIn(url, { email: `scale.user.${start + i}@bench.local`, password: 'demo1234' }),
    );
    users.push(...(await Promise.all(batch)));
  }
  const pending = new Map();
  const latencies = [];
  const sockets = await Promise.all(
    users.map(
      (user) =>
        new Promise((resolve, reject) => {
          const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: user.accessToken }, forceNew: true });
          socket.on('message:new', ({ message }) => {
            const sentAt = pending.get(message.clientId);
            if (sentAt === undefined || message.senderId === user.userId) return;
            pending.delete(message.clientId);
            latencies.push(performance.now() - sentAt);
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
  const post = async (user, path, body) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const pairs = [];
  for (let k = 0; k + 1 < users.length; k += 2) {
    const conversation = await post(users[k], '/api/messages/conversations', { userId: users[k + 1].userId });
    pairs.push({ sender: users[k], conversationId: conversation.id });
  }
  let sent = 0;
  let failed = 0;
  const failures = new Map();
  const intervalMs = 1000 / rate;
  const deadline = performance.now() + DURATION * 1000;
  const inFlight = [];
  for (let i = 0; performance.now() < deadline; i += 1) {
    const { sender, conversationId } = pairs[i % pairs.length];
    const clientId = `bench-${i}`;
    pending.set(clientId, performance.now());
    sent += 1;
    inFlight.push(
      post(sender, `/api/messages/conversations/${conversationId}/messages`, { body: `Benchmark message ${i}`, clientId }).catch(
        (error) => {
          failed += 1;
          failures.set(error.message.slice(0, 60), (failures.get(error.message.slice(0, 60)) ?? 0) + 1);
          pending.delete(clientId);
        },
      ),
    );
    const next = deadline - DURATION * 1000 + (i + 1) * intervalMs;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(inFlight);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const socket of sockets) socket.disconnect();
  latencies.sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    sent,
    failed,
    rate,
    failures: [...failures].map(([reason, n]) => `${n}× ${reason}`).join('; '),
    lost: pending.size,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

console.log(
  `${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s warm-up, load from ${WRK ? 'wrk' : 'autocannon'}; ` +
    `node ${process.version}; ` +
    `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} at the start`,
);
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const kept = process.env.BENCH_PGLITE_DIR;
  const dataDir = kept ? path.resolve(kept) : mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
  await benchDatabase('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' }, () =>
    kept ? undefined : rmSync(dataDir, { recursive: true, force: true }),
  );
}

if (process.env.BENCH_SKIP_PG !== '1') {
  const kept = process.env.BENCH_PG_DATABASE;
  const name = kept ?? `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  if (!kept || (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) {
    await admin.query(`create database ${name}`);
  }
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-pg-'));
  await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir }, async () => {
    if (!kept) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  });
}
