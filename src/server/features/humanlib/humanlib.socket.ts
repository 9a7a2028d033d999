import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import type { z } from 'zod';
import {
  CRISIS_HELPLINES,
  HUMANLIB_LIMITS,
  HUMANLIB_MESSAGES,
  HUMANLIB_NAMESPACE,
  callSignalPayloadSchema,
  joinPayloadSchema,
  mutePayloadSchema,
  reportPayloadSchema,
  sendMessagePayloadSchema,
  typingPayloadSchema,
  type Ack,
  type ChatEndReason,
  type HumanlibClientEvents,
  type HumanlibServerEvents,
} from '../../../shared/contracts/humanlib.js';
import { SERVER_MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../../platform/errors.js';
import type { TokenService } from '../../platform/tokens.js';
import { isCrisisMessage, maskContactDetails } from './humanlib.masking.js';
import type { HumanlibService } from './humanlib.service.js';
import { pairKeyOf, type MatchStore } from './humanlib.store.js';

type HumanlibSocket = Socket<HumanlibClientEvents, HumanlibServerEvents, Record<string, never>, { accountId: string }>;
type HumanlibNamespace = Namespace<HumanlibClientEvents, HumanlibServerEvents, Record<string, never>, { accountId: string }>;

/** Rooms: one per visit (the anonymous id a partner knows) and one per account (for suspensions). */
const visitRoom = (visitId: string) => `v:${visitId}`;
export const accountRoom = (accountId: string) => `a:${accountId}`;

/** Counts events in fixed windows; what exceeds the limit is dropped. */
function windowCounter(limit: number, windowMs: number) {
  let windowStart = 0;
  let used = 0;
  return {
    take(now: number): boolean {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        used = 0;
      }
      used += 1;
      return used <= limit;
    },
  };
}

const refusal = (code: string, message: string) => ({ ok: false as const, code, message });

function reply<T extends object>(ack: unknown, result: Ack<T>) {
  if (typeof ack === 'function') (ack as (result: Ack<T>) => void)(result);
}

function parse<S extends z.ZodType>(schema: S, payload: unknown): { data: z.infer<S> } | { message: string } {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { data: parsed.data };
  return { message: parsed.error.issues[0]?.message ?? SERVER_MESSAGES.invalidInput };
}

export interface HumanlibSocketDeps {
  io: Server;
  tokens: TokenService;
  service: HumanlibService;
  store: MatchStore;
  idleMs: number;
  log: FastifyBaseLogger;
}

/**
 * The Human Library namespace: entry check at the handshake, then presence, queue and matching,
 * chat with masking and the crisis rule, block and report, and WebRTC signalling between partners.
 * Partners may sit on different instances: every delivery goes to the partner's visit room, which
 * the Redis adapter carries across instances, and the pair itself lives in the store.
 */
