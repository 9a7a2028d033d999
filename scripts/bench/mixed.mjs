// The mixed workload of `npm run bench` (issue 33): requests drawn afresh at random from thousands of distinct ones,
// as real traffic is, rather than one request asked again and again.
//   search 30%: jobs, mentors, blog posts and books, with words, typos, prefixes and two-word phrases
//   list   15%: list pages of varying page and size
//   single 35%: single jobs, mentors, posts and profiles across the data set
//   own    15%: each signed-in user's notifications, connections, applications, conversations and "for you" jobs
//   write   5%: likes and unlikes, saves and unsaves, applications (students')
// Closed loop with wrk (scripts/bench/mixed.lua) at BENCH_CONNECTIONS, and open loop at a constant offered rate
// (wrk2-style: each request's latency counts from when it was due, so a stall is not hidden), with or without
// 50 sign-ins per second beside it.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './server.mjs';

export const SHARES = 'search=30,list=15,single=35,own=15,write=5';
const percentile = (sorted, p) => Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1));

/** A deterministic generator, so two runs draw from the same texts. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A slip a student makes: a letter dropped, doubled, swapped with the next, or replaced by its keyboard neighbour. */
function typo(word, rand) {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(rand() * (word.length - 2));
  switch (Math.floor(rand() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default: {
      const near = { a: 's', e: 'r', i: 'o', o: 'i', s: 'a', n: 'm', t: 'r', r: 't', l: 'k', u: 'y', c: 'v', m: 'n' };
      return word.slice(0, i) + (near[word[i]] ?? 'e') + word.slice(i + 1);
    }
  }
}

async function getJson(url, token) {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return res.json();
}

async function signIn(url, email, password) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, rememberMe: true }),
    });
    if (res.ok) {
      const body = await res.json();
      // An account with two-step sign-in (the demo operator) answers with a challenge, not a session: not a reader.
      return body.accessToken ? { token: body.accessToken, userId: body.user.id, role: body.user.role } : null;
    }
    if (res.status !== 503 && res.status !== 429) return null;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

/**
 * Signs in the users the mix reads as (the scale data's students, or the demo accounts) and builds the file of
 * distinct requests from what the API lists: ids across the data set and the words of their titles and names.
 */
