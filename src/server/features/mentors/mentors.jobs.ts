import { formatIst } from '../../../shared/contracts/mentors.js';
import { answerDeadline } from '../../../shared/contracts/mentors.constants.js';
import type { Db, Tx } from '../../db/client.js';
import { cancelJob, scheduleJob, type JobQueue } from '../../platform/jobs.js';
import { createNotification, createNotifications, type Notifier } from '../notifications/index.js';
import { bookingMail, roomPath } from './mentors.mails.js';
import { alternativeMentors } from './mentors.alternatives.js';
import type { BookingRow, MentorsRepository } from './mentors.repository.js';

/**
 * The timed actions of a booking (issue 31), on the database job queue (docs/decisions/004-job-queue.md), one job per
 * (kind, booking id): the two reminders of a confirmed session and the expiry of an unanswered request.
 */
export const REMINDERS = [
  { kind: 'session.reminder.24h', beforeMs: 24 * 3_600_000, when: 'in 24 hours' },
  { kind: 'session.reminder.15m', beforeMs: 15 * 60_000, when: 'in 15 minutes' },
] as const;
export const EXPIRY_KIND = 'session.request.expire';
/** The mentor is reminded of a request still unanswered this long after it was made (issue 37.2). */
export const ANSWER_REMINDER_KIND = 'session.request.remind';
export const ANSWER_REMINDER_MS = 24 * 3_600_000;

/** Every job of a booking starts with this, so one call cancels them all. */
const BOOKING_JOB_PREFIX = 'session.';

interface BookingJobPayload {
  bookingId: string;
  /** The start the job was scheduled for: a job outliving a move does nothing. */
  startsAt: string;
}

const payloadOf = (row: Pick<BookingRow, 'id' | 'scheduledAt'>): BookingJobPayload => ({
  bookingId: row.id,
  startsAt: row.scheduledAt.toISOString(),
});

/** A new request: it expires at its start or 48 hours after it was made, whichever comes first. */
export async function scheduleRequestExpiry(executor: Db | Tx, row: Pick<BookingRow, 'id' | 'scheduledAt' | 'createdAt'>) {
  const runAt = answerDeadline(row.scheduledAt, row.createdAt);
  await scheduleJob(executor, { kind: EXPIRY_KIND, key: row.id, runAt, payload: payloadOf(row) });
}

/** A confirmed session's reminders whose time is still ahead (one already past is not sent late). */
export async function scheduleReminders(executor: Db | Tx, row: Pick<BookingRow, 'id' | 'scheduledAt'>, now = new Date()) {
  for (const reminder of REMINDERS) {
    const runAt = new Date(row.scheduledAt.getTime() - reminder.beforeMs);
    if (runAt > now) await scheduleJob(executor, { kind: reminder.kind, key: row.id, runAt, payload: payloadOf(row) });
    else await cancelJob(executor, reminder.kind, row.id);
  }
}

export const studentNameOf = (row: BookingRow) =>
  [row.studentFirstName, row.studentLastName].filter(Boolean).join(' ').trim() || row.studentUsername || row.studentEmail.split('@')[0]!;
export const mentorNameOf = (row: BookingRow) => row.mentorName || row.mentorUsername || row.mentorEmail.split('@')[0]!;

