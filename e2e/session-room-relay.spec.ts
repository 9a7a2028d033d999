import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import config from '../playwright.config';
import { login } from './fixtures';

/**
 * Session rooms through TURN (issue 31): a coturn server on loopback with a shared secret (use-auth-secret), and an
 * instance of the product of its own, configured with ICE_TRANSPORT_POLICY=relay, so the browsers offer relayed
 * candidates only. The call connects, and each side's getStats reports the relay as its route: the per-room TURN
 * credentials the server made were accepted by coturn.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const MENTOR = 'mentor.emily.carter@example.com';
const STUDENT = 'student.ananya.iyer.cse@example.com';
const AGENDA = 'Demo: a mock interview in the session room';
const SECRET = 'e2e-turn-shared-secret-0123456789';

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** A free loopback port (TCP; coturn listens on the same number for UDP too, free enough on a test machine). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let turn: ChildProcess | undefined;
let server: ChildProcess | undefined;
let baseURL = '';
let workDir = '';

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-relay-'));
  const turnPort = await freePort();
  turn = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${turnPort}`,
      '--use-auth-secret',
      `--static-auth-secret=${SECRET}`,
      '--realm=campus.test',
      '--allow-loopback-peers',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--fingerprint',
      '--min-port=49500',
      '--max-port=49600',
      '--log-file=stdout',
      '--simple-log',
      `--pidfile=${path.join(workDir, 'turnserver.pid')}`,
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'demo1234',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp,turn:127.0.0.1:${turnPort}?transport=tcp`,
      TURN_SECRET: SECRET,
      TURN_TTL_SECONDS: '600',
      ICE_TRANSPORT_POLICY: 'relay',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the relay test's server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the relay test server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  for (const child of [server, turn]) {
    if (!child || child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

test('with iceTransportPolicy "relay" the call connects through coturn, on the credentials the server made', async ({ browser }) => {
  const student = await signedIn(browser, STUDENT);
  await student.goto('/MySessions');
  await student.getByTestId('booking').filter({ hasText: AGENDA }).getByRole('link', { name: 'Join room' }).click();
  await expect(student).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/room$/);
  const roomPath = new URL(student.url()).pathname;
  const mentor = await signedIn(browser, MENTOR);
  await mentor.goto(roomPath);
  await student.getByRole('button', { name: 'Join', exact: true }).click();
  await mentor.getByRole('button', { name: 'Join', exact: true }).click();
  for (const page of [student, mentor]) {
    await expect(page.getByTestId('call-state')).toHaveAttribute('data-state', 'connected');
    await expect(page.getByTestId('quality')).toHaveAttribute('data-route', 'relay');
    const before = Number(await page.getByTestId('quality').getAttribute('data-bytes-received'));
    await expect.poll(async () => Number(await page.getByTestId('quality').getAttribute('data-bytes-received'))).toBeGreaterThan(before);
  }
});