export async function prepareMix(url, { users: accounts, sample }) {
  const rand = random(33);
  const users = [];
  for (let i = 0; i < accounts.length; i += 6) {
    const batch = await Promise.all(accounts.slice(i, i + 6).map((account) => signIn(url, account.email, account.password)));
    users.push(...batch.filter(Boolean));
  }
  if (users.length === 0) throw new Error('no user of the mix could sign in');
  const reader = users[0];

  const jobs = sample?.jobIds ?? [];
  /** Applications go to open jobs (a closed one answers 409). */
  const openJobs = [];
  const texts = [];
  for (let page = 1; page <= (sample ? 5 : 2); page += 1) {
    const body = await getJson(`${url}/api/jobs?status=all&view=card&limit=100&page=${page}`, reader.token);
    for (const job of body.jobs) {
      jobs.push(job.id);
      if (job.status === 'open') openJobs.push(job.id);
      texts.push(job.title, job.companyName, job.location ?? '');
    }
  }
  const mentors = sample?.mentorIds ?? [];
  const mentorList = await getJson(`${url}/api/user-mentors/mentors?limit=100`, reader.token);
  for (const mentor of mentorList.mentors) {
    mentors.push(mentor.id);
    texts.push(mentor.name ?? mentor.fullName ?? '', mentor.company ?? '', mentor.headline ?? '');
  }
  const posts = sample?.blogIds ?? [];
  for (let page = 1; page <= 2; page += 1) {
    const feed = await getJson(`${url}/api/blogs/allBlogs?limit=50&page=${page}`, reader.token);
    for (const post of feed.data) {
      posts.push(post.id);
      texts.push(post.title ?? '', ...(post.tags ?? []));
    }
  }
  const books = await getJson(`${url}/api/books?userId=${reader.userId}&limit=100`, reader.token);
  for (const book of books.data) texts.push(book.name ?? book.title ?? '', book.subject ?? '', book.author ?? '');
  const profiles = [...(sample?.profileIds ?? []), ...users.map((user) => user.userId)];

  const words = [
    ...new Set(
      texts
        .join(' ')
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= 3),
    ),
  ];
  const any = (list) => list[Math.floor(rand() * list.length)];
  const lines = [];
  const add = (kind, method, requestPath, token = '', body = '') => lines.push([kind, method, requestPath, token, body].join('\t'));

  // Searches: a word, a typo of it, a prefix, or two words, over the four searchable lists.
  const searchPaths = new Set();
  for (let tries = 0; searchPaths.size < 4000 && tries < 40_000; tries += 1) {
    const word = any(words);
    const form = rand();
    const text =
      form < 0.3
        ? word
        : form < 0.65
          ? typo(word, rand)
          : form < 0.8
            ? word.slice(0, Math.max(3, Math.ceil(word.length * 0.6)))
            : `${word} ${typo(any(words), rand)}`;
    const q = encodeURIComponent(text);
    const target = Math.floor(rand() * 4);
    searchPaths.add(
      target === 0
        ? `/api/jobs?search=${q}`
        : target === 1
          ? `/api/user-mentors/mentors?search=${q}`
          : target === 2
            ? `/api/blogs/allBlogs?search=${q}`
            : `/api/books?userId={me}&search=${q}`,
    );
  }
  // A shelf is its owner's alone (another's answers 403): `{me}` becomes the id of whoever asks.
  const asUser = (kind, requestPath, user) => add(kind, 'GET', requestPath.replace('{me}', user.userId), user.token);
  let n = 0;
  for (const requestPath of searchPaths) asUser('search', requestPath, users[n++ % users.length]);

  // List pages of varying page and size.
  for (let i = 0; i < 1500; i += 1) {
    const limit = any([10, 12, 20, 50]);
    const page = 1 + Math.floor(rand() * rand() * 40);
    const list = any([
      `/api/jobs?page=${page}&limit=${limit}`,
      `/api/jobs?page=${page}&limit=${limit}&${any(['sort=responsive', 'responsive=true'])}`,
      `/api/blogs/allBlogs?page=${page}&limit=${limit}`,
      `/api/user-mentors/mentors?page=${page}&limit=${limit}`,
      `/api/user-mentors/mentors?page=${page}&limit=${limit}&${any(['sort=answersQuickly', 'sort=mostSessions', 'answersQuickly=true'])}`,
      `/api/books?userId={me}&page=${page}&limit=${limit}`,
    ]);
    asUser('list', list, any(users));
  }
  // Single reads across the data set.
  for (const id of jobs) add('single', 'GET', `/api/jobs/${id}`, any(users).token);
  for (const id of mentors) add('single', 'GET', `/api/user-mentors/mentors/${id}`, any(users).token);
  for (const id of posts) add('single', 'GET', `/api/blogs/${id}`, any(users).token);
  for (const id of profiles) add('single', 'GET', `/api/users/profile?userId=${id}`, any(users).token);
  // Each user's own pages.
  for (const user of users) {
    add('own', 'GET', '/api/notifications?page=1&limit=10', user.token);
    add('own', 'GET', '/api/notifications?page=1&limit=10&isRead=false', user.token);
    add('own', 'GET', '/api/connections/connections', user.token);
    add('own', 'GET', '/api/jobs/user/applications', user.token);
    add('own', 'GET', '/api/messages/conversations', user.token);
    add('own', 'GET', '/api/jobs/forYou', user.token);
  }
  // Writes that drop cached reads: likes and unlikes, saves and unsaves, applications.
  // Only students apply (a mentor is refused with 403); likes are PUT, idempotent like their DELETE.
  const students = users.filter((user) => user.role === 'student');
  for (let i = 0; i < 3000; i += 1) {
    const user = any(users);
    const roll = rand();
    if (roll < 0.3) add('write', 'PUT', `/api/blogs/${any(posts)}/like`, user.token);
    else if (roll < 0.45) add('write', 'DELETE', `/api/blogs/${any(posts)}/like`, user.token);
    else if (roll < 0.7) add('write', 'POST', `/api/jobs/${any(jobs)}/save`, user.token);
    else if (roll < 0.8) add('write', 'DELETE', `/api/jobs/${any(jobs)}/save`, user.token);
    else
      add(
        'write',
        'POST',
        `/api/jobs/${any(openJobs.length > 0 ? openJobs : jobs)}/apply`,
        any(students.length > 0 ? students : users).token,
        '{}',
      );
  }
  const file = path.join(tmpdir(), `campus-mix-${process.pid}-${Date.now()}.tsv`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  const counts = Object.fromEntries(
    ['search', 'list', 'single', 'own', 'write'].map((kind) => [kind, lines.filter((l) => l.startsWith(`${kind}\t`)).length]),
  );
  return { file, lines: lines.map((line) => line.split('\t')), users: users.length, counts, words: words.length };
}

const runWrk = (url, file, connections, seconds) =>
  new Promise((resolve, reject) => {
    execFile(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', path.join(ROOT, 'scripts/bench/mixed.lua'), url],
      { maxBuffer: 1024 * 1024, env: { ...process.env, MIXED_FILE: file, MIXED_SHARES: SHARES } },
      (error, stdout) => {
        if (error) return reject(error);
        try {
          resolve(JSON.parse(stdout.trim().split('\n').pop()));
        } catch {
          reject(new Error(`wrk printed no summary: ${stdout.slice(-300)}`));
        }
      },
    );
  });

/** The read cache's hits and misses so far (GET /api/health); null when health does not answer 200 (an open breaker). */
const cacheCounts = async (url) => {
  const res = await fetch(`${url}/api/health`);
  return res.ok ? (await res.json()).readCache : null;
};

/** The mix in a closed loop (wrk, `connections` connections, after a warm-up), with the read cache's hit rate. */
export async function closedLoop(url, mix, { connections, seconds, warmup }) {
  await runWrk(url, mix.file, connections, warmup);
  const before = await cacheCounts(url);
  const result = await runWrk(url, mix.file, connections, seconds);
  const after = await cacheCounts(url);
  if (!before || !after) return { ...result, hitRate: null };
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  return { ...result, hitRate: hits + misses > 0 ? hits / (hits + misses) : 0 };
}

