import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Outage } from './outage.js';
import type { TokenService } from './tokens.js';

export interface Realtime {
  io: Server;
  /** Delivers to every open tab of the user, on whichever instance it is connected. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /**
   * Resolves once the adapter's subscriptions made so far are in place (at once without Redis), so an instance that
   * starts, or starts again, takes no socket before it can hear the other instances' emits; waits 5 s at most, for a
   * Redis that is away (the adapter subscribes when it is back).
   */
  subscribed(): Promise<void>;
  /** Work close() runs first, while the adapter still reaches other instances (a namespace's farewells). */
  beforeClose(task: () => Promise<void>): void;
  close(): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;

const SUBSCRIBE_WAIT_MS = 5_000;
/**
 * How long a question to every instance (which sockets are in a room) waits for their answers: an instance that stops
 * between being counted and answering would otherwise hold the asker for the adapter's default 5 s.
 */
export const CROSS_INSTANCE_REQUEST_MS = 2_000;

/**
 * The Redis adapter's own two connections, off the request path: they queue while Redis is away, so the subscriptions
 * made at start and after a reconnect are not lost, and they have no command time limit (the adapter publishes without
 * awaiting, and a publish timed out would be a rejection nobody handles).
 *
 * The subscriber skips ioredis's ready check: the client sends INFO a moment after connecting, and a SUBSCRIBE written
 * in between (a namespace created just then) puts the connection in subscriber mode, where INFO is refused; the client
 * then dropped the connection with the namespace's subscriptions, and that instance heard no other (CI under load).
 */
export function adapterConnections(client: Redis): { pub: Redis; sub: Redis } {
  const options = { enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined };
  return { pub: client.duplicate(options), sub: client.duplicate({ ...options, enableReadyCheck: false }) };
}

/**
 * Socket.IO on the API's own HTTP server. A socket must present a valid access token at the
 * handshake; it then joins its user's room. With Redis, rooms span instances.
 */
export async function attachRealtime(
  app: FastifyInstance,
  options: { tokens: TokenService; redis?: { client: Redis; outage: Outage; key: string }; corsOrigin: string | false },
): Promise<Realtime> {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: options.corsOrigin ? { origin: options.corsOrigin, credentials: true } : undefined,
  });
  let adapterClients: Redis[] = [];
  let subscriber: Redis | undefined;
  if (options.redis) {
    const { client, outage, key } = options.redis;
    const { pub, sub } = adapterConnections(client);
    adapterClients = [pub, sub];
    subscriber = sub;
    // ioredis reconnects by itself, failing every attempt while Redis is away: the outage logs that once, not per attempt.
    for (const adapterClient of adapterClients) adapterClient.on('error', (error: Error) => outage.down(error));
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(pub, sub, { key, requestsTimeout: CROSS_INSTANCE_REQUEST_MS }));
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
    async subscribed() {
      if (!subscriber) return;
      // Commands on one connection are answered in order: the PING's answer comes after every SUBSCRIBE sent before it.
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS)));
      await Promise.race([
        subscriber.ping().then(
          () => undefined,
          () => undefined,
        ),
        waited,
      ]);
      clearTimeout(timer);
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
