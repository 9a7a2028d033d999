import http from 'node:http';
import type { AddressInfo } from 'node:net';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { gateRequests, type RequestGateOptions } from './request-gate.js';

/** A server whose handler for /work/:name notes that it started and answers when the test lets it. */
async function gatedServer(options: RequestGateOptions) {
  const started: string[] = [];
  const letGo = new Map<string, () => void>();
  const app = Fastify();
  await app.register(multipart);
  await app.register(async (scope) => {
    gateRequests(scope, options);
    const work = async (name: string) => {
      started.push(name);
      await new Promise<void>((resolve) => letGo.set(name, resolve));
      return { name };
    };
    scope.get<{ Params: { name: string } }>('/work/:name', (request) => work(request.params.name));
    scope.post<{ Params: { name: string } }>('/upload/:name', async (request) => {
      for await (const part of request.parts()) if (part.type === 'file') await part.toBuffer();
      return work(request.params.name);
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, started, finish: (name: string) => letGo.get(name)?.() };
}

/** One request on its own connection; `abort` closes that connection. */
function request(port: number, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const outgoing = http.request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers, agent: false });
  const answered = new Promise<number>((resolve, reject) => {
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
  });
  outgoing.end(init.body);
  return { answered, abort: () => outgoing.destroy() };
}

const until = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 3_000) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the request gate', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    app?.server.closeAllConnections();
    await app?.close();
  });

  it('runs at most `slots` handlers at once and lets the others in, in arrival order, as each finishes', async () => {
    const server = await gatedServer({ slots: 2, leaseMs: 60_000 });
    app = server.app;
    const answers = ['a', 'b', 'c', 'd'].map((name) => request(server.port, `/work/${name}`));
    await until(() => server.started.length === 2);
    await aMoment();
    expect(server.started).toEqual(['a', 'b']);
    server.finish('b');
    await until(() => server.started.length === 3);
    expect(server.started).toEqual(['a', 'b', 'c']);
    server.finish('a');
    server.finish('c');
    await until(() => server.started.length === 4);
    server.finish('d');
    expect(await Promise.all(answers.map((answer) => answer.answered))).toEqual([200, 200, 200, 200]);
  });

  it('drops a waiting request whose client has gone, without running its handler', async () => {
    const server = await gatedServer({ slots: 1, leaseMs: 60_000 });
    app = server.app;
    const first = request(server.port, '/work/first');
    await until(() => server.started.length === 1);
    const abandoned = request(server.port, '/work/abandoned');
    abandoned.answered.catch(() => undefined);
    const last = request(server.port, '/work/last');
    await aMoment();
    abandoned.abort();
    await aMoment();
    server.finish('first');
    await until(() => server.started.length === 2);
    server.finish('last');
    expect(await Promise.all([first.answered, last.answered])).toEqual([200, 200]);
    expect(server.started).toEqual(['first', 'last']);
  });

  it('stops counting a request that outlives its lease, so one slow request does not hold the line', async () => {
    const server = await gatedServer({ slots: 1, leaseMs: 50 });
    app = server.app;
    const slow = request(server.port, '/work/slow');
    await until(() => server.started.length === 1);
    const next = request(server.port, '/work/next');
    await until(() => server.started.length === 2);
    server.finish('next');
    expect(await next.answered).toBe(200);
    server.finish('slow');
    expect(await slow.answered).toBe(200);
  });

  it('lets a multipart upload in at once: its handler reads the body as it streams', async () => {
    const server = await gatedServer({ slots: 1, leaseMs: 60_000 });
    app = server.app;
    const busy = request(server.port, '/work/busy');
    await until(() => server.started.length === 1);
    const boundary = 'gate-test-boundary';
    const upload = request(server.port, '/upload/photo', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    await until(() => server.started.length === 2);
    expect(server.started).toEqual(['busy', 'photo']);
    server.finish('photo');
    server.finish('busy');
    expect(await Promise.all([busy.answered, upload.answered])).toEqual([200, 200]);
  });
});
