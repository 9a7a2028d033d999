import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { uuidSchema } from '../../../shared/contracts/common.js';
import { formatIst } from '../../../shared/contracts/mentors.js';
import {
  NO_SHOW_AFTER_MS,
  SESSION_MESSAGES,
  type AttendanceOutcome,
  type NeedsActionSession,
  type SessionConfirmationResponse,
} from '../../../shared/contracts/sessions.js';
import type { Db, Tx } from '../../db/client.js';
import { bookings, mentorProfiles, profiles, sessionMessages, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { createNotification, type NotificationRow, type Notifier } from '../notifications/index.js';
import { mentorNoShowApology, noShowNotices } from './sessions.noshows.js';

/**
 * Issue 31 §4, sessions held over the mentor's external link: the room cannot see that call, so 10 minutes after the
 * start both sides are asked whether it took place. Agreeing answers decide (`held`, or `not_held`, which charges
 * nobody a no-show); disagreeing ones wait on the operator's "Needs action" list, where the operator's decision is
 * written as the outcome (a no-show outcome then counts towards the warning and the pause like a room's).
 */

const studentUser = alias(users, 'confirm_student_user');
const mentorUser = alias(users, 'confirm_mentor_user');
const LIVE = ['confirmed', 'completed'] as const;
const LAST_MESSAGES = 5;
const SENDER = 'Mentorship sessions';

function sessionSelect(executor: Db | Tx) {
  return executor
    .select({
      id: bookings.id,
      status: bookings.status,
      scheduledAt: bookings.scheduledAt,
      duration: bookings.duration,
      meetingUrl: bookings.meetingUrl,
      studentId: bookings.studentId,
      mentorId: bookings.mentorId,
      attendanceOutcome: bookings.attendanceOutcome,
      studentTookPlace: bookings.studentTookPlace,
      mentorTookPlace: bookings.mentorTookPlace,
      mentorName: mentorProfiles.fullName,
      mentorUsername: mentorUser.username,
      mentorEmail: mentorUser.email,
      studentFirstName: profiles.firstName,
      studentLastName: profiles.lastName,
      studentUsername: studentUser.username,
      studentEmail: studentUser.email,
    })
    .from(bookings)
    .innerJoin(studentUser, eq(studentUser.id, bookings.studentId))
    .innerJoin(mentorUser, eq(mentorUser.id, bookings.mentorId))
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, bookings.mentorId))
    .leftJoin(profiles, eq(profiles.userId, bookings.studentId));
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionSelect>['execute']>>[number];

const mentorName = (row: SessionRow) => row.mentorName || row.mentorUsername || row.mentorEmail.split('@')[0]!;
const studentName = (row: SessionRow) =>
  [row.studentFirstName, row.studentLastName].filter(Boolean).join(' ').trim() || row.studentUsername || row.studentEmail.split('@')[0]!;

/** What two answers decide by themselves: both yes is held, both no did not take place; otherwise nothing yet. */
export function agreedOutcome(student: boolean | null, mentor: boolean | null): AttendanceOutcome | null {
  if (student === null || mentor === null || student !== mentor) return null;
  return student ? 'held' : 'not_held';
}

async function lockedSession(tx: Tx, bookingId: string): Promise<SessionRow | undefined> {
  // Locked on its own: FOR UPDATE cannot reach the nullable side of the outer joins that read the names.
  const [locked] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!locked) return undefined;
  const [row] = await sessionSelect(tx).where(eq(bookings.id, bookingId)).limit(1);
  return row;
}

/**
 * The attendance check's branch for an external-link session: instead of deciding from the room's joins, ask both
 * sides. Stored in the job's transaction; delivered (in the app, by mail, by push) after its commit.
 */
export async function askWhetherHeld(
  tx: Tx,
  bookingId: string,
  notifier: Notifier | undefined,
  afterCommit: (run: () => Promise<void>) => void,
) {
  const [row] = await sessionSelect(tx).where(eq(bookings.id, bookingId)).limit(1);
  if (!row) return;
  const when = formatIst(row.scheduledAt);
  const ask = (userId: string, other: string, link: string) =>
    createNotification(tx, {
      userId,
      senderName: SENDER,
      type: 'session_attendance',
      message: `Did your session with ${other} on ${when} take place? Please answer on your sessions page.`,
      link,
    });
  const rows = [await ask(row.studentId, mentorName(row), '/MySessions'), await ask(row.mentorId, studentName(row), '/MentorRequests')];
  if (notifier) afterCommit(() => notifier.notify(rows));
}

const DECISION_TEXT: Record<AttendanceOutcome, string> = {
  held: 'it took place',
  not_held: 'it did not take place, and nobody is counted as a no-show',
  student_no_show: 'the student did not attend',
  mentor_no_show: 'the mentor did not attend',
  both_no_show: 'neither side attended',
};

