// The Human Library socket benchmark (issue 13): N concurrent sockets on the /human-lib namespace.
// Its own command, not part of `npm run bench` (10,000 sockets take minutes and most of the machine):
//
//   npm run build
//   node scripts/bench/humanlib.mjs                              # 1,000 sockets, PGlite
//   BENCH_HL_SOCKETS=10000 BENCH_HL_INTERVAL=20000 BENCH_HL_DURATION=40 node scripts/bench/humanlib.mjs
//                                                                # 10,000 sockets at the 1,000 run's total message rate
//   BENCH_HL_PG=1 node scripts/bench/humanlib.mjs                # on a fresh PostgreSQL database instead
//
// What it does:
//   1. Creates N verified student accounts that accepted the rules as 18+ (one live session each), with
//      set-based SQL through the built database client (never N sign-ups: no password is hashed), in a fresh
//      PGlite directory or PostgreSQL database, and mints each account's access token with the server's own
//      token service (dist/server/server/platform/tokens.js) and the JWT_SECRET given to the server.
//   2. Starts the built server (dist/server/server/main.js) on a free port on 127.0.0.1, in-memory match store
//      (no Redis), reads its RSS (VmRSS from /proc/<pid>/status), connects N socket.io-client sockets
//      (websocket only, one account each) in batches, each sends `join`; reads the RSS again after the first
//      batch and after all: the growth between the two over the sockets after the first batch is the server's
//      memory per joined socket (the first batch also pays first-use allocations).
//   3. Every socket sends `queue` (in batches, as fast as the acks come back); queue→`matched` time per socket.
//   4. For BENCH_HL_DURATION seconds every matched socket sends a `message` every BENCH_HL_INTERVAL ms,
//      staggered (default 2,000 ms: 5 per 10 s window, half the per-socket limit of 10); send→partner's
//      `message {from:'partner'}` latency, acks refused, and messages never received.
//   Figures and the runs behind them: docs/benchmarks.md, "Human Library sockets".
//   Prints a markdown table, closes the sockets, stops the server, removes the data directory / database.
//   Latencies include the client: one Node process drives all N sockets on the same machine, so its event-loop
//   delay (printed) is part of every figure.
//
// Environment:
//   BENCH_HL_SOCKETS (1000)        sockets, one account each (even: pairs)
//   BENCH_HL_BATCH (100)           sockets connected / queued at a time
//   BENCH_HL_INTERVAL (2000)       ms between one socket's messages (at least 1000: the limit is 10 per 10 s)
//   BENCH_HL_DURATION (20)         seconds of messaging
//   BENCH_HL_PG=1                  PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_HL_TIMEOUT (60)          seconds any one step (a connect, an ack, a match) may take before it counts as failed
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BENCH_JWT_SECRET, rssMb, startServer, stopServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist/server/server');
if (!existsSync(path.join(dist, 'main.js'))) {
  console.error('The built server is missing: run `npm run build` first.');
  process.exit(1);
}

