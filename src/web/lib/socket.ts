import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { getAccessToken, useAuth } from './auth';
import { refreshSession } from './session';
import { APP_SOCKET_RECONNECT } from '../../shared/constants.js';

/**
 * One Socket.IO connection per tab, opened while signed in. The server checks the access token at the
 * handshake; an expired token is renewed through the refresh cookie and the socket reconnects.
 * The client library is fetched on first use, once the page has loaded and the browser is idle, rather than
 * with the code and data every signed-in page needs before it can draw: what arrives meanwhile is fetched again
 * on connect (useSocketReconnect). A failed fetch is tried again on the next use.
 */
let socket: Promise<Socket> | null = null;

/** Resolves once the page's own load is over and the main thread has a moment (at most two seconds later). */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else window.setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

function ensureSocket(): Promise<Socket> {
  socket ??= pageSettled()
    .then(() => import('socket.io-client'))
    .then(
      ({ io }) => {
        const created = io({
          path: '/socket.io',
          autoConnect: false,
          transports: ['websocket', 'polling'],
          ...APP_SOCKET_RECONNECT,
          auth: (callback) => callback({ token: getAccessToken() ?? '' }),
        });
        created.on('connect_error', (error) => {
          if (error.message !== 'Unauthorized') return;
          void refreshSession()
            .catch(() => null)
            .then((session) => {
              if (session) created.connect();
            });
        });
        return created;
      },
      (error: unknown) => {
        socket = null;
        throw error;
      },
    );
  return socket;
}

/** Runs `use` with the tab's socket once it is there, unless `cleanup` (returned) has run first. */
function withSocket(use: (current: Socket) => () => void): () => void {
  let active = true;
  let release: (() => void) | undefined;
  ensureSocket().then(
    (current) => {
      if (active) release = use(current);
    },
    () => undefined,
  );
  return () => {
    active = false;
    release?.();
  };
}

/** Opens the tab's socket while a session exists and closes it on sign-out. Mount once, in the app shell. */
export function useRealtimeConnection(): void {
  const { status, user } = useAuth();
  const userId = status === 'authed' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (!userId) return;
    return withSocket((current) => {
      current.connect();
      return () => current.disconnect();
    });
  }, [userId]);
}

/** Calls `handler` for each `event` the server sends this user while the component is mounted. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { status } = useAuth();
  useEffect(() => {
    if (status !== 'authed') return;
    const listener = (payload: T) => latest.current(payload);
    return withSocket((current) => {
      current.on(event, listener);
      return () => current.off(event, listener);
    });
  }, [event, status]);
}

/** Runs `handler` each time the socket (re)connects, e.g. to refetch what may have been missed. */
export function useSocketReconnect(handler: () => void): void {
  useSocketEvent('connect', handler);
}
