import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { Ack } from '../../../shared/contracts/humanlib.js';
import {
  SESSION_MESSAGES,
  SESSION_ROOM_NAMESPACE,
  roomJoinPayloadSchema,
  roomMessagePayloadSchema,
  roomSignalPayloadSchema,
  type RoomPresence,
  type SessionRoomClientEvents,
  type SessionRoomServerEvents,
} from '../../../shared/contracts/sessions.js';
import { SERVER_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../platform/errors.js';
import type { TokenService } from '../../platform/tokens.js';
import type { RoomAccess, SessionsService } from './sessions.service.js';

interface SocketData {
  userId: string;
  /** The booking whose room the socket is in (watching or in the call). */
  bookingId?: string;
  inCall?: boolean;
}

type RoomSocket = Socket<SessionRoomClientEvents, SessionRoomServerEvents, Record<string, never>, SocketData>;
type RoomNamespace = Namespace<SessionRoomClientEvents, SessionRoomServerEvents, Record<string, never>, SocketData>;

/** One Socket.IO room per booking: the Redis adapter carries its events to the other party on any instance. */
const bookingRoom = (bookingId: string) => `session:${bookingId}`;

const refusal = (code: string, message: string) => ({ ok: false as const, code, message });
const notFoundRefusal = refusal('ROOM_NOT_FOUND', SESSION_MESSAGES.roomNotFound);

function reply<T extends object>(ack: unknown, result: Ack<T>) {
  if (typeof ack === 'function') (ack as (result: Ack<T>) => void)(result);
}

function parse<S extends z.ZodType>(schema: S, payload: unknown): { data: z.infer<S> } | { message: string } {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { data: parsed.data };
  return { message: parsed.error.issues[0]?.message ?? SERVER_MESSAGES.invalidInput };
}

/** Counts events in fixed windows; what exceeds the limit is refused. */
function windowCounter(limit: number, windowMs: number) {
  let windowStart = 0;
  let used = 0;
  return (now: number) => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      used = 0;
    }
    used += 1;
    return used <= limit;
  };
}

export interface SessionRoomSocketDeps {
  io: Server;
  tokens: TokenService;
  service: SessionsService;
  log: FastifyBaseLogger;
}

/**
 * The session room namespace: the handshake names the account; `watch` (the pre-join screen) and `join` (the call,
 * recorded as attendance) admit only the booking's two parties while the room is open, with one refusal for every
 * other case. Signals and hang-ups go to the other sockets of the booking's room, chat lines to all of them.
 */