const num = (name, fallback, min = 1) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min}`);
  return value;
};
const SOCKETS = num('BENCH_HL_SOCKETS', 1000, 2);
const BATCH = num('BENCH_HL_BATCH', 100);
const INTERVAL = num('BENCH_HL_INTERVAL', 2000, 1000);
const DURATION = num('BENCH_HL_DURATION', 20);
const TIMEOUT_MS = num('BENCH_HL_TIMEOUT', 60) * 1000;
const USE_PG = process.env.BENCH_HL_PG === '1';
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAMESPACE = '/human-lib';

const [{ openDatabase }, { createTokenService }, { sql }, { io }] = await Promise.all([
  import(path.join(dist, 'db/client.js')),
  import(path.join(dist, 'platform/tokens.js')),
  import('drizzle-orm'),
  import('socket.io-client'),
]);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg()[0].toFixed(1);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : String(Math.round(value))) : '–');
/** CPU time the process used so far (user + system), from /proc/<pid>/stat; clock ticks of 10 ms (CLK_TCK 100). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** Resolves with the promise, or rejects after TIMEOUT_MS: no step waits forever. */
const bounded = (promise, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS).unref()),
  ]);

/**
 * N accounts in three statements: verified students, one live session each, the rules accepted as 18+. Answers
 * { rows: [{ userId, sessionId }] in account order, migrateMs, insertMs }.
 */
async function createAccounts(options) {
  const database = await openDatabase({ ...options, poolSize: 2, statementTimeoutMs: 600_000 });
  const rowsOf = (result) => result.rows ?? result;
  try {
    let t0 = performance.now();
    await database.migrate();
    const migrateMs = performance.now() - t0;
    t0 = performance.now();
    const rows = await database.db.transaction(async (tx) => {
      const run = async (text) => rowsOf(await tx.execute(sql.raw(text)));
      await run(
        `create temp table hl_bench on commit drop as
         select n, gen_random_uuid() as user_id, gen_random_uuid() as session_id from generate_series(0, ${SOCKETS - 1}) n`,
      );
      await run(
        `insert into users (id, email, username, role, email_verified_at, profile_completed_at)
         select user_id, 'hl.bench.' || n || '@bench.local', 'hl_bench_' || n, 'student', now(), now() from hl_bench`,
      );
      await run(
        `insert into sessions (id, user_id, remember_me, expires_at)
         select session_id, user_id, true, now() + interval '1 day' from hl_bench`,
      );
      await run(`insert into humanlib_acceptances (user_id, confirmed_adult) select user_id, true from hl_bench`);
      return (await run(`select user_id, session_id from hl_bench order by n`)).map((row) => ({
        userId: row.user_id,
        sessionId: row.session_id,
      }));
    });
    return { rows, migrateMs, insertMs: performance.now() - t0 };
  } finally {
    await database.close();
  }
}

/** A socket with its own bookkeeping; resolves once connected and joined. */
function openVisit(url, token, index, hooks) {
  const socket = io(`${url}${NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: false,
    timeout: TIMEOUT_MS,
  });
  const visit = { socket, index, visitId: null, partner: null, queuedAt: 0, matchedMs: null, waiting: false, disconnects: 0 };
  socket.on('matched', ({ partner }) => {
    visit.partner = partner.userId;
    if (visit.matchedMs === null && visit.queuedAt) visit.matchedMs = performance.now() - visit.queuedAt;
    hooks.onMatched(visit);
  });
  socket.on('waiting', () => {
    visit.waiting = true;
  });
  socket.on('message', (message) => {
    if (message.from === 'partner') hooks.onMessage(message.text);
  });
  socket.on('humanlib:error', (error) => hooks.onError(error.code));
  socket.on('disconnect', (reason) => {
    visit.disconnects += 1;
    hooks.onDisconnect(reason);
  });
  const joined = new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => reject(new Error(`connect: ${error.message}`)));
    socket.once('connect', () => {
      socket
        .timeout(TIMEOUT_MS)
        .emitWithAck('join', { nickname: `Reader ${index}` })
        .then((ack) => {
          if (!ack?.ok) return reject(new Error(`join refused: ${ack?.code}`));
          visit.visitId = ack.userId;
          resolve(visit);
        }, reject);
    });
  });
  return bounded(joined, 'connect and join').catch((error) => {
    socket.disconnect();
    throw error;
  });
}