/**
 * The mix at a constant offered rate: request i is due at start + i / rate whatever the answers before it did,
 * and its latency counts from then. Draws from the same requests by the same shares.
 */
export async function openLoop(url, mix, { rate, seconds, sockets = 256, logins, compare }) {
  // With `compare` ({ url, classify }), each request goes to `url` or `compare.url` at random, and the latencies of
  // the requests `classify(path)` names are kept apart per server: two servers measured under the same load.
  const targets = [url, ...(compare ? [compare.url] : [])].map((address) => {
    const { hostname, port } = new URL(address);
    return { hostname, port, agent: new http.Agent({ keepAlive: true, maxSockets: sockets }) };
  });
  const byRoute = new Map();
  const byKind = new Map();
  for (const line of mix.lines) {
    if (!byKind.has(line[0])) byKind.set(line[0], []);
    byKind.get(line[0]).push(line);
  }
  const shares = SHARES.split(',')
    .map((part) => part.split('='))
    .filter(([kind]) => byKind.has(kind));
  const sum = shares.reduce((total, [, weight]) => total + Number(weight), 0);
  const pick = () => {
    let roll = Math.random() * sum;
    for (const [kind, weight] of shares) {
      roll -= Number(weight);
      if (roll < 0) return byKind.get(kind)[Math.floor(Math.random() * byKind.get(kind).length)];
    }
    return byKind.get(shares[0][0])[0];
  };
  const send = ([, method, requestPath, token, body], due, latencies, statuses) =>
    new Promise((resolve) => {
      const side = Math.floor(Math.random() * targets.length);
      const { hostname, port, agent } = targets[side];
      const route = compare?.classify(requestPath);
      if (route && !byRoute.has(route))
        byRoute.set(
          route,
          targets.map(() => []),
        );
      const headers = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      const req = http.request({ agent, hostname, port, method, path: requestPath, headers, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (route) byRoute.get(route)[side].push(performance.now() - due);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        statuses.unanswered = (statuses.unanswered ?? 0) + 1;
        resolve();
      });
      req.end(body || undefined);
    });
  const latencies = [];
  const statuses = {};
  const loginLatencies = [];
  const loginStatuses = {};
  const inFlight = [];
  const start = performance.now();
  const total = Math.floor(rate * seconds);
  const loginTotal = logins ? Math.floor(logins.rate * seconds) : 0;
  const loginBody = (i) =>
    JSON.stringify({ email: logins.accounts[i % logins.accounts.length].email, password: logins.accounts[0].password });
  let nextLogin = 0;
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    while (nextLogin < loginTotal && start + (nextLogin * 1000) / logins.rate <= due) {
      const loginDue = start + (nextLogin * 1000) / logins.rate;
      inFlight.push(send(['login', 'POST', '/api/auth/login', '', loginBody(nextLogin)], loginDue, loginLatencies, loginStatuses));
      nextLogin += 1;
    }
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(pick(), due, latencies, statuses));
  }
  await Promise.all(inFlight);
  for (const target of targets) target.agent.destroy();
  latencies.sort((a, b) => a - b);
  loginLatencies.sort((a, b) => a - b);
  return {
    rate,
    achieved: latencies.length / ((performance.now() - start) / 1000),
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    statuses,
    logins: logins ? { p50: percentile(loginLatencies, 50), p99: percentile(loginLatencies, 99), statuses: loginStatuses } : undefined,
    routes: Object.fromEntries(
      [...byRoute].map(([route, sides]) => [
        route,
        sides.map((times) => (times.sort((a, b) => a - b), { p50: percentile(times, 50), p99: percentile(times, 99), n: times.length })),
      ]),
    ),
  };
}

/** Each kind of request alone, one at a time: the median over `count` distinct requests of that kind (ms). */
export async function alone(url, mix, count = 40) {
  const out = {};
  const groups = new Map();
  for (const line of mix.lines) {
    const [kind, method, requestPath] = line;
    const route = `${kind} ${method} ${requestPath.replace(/\?.*$/, '').replace(/[0-9a-f-]{36}/g, '{id}')}${/search=/.test(requestPath) ? '?search=' : ''}`;
    if (!groups.has(route)) groups.set(route, []);
    groups.get(route).push(line);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  for (const [route, lines] of groups) {
    if (route.startsWith('write')) continue;
    const times = [];
    for (let i = 0; i < Math.min(count, lines.length); i += 1) {
      const [, method, requestPath, token] = lines[Math.floor((i * lines.length) / Math.min(count, lines.length))];
      const t0 = performance.now();
      await new Promise((resolve) => {
        const req = http.request(
          { agent, hostname, port, method, path: requestPath, headers: token ? { authorization: `Bearer ${token}` } : {} },
          (res) => {
            res.resume();
            res.on('end', resolve);
          },
        );
        req.on('error', resolve);
        req.end();
      });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out[route] = { median: percentile(times, 50), p90: percentile(times, 90), n: times.length };
  }
  agent.destroy();
  return out;
}
