// npm run bench: starts the built server on PGlite and on PostgreSQL, measures each route with 100
// connections for 10 s after a warm-up, and prints req/s, latency percentiles and the ratio to the
// limit route (GET /api/config: a fixed JSON object from memory, through the same plugins as every route).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO = { email: 'demo.student@example.com', password: 'demo1234' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_IP: '100000000',
      REDIS_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, url, startMs: performance.now() - started };
}

const stopServer = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** autocannon's summary has no p95, so the per-response times are collected and ranked here. */
async function cannon(url, options) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, ...options });
  const times = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), non2xx: result.non2xx };
}

async function login(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return /refresh_token=([^;]+)/.exec(res.headers.get('set-cookie'))[1];
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
        { agent, hostname, port, method: 'POST', path: '/api/auth/refresh', headers: { cookie: `refresh_token=${cookie}`, 'content-length': 0 } },
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
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), non2xx: failures };
}

async function benchDatabase(label, env, cleanup) {
  const first = await startServer(env);
  await stopServer(first.child);
  const { child, url, startMs } = await startServer(env);
  const rows = [];
  const limit = await cannon(`${url}/api/config`, {});
  rows.push(['GET /api/config (limit route)', limit]);
  rows.push(['GET /api/health', await cannon(`${url}/api/health`, {})]);
  await refreshLoop(url, WARMUP);
  rows.push(['POST /api/auth/refresh', await refreshLoop(url, DURATION)]);
  rows.push([
    'POST /api/auth/login',
    await cannon(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) }),
  ]);
  const rss = rssMb(child.pid);
  await stopServer(child);
  await cleanup?.();
  console.log(`\n### ${label}`);
  console.log(`start on an existing data directory to healthy: ${Math.round(startMs)} ms; RSS after the run: ${Math.round(rss)} MB\n`);
  console.log('| route | req/s | p50 ms | p95 ms | p99 ms | non-2xx | vs limit |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of rows) {
    console.log(`| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${Math.round((r.rps / limit.rps) * 100)}% |`);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
console.log(`${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s warm-up; node ${process.version}`);
await benchDatabase('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' }, () => rmSync(dataDir, { recursive: true, force: true }));

if (process.env.BENCH_SKIP_PG !== '1') {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-pg-'));
  await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir }, async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  });
}
