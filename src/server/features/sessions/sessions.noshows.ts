import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  APPEAL_HELP_LINK,
  NO_SHOW_PAUSE_AT,
  NO_SHOW_WARN_AT,
  NO_SHOW_WINDOW_DAYS,
  SESSION_MESSAGES,
  type AttendanceOutcome,
} from '../../../shared/contracts/sessions.js';
import { formatIst } from '../../../shared/contracts/mentors.js';
import type { Db, Tx } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { createNotification, type NotificationRow } from '../notifications/index.js';

const WINDOW_MS = NO_SHOW_WINDOW_DAYS * 24 * 60 * 60_000;
const STUDENT_MISSED: AttendanceOutcome[] = ['student_no_show', 'both_no_show'];
const MENTOR_MISSED: AttendanceOutcome[] = ['mentor_no_show', 'both_no_show'];

/** How many sessions that started in the window before `now` the user missed as the given side. */
export async function noShowsOf(executor: Db | Tx, userId: string, side: 'student' | 'mentor', now: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(side === 'student' ? bookings.studentId : bookings.mentorId, userId),
        inArray(bookings.attendanceOutcome, side === 'student' ? STUDENT_MISSED : MENTOR_MISSED),
        gte(bookings.scheduledAt, new Date(now.getTime() - WINDOW_MS)),
        lt(bookings.scheduledAt, now),
      ),
    );
  return row?.n ?? 0;
}

/**
 * After an outcome is written: the side that missed hears it at its second no-show within 30 days (a warning) and at
 * its fourth (booking paused). Stored in the job's transaction; answered for live delivery after the commit.
 */
export async function noShowNotices(tx: Tx, outcome: AttendanceOutcome, parties: { studentId: string; mentorId: string }, now: Date) {
  const notices: NotificationRow[] = [];
  const sides = [
    ...(STUDENT_MISSED.includes(outcome) ? [['student', parties.studentId] as const] : []),
    ...(MENTOR_MISSED.includes(outcome) ? [['mentor', parties.mentorId] as const] : []),
  ];
  for (const [side, userId] of sides) {
    const missed = await noShowsOf(tx, userId, side, now);
    const what = side === 'student' ? 'booking new sessions' : 'new session requests';
    const message =
      missed === NO_SHOW_WARN_AT
        ? `You missed ${missed} sessions in the last ${NO_SHOW_WINDOW_DAYS} days. At ${NO_SHOW_PAUSE_AT}, ${what} is paused.`
        : missed === NO_SHOW_PAUSE_AT
          ? `You missed ${missed} sessions in the last ${NO_SHOW_WINDOW_DAYS} days, so ${what} is paused until they are older than ${NO_SHOW_WINDOW_DAYS} days. To appeal, open this notice to write to the operator.`
          : null;
    if (!message) continue;
    // The pause notice opens the help form on its appeal topic, which reaches the operator's tickets page.
    const link = missed === NO_SHOW_PAUSE_AT ? APPEAL_HELP_LINK : '/MySessions';
    notices.push(await createNotification(tx, { userId, senderName: 'Mentorship sessions', type: 'session_attendance', message, link }));
  }
  return notices;
}

/**
 * The student whose mentor did not come is told it is not counted against them, with an apology and up to three
 * mentors of the same expertise who have free time this week (issue 31.4).
 */
export async function mentorNoShowApology(
  tx: Tx,
  booking: { studentId: string; mentorId: string; scheduledAt: Date },
  mentorName: string,
  alternatives: readonly string[],
): Promise<NotificationRow> {
  const instead =
    alternatives.length > 0
      ? ` Mentors with the same expertise and free time this week: ${alternatives.join('; ')}.`
      : ' You can book another mentor from the mentor list.';
  return createNotification(tx, {
    userId: booking.studentId,
    senderId: booking.mentorId,
    senderName: 'Mentorship sessions',
    type: 'session_attendance',
    message: `We are sorry: ${mentorName} did not join your session on ${formatIst(booking.scheduledAt)}. It is not counted against you.${instead}`,
    link: '/MentorSection',
  });
}

/**
 * The pause, checked when a student books: a student with 4 no-shows in the last 30 days cannot book, and a mentor with
 * 4 takes no new requests (lifted by itself as those age out).
 */
export function createBookingPauseCheck(db: Db, clock: () => Date = () => new Date()) {
  return async (studentId: string, mentorId: string): Promise<void> => {
    const now = clock();
    if ((await noShowsOf(db, studentId, 'student', now)) >= NO_SHOW_PAUSE_AT) {
      throw new AppError(403, 'BOOKING_PAUSED', SESSION_MESSAGES.studentPaused);
    }
    if ((await noShowsOf(db, mentorId, 'mentor', now)) >= NO_SHOW_PAUSE_AT) {
      throw new AppError(409, 'MENTOR_PAUSED', SESSION_MESSAGES.mentorPaused);
    }
  };
}
