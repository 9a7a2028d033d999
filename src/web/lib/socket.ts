import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getAccessToken, useAuth } from './auth';
import { refreshSession } from './session';

/**
 * One Socket.IO connection per tab, opened while signed in. The server checks the access token at the
 * handshake; an expired token is renewed through the refresh cookie and the socket reconnects.
 */
let socket: Socket | null = null;

function ensureSocket(): Socket {
  if (socket) return socket;
  const created = io({
    path: '/socket.io',
    autoConnect: false,
    transports: ['websocket', 'polling'],
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
  socket = created;
  return created;
}

/** Opens the tab's socket while a session exists and closes it on sign-out. Mount once, in the app shell. */
export function useRealtimeConnection(): void {
  const { status, user } = useAuth();
  const userId = status === 'authed' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (!userId) return;
    const current = ensureSocket();
    current.connect();
    return () => {
      current.disconnect();
    };
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
    const current = ensureSocket();
    const listener = (payload: T) => latest.current(payload);
    current.on(event, listener);
    return () => {
      current.off(event, listener);
    };
  }, [event, status]);
}

/** Runs `handler` each time the socket (re)connects, e.g. to refetch what may have been missed. */
export function useSocketReconnect(handler: () => void): void {
  useSocketEvent('connect', handler);
}