export function attachHumanlibNamespace(deps: HumanlibSocketDeps) {
  const { store, service, log } = deps;
  const nsp = deps.io.of(HUMANLIB_NAMESPACE) as HumanlibNamespace;
  const idleTimers = new Map<string, NodeJS.Timeout>();
  /** Disconnect clean-ups still running; shutdown waits for them before the store's connection closes. */
  const cleanups = new Set<Promise<void>>();

  nsp.use(async (socket, next) => {
    const raw: unknown = socket.handshake.auth?.token;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
    const claims = token ? await deps.tokens.verifyAccess(token) : null;
    if (!claims) {
      next(Object.assign(new Error(HUMANLIB_MESSAGES.notSignedIn), { data: { code: 'UNAUTHORIZED' } }));
      return;
    }
    try {
      await service.requireEntry(claims.userId);
    } catch (error) {
      const known = error instanceof AppError;
      next(
        Object.assign(new Error(known ? error.message : SERVER_MESSAGES.serverError), {
          data: { code: known ? error.code : 'INTERNAL' },
        }),
      );
      return;
    }
    socket.data.accountId = claims.userId;
    next();
  });

  const toVisit = (visitId: string) => nsp.to(visitRoom(visitId));

  function scheduleIdleCheck(visitId: string, partnerId: string, delayMs: number) {
    const key = pairKeyOf(visitId, partnerId);
    clearTimeout(idleTimers.get(key));
    const timer = setTimeout(() => {
      idleTimers.delete(key);
      void (async () => {
        if ((await store.partnerOf(visitId)) !== partnerId) return;
        const lastAt = (await store.lastActivity(key)) ?? 0;
        const quietFor = Date.now() - lastAt;
        if (quietFor < deps.idleMs) {
          scheduleIdleCheck(visitId, partnerId, deps.idleMs - quietFor);
          return;
        }
        if ((await store.endPair(visitId)) !== partnerId) return;
        toVisit(visitId).emit('chat-ended', { reason: 'idle' });
        toVisit(partnerId).emit('chat-ended', { reason: 'idle' });
      })().catch((error: unknown) => log.warn({ err: error }, 'human library idle check failed'));
    }, delayMs);
    timer.unref();
    idleTimers.set(key, timer);
  }

  async function announceMatch(visitId: string, partnerId: string) {
    const [me, partner] = await Promise.all([store.visit(visitId), store.visit(partnerId)]);
    await store.touch(pairKeyOf(visitId, partnerId), Date.now());
    toVisit(visitId).emit('matched', { partner: { userId: partnerId, nickname: partner?.nickname ?? '' } });
    toVisit(partnerId).emit('matched', { partner: { userId: visitId, nickname: me?.nickname ?? '' } });
    scheduleIdleCheck(visitId, partnerId, deps.idleMs);
  }

  async function enqueue(socket: HumanlibSocket, visitId: string) {
    const partnerId = await store.enqueueOrMatch(visitId);
    if (partnerId) await announceMatch(visitId, partnerId);
    else socket.emit('waiting');
  }

  /** Ends the visit's chat: each side hears why; the call, if any, ends with it. */
  async function endChat(visitId: string, own: ChatEndReason | null, partners: ChatEndReason) {
    const partnerId = await store.endPair(visitId);
    if (!partnerId) return;
    const key = pairKeyOf(visitId, partnerId);
    clearTimeout(idleTimers.get(key));
    idleTimers.delete(key);
    if (own) toVisit(visitId).emit('chat-ended', { reason: own });
    toVisit(partnerId).emit('chat-ended', { reason: partners });
  }

  nsp.on('connection', (rawSocket) => {
    const socket = rawSocket as HumanlibSocket;
    const accountId = socket.data.accountId;
    const visitId = randomUUID();
    let joined = false;
    void socket.join([visitRoom(visitId), accountRoom(accountId)]);

    const events = windowCounter(HUMANLIB_LIMITS.eventsPerWindow, HUMANLIB_LIMITS.windowMs);
    const messages = windowCounter(HUMANLIB_LIMITS.messagesPerWindow, HUMANLIB_LIMITS.windowMs);
    let warnedAt = 0;
    const warnFlood = () => {
      const now = Date.now();
      // One notice per window, so a flood does not turn into a flood of notices.
      if (now - warnedAt < HUMANLIB_LIMITS.windowMs) return;
      warnedAt = now;
      socket.emit('humanlib:error', { code: 'RATE_LIMITED', message: HUMANLIB_MESSAGES.rateLimited });
    };
    socket.use((_packet, next) => {
      if (events.take(Date.now())) next();
      else warnFlood();
    });

    /** Runs a handler; a failure becomes a refusal, never a crash or a silent hang. */
    const on = <E extends keyof HumanlibClientEvents>(event: E, handler: (...args: unknown[]) => Promise<void>) => {
      // Payloads are unknown until their schema parses them, so the handler sees them untyped.
      (rawSocket as Socket).on(event as string, (...args: unknown[]) => {
        handler(...args).catch((error: unknown) => {
          log.warn({ err: error, event }, 'human library event failed');
          const ack = args.at(-1);
          if (typeof ack === 'function') reply(ack, refusal('INTERNAL', SERVER_MESSAGES.serverError));
          else socket.emit('humanlib:error', { code: 'INTERNAL', message: SERVER_MESSAGES.serverError });
        });
      });
    };
    const notJoined = refusal('NOT_JOINED', HUMANLIB_MESSAGES.notJoined);
    const notInChat = refusal('NOT_IN_CHAT', HUMANLIB_MESSAGES.notInChat);

    on('join', async (payload, ack) => {
      const parsed = parse(joinPayloadSchema, payload);
      if ('message' in parsed) return reply(ack, refusal('VALIDATION_FAILED', parsed.message));
      const excluded = await service.excludedAccounts(accountId);
      await store.join({ visitId, accountId, nickname: parsed.data.nickname }, excluded);
      joined = true;
      reply(ack, { ok: true, userId: visitId });
      // Everyone waiting reads the online list again (each through its own block filter): no Refresh, no polling.
      nsp.emit('online-changed');
    });

    on('queue', async (ack) => {
      if (!joined) return reply(ack, notJoined);
      if (await store.partnerOf(visitId)) return reply(ack, refusal('IN_CHAT', 'You are already in a chat.'));
      reply(ack, { ok: true });
      await enqueue(socket, visitId);
    });

    on('message', async (payload, ack) => {
      if (!messages.take(Date.now())) {
        warnFlood();
        return reply(ack, refusal('RATE_LIMITED', HUMANLIB_MESSAGES.rateLimited));
      }
      const parsed = parse(sendMessagePayloadSchema, payload);
      if ('message' in parsed) return reply(ack, refusal('VALIDATION_FAILED', parsed.message));
      const partnerId = await store.partnerOf(visitId);
      if (!partnerId) return reply(ack, notInChat);
      const written = parsed.data.text;
      const { text, reasons } = maskContactDetails(written);
      const crisis = isCrisisMessage(written);
      const key = pairKeyOf(visitId, partnerId);
      const id = randomUUID();
      const at = new Date().toISOString();
      // The transcript keeps what was written, for the operators who read a report.
      await Promise.all([store.appendLine(key, { accountId, text: written, at, crisis }), store.touch(key, Date.now())]);
      toVisit(partnerId).emit('message', { id, from: 'partner', text, at });
      socket.emit('message', { id, from: 'me', text, at });
      if (reasons.length > 0) socket.emit('masked', { reasons, message: HUMANLIB_MESSAGES.masked });
      if (crisis) {
        socket.emit('crisis', { message: HUMANLIB_MESSAGES.crisis, helplines: [...CRISIS_HELPLINES] });
        await service.crisisReport(accountId, await store.lines(key));
      }
      reply(ack, { ok: true, id });
    });

    on('typing', async (payload) => {
      const parsed = parse(typingPayloadSchema, payload);
      if ('message' in parsed) return;
      const partnerId = await store.partnerOf(visitId);
      if (partnerId) toVisit(partnerId).emit('typing', { typing: parsed.data.typing });
    });

    on('skip', async (ack) => {
      if (!joined) return reply(ack, notJoined);
      await endChat(visitId, 'skipped', 'partner-skipped');
      reply(ack, { ok: true });
      await enqueue(socket, visitId);
    });

    on('leave', async (ack) => {
      await endChat(visitId, 'left', 'partner-left');
      await store.dequeue(visitId);
      reply(ack, { ok: true });
    });

    on('block', async (ack) => {
      const last = await store.lastPartnerOf(visitId);
      if (!last) return reply(ack, notInChat);
      await service.block(accountId, last.accountId);
      // The blocked side is only told the chat ended, as if its partner had left.
      if ((await store.partnerOf(visitId)) === last.visitId) await endChat(visitId, 'blocked', 'partner-left');
      reply(ack, { ok: true });
    });

    on('report', async (payload, ack) => {
      const parsed = parse(reportPayloadSchema, payload);
      if ('message' in parsed) return reply(ack, refusal('VALIDATION_FAILED', parsed.message));
      const last = await store.lastPartnerOf(visitId);
      if (!last) return reply(ack, notInChat);
      await service.report(accountId, last.accountId, parsed.data.reason, await store.lines(pairKeyOf(visitId, last.visitId)));
      reply(ack, { ok: true });
    });

    /** The partner and the pair's key, or a refusal when the visit is not in a chat. */
    const currentPair = async () => {
      const partnerId = await store.partnerOf(visitId);
      return partnerId ? { partnerId, key: pairKeyOf(visitId, partnerId) } : null;
    };

    on('call:request', async (ack) => {
      const pair = await currentPair();
      if (!pair) return reply(ack, notInChat);
      if (await store.call(pair.key)) return reply(ack, refusal('CALL_IN_PROGRESS', 'A call is already ringing or on.'));
      await store.setCall(pair.key, { state: 'requested', by: visitId });
      toVisit(pair.partnerId).emit('call:requested');
      reply(ack, { ok: true });
    });

    on('call:accept', async (ack) => {
      const pair = await currentPair();
      const call = pair ? await store.call(pair.key) : null;
      if (!pair || call?.state !== 'requested' || call.by === visitId) return reply(ack, refusal('NO_CALL', HUMANLIB_MESSAGES.noCall));
      await store.setCall(pair.key, { state: 'active' });
      toVisit(pair.partnerId).emit('call:accepted');
      reply(ack, { ok: true });
    });

    on('call:decline', async () => {
      const pair = await currentPair();
      if (!pair || (await store.call(pair.key))?.state !== 'requested') return;
      await store.setCall(pair.key, null);
      toVisit(pair.partnerId).emit('call:declined');
    });

    on('call:signal', async (payload) => {
      const parsed = parse(callSignalPayloadSchema, payload);
      if ('message' in parsed) return;
      const pair = await currentPair();
      // Only a call both sides accepted carries media negotiation.
      if (!pair || (await store.call(pair.key))?.state !== 'active') return;
      toVisit(pair.partnerId).emit('call:signal', parsed.data);
    });

    on('call:mute', async (payload) => {
      const parsed = parse(mutePayloadSchema, payload);
      if ('message' in parsed) return;
      const pair = await currentPair();
      if (pair && (await store.call(pair.key))?.state === 'active') toVisit(pair.partnerId).emit('call:muted', parsed.data);
    });

    on('call:hangup', async () => {
      const pair = await currentPair();
      if (!pair || !(await store.call(pair.key))) return;
      await store.setCall(pair.key, null);
      toVisit(pair.partnerId).emit('call:ended');
    });

    socket.on('disconnect', () => {
      const cleanup = (async () => {
        await endChat(visitId, null, 'partner-disconnected');
        await store.leave(visitId);
        if (joined) nsp.emit('online-changed');
      })().catch((error: unknown) => log.warn({ err: error }, 'human library disconnect cleanup failed'));
      cleanups.add(cleanup);
      void cleanup.finally(() => cleanups.delete(cleanup));
    });
  });

  return {
    /** Tells an account's live sockets why, then closes them, on every instance. */
    disconnectAccount(accountId: string, message: string) {
      nsp.to(accountRoom(accountId)).emit('humanlib:error', { code: 'SUSPENDED', message });
      // Not a hard close: the notice above leaves first.
      nsp.in(accountRoom(accountId)).disconnectSockets(false);
    },
    /**
     * Closes this instance's Human Library sockets and waits for their clean-up, while Redis and the
     * adapter are still open: partners on other instances hear that their partner left.
     */
    async close() {
      for (const timer of idleTimers.values()) clearTimeout(timer);
      idleTimers.clear();
      nsp.local.disconnectSockets(true);
      await Promise.all(cleanups);
    },
  };
}
