import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { connections, userBlocks } from '../db/schema/index.js';
import type { App } from './auth-helpers.js';

/**
 * Relations and live sockets for network tests. Connections and blocks are written straight to the
 * tables, so these tests do not depend on the connections routes.
 */

/** Makes two users connected (userId1 as the one who asked); answers the connection's id. */
export async function makeConnected(app: App, userId1: string, userId2: string): Promise<string> {
  const [row] = await app.db.insert(connections).values({ userId1, userId2 }).returning({ id: connections.id });
  return row!.id;
}

export async function makeBlocked(app: App, blockerId: string, blockedId: string): Promise<void> {
  await app.db.insert(userBlocks).values({ blockerId, blockedId });
}

/** Listens on an ephemeral loopback port and answers the base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens Socket.IO clients and disconnects them all at the end of a test file. */
export function socketPool() {
  const sockets: Socket[] = [];
  return {
    open(url: string, token?: string): Socket {
      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        timeout: 5_000,
        ...(token === undefined ? {} : { auth: { token } }),
      });
      sockets.push(socket);
      return socket;
    },
    closeAll() {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
}

/** Resolves when the socket is connected; rejects with the handshake's refusal. */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

/** Resolves with the handshake's refusal; rejects if the socket gets in. */
export const refused = (socket: Socket) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was let in')));
    socket.once('connect_error', (error) => resolve(error));
  });

/** The next `event` the socket receives, or a rejection after `timeoutMs`. */
export const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** Collects every `event` the socket receives from now on. */
export const record = <T = unknown>(socket: Socket, event: string) => {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
};

export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
