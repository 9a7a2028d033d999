import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function waitHealthy(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campus-main-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds demo accounts on first start, prints them, and on SIGTERM finishes a request in flight and exits 0', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = startServer(path.join(dataDir, 'one'), port);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitHealthy(url, child);
    expect(output).toContain('demo.student@example.com');
    expect(output).toContain('demo.admin@example.com');

    // A login hashes with argon2, so it is still running when the signal arrives.
    const inFlight = fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo.student@example.com', password: 'demo1234' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const exited = exitOf(child);
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe('demo.student@example.com');
    expect(await exited).toBe(0);
  }, 60_000);

  it('refuses to start on an embedded database another process holds', async () => {
    const dir = path.join(dataDir, 'two');
    const port = await freePort();
    const first = startServer(dir, port);
    await waitHealthy(`http://127.0.0.1:${port}`, first);
    const second = startServer(dir, await freePort());
    let errors = '';
    second.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    expect(await exitOf(second)).toBe(1);
    expect(errors).toMatch(/is in use by process/);
    const exited = exitOf(first);
    first.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
