import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  kindOfType,
  type NotificationKind,
  type NotificationPreferences,
} from '../../../shared/contracts/notifications.js';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { JobQueue, JobRow, ScheduleInput } from '../../platform/jobs.js';
import { escapeHtml, withUnsubscribe, type Mailer, type MailMessage } from '../../platform/mail.js';
import type { Realtime } from '../../platform/realtime.js';
import { createSignedTokens } from '../../platform/signed-tokens.js';
import type { NotificationRow } from './notifications.repository.js';
import { addressesOf, preferenceRowsOf, resolvePreferences } from './notifications.preferences.js';
import type { PushSender } from './notifications.push.js';
import { registerDigest } from './notifications.digest.js';
import { quietUntil } from './notifications.quiet.js';
import { deliverNotifications, isRefreshed } from './notifications.service.js';

/** What a one-click unsubscribe stops: one kind's mail, or the digest. */
export type UnsubscribeTarget = NotificationKind | 'digest';
export const UNSUBSCRIBE_TARGETS: readonly UnsubscribeTarget[] = [...NOTIFICATION_KINDS, 'digest'];

export const unsubscribeLabel = (target: UnsubscribeTarget) =>
  target === 'digest' ? 'the email digest' : `emails about ${NOTIFICATION_KIND_INFO[target].label.toLowerCase()}`;

export interface NotifyOptions {
  /**
   * This change's own mail (a booking's carries its calendar file), or each notification's own (a reminder tells each
   * side of a session about the other); by default one made from the notification.
   */
  mail?: Omit<MailMessage, 'to'> | ((row: NotificationRow) => Omit<MailMessage, 'to'>);
  /** Goes out even in the receiver's quiet hours (a session starting within the hour). */
  urgent?: boolean;
}

/** The one place notifications leave the server: in the app, by mail and by push, as each receiver chose. */
export interface Notifier {
  /** After the notifications' transaction committed. Never throws: the stored notification is the record. */
  notify(rows: readonly NotificationRow[], options?: NotifyOptions): Promise<void>;
  /**
   * Inside a job's transaction (docs/decisions/004-job-queue.md): the mail is sent now and awaited, so a failed send
   * fails the job and it is retried; a push is scheduled in the transaction. Answers the live delivery, which the job
   * runs after its commit (`afterCommit`).
   */
  notifyInJob(context: { tx: Tx; job: JobRow }, rows: readonly NotificationRow[], options?: NotifyOptions): Promise<() => Promise<void>>;
  /** A mail of a kind to an address that may have no account (a waitlist's visitors); false when not sent. */
  mailTo(input: {
    kind: NotificationKind;
    to: string;
    userId: string | null;
    message: Omit<MailMessage, 'to'>;
    /** The list's own one-click unsubscribe, for a mail that is not tied to an account's preferences. */
    unsubscribe?: { oneClickUrl: string; pageUrl: string };
  }): Promise<boolean>;
  /** The signed token of a user's unsubscribe links, and what it stands for. */
  readonly unsubscribeTokens: {
    sign(userId: string, target: UnsubscribeTarget): string;
    verify(token: string): { userId: string; target: UnsubscribeTarget } | null;
  };
  /** Web push: the server's key for browsers, and each user's devices. */
  readonly push: PushSender;
  /** The links a mail of this target to this user carries. */
  unsubscribeLinks(userId: string, target: UnsubscribeTarget): { oneClickUrl: string; pageUrl: string; what: string; settingsUrl: string };
}

/** A mail as a job's JSON payload: attachments (a calendar file) as text. */
const storable = (message: MailMessage): MailMessage => ({
  ...message,
  attachments: message.attachments?.map((file) => ({
    ...file,
    content: typeof file.content === 'string' ? file.content : file.content.toString('utf8'),
  })),
});

