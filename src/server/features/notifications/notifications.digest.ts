import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { bookings, jobs as jobPosts, notifications, profiles, sessions, users } from '../../db/schema/index.js';
import type { JobQueue } from '../../platform/jobs.js';
import { escapeHtml, withUnsubscribe, type Mailer, type MailMessage } from '../../platform/mail.js';
import { formatIst } from '../../../shared/contracts/mentors.constants.js';
import { preferenceRowsOf, resolvePreferences } from './notifications.preferences.js';

/**
 * The email digest (issue 35.2): each morning at 08:00 IST a round walks the accounts in pages and gives each one due
 * that day (daily, or weekly on Mondays) a digest job of its own, keyed by account and day, so every digest is sent once
 * whichever instance takes it and however often the round is started again. A digest goes only when something new
 * waits unseen: unread notifications (messages among them) and, for a student, new jobs that match their skills; the
 * upcoming sessions come with it.
 */
export const DIGEST_ROUND_JOB = 'notification.digest-round';
export const DIGEST_JOB = 'notification.digest';
const ROUND_PAGE = 200;
const SEND_HOUR_IST = 8;
const IST_OFFSET_MS = 5.5 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

type Executor = Db | Tx;
interface RoundPayload {
  day: string;
  after: string | null;
}
interface DigestPayload {
  userId: string;
  day: string;
}

/** The day (YYYY-MM-DD, IST) whose 08:00 IST comes next after `now`, and that instant. */
export function nextRound(now: Date): { day: string; runAt: Date } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  let day = ist.toISOString().slice(0, 10);
  let runAt = new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + SEND_HOUR_IST * 3600 * 1000);
  if (runAt <= now) {
    runAt = new Date(runAt.getTime() + DAY_MS);
    day = new Date(runAt.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  }
  return { day, runAt };
}

/** Schedules the round of `day` unless it already exists (an instance starting again does not start it twice). */
export function scheduleDigestRound(queue: JobQueue, executor: Executor, day: string, runAt: Date) {
  return queue.schedule(executor, { kind: DIGEST_ROUND_JOB, key: day, runAt, payload: { day, after: null }, keepExisting: true });
}

const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

interface DigestContent {
  unread: { senderName: string; message: string }[];
  unreadTotal: number;
  newJobs: { title: string; companyName: string | null }[];
  sessions: { scheduledAt: Date }[];
}

async function contentOf(reader: Db | Tx, userId: string, role: string, since: Date): Promise<DigestContent> {
  const unreadWhere = and(eq(notifications.userId, userId), isNull(notifications.readAt), gte(notifications.createdAt, since));
  const [unread, [total], upcoming] = await Promise.all([
    reader
      .select({ senderName: notifications.senderName, message: notifications.message })
      .from(notifications)
      .where(unreadWhere)
      .orderBy(desc(notifications.createdAt))
      .limit(5),
    reader
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(unreadWhere),
    reader
      .select({ scheduledAt: bookings.scheduledAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          or(eq(bookings.studentId, userId), eq(bookings.mentorId, userId)),
          gt(bookings.scheduledAt, new Date()),
          lt(bookings.scheduledAt, new Date(Date.now() + 7 * DAY_MS)),
        ),
      )
      .orderBy(asc(bookings.scheduledAt))
      .limit(5),
  ]);
  let newJobs: DigestContent['newJobs'] = [];
  if (role === 'student') {
    const [profile] = await reader.select({ skills: profiles.skills }).from(profiles).where(eq(profiles.userId, userId));
    const patterns = (profile?.skills ?? []).slice(0, 10).map((skill) => `%${skill.replace(/[\\%_]/g, '\\$&')}%`);
    if (patterns.length > 0) {
      newJobs = await reader
        .select({ title: jobPosts.title, companyName: jobPosts.companyName })
        .from(jobPosts)
        .where(
          and(
            eq(jobPosts.status, 'open'),
            gte(jobPosts.createdAt, since),
            sql`${jobPosts.skills} ilike any (array[${sql.join(
              patterns.map((pattern) => sql`${pattern}`),
              sql`, `,
            )}]::text[])`,
          ),
        )
        .orderBy(desc(jobPosts.createdAt))
        .limit(5);
    }
  }
  return { unread, unreadTotal: total?.n ?? 0, newJobs, sessions: upcoming };
}

