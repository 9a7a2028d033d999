import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { TokenService } from './tokens.js';

export interface Realtime {
  io: Server;
  /** Delivers to every open tab of the user, on whichever instance it is connected. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** Work close() runs first, while the adapter still reaches other instances (a namespace's farewells). */
  beforeClose(task: () => Promise<void>): void;
  close(): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Socket.IO on the API's own HTTP server. A socket must present a valid access token at the
 * handshake; it then joins its user's room. With Redis, rooms span instances.
 */
export async function attachRealtime(
  app: FastifyInstance,
  options: { tokens: TokenService; redis?: Redis; corsOrigin: string | false },
): Promise<Realtime> {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: options.corsOrigin ? { origin: options.corsOrigin, credentials: true } : undefined,
  });
  let adapterClients: Redis[] = [];
  if (options.redis) {
    // The adapter's own connections sit off the request path: they queue while Redis is away, so the
    // subscriptions made at start and after a reconnect are not lost.
    const adapterOptions = { enableOfflineQueue: true, maxRetriesPerRequest: null };
    const pub = options.redis.duplicate(adapterOptions);
    const sub = options.redis.duplicate(adapterOptions);
    adapterClients = [pub, sub];
    // ioredis reconnects by itself; the listener turns an outage into log lines instead of unhandled errors.
    for (const client of adapterClients) client.on('error', (error: Error) => app.log.warn({ err: error }, 'realtime Redis client error'));
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(pub, sub));
  }
  io.use(async (socket, next) => {
    const raw = socket.handshake.auth?.token;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
    const claims = token ? await options.tokens.verifyAccess(token) : null;
    if (!claims) {
      next(new Error('Unauthorized'));
      return;
    }
    socket.data.userId = claims.userId;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId as string));
  });
  const closeTasks: (() => Promise<void>)[] = [];
  return {
    io,
    emitToUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    beforeClose(task) {
      closeTasks.push(task);
    },
    async close() {
      await Promise.all(closeTasks.map((task) => task()));
      // io.close() would also close the HTTP server, which Fastify closes itself.
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(adapterClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