/** A notification as a mail: its sentence, who it is from and the page it opens; narrow enough for a phone. */
export function notificationMail(row: NotificationRow, url: string): Omit<MailMessage, 'to'> {
  const label = NOTIFICATION_KIND_INFO[kindOfType(row.type)].label;
  const subject = `${row.senderName}: ${row.message}`.slice(0, 120);
  return {
    subject,
    text: `${row.senderName}\n${row.message}\n\nOpen Campus: ${url}`,
    html: `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:16px;margin:0">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:20px">
<p style="font-size:12px;color:#64748b;margin:0 0 8px">${escapeHtml(label)}</p>
<h1 style="font-size:18px;color:#1e1b4b;margin:0 0 8px">${escapeHtml(row.senderName)}</h1>
<p style="color:#334155;word-wrap:break-word">${escapeHtml(row.message)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Open Campus</a></p>
</div></body></html>`,
  };
}

/** The job that pushes one notification a little after it was made, unless it was read in an open tab by then. */
export const PUSH_JOB = 'notification.push';
/** The job that mails a notification held by the receiver's quiet hours, once they end, unless it was read by then. */
export const HELD_MAIL_JOB = 'notification.held-mail';
/** The job that mails a notification made by another job, right after that job's commit (notifyInJob). */
export const MAIL_JOB = 'notification.mail';