function digestMail(content: DigestContent, publicUrl: string, frequency: 'daily' | 'weekly'): Omit<MailMessage, 'to'> {
  const period = frequency === 'daily' ? 'today' : 'this week';
  const parts: string[] = [];
  if (content.unreadTotal > 0) parts.push(`${content.unreadTotal} unread notification${content.unreadTotal === 1 ? '' : 's'}`);
  if (content.newJobs.length > 0) parts.push(`${content.newJobs.length} new job${content.newJobs.length === 1 ? '' : 's'} for your skills`);
  const subject = `Your Campus digest: ${parts.join(' and ')}`;
  const lines = [
    ...content.unread.map((row) => `• ${row.senderName}: ${row.message}`),
    ...content.newJobs.map((job) => `• New job: ${job.title}${job.companyName ? ` at ${job.companyName}` : ''}`),
    ...content.sessions.map((session) => `• Upcoming session: ${formatIst(session.scheduledAt)}`),
  ];
  const open = `${publicUrl}/notifications`;
  return {
    subject,
    text: `What you missed on Campus ${period}:\n\n${lines.join('\n')}\n\nOpen Campus: ${open}`,
    html: `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:16px;margin:0">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:20px">
<h1 style="font-size:18px;color:#1e1b4b;margin:0 0 12px">What you missed ${escapeHtml(period)}</h1>
<ul style="color:#334155;padding-left:18px;word-wrap:break-word">${lines.map((line) => `<li>${escapeHtml(line.slice(2))}</li>`).join('')}</ul>
<p><a href="${escapeHtml(open)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Open Campus</a></p>
</div></body></html>`,
  };
}

export function registerDigest(deps: {
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  unsubscribeLinks: (userId: string, target: 'digest') => { oneClickUrl: string; pageUrl: string; what: string; settingsUrl: string };
}) {
  const { jobs, mailer, publicUrl } = deps;

  jobs.register<RoundPayload>(DIGEST_ROUND_JOB, async ({ payload, tx }) => {
    const page = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(isNotNull(users.emailVerifiedAt), ne(users.role, 'admin'), payload.after ? gt(users.id, payload.after) : undefined))
      .orderBy(asc(users.id))
      .limit(ROUND_PAGE);
    const preferences = await preferenceRowsOf(
      tx,
      page.map((row) => row.id),
    );
    for (const { id } of page) {
      const frequency = resolvePreferences(preferences.get(id)).digest;
      if (frequency === 'off' || (frequency === 'weekly' && !isMonday(payload.day))) continue;
      await jobs.schedule(tx, {
        kind: DIGEST_JOB,
        key: `${id}:${payload.day}`,
        runAt: new Date(),
        payload: { userId: id, day: payload.day },
        keepExisting: true,
      });
    }
    const last = page.at(-1)?.id;
    if (page.length === ROUND_PAGE && last) {
      await jobs.schedule(tx, {
        kind: DIGEST_ROUND_JOB,
        key: `${payload.day}:${last}`,
        runAt: new Date(),
        payload: { day: payload.day, after: last },
        keepExisting: true,
      });
    } else {
      const next = nextRound(new Date(Date.parse(`${payload.day}T12:00:00Z`)));
      await scheduleDigestRound(jobs, tx, next.day, next.runAt);
    }
  });

  jobs.registerSender<DigestPayload>(DIGEST_JOB, async ({ payload, db: reader }) => {
    const [user] = await reader.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, payload.userId));
    if (!user) return;
    const stored = (await preferenceRowsOf(reader, [payload.userId])).get(payload.userId);
    const frequency = resolvePreferences(stored).digest;
    // Unsubscribed or changed since the round: its choice now decides.
    if (frequency === 'off') return;
    const since = new Date(Date.now() - (frequency === 'daily' ? 1 : 7) * DAY_MS);
    // The weekly digest by default is for those who were not on Campus that week; one chosen is sent regardless.
    if (!stored?.digest) {
      const [active] = await reader
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, payload.userId), gte(sessions.lastUsedAt, since)))
        .limit(1);
      if (active) return;
    }
    const content = await contentOf(reader, payload.userId, user.role, since);
    if (content.unreadTotal === 0 && content.newJobs.length === 0) return;
    const message = withUnsubscribe(digestMail(content, publicUrl, frequency), deps.unsubscribeLinks(payload.userId, 'digest'));
    // Read outside any transaction (a digest writes nothing); a failed send fails the job, which is tried again.
    await mailer.send({ ...message, to: user.email });
  });
}

/** Starts the next round when none is scheduled (each instance calls it; the day's key keeps it to one). */
export function scheduleNextDigestRound(queue: JobQueue, db: Db, now = new Date()) {
  const next = nextRound(now);
  return scheduleDigestRound(queue, db, next.day, next.runAt);
}
