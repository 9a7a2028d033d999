// Two instances behind a reverse proxy against one (issue 34): the mixed workload (scripts/bench/mixed.mjs) on
// PostgreSQL with scale data (or the demo data) and Redis, sent to one instance directly, to two instances behind nginx (round robin,
// kept connections, as docs/operations.md configures it), and to one instance behind the same nginx (what the proxy
// alone costs), then to the one instance directly again (how far the machine drifted during the run). Beside each
// closed-loop run it reads the CPU time each part used (/proc), per request: what a profile says about how the
// throughput would grow with cores.
//   npm run build && node scripts/bench/instances.mjs
//   BENCH_PG_DATABASE (campus_instances_bench): kept and reused, seeded with scale data on first use;
//   BENCH_SCALE=0: the demo data only (use another BENCH_PG_DATABASE)
//   BENCH_REDIS_URL (redis://127.0.0.1:6379/9): flushed at start; BENCH_CONNECTIONS (100), BENCH_DURATION (15),
//   BENCH_WARMUP (3), BENCH_RATES (500,1000), BENCH_MIX_USERS (300)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closedLoop, openLoop, prepareMix, SHARES } from './mixed.mjs';
import { freePort, prewarm, seedScale, startServer, stopServer } from './server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const RATES = (process.env.BENCH_RATES ?? '500,1000').split(',').map(Number);
const DATABASE = process.env.BENCH_PG_DATABASE ?? 'campus_instances_bench';
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const SCALE = process.env.BENCH_SCALE !== '0';

execFileSync('bash', ['scripts/ensure-debian-package.sh', 'nginx'], { stdio: 'inherit' });
execFileSync('bash', ['scripts/ensure-debian-package.sh', 'wrk'], { stdio: 'inherit' });
execFileSync('redis-cli', ['-u', REDIS_URL, 'flushdb'], { stdio: 'ignore' });

