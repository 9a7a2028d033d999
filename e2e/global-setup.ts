import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts a real SMTP server (mails land as JSON files in E2E_MAIL_DIR for the tests to read) and the
 * built product on a fresh embedded database with demo data, on free ports.
 */
export default async function globalSetup() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  mkdirSync(mailDir);
  let counter = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          receivedAt: Date.now(),
        };
        counter += 1;
        writeFileSync(path.join(mailDir, `${String(counter).padStart(5, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  // A stand-in for the reverse geocoder (GEOCODER_URL), so "Track Location" never leaves the machine:
  // a known place near the given position, and a 500 for latitude 0 (the failure path).
  const geocoder = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const lat = Number(url.searchParams.get('lat') ?? 'NaN');
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('content-type', 'application/json');
    if (url.pathname !== '/reverse' || url.searchParams.get('format') !== 'json' || !Number.isFinite(lat) || lat === 0) {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: 'stand-in geocoder failure' }));
      return;
    }
    const address =
      lat > 15 ? { town: 'Pune', state: 'Maharashtra', country: 'India' } : { city: 'Bengaluru', state: 'Karnataka', country: 'India' };
    response.end(JSON.stringify({ address }));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const geocoderUrl = `http://127.0.0.1:${(geocoder.address() as { port: number }).port}/reverse`;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      GEOCODER_URL: geocoderUrl,
      PUBLIC_URL: baseUrl,
      // Browsers refuse passkeys on an IP address: e2e/passkeys.spec.ts opens the same server as localhost.
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: `http://localhost:${port}`,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'demo1234',
      LOG_LEVEL: 'warn',
      // Every test browser signs in from this one address: the suite logs in about 110 times in its first
      // 15 minutes, past the default per-address cap on the login route (100), which the API suite tests itself.
      AUTH_RATE_LIMIT_PER_IP: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A machine shared by many test runs can need longer to migrate and seed: E2E_START_TIMEOUT_MS raises the wait.
  const startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS ?? 240_000);
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the server did not become healthy within ${startTimeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_GEOCODER_URL = geocoderUrl;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => geocoder.close(() => resolve()));
    rmSync(workDir, { recursive: true, force: true });
  };
}