async function main() {
  console.log(
    `Human Library socket benchmark: ${SOCKETS} sockets, batches of ${BATCH}, a message every ${INTERVAL} ms per socket for ` +
      `${DURATION} s; ${USE_PG ? 'PostgreSQL' : 'PGlite'}, in-memory match store; node ${process.version}; ` +
      `${cpus().length} CPUs, load average ${load()} at the start`,
  );
  const loads = { start: load() };
  const cleanups = [];
  let server = null;
  const visits = [];
  try {
    // 1. Accounts and tokens.
    let dbEnv;
    let dbOptions;
    if (USE_PG) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: PG_SERVER });
      await admin.connect();
      const name = `hlbench_${Date.now()}`;
      await admin.query(`create database ${name}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const dbUrl = new URL(PG_SERVER);
      dbUrl.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-hlbench-pg-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      dbEnv = { DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir };
      dbOptions = { databaseUrl: dbUrl.toString() };
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-hlbench-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      dbEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
      dbOptions = { pgliteDir: path.join(dataDir, 'pgdata') };
    }
    const { rows: accounts, migrateMs, insertMs: accountsMs } = await createAccounts(dbOptions);
    const tokens = createTokenService(BENCH_JWT_SECRET);
    let t0 = performance.now();
    const accessTokens = await Promise.all(accounts.map((account) => tokens.signAccess({ ...account, role: 'student' })));
    const tokensMs = performance.now() - t0;
    console.log(
      `migrations ${Math.round(migrateMs)} ms; ${accounts.length} accounts in ${Math.round(accountsMs)} ms, ${accessTokens.length} tokens in ${Math.round(tokensMs)} ms`,
    );

    // 2. Server, sockets, memory.
    server = await startServer({ SEED_DEMO: 'false', ...dbEnv });
    const pid = server.child.pid;
    await sleep(3000); // let start-up work (migrations check, caches) settle before the first reading
    const rssBefore = rssMb(pid);
    const counters = { errors: new Map(), disconnects: new Map() };
    const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
    const sentAt = new Map();
    const latencies = [];
    let matchedCount = 0;
    const hooks = {
      onMatched: () => {
        matchedCount += 1;
      },
      onMessage: (text) => {
        const at = sentAt.get(text);
        if (at === undefined) return;
        sentAt.delete(text);
        latencies.push(performance.now() - at);
      },
      onError: (code) => count(counters.errors, code),
      onDisconnect: (reason) => count(counters.disconnects, reason),
    };
    const connectFailures = new Map();
    // The first batch also warms the server's first-use allocations (code, buffers, JIT); the memory per socket
    // is read over the rest, from the RSS after the first batch (the figure from before any socket is printed too).
    let rssWarm = rssBefore;
    let warmSockets = 0;
    t0 = performance.now();
    for (let start = 0; start < SOCKETS; start += BATCH) {
      const batch = [];
      for (let i = start; i < Math.min(SOCKETS, start + BATCH); i += 1) batch.push(openVisit(server.url, accessTokens[i], i, hooks));
      for (const result of await Promise.allSettled(batch)) {
        if (result.status === 'fulfilled') visits.push(result.value);
        else count(connectFailures, result.reason.message.slice(0, 80));
      }
      if (start === 0 && SOCKETS > BATCH) {
        await sleep(2000);
        rssWarm = rssMb(pid);
        warmSockets = visits.length;
      }
    }
    const connectMs = performance.now() - t0;
    loads.connected = load();
    await sleep(3000);
    const rssJoined = rssMb(pid);
    console.log(
      `${visits.length} sockets connected and joined in ${(connectMs / 1000).toFixed(1)} s; server RSS ${Math.round(rssBefore)} → ` +
        `${Math.round(rssJoined)} MB`,
    );

    // 3. Matching: every socket queues; the time from its `queue` to its `matched`.
    const queueRefusals = new Map();
    t0 = performance.now();
    for (let start = 0; start < visits.length; start += BATCH) {
      await Promise.all(
        visits.slice(start, start + BATCH).map(async (visit) => {
          visit.queuedAt = performance.now();
          try {
            const ack = await visit.socket.timeout(TIMEOUT_MS).emitWithAck('queue');
            if (!ack?.ok) count(queueRefusals, ack?.code ?? 'no ack');
          } catch (error) {
            count(queueRefusals, error.message.slice(0, 60));
          }
        }),
      );
    }
    const expected = visits.length - (visits.length % 2);
    const matchDeadline = performance.now() + TIMEOUT_MS;
    while (matchedCount < expected && performance.now() < matchDeadline) await sleep(50);
    const queueMs = performance.now() - t0;
    loads.matched = load();
    const matchTimes = visits
      .map((visit) => visit.matchedMs)
      .filter((value) => value !== null)
      .sort((a, b) => a - b);
    const rssMatched = rssMb(pid);
    const pairsOk = visits.filter((visit) => visit.partner).length;
    console.log(`${pairsOk} of ${visits.length} sockets matched in ${(queueMs / 1000).toFixed(1)} s`);

    // 4. Messages: each matched socket writes every INTERVAL ms, staggered over the interval.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cpuStart = { server: cpuMs(pid), client: cpuMs(process.pid), at: performance.now() };
    const talkers = visits.filter((visit) => visit.partner);
    let sent = 0;
    let acked = 0;
    const refused = new Map();
    const acks = [];
    let sequence = 0;
    const end = performance.now() + DURATION * 1000;
    const timers = [];
    const rounds = talkers.map(
      (visit, k) =>
        new Promise((resolve) => {
          const offset = (k / talkers.length) * INTERVAL;
          const tick = () => {
            if (performance.now() >= end || !visit.socket.connected) return resolve();
            // Six digits at most: seven would be masked as a phone number.
            const text = `Benchmark line ${(sequence += 1)}`;
            sentAt.set(text, performance.now());
            sent += 1;
            acks.push(
              visit.socket
                .timeout(TIMEOUT_MS)
                .emitWithAck('message', { text })
                .then(
                  (ack) => {
                    if (ack?.ok) acked += 1;
                    else {
                      count(refused, ack?.code ?? 'no ack');
                      sentAt.delete(text);
                    }
                  },
                  () => count(refused, 'ack timeout'),
                ),
            );
            timers.push(setTimeout(tick, INTERVAL));
          };
          timers.push(setTimeout(tick, offset));
        }),
    );
    await Promise.all(rounds);
    await Promise.all(acks);
    const wall = performance.now() - cpuStart.at;
    const serverCpu = (cpuMs(pid) - cpuStart.server) / wall;
    const clientCpu = (cpuMs(process.pid) - cpuStart.client) / wall;
    const graceEnd = performance.now() + 5000;
    while (sentAt.size > 0 && performance.now() < graceEnd) await sleep(50);
    for (const timer of timers) clearTimeout(timer);
    delay.disable();
    loads.messages = load();
    const rssMessages = rssMb(pid);
    latencies.sort((a, b) => a - b);
    const lost = sentAt.size;

    // Report.
    const perSocketKb = ((rssJoined - rssWarm) * 1024) / (visits.length - warmSockets);
    const perSocketAllKb = ((rssJoined - rssBefore) * 1024) / visits.length;
    const list = (map) => [...map].map(([key, n]) => `${n}× ${key}`).join('; ') || 'none';
    console.log(`\n### Human Library, ${SOCKETS} sockets (${USE_PG ? 'PostgreSQL' : 'PGlite'}, in-memory match store)\n`);
    console.log('| measure | value | load average (1 min) |');
    console.log('|---|---|---|');
    console.log(
      `| migrations / accounts created (set-based SQL) / tokens minted | ${Math.round(migrateMs)} / ${Math.round(accountsMs)} / ${Math.round(tokensMs)} ms | ${loads.start} |`,
    );
    console.log(
      `| sockets connected and joined | ${visits.length} of ${SOCKETS} in ${(connectMs / 1000).toFixed(1)} s (failures: ${list(connectFailures)}) | ${loads.connected} |`,
    );
    console.log(
      `| server RSS: no socket → first ${warmSockets} → all ${visits.length} joined | ${Math.round(rssBefore)} → ${Math.round(rssWarm)} → ` +
        `${Math.round(rssJoined)} MB: **${perSocketKb.toFixed(1)} KB per socket** after the first batch (${perSocketAllKb.toFixed(1)} KB counting from no socket) | ${loads.connected} |`,
    );
    console.log(
      `| queue → matched p50 / p95 / p99 / max | ${ms(percentile(matchTimes, 50))} / ${ms(percentile(matchTimes, 95))} / **${ms(percentile(matchTimes, 99))}** / ${ms(matchTimes.at(-1))} ms | ${loads.matched} |`,
    );
    console.log(
      `| sockets matched | ${pairsOk} of ${visits.length} in ${(queueMs / 1000).toFixed(1)} s (queue refusals: ${list(queueRefusals)}) | ${loads.matched} |`,
    );
    console.log(
      `| messages sent / acked / refused | ${sent} / ${acked} / ${sent - acked} (${list(refused)}), ${Math.round(sent / DURATION)}/s from ${talkers.length} sockets | ${loads.messages} |`,
    );
    console.log(
      `| send → partner receipt p50 / p95 / p99 / max | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))} / **${ms(percentile(latencies, 99))}** / ${ms(latencies.at(-1))} ms | ${loads.messages} |`,
    );
    console.log(`| messages not received (refused ones excluded; 5 s grace) | ${lost} | ${loads.messages} |`);
    console.log(
      `| server RSS after matching / after messages | ${Math.round(rssMatched)} / ${Math.round(rssMessages)} MB | ${loads.messages} |`,
    );
    console.log(
      `| client event-loop delay during messages p50 / p99 / max | ${ms(delay.percentile(50) / 1e6)} / ${ms(delay.percentile(99) / 1e6)} / ${ms(delay.max / 1e6)} ms | ${loads.messages} |`,
    );
    console.log(
      `| CPU used during messages: server / client (share of one core) | ${Math.round(serverCpu * 100)}% / ${Math.round(clientCpu * 100)}%; ` +
        `server ${sent ? ((serverCpu * wall) / sent).toFixed(2) : '–'} ms CPU per message | ${loads.messages} |`,
    );
    console.log(`| humanlib:error notices / disconnects during the run | ${list(counters.errors)} / ${list(counters.disconnects)} | |`);
  } finally {
    for (const visit of visits) visit.socket.disconnect();
    if (server) {
      await sleep(1000);
      await stopServer(server.child);
    }
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await main();
// socket.io-client keeps no timers after every socket is closed, but a stray one must not hold the run open.
process.exit(0);