export function createNotifier(deps: {
  db: Db;
  realtime: Realtime;
  mailer: Mailer;
  push: PushSender;
  jobs: JobQueue;
  /** How long a push waits for the notification to be read in an open tab. */
  pushDelayMs: number;
  log: FastifyBaseLogger;
  publicUrl: string;
  secret: string;
}): Notifier {
  const { db, realtime, mailer, push, jobs, log, publicUrl } = deps;

  // A sender, as mail is (docs/decisions/004-job-queue.md): no transaction open while it calls the push service, sent
  // at least once. A burst's claimed pushes go together: one read of their notifications, one of the receivers'
  // choices, one of their devices, the calls side by side (one at a time, each with its three reads, a burst of
  // 10,000 took 156 s on PGlite and queued every request behind them).
  jobs.registerBatchSender<{ notificationId: string }>(PUSH_JOB, async (batch, reader) => {
    const rows = await reader
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          batch.map(({ payload }) => payload.notificationId),
        ),
      );
    // Read in the app meanwhile (or deleted): the person has seen it; a push now would only repeat it.
    const unread = rows.filter((row) => row.readAt === null);
    const chosen = await preferenceRowsOf(reader, [...new Set(unread.map((row) => row.userId))]);
    await push.sendToUsers(
      unread
        .filter((row) => resolvePreferences(chosen.get(row.userId)).channels[kindOfType(row.type)].push)
        .map((row) => ({
          userId: row.userId,
          payload: { title: row.senderName, body: row.message, url: row.link ?? '/notifications', tag: row.id, type: row.type },
        })),
    );
    return new Map();
  });
  jobs.registerSender<{ notificationId: string; message: MailMessage }>(HELD_MAIL_JOB, async ({ payload, db: reader }) => {
    const [row] = await reader
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, payload.notificationId));
    if (!row || row.readAt !== null) return;
    // A failed send fails the job, which is tried again.
    await mailer.send(payload.message);
  });
  jobs.registerSender<MailMessage>(MAIL_JOB, ({ payload }) => mailer.send(payload));
  const signed = createSignedTokens(deps.secret, 'notifications-unsubscribe');
  const unsubscribeTokens: Notifier['unsubscribeTokens'] = {
    sign: (userId, target) => signed.sign(`${userId}:${target}`),
    verify(token) {
      const value = signed.verify(token);
      const [userId, target] = value?.split(':') ?? [];
      if (!userId || !/^[0-9a-f-]{36}$/i.test(userId) || !UNSUBSCRIBE_TARGETS.includes(target as UnsubscribeTarget)) return null;
      return { userId, target: target as UnsubscribeTarget };
    },
  };
  const unsubscribeLinks = (userId: string, target: UnsubscribeTarget) => {
    const token = encodeURIComponent(unsubscribeTokens.sign(userId, target));
    return {
      oneClickUrl: `${publicUrl}/api/notifications/unsubscribe?token=${token}`,
      pageUrl: `${publicUrl}/unsubscribe?token=${token}`,
      what: unsubscribeLabel(target),
      settingsUrl: `${publicUrl}/SelfSetting#notifications`,
    };
  };

  /**
   * Mail and push of stored notifications, as each receiver chose: the mails to send now, and the jobs that send the
   * rest later. In their quiet hours both wait for the hours' end (the in-app notification does not), unless the
   * notification is urgent.
   */
  async function planOutside(executor: Db | Tx, rows: readonly NotificationRow[], options: NotifyOptions) {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [preferences, addresses, pushable] = await Promise.all([
      preferenceRowsOf(executor, userIds),
      addressesOf(executor, userIds),
      push.withDevices(userIds, executor),
    ]);
    const now = new Date();
    const mailNow: MailMessage[] = [];
    const later: ScheduleInput[] = [];
    for (const row of rows) {
      const kind = kindOfType(row.type);
      const chosen: NotificationPreferences = resolvePreferences(preferences.get(row.userId));
      const to = addresses.get(row.userId);
      const heldUntil = options.urgent ? null : quietUntil(chosen.quietHours, now);
      // A refreshed notification (the tenth message of a chat still unread) was mailed when it was new.
      if (to && chosen.channels[kind].email && !isRefreshed(row)) {
        const own = typeof options.mail === 'function' ? options.mail(row) : options.mail;
        const message = own ?? notificationMail(row, new URL(row.link ?? '/notifications', publicUrl).toString());
        const addressed = { ...withUnsubscribe(message, unsubscribeLinks(row.userId, kind)), to };
        if (heldUntil) {
          later.push({
            kind: HELD_MAIL_JOB,
            key: row.id,
            runAt: heldUntil,
            payload: { notificationId: row.id, message: storable(addressed) },
          });
        } else mailNow.push(addressed);
      }
      // A refreshed one (another message in a chat) moves its pending push: one push carries the latest.
      if (chosen.channels[kind].push && row.readAt === null && pushable.has(row.userId)) {
        const soonest = now.getTime() + deps.pushDelayMs;
        later.push({
          kind: PUSH_JOB,
          key: row.id,
          runAt: new Date(heldUntil ? Math.max(soonest, heldUntil.getTime()) : soonest),
          payload: { notificationId: row.id },
        });
      }
    }
    return { mailNow, later };
  }

  registerDigest({ jobs, mailer, publicUrl, unsubscribeLinks });

  /** Off the request: a slow or failing relay never delays or undoes the change. */
  function send(message: MailMessage) {
    mailer.send(message).catch((error: unknown) => log.warn({ err: error, subject: message.subject }, 'notification mail failed'));
  }

  return {
    unsubscribeTokens,
    unsubscribeLinks,
    push,

    async notify(rows, options = {}) {
      try {
        await deliverNotifications(
          db,
          realtime,
          rows.filter((row) => row.readAt === null),
        );
        const { mailNow, later } = await planOutside(db, rows, options);
        await jobs.scheduleMany(db, later);
        for (const message of mailNow) send(message);
      } catch (error) {
        log.warn({ err: error }, 'notification delivery failed');
      }
    },

    async notifyInJob({ tx, job }, rows, options = {}) {
      // Each mail is a sender job of the same transaction: it exists exactly when the notification does, leaves once
      // that commits, and a failed send is tried again on its own, without running the first job again. It is due
      // since the job that made it was: runners take the oldest due jobs first, so the mails of a burst of reminders
      // leave as the burst is worked through, not after all of it.
      const { mailNow, later } = await planOutside(tx, rows, options);
      const mails = mailNow.map((message) => ({ kind: MAIL_JOB, key: randomUUID(), runAt: job.runAt, payload: storable(message) }));
      await jobs.scheduleMany(tx, [...later, ...mails]);
      return () => deliverNotifications(db, realtime, rows);
    },

    async mailTo(input) {
      if (input.userId) {
        const chosen = resolvePreferences((await preferenceRowsOf(db, [input.userId])).get(input.userId));
        if (!chosen.channels[input.kind].email) return false;
      }
      const links = input.unsubscribe
        ? { ...input.unsubscribe, what: unsubscribeLabel(input.kind) }
        : input.userId
          ? unsubscribeLinks(input.userId, input.kind)
          : undefined;
      await mailer.send({ ...(links ? withUnsubscribe(input.message, links) : input.message), to: input.to });
      return true;
    },
  };
}
