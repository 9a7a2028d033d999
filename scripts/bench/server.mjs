// The built server as the benchmarks run it: on a free loopback port, production mode, rate limits out of the
// way, Redis and mail off unless asked, started and stopped with bounded waits. Shared by run.mjs and humanlib.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0001';
const START_LIMIT_MS = 120_000;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts `script` (the built server by default) with `env` over the benchmark defaults; answers once healthy.
 * BENCH_SERVER_NODE_ARGS are given to its node (`--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of the server).
 */
export async function startServer(env, script = path.join(ROOT, 'dist/server/server/main.js')) {
  const port = await freePort();
  const started = performance.now();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      JWT_SECRET: BENCH_JWT_SECRET,
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
    if (performance.now() - started > START_LIMIT_MS) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy within ${START_LIMIT_MS / 1000} s`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, url, startMs: performance.now() - started };
}

/** SIGTERM, then SIGKILL if it has not ended in 30 s. */
export const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** A process's resident memory in MB. */
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Fills the database with scale data while no server holds it (PGlite is single-process). */
export function seedScale(env, sampleFile) {
  const started = performance.now();
  execFileSync(process.execPath, ['scripts/bench/seed-scale.mjs'], {
    env: { ...process.env, ...env, SCALE_SAMPLE_FILE: sampleFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return performance.now() - started;
}

/**
 * Reads every table and index of a PostgreSQL database once into the operating system's cache (pg_prewarm), so the
 * rows measure the server with its data in memory, as in service, rather than first reads from a slow disk: on a host
 * whose cache had dropped the freshly seeded tables, cold typo searches ran past the statement time limit (503).
 */
export async function prewarm(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('create extension if not exists pg_prewarm');
    const { rows } = await client.query(
      `select coalesce(sum(pg_prewarm(c.oid, 'read')), 0)::bigint as blocks from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'i', 'm', 't') and n.nspname in ('public', 'pg_toast')`,
    );
    return { mb: Math.round((Number(rows[0].blocks) * 8) / 1024), ms: performance.now() - started };
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the PostgreSQL server at `serverUrl`, named `${prefix}_<time>`: its address, and `drop` to remove
 * it (also while something is still connected).
 */
export async function freshPgDatabase(serverUrl, prefix) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `${prefix}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** An SMTP server on loopback that takes every mail and counts it: `mails` holds the count and the first and last times. */
export async function startMailSink() {
  const { SMTPServer } = await import('smtp-server');
  const mails = { count: 0, first: 0, last: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of each connection: the sink is not what is measured.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        mails.count += 1;
        mails.last = Date.now();
        if (!mails.first) mails.first = mails.last;
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    mails,
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}
