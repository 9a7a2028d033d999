import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitOf, spawnServer, waitHealthy } from './test/server-process.js';
import { freePort } from './test/services.js';

function startServer(dataDir: string, port: number): ChildProcess {
  return spawnServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    NODE_ENV: 'development',
  });
}

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
    // Readable log lines, not JSON, and the banner after all of them, so a newcomer reads it last.
    expect(output).not.toMatch(/^\{"level"/m);
    expect(output).toMatch(/INFO.*seeded demo accounts/);
    const banner = output.lastIndexOf('Campus is running on http://localhost:');
    expect(banner).toBeGreaterThan(output.lastIndexOf('Server listening at'));
    expect(banner).toBeGreaterThan(output.lastIndexOf('seeded'));

    // The request's headers reach the server before the signal and its body after it, so it is
    // certainly in flight while the server shuts down.
    const body = JSON.stringify({ email: 'demo.student@example.com', password: 'demo1234' });
    const request = http.request(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.flushHeaders();
    await new Promise((resolve) => request.once('socket', (socket) => socket.once('connect', resolve)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = exitOf(child);
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(child.exitCode).toBeNull();
    request.end(body);
    const res = await answered;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).user.email).toBe('demo.student@example.com');
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
