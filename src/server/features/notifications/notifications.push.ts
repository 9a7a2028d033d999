import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushDevice, PushPayload, PushSubscriptionBody } from '../../../shared/contracts/notifications.js';
import { describeUserAgent } from '../../../shared/userAgent.js';
import type { Db, Tx } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** How long a push service keeps a push for a device that is offline (a day: a message is still worth hearing about). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** A VAPID signature's life: 12 hours, half the most RFC 8292 allows; a new one an hour before it ends. */
const VAPID_VALID_SECONDS = 12 * 60 * 60;
const VAPID_RENEW_BEFORE_SECONDS = 60 * 60;

export interface PushSender {
  readonly publicKey: string;
  /**
   * Sends to every device of the user; a device the push service no longer knows (404, 410) is dropped.
   * Answers how many devices accepted it. Never throws.
   */
  sendToUser(userId: string, payload: PushPayload): Promise<number>;
  /** sendToUser for many at once: one read of their devices, every push side by side. Never throws. */
  sendToUsers(items: readonly { userId: string; payload: PushPayload }[]): Promise<number>;
  /** Which of these users have a device to push to. */
  /** Read through `executor` when given (a job's transaction: PGlite has one connection). */
  withDevices(userIds: readonly string[], executor?: Db | Tx): Promise<Set<string>>;
  subscribe(userId: string, body: PushSubscriptionBody, userAgent: string | undefined): Promise<PushDevice>;
  devices(userId: string): Promise<PushDevice[]>;
  /** The user's own device only; false when there was none of that id. */
  remove(userId: string, id: string): Promise<boolean>;
}

const toDevice = (row: SubscriptionRow): PushDevice => ({
  id: row.id,
  device: describeUserAgent(row.userAgent).label,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
  lastPushedAt: row.lastPushedAt?.toISOString() ?? null,
});

/**
 * Web push with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291): `web-push` signs and encrypts, the request goes
 * out with fetch (so a push service on plain http, such as the tests' stand-in, is reached too).
 */
export function createPushSender(deps: {
  db: Db;
  log: FastifyBaseLogger;
  vapid: { publicKey: string; privateKey: string; subject: string };
}): PushSender {
  const { db, log, vapid } = deps;

  /**
   * The VAPID header for a push service (RFC 8292: a signed JWT naming the service's origin), kept until an hour
   * before it expires: signing one for every push was the largest single cost of a burst (5 of 97 s of CPU for
   * 10,000 pushes).
   */
  const signed = new Map<string, { authorization: string; renewAt: number }>();
  function vapidAuthorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const kept = signed.get(audience);
    if (kept && kept.renewAt > Date.now()) return kept.authorization;
    const expiresAt = Math.floor(Date.now() / 1000) + VAPID_VALID_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiresAt);
    signed.set(audience, { authorization: Authorization, renewAt: (expiresAt - VAPID_RENEW_BEFORE_SECONDS) * 1000 });
    return Authorization;
  }

  async function pushTo(row: SubscriptionRow, body: string): Promise<'sent' | 'gone' | 'failed'> {
    try {
      const request = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, body, {
        headers: { Authorization: vapidAuthorization(row.endpoint) },
        contentEncoding: 'aes128gcm',
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) {
        log.warn({ status: response.status, subscription: row.id }, 'the push service refused a push');
        return 'failed';
      }
      return 'sent';
    } catch (error) {
      log.warn({ err: error, subscription: row.id }, 'push failed');
      return 'failed';
    }
  }

  async function sendToUsers(items: readonly { userId: string; payload: PushPayload }[]): Promise<number> {
    if (items.length === 0) return 0;
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(items.map((item) => item.userId))]));
    const devicesOf = new Map<string, SubscriptionRow[]>();
    for (const row of rows) devicesOf.set(row.userId, [...(devicesOf.get(row.userId) ?? []), row]);
    const outcomes = await Promise.all(
      items.flatMap(({ userId, payload }) => {
        const body = JSON.stringify(payload);
        return (devicesOf.get(userId) ?? []).map(async (row) => ({ row, outcome: await pushTo(row, body) }));
      }),
    );
    const gone = outcomes.filter((entry) => entry.outcome === 'gone').map((entry) => entry.row.id);
    const sent = [...new Set(outcomes.filter((entry) => entry.outcome === 'sent').map((entry) => entry.row.id))];
    await Promise.all([
      gone.length > 0 ? db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone)) : undefined,
      sent.length > 0
        ? db.update(pushSubscriptions).set({ lastPushedAt: new Date() }).where(inArray(pushSubscriptions.id, sent))
        : undefined,
    ]).catch((error: unknown) => log.warn({ err: error }, 'could not record the pushes'));
    return outcomes.filter((entry) => entry.outcome === 'sent').length;
  }

  return {
    publicKey: vapid.publicKey,

    sendToUser: (userId, payload) => sendToUsers([{ userId, payload }]),
    sendToUsers,

    async withDevices(userIds, executor = db) {
      if (userIds.length === 0) return new Set();
      const rows = await executor
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
      return new Set(rows.map((row) => row.userId));
    },

    async subscribe(userId, body, userAgent) {
      const values = {
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: userAgent?.slice(0, 500) ?? null,
      };
      // One endpoint is one browser profile: subscribing it again (another account signed in there) moves it.
      const [row] = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date(), lastPushedAt: null } })
        .returning();
      return toDevice(row!);
    },

    async devices(userId) {
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.createdAt);
      return rows.map(toDevice);
    },

    async remove(userId, id) {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
  };
}
