import http, { type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer of a test's own, in front of several app instances, as nginx or HAProxy would stand: round
 * robin over the instances it believes up, WebSocket upgrades passed through, the client's address appended to
 * X-Forwarded-For. A request that cannot even connect to an instance goes to the next one and marks that one down
 * (nginx's `proxy_next_upstream error`); one already sent to an instance that dies fails with 502, as it would there.
 * A down instance is probed on /api/health and taken back when it answers.
 */

export interface Backend {
  port: number;
  up: boolean;
  /** HTTP requests sent to this instance and not yet answered. */
  inFlight: number;
  /** HTTP requests sent to this instance so far. */
  sent: number;
}

export interface RoundRobinProxy {
  url: string;
  backends: Backend[];
  /** Which instance each WebSocket upgrade went to, by the `probe` query parameter of its URL. */
  upgrades: Map<string, number>;
  close(): Promise<void>;
}

const PROBE_EVERY_MS = 200;
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH']);

export async function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  const backends: Backend[] = ports.map((port) => ({ port, up: true, inFlight: 0, sent: 0 }));
  const upgrades = new Map<string, number>();
  let next = 0;

  /** The instances to try, in round-robin order from the next one, those believed up first. */
  const order = () => {
    const start = next;
    next = (next + 1) % backends.length;
    const all = backends.map((_, offset) => (start + offset) % backends.length);
    return [...all.filter((index) => backends[index]!.up), ...all.filter((index) => !backends[index]!.up)];
  };
  const forwardedFor = (req: IncomingMessage) => [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tries = order();
      const attempt = () => {
        const index = tries.shift();
        if (index === undefined) {
          res.writeHead(502, { 'content-type': 'text/plain' }).end('no instance answers');
          return;
        }
        const backend = backends[index]!;
        let connected = false;
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port: backend.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) },
            agent: false,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
            answer.pipe(res);
            answer.on('end', settle);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('socket', (socket: Socket) => socket.once('connect', () => (connected = true)));
        backend.inFlight += 1;
        backend.sent += 1;
        let settled = false;
        function settle() {
          if (settled) return;
          settled = true;
          backend.inFlight -= 1;
        }
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          settle();
          if (!connected && CONNECT_ERRORS.has(error.code ?? '')) {
            backend.up = false;
            attempt();
          } else if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'text/plain' }).end(`instance ${index} failed: ${error.code ?? error.message}`);
          } else {
            res.destroy();
          }
        });
        upstream.end(body);
      };
      attempt();
    });
  });

  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const tries = order();
    const attempt = () => {
      const index = tries.shift();
      if (index === undefined) return client.destroy();
      const backend = backends[index]!;
      const upstream = connect(backend.port, '127.0.0.1');
      upstream.once('error', () => {
        backend.up = false;
        attempt();
      });
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        const probe = new URL(req.url ?? '/', 'http://proxy').searchParams.get('probe');
        if (probe) upgrades.set(probe, index);
        const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
        const lines = Object.entries(headers).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
        );
        upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
        // Either side gone ends the other at once, so a client learns of a dead instance without waiting on a timeout.
        upstream.on('close', () => client.destroy());
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.on('error', () => upstream.destroy());
      });
    };
    attempt();
  });

  const prober = setInterval(() => {
    for (const backend of backends.filter((candidate) => !candidate.up)) {
      const check = http.get({ host: '127.0.0.1', port: backend.port, path: '/api/health', agent: false }, (answer) => {
        answer.resume();
        if (answer.statusCode === 200) backend.up = true;
      });
      check.on('error', () => undefined);
      check.setTimeout(PROBE_EVERY_MS, () => check.destroy());
    }
  }, PROBE_EVERY_MS);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    backends,
    upgrades,
    async close() {
      clearInterval(prober);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