export function createConfirmationService(deps: {
  db: Db;
  notifier: Notifier;
  now?: () => Date;
  /** Mentors to offer a student whose mentor did not come (as the room's attendance check does). */
  alternatives?: (tx: Tx, mentorId: string) => Promise<string[]>;
}) {
  const { db, notifier } = deps;
  const clock = deps.now ?? (() => new Date());
  const roomNotFound = () => notFound(SESSION_MESSAGES.roomNotFound, 'ROOM_NOT_FOUND');
  const isLive = (row: SessionRow) => (LIVE as readonly string[]).includes(row.status);
  const deadlinePassed = (row: SessionRow, now: Date) => now.getTime() >= row.scheduledAt.getTime() + NO_SHOW_AFTER_MS;

  return {
    /**
     * A party's answer (a second answer replaces the first). Anyone else gets the room's not-found; a room session, one
     * before start + 10 minutes and one the operator has decided are refused.
     */
    async answer(bookingId: string, userId: string | undefined, tookPlace: boolean): Promise<SessionConfirmationResponse> {
      if (!userId || !uuidSchema.safeParse(bookingId).success) throw roomNotFound();
      return db.transaction(async (tx) => {
        const row = await lockedSession(tx, bookingId);
        if (!row || !isLive(row)) throw roomNotFound();
        const side = row.studentId === userId ? 'student' : row.mentorId === userId ? 'mentor' : null;
        if (!side) throw roomNotFound();
        if (!row.meetingUrl) throw conflict(SESSION_MESSAGES.confirmationNotAsked, 'CONFIRMATION_NOT_ASKED');
        if (!deadlinePassed(row, clock())) throw conflict(SESSION_MESSAGES.confirmationTooEarly, 'CONFIRMATION_TOO_EARLY');
        // Once the operator decided (an outcome the answers alone do not give), the answers no longer change it.
        if (row.attendanceOutcome !== null && row.attendanceOutcome !== agreedOutcome(row.studentTookPlace, row.mentorTookPlace)) {
          throw conflict(SESSION_MESSAGES.confirmationClosed, 'CONFIRMATION_CLOSED');
        }
        const student = side === 'student' ? tookPlace : row.studentTookPlace;
        const mentor = side === 'mentor' ? tookPlace : row.mentorTookPlace;
        const outcome = agreedOutcome(student, mentor);
        await tx
          .update(bookings)
          .set({ studentTookPlace: student, mentorTookPlace: mentor, attendanceOutcome: outcome, updatedAt: clock() })
          .where(eq(bookings.id, row.id));
        return { message: SESSION_MESSAGES.confirmationSaved, attendanceOutcome: outcome, tookPlace: { student, mentor } };
      });
    },

    /** The operator's "Needs action": external-link sessions whose two answers disagree and that nobody decided yet. */
    async needsAction(): Promise<NeedsActionSession[]> {
      const rows = await sessionSelect(db)
        .where(
          and(
            inArray(bookings.status, [...LIVE]),
            isNotNull(bookings.meetingUrl),
            isNull(bookings.attendanceOutcome),
            isNotNull(bookings.studentTookPlace),
            isNotNull(bookings.mentorTookPlace),
            ne(bookings.studentTookPlace, bookings.mentorTookPlace),
          ),
        )
        .orderBy(asc(bookings.scheduledAt))
        .limit(200);
      const sessions: NeedsActionSession[] = [];
      for (const row of rows) {
        const last = await db
          .select({ senderId: sessionMessages.senderId, body: sessionMessages.body, createdAt: sessionMessages.createdAt })
          .from(sessionMessages)
          .where(eq(sessionMessages.bookingId, row.id))
          .orderBy(desc(sessionMessages.createdAt), desc(sessionMessages.id))
          .limit(LAST_MESSAGES);
        sessions.push({
          bookingId: row.id,
          scheduledTime: row.scheduledAt.toISOString(),
          scheduledTimeIst: formatIst(row.scheduledAt),
          duration: row.duration,
          meetingUrl: row.meetingUrl,
          student: { id: row.studentId, name: studentName(row), tookPlace: row.studentTookPlace },
          mentor: { id: row.mentorId, name: mentorName(row), tookPlace: row.mentorTookPlace },
          lastMessages: last.reverse().map((message) => ({
            senderName: message.senderId === row.studentId ? studentName(row) : mentorName(row),
            body: message.body,
            createdAt: message.createdAt.toISOString(),
          })),
        });
      }
      return sessions;
    },

    /**
     * The operator's decision on a session (a disputed one, or a recorded outcome to correct: turning a no-show into
     * held or not held lifts a pause, which is counted from outcomes). Both sides are told; a no-show outcome warns or
     * pauses the side that missed, like the room's check.
     */
    async resolve(bookingId: string, outcome: AttendanceOutcome): Promise<AttendanceOutcome> {
      if (!uuidSchema.safeParse(bookingId).success) throw notFound(SESSION_MESSAGES.roomNotFound, 'BOOKING_NOT_FOUND');
      const now = clock();
      const { rows } = await db.transaction(async (tx) => {
        const row = await lockedSession(tx, bookingId);
        if (!row || !isLive(row)) throw notFound(SESSION_MESSAGES.roomNotFound, 'BOOKING_NOT_FOUND');
        if (!deadlinePassed(row, now)) throw conflict(SESSION_MESSAGES.resolveTooEarly, 'TOO_EARLY');
        await tx.update(bookings).set({ attendanceOutcome: outcome, updatedAt: now }).where(eq(bookings.id, row.id));
        const when = formatIst(row.scheduledAt);
        const told = (userId: string, other: string, link: string) =>
          createNotification(tx, {
            userId,
            senderName: SENDER,
            type: 'session_attendance',
            message: `We reviewed your session with ${other} on ${when}: ${DECISION_TEXT[outcome]}.`,
            link,
          });
        const notices: NotificationRow[] = [
          await told(row.studentId, mentorName(row), '/MySessions'),
          await told(row.mentorId, studentName(row), '/MentorRequests'),
          ...(await noShowNotices(tx, outcome, row, now)),
        ];
        if (outcome === 'mentor_no_show') {
          notices.push(await mentorNoShowApology(tx, row, mentorName(row), (await deps.alternatives?.(tx, row.mentorId)) ?? []));
        }
        return { rows: notices };
      });
      await notifier.notify(rows);
      return outcome;
    },
  };
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;