export function createBookingJobs(deps: { jobs: JobQueue; repo: MentorsRepository; notifier: Notifier; publicUrl: string }) {
  const { jobs, repo, notifier } = deps;
  const absolute = (path: string) => new URL(path, deps.publicUrl).toString();

  for (const reminder of REMINDERS) {
    jobs.register<BookingJobPayload>(reminder.kind, async ({ job, payload, tx, afterCommit }) => {
      const row = await repo.findBooking(payload.bookingId, tx);
      // Cancelled, finished or moved since the job was scheduled: nothing to remind of.
      if (!row || row.status !== 'confirmed' || row.scheduledAt.getTime() !== new Date(payload.startsAt).getTime()) return;
      if (row.scheduledAt.getTime() <= Date.now()) return;
      const roomUrl = absolute(roomPath(row.id));
      const when = formatIst(row.scheduledAt);
      const sides = [
        { userId: row.studentId, senderId: row.mentorId, senderName: mentorNameOf(row), other: mentorNameOf(row) },
        { userId: row.mentorId, senderId: row.studentId, senderName: studentNameOf(row), other: studentNameOf(row) },
      ];
      const sentenceFor = (side: (typeof sides)[number]) =>
        `Your mentorship session with ${side.other} starts ${reminder.when}, at ${when}.`;
      // Both sides in one go: their choices, their rows and their mails and pushes read and written together.
      const notices = await createNotifications(
        tx,
        sides.map((side) => ({
          userId: side.userId,
          senderId: side.senderId,
          senderName: side.senderName,
          type: 'session_reminder' as const,
          message: sentenceFor(side),
          link: roomPath(row.id),
        })),
      );
      const live = await notifier.notifyInJob({ tx, job }, notices, {
        // A session starting within the hour is told even in quiet hours: waiting would make it too late.
        urgent: row.scheduledAt.getTime() - Date.now() <= 3_600_000,
        mail: (notice) =>
          bookingMail({
            subject: `Reminder: your session starts ${reminder.when} (${when})`,
            sentence: notice.message,
            bookingId: row.id,
            start: row.scheduledAt,
            minutes: row.duration,
            url: roomUrl,
            roomUrl,
          }),
      });
      afterCommit(live);
    });
  }

  jobs.register<BookingJobPayload>(ANSWER_REMINDER_KIND, async ({ job, payload, tx, afterCommit }) => {
    const row = await repo.findBooking(payload.bookingId, tx);
    // Answered already with another time: the student's answer is awaited, not the mentor's.
    if (!row || row.status !== 'pending' || row.proposedBy === row.mentorId) return;
    const expires = answerDeadline(row.scheduledAt, row.createdAt);
    const sentence = `${studentNameOf(row)}'s request for a session on ${formatIst(row.scheduledAt)} is waiting for your answer. It expires on ${formatIst(expires)}.`;
    const notice = await createNotification(tx, {
      userId: row.mentorId,
      senderId: row.studentId,
      senderName: studentNameOf(row),
      type: 'booking_requested',
      message: sentence,
      link: '/MentorRequests',
    });
    afterCommit(
      await notifier.notifyInJob({ tx, job }, [notice], {
        mail: bookingMail({
          subject: 'A session request is waiting for your answer',
          sentence,
          bookingId: row.id,
          start: row.scheduledAt,
          minutes: row.duration,
          url: absolute('/MentorRequests'),
        }),
      }),
    );
  });

  jobs.register<BookingJobPayload>(EXPIRY_KIND, async ({ job, payload, tx, afterCommit }) => {
    if (!(await repo.expire(tx, payload.bookingId))) return;
    const row = (await repo.findBooking(payload.bookingId, tx))!;
    const when = formatIst(row.scheduledAt);
    const others = await alternativeMentors(repo, tx, row.mentorId, deps.publicUrl);
    const unanswered =
      row.proposedBy === row.mentorId
        ? `You did not answer the time ${mentorNameOf(row)} proposed for your session request of ${when}, so the request has expired.`
        : `${mentorNameOf(row)} did not answer your session request for ${when} in time, so it has expired.`;
    const sentence = `${unanswered} ${
      others.length > 0 ? `Mentors with the same expertise and free time this week: ${others.join('; ')}.` : 'You can book another slot.'
    }`;
    const link = `/MentorDescPage/${row.mentorId}`;
    const notice = await createNotification(tx, {
      userId: row.studentId,
      senderId: row.mentorId,
      senderName: mentorNameOf(row),
      type: 'booking_expired',
      message: sentence,
      link,
    });
    afterCommit(
      await notifier.notifyInJob({ tx, job }, [notice], {
        mail: bookingMail({
          subject: 'Your session request expired',
          sentence,
          bookingId: row.id,
          start: row.scheduledAt,
          minutes: row.duration,
          url: absolute(link),
        }),
      }),
    );
  });

  return {
    /** A new request: it expires at its start or 48 hours after it was made, whichever comes first. */
    async requested(tx: Tx, row: Pick<BookingRow, 'id' | 'scheduledAt' | 'createdAt'>) {
      await scheduleRequestExpiry(tx, row);
      const remindAt = new Date(row.createdAt.getTime() + ANSWER_REMINDER_MS);
      if (remindAt < row.scheduledAt)
        await jobs.schedule(tx, { kind: ANSWER_REMINDER_KIND, key: row.id, runAt: remindAt, payload: payloadOf(row) });
    },

    /** Accepted: no expiry; a reminder whose time is still ahead is scheduled (one already past is not sent late). */
    async confirmed(tx: Tx, row: Pick<BookingRow, 'id' | 'scheduledAt'>, now = new Date()) {
      await jobs.cancel(tx, EXPIRY_KIND, row.id);
      await jobs.cancel(tx, ANSWER_REMINDER_KIND, row.id);
      await scheduleReminders(tx, row, now);
    },

    /** Declined or cancelled: every pending job of the booking is cancelled with the change. */
    async ended(tx: Tx, bookingId: string) {
      await jobs.cancelMatching(tx, { kindPrefix: BOOKING_JOB_PREFIX, key: bookingId });
    },
  };
}

export type BookingJobs = ReturnType<typeof createBookingJobs>;
