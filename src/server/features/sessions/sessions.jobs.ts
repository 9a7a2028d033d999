import { and, eq, lte } from 'drizzle-orm';
import { NO_SHOW_AFTER_MS, type AttendanceOutcome } from '../../../shared/contracts/sessions.js';
import type { Db, Tx } from '../../db/client.js';
import { bookings, mentorProfiles, sessionAttendance } from '../../db/schema/index.js';
import { scheduleJob, type JobHandler } from '../../platform/jobs.js';
import type { Notifier } from '../notifications/index.js';
import { askWhetherHeld } from './sessions.confirmation.js';
import { mentorNoShowApology, noShowNotices } from './sessions.noshows.js';

/** Decides a confirmed session's attendance outcome 10 minutes after its start; keyed by the booking's id. */
export const ATTENDANCE_JOB = 'session.attendance';

/**
 * Schedules (or moves) the booking's attendance check, in the caller's transaction: the mentor's accept schedules it
 * with the confirmation, so the check exists exactly when the confirmed session does.
 */
export function scheduleAttendanceCheck(executor: Db | Tx, bookingId: string, scheduledAt: Date): Promise<void> {
  return scheduleJob(executor, {
    kind: ATTENDANCE_JOB,
    key: bookingId,
    runAt: new Date(scheduledAt.getTime() + NO_SHOW_AFTER_MS),
    payload: { scheduledAt: scheduledAt.toISOString() },
  });
}

/** Held when both were in the call within 10 minutes of the start; otherwise each absent side is a no-show. */
export function attendanceOutcome(studentCame: boolean, mentorCame: boolean): AttendanceOutcome {
  if (studentCame && mentorCame) return 'held';
  if (studentCame) return 'mentor_no_show';
  if (mentorCame) return 'student_no_show';
  return 'both_no_show';
}

/**
 * The attendance check: a session that was cancelled (or declined) gets no outcome, nor one that moved to a later
 * start (its own check follows it); otherwise the outcome is written to the booking, through the job's transaction.
 */
export function attendanceHandler(
  notifier?: Notifier,
  clock: () => Date = () => new Date(),
  /** Mentors to offer a student whose mentor did not come (the mentors feature's, through the job's transaction). */
  alternatives: (tx: Tx, mentorId: string) => Promise<string[]> = async () => [],
): JobHandler<{ scheduledAt?: string }> {
  return async ({ job, tx, afterCommit }) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        scheduledAt: bookings.scheduledAt,
        studentId: bookings.studentId,
        mentorId: bookings.mentorId,
        meetingUrl: bookings.meetingUrl,
      })
      .from(bookings)
      .where(eq(bookings.id, job.key))
      .for('update');
    if (!booking || (booking.status !== 'confirmed' && booking.status !== 'completed')) return;
    const deadline = new Date(booking.scheduledAt.getTime() + NO_SHOW_AFTER_MS);
    if (deadline.getTime() > clock().getTime()) return;
    // The room cannot see a call over the mentor's external link: both sides are asked instead (sessions.confirmation.ts).
    if (booking.meetingUrl) return askWhetherHeld(tx, booking.id, notifier, afterCommit);
    const joined = await tx
      .selectDistinct({ userId: sessionAttendance.userId })
      .from(sessionAttendance)
      .where(and(eq(sessionAttendance.bookingId, booking.id), lte(sessionAttendance.joinedAt, deadline)));
    const came = new Set(joined.map((row) => row.userId));
    const outcome = attendanceOutcome(came.has(booking.studentId), came.has(booking.mentorId));
    await tx.update(bookings).set({ attendanceOutcome: outcome }).where(eq(bookings.id, booking.id));
    // The second no-show within 30 days warns, the fourth pauses booking (createBookingPauseCheck).
    const notices = await noShowNotices(tx, outcome, booking, clock());
    if (outcome === 'mentor_no_show') {
      const [mentor] = await tx
        .select({ name: mentorProfiles.fullName })
        .from(mentorProfiles)
        .where(eq(mentorProfiles.userId, booking.mentorId));
      notices.push(await mentorNoShowApology(tx, booking, mentor?.name ?? 'Your mentor', await alternatives(tx, booking.mentorId)));
    }
    if (notices.length > 0 && notifier) afterCommit(() => notifier.notify(notices));
  };
}