export function attachSessionRoomNamespace(deps: SessionRoomSocketDeps) {
  const { service, log } = deps;
  const nsp = deps.io.of(SESSION_ROOM_NAMESPACE) as RoomNamespace;
  const cleanups = new Set<Promise<void>>();

  nsp.use(async (socket, next) => {
    const raw: unknown = socket.handshake.auth?.token;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
    const claims = token ? await deps.tokens.verifyAccess(token) : null;
    if (!claims) {
      next(Object.assign(new Error(SESSION_MESSAGES.notSignedIn), { data: { code: 'UNAUTHORIZED' } }));
      return;
    }
    socket.data.userId = claims.userId;
    next();
  });

  /**
   * Who of the booking's parties is in its room, on every instance. When another instance does not answer in time
   * (it stopped between being counted and answering), this instance's own sockets are the presence for now: the next
   * join, watch or leave asks again, where waiting would hold the join.
   */
  async function presenceOf(bookingId: string): Promise<RoomPresence> {
    const room = bookingRoom(bookingId);
    const sockets = await nsp
      .in(room)
      .fetchSockets()
      .catch((error: unknown) => {
        log.warn({ err: error, bookingId }, 'session room presence: another instance did not answer, this one alone counted');
        return nsp.local.in(room).fetchSockets();
      });
    const here = new Set<string>();
    const inCall = new Set<string>();
    for (const socket of sockets) {
      here.add(socket.data.userId);
      if (socket.data.inCall) inCall.add(socket.data.userId);
    }
    return { here: [...here], inCall: [...inCall] };
  }

  async function announce(bookingId: string): Promise<RoomPresence> {
    const presence = await presenceOf(bookingId);
    nsp.to(bookingRoom(bookingId)).emit('presence', presence);
    return presence;
  }

  nsp.on('connection', (rawSocket) => {
    const socket = rawSocket as RoomSocket;
    const userId = socket.data.userId;
    let room: RoomAccess | null = null;
    let attendanceId: string | null = null;
    const eventAllowed = windowCounter(200, 10_000);
    const messageAllowed = windowCounter(20, 10_000);

    const on = (event: keyof SessionRoomClientEvents, handler: (...args: unknown[]) => Promise<void>) => {
      (rawSocket as Socket).on(event, (...args: unknown[]) => {
        const ack = args.at(-1);
        if (!eventAllowed(Date.now())) return reply(ack, refusal('RATE_LIMITED', SESSION_MESSAGES.rateLimited));
        handler(...args).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return reply(ack, notFoundRefusal);
          log.warn({ err: error, event }, 'session room event failed');
          if (typeof ack === 'function') reply(ack, refusal('INTERNAL', SERVER_MESSAGES.serverError));
        });
      });
    };

    /** Leaves the call (not the room): the stay is closed, and the other side hears it. */
    async function leaveCall() {
      socket.data.inCall = false;
      const stay = attendanceId;
      attendanceId = null;
      if (stay) await service.left(stay);
    }

    /** Admits the socket into the booking's room; a different booking's room is left first. */
    async function enter(payload: unknown, ack: unknown, call: boolean) {
      const parsed = parse(roomJoinPayloadSchema, payload);
      if ('message' in parsed) return reply(ack, refusal('VALIDATION_FAILED', parsed.message));
      const next = await service.openRoom(parsed.data.bookingId, userId);
      if (room && room.booking.id !== next.booking.id) {
        const previous = room.booking.id;
        await leaveCall();
        await socket.leave(bookingRoom(previous));
        await announce(previous);
      }
      room = next;
      socket.data.bookingId = next.booking.id;
      await socket.join(bookingRoom(next.booking.id));
      if (call && !attendanceId) {
        attendanceId = await service.joined(next, userId);
        socket.data.inCall = true;
      }
      const presence = await announce(next.booking.id);
      reply(ack, call ? { ok: true, presence, polite: next.role === 'student' } : { ok: true, presence });
    }

    on('watch', (payload, ack) => enter(payload, ack, false));
    on('join', (payload, ack) => enter(payload, ack, true));

    on('signal', async (payload) => {
      if (!room || !socket.data.inCall) return;
      const parsed = parse(roomSignalPayloadSchema, payload);
      if ('message' in parsed) return;
      socket.to(bookingRoom(room.booking.id)).emit('signal', parsed.data);
    });

    on('hangup', async (ack) => {
      if (!room || !socket.data.inCall) return reply(ack, refusal('NOT_JOINED', SESSION_MESSAGES.notJoined));
      await leaveCall();
      socket.to(bookingRoom(room.booking.id)).emit('hangup', { userId });
      await announce(room.booking.id);
      reply(ack, { ok: true });
    });

    on('message', async (payload, ack) => {
      if (!room) return reply(ack, refusal('NOT_JOINED', SESSION_MESSAGES.notJoined));
      if (!room.booking.chatEnabled) return reply(ack, refusal('CHAT_DISABLED', 'The chat is off for this session.'));
      if (!messageAllowed(Date.now())) return reply(ack, refusal('RATE_LIMITED', SESSION_MESSAGES.rateLimited));
      const parsed = parse(roomMessagePayloadSchema, payload);
      if ('message' in parsed) return reply(ack, refusal('VALIDATION_FAILED', parsed.message));
      const message = await service.send(room, userId, parsed.data.body);
      nsp.to(bookingRoom(room.booking.id)).emit('message', message);
      reply(ack, { ok: true, message });
    });

    socket.on('disconnect', () => {
      const bookingId = room?.booking.id;
      const wasInCall = Boolean(attendanceId);
      const cleanup = (async () => {
        await leaveCall();
        if (!bookingId) return;
        const presence = await presenceOf(bookingId);
        // A socket that drops after its user came back on a new one (a reconnect seen late) ends nothing.
        if (wasInCall && !presence.inCall.includes(userId)) nsp.to(bookingRoom(bookingId)).emit('hangup', { userId });
        nsp.to(bookingRoom(bookingId)).emit('presence', presence);
      })().catch((error: unknown) => log.warn({ err: error }, 'session room disconnect cleanup failed'));
      cleanups.add(cleanup);
      void cleanup.finally(() => cleanups.delete(cleanup));
    });
  });

  return {
    /** Closes this instance's room sockets and waits for their stays to be closed, before the database goes. */
    async close() {
      nsp.local.disconnectSockets(true);
      await Promise.all(cleanups);
    },
  };
}
