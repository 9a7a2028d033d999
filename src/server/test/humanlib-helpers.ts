import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { HUMANLIB_NAMESPACE, type Ack } from '../../shared/contracts/humanlib.js';
import type { AuthHarness } from './auth-helpers.js';
import { call, createUser, type TestUser } from './careers-helpers.js';
import { connected, nextEvent, type socketPool } from './network-helpers.js';

/** A verified student who accepted the Human Library rules (18+ confirmed). */
export async function createHumanlibUser(h: Pick<AuthHarness, 'app' | 'mail'>, label: string): Promise<TestUser> {
  const user = await createUser(h, 'student', label);
  const res = await call(h.app, 'POST', '/api/human-lib/accept', { token: user.token, body: { confirmedAdult: true } });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

export interface Visitor {
  socket: Socket;
  /** The anonymous id of this visit, as partners and the online list see it. */
  visitId: string;
}

/** Connects to the Human Library namespace and joins with a nickname. */
export async function enter(pool: ReturnType<typeof socketPool>, url: string, token: string, nickname: string): Promise<Visitor> {
  const socket = pool.open(`${url}${HUMANLIB_NAMESPACE}`, token);
  await connected(socket);
  const ack = (await socket.timeout(5_000).emitWithAck('join', { nickname })) as Ack<{ userId: string }>;
  if (!ack.ok) throw new Error(ack.message);
  return { socket, visitId: ack.userId };
}

export const emitAck = async <T extends object = object>(socket: Socket, event: string, ...args: unknown[]) =>
  (await socket.timeout(5_000).emitWithAck(event, ...args)) as Ack<T>;

export interface Matched {
  partner: { userId: string; nickname: string };
}

/** Queues both visitors and resolves when they are matched with each other. */
export async function matchPair(a: Visitor, b: Visitor) {
  const matchedA = nextEvent<Matched>(a.socket, 'matched');
  const matchedB = nextEvent<Matched>(b.socket, 'matched');
  expect(await emitAck(a.socket, 'queue')).toEqual({ ok: true });
  expect(await emitAck(b.socket, 'queue')).toEqual({ ok: true });
  const [forA, forB] = await Promise.all([matchedA, matchedB]);
  expect(forA.partner.userId).toBe(b.visitId);
  expect(forB.partner.userId).toBe(a.visitId);
  return { forA, forB };
}
