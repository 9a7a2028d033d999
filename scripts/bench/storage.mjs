// Object storage figure (issue 34): a 5 MB PDF uploaded through the app into an S3-compatible bucket, then read
// back through its presigned address, with 10 uploads at a time. The server runs from source (tsx) against
// s3rver on loopback, PGlite and the demo data; the client is this process.
//   node scripts/bench/storage.mjs [--concurrency 10] [--rounds 10]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { BENCH_JWT_SECRET, freePort, ROOT } from './server.mjs';

const { values } = parseArgs({ options: { concurrency: { type: 'string', default: '10' }, rounds: { type: 'string', default: '10' } } });
const CONCURRENCY = Number(values.concurrency);
const ROUNDS = Number(values.rounds);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(5 * 1024 * 1024 - 16), Buffer.from('\n%%EOF\n')]);

const work = mkdtempSync(path.join(tmpdir(), 'campus-bench-s3-'));
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(work, 'bucket') });
const { port: s3Port } = await s3.run();
const endpoint = `http://127.0.0.1:${s3Port}`;
const admin = new S3Client({
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
await admin.send(new CreateBucketCommand({ Bucket: 'bench' }));
admin.destroy();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    JWT_SECRET: BENCH_JWT_SECRET,
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_IP: '100000000',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'bench',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  },
});

try {
  for (let waited = 0; ; waited += 500) {
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (waited > 180_000) throw new Error('the server did not start within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo.student@example.com', password: process.env.DEMO_PASSWORD || 'demo1234' }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { accessToken } = await signIn.json();
  const auth = { authorization: `Bearer ${accessToken}` };

  const uploads = [];
  const reads = [];
  const once = async () => {
    const form = new FormData();
    form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'five-megabytes.pdf');
    let started = performance.now();
    const up = await fetch(`${base}/api/user/mentorship/upload-document`, { method: 'POST', headers: auth, body: form });
    if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`);
    const { resumeUrl } = await up.json();
    uploads.push(performance.now() - started);
    started = performance.now();
    const answer = await fetch(`${base}${resumeUrl}`, { headers: auth, redirect: 'manual' });
    if (answer.status !== 302) throw new Error(`document: ${answer.status}`);
    const file = await fetch(answer.headers.get('location'));
    const bytes = Buffer.from(await file.arrayBuffer());
    if (!file.ok || bytes.length !== PDF.length) throw new Error(`presigned read: ${file.status}, ${bytes.length} bytes`);
    reads.push(performance.now() - started);
  };
  await once(); // warm-up: connections, first statements
  uploads.length = 0;
  reads.length = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let round = 0; round < ROUNDS; round++) await once();
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)].toFixed(0);
  const line = (name, samples) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return `| ${name} | ${sorted.length} | ${at(sorted, 0.5)} | ${at(sorted, 0.95)} | ${at(sorted, 0.99)} | ${sorted.at(-1).toFixed(0)} |`;
  };
  console.log(
    `5 MB PDF, ${CONCURRENCY} at a time, ${ROUNDS} rounds each, ${seconds.toFixed(1)} s (${((CONCURRENCY * ROUNDS * 5) / seconds).toFixed(1)} MB/s up)`,
  );
  console.log('| step | n | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(line('upload through the app into the bucket', uploads));
  console.log(line('presigned read: 302 from the app + 5 MB from the bucket', reads));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await s3.close();
  rmSync(work, { recursive: true, force: true });
}