const admin = new pg.Client({ connectionString: PG_SERVER });
await admin.connect();
if ((await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount === 0) {
  await admin.query(`create database ${DATABASE}`);
}
await admin.end();
const databaseUrl = Object.assign(new URL(PG_SERVER), { pathname: `/${DATABASE}` }).toString();
const work = mkdtempSync(path.join(tmpdir(), 'campus-bench-instances-'));
const instanceEnv = (name) => ({ DATABASE_URL: databaseUrl, REDIS_URL, TRUST_PROXY: '1', DATA_DIR: path.join(work, name) });

// The first start migrates and seeds the demo data; the scale data goes in while no server runs.
await stopServer((await startServer(instanceEnv('seed'))).child);
const sampleFile = path.join(work, 'sample.json');
if (SCALE) seedScale(instanceEnv('seed'), sampleFile);
const sample = SCALE ? JSON.parse(readFileSync(sampleFile, 'utf8')) : null;
await prewarm(databaseUrl);

/** The CPU seconds each part of the system has used so far (utime + stime of its processes). */
const ticks = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};
const pidsOf = (name) => {
  try {
    return execFileSync('pgrep', ['-x', name], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
};
const machineBusy = () => {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (fields.reduce((sum, n) => sum + n, 0) - fields[3] - fields[4]) / 100;
};
const cpuNow = (instances) => ({
  app: instances.reduce((sum, instance) => sum + ticks(instance.child.pid), 0),
  postgres: pidsOf('postgres').reduce((sum, pid) => sum + ticks(pid), 0),
  proxy: pidsOf('nginx').reduce((sum, pid) => sum + ticks(pid), 0),
  redis: pidsOf('redis-server').reduce((sum, pid) => sum + ticks(pid), 0),
  machine: machineBusy(),
});

async function startNginx(ports) {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(work, 'nginx-'));
  // One worker: the instances, PostgreSQL and the load share two cores. Kept connections to the instances
  // (keepalive, HTTP/1.1, an empty Connection header unless it is a WebSocket upgrade), as in docs/operations.md.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream campus { ${ports.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 256; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://campus;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) return { child, url };
    if (waited > 10_000) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const timing = { connections: CONNECTIONS, seconds: DURATION, warmup: WARMUP };
const results = [];
async function measure(name, url, instances, mix) {
  const before = cpuNow(instances);
  const closed = await closedLoop(url, mix, timing);
  const after = cpuNow(instances);
  const perRequest = Object.fromEntries(Object.keys(before).map((part) => [part, ((after[part] - before[part]) * 1000) / closed.requests]));
  const rates = [];
  for (const rate of RATES) rates.push(await openLoop(url, mix, { rate, seconds: DURATION }));
  results.push({ name, closed, perRequest, rates });
  console.log(
    `${name}: ${Math.round(closed.rps)} req/s, p99 ${closed.p99} ms; open loop ${rates.map((r) => `${r.rate}: p99 ${r.p99} ms`).join(', ')}`,
  );
}

const accounts = SCALE
  ? Array.from({ length: Number(process.env.BENCH_MIX_USERS ?? 300) }, (_, i) => ({
      email: `scale.user.${i}@bench.local`,
      password: 'demo1234',
    }))
  : ['demo.student@example.com', 'demo.mentor@example.com'].map((email) => ({ email, password: 'demo1234' }));
const first = await startServer(instanceEnv('a'));
const second = await startServer(instanceEnv('b'));
const ports = [first, second].map((instance) => Number(new URL(instance.url).port));
const bothProxy = await startNginx(ports);
const oneProxy = await startNginx([ports[0]]);
try {
  const mix = await prepareMix(first.url, { users: accounts, sample });
  console.log(
    `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} at the start; ${CONNECTIONS} connections, ${DURATION} s per run ` +
      `after ${WARMUP} s warm-up; node ${process.version}`,
  );
  // The second instance idles while one is measured alone: it costs nothing but its memory then.
  await measure('one instance, direct', first.url, [first], mix);
  await measure('two instances behind nginx', bothProxy.url, [first, second], mix);
  await measure('one instance behind nginx', oneProxy.url, [first], mix);
  await measure('one instance, direct, again', first.url, [first], mix);
} finally {
  for (const proxy of [bothProxy, oneProxy]) proxy.child.kill('SIGQUIT');
  await Promise.all([stopServer(first.child), stopServer(second.child)]);
  rmSync(work, { recursive: true, force: true });
}

const statuses = (s) =>
  Object.entries(s)
    .sort()
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');
console.log(
  `\n#### Two instances against one, PostgreSQL with ${SCALE ? 'scale' : 'demo'} data and Redis (${SHARES}; load average ${loadavg()[0].toFixed(1)} at the end)\n`,
);
console.log(`| target | load | req/s | p50 ms | p90 ms | p99 ms | max ms | answers by status | no answer |`);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { name, closed, rates } of results) {
  console.log(
    `| ${name} | ${CONNECTIONS} connections | ${Math.round(closed.rps)} | ${closed.p50} | ${closed.p90} | ${closed.p99} | ${closed.max} | ${statuses(closed.statuses)} | ${closed.socketErrors} |`,
  );
  for (const r of rates) {
    console.log(
      `| ${name} | ${r.rate} req/s offered | ${Math.round(r.achieved)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${statuses(r.statuses)} | ${r.statuses.unanswered ?? 0} |`,
    );
  }
}
console.log(`\nCPU per request in the closed-loop runs (ms; machine = every process, the load generator included):\n`);
console.log('| target | app instances | PostgreSQL | nginx | Redis | machine |');
console.log('|---|---|---|---|---|---|');
for (const { name, perRequest: c } of results) {
  const ms = (n) => n.toFixed(3);
  console.log(`| ${name} | ${ms(c.app)} | ${ms(c.postgres)} | ${ms(c.proxy)} | ${ms(c.redis)} | ${ms(c.machine)} |`);
}
