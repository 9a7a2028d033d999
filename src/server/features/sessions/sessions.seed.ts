import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, sessionMessages, users } from '../../db/schema/index.js';
import { scheduleAttendanceCheck } from './sessions.jobs.js';

/** Seeded accounts no other demo flow or end-to-end spec uses, so the extra session changes nothing of theirs. */
export const DEMO_ROOM_MENTOR = 'mentor.emily.carter@example.com';
export const DEMO_ROOM_STUDENT = 'student.ananya.iyer.cse@example.com';
export const DEMO_ROOM_AGENDA = 'Demo: a mock interview in the session room';

/** Emily and Ananya's accounts, unless they are missing or the session with this agenda was seeded already. */
async function unseededPair(app: FastifyInstance, agenda: string) {
  const people = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ROOM_MENTOR, DEMO_ROOM_STUDENT]));
  const mentor = people.find((person) => person.email === DEMO_ROOM_MENTOR);
  const student = people.find((person) => person.email === DEMO_ROOM_STUDENT);
  if (!mentor || !student) return null;
  const [existing] = await app.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.mentorId, mentor.id), eq(bookings.agenda, agenda)))
    .limit(1);
  return existing ? null : { mentor, student };
}

/**
 * One confirmed session of the demo data starting 5 minutes after the seed runs, so its room can be tried (and the
 * end-to-end spec can hold a call) right after a fresh start: Emily Carter (mentor) and Ananya Iyer (student).
 */
export async function seedSessionRoom(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const pair = await unseededPair(app, DEMO_ROOM_AGENDA);
  if (!pair) return;
  const { mentor, student } = pair;
  const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        mentorId: mentor.id,
        studentId: student.id,
        scheduledAt: start,
        status: 'confirmed',
        duration: 60,
        agenda: DEMO_ROOM_AGENDA,
        learningGoals: 'Practise a system design round out loud.',
      })
      .returning({ id: bookings.id });
    await scheduleAttendanceCheck(tx, row!.id, start);
  });
}

export const DEMO_DISPUTED_AGENDA = 'Demo: a portfolio review over an external link';

/**
 * One finished session of the same two people over an external link, whose sides disagree on whether it took place
 * (issue 31 §4), so the operator console's "Needs action" has an entry after a fresh start: held 3 days before the
 * seed, Ananya says no, Emily says yes; two lines of its chat.
 */
export async function seedDisputedSession(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const pair = await unseededPair(app, DEMO_DISPUTED_AGENDA);
  if (!pair) return;
  const { mentor, student } = pair;
  const start = new Date(Math.floor((Date.now() - 3 * 24 * 60 * 60_000) / 3_600_000) * 3_600_000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        mentorId: mentor.id,
        studentId: student.id,
        scheduledAt: start,
        status: 'confirmed',
        duration: 60,
        agenda: DEMO_DISPUTED_AGENDA,
        meetingUrl: 'https://meet.example.com/demo-portfolio-review',
        studentTookPlace: false,
        mentorTookPlace: true,
      })
      .returning({ id: bookings.id });
    await tx.insert(sessionMessages).values([
      {
        bookingId: row!.id,
        senderId: student.id,
        body: 'I am on the link, is it the right one?',
        createdAt: new Date(start.getTime() + 2 * 60_000),
      },
      {
        bookingId: row!.id,
        senderId: mentor.id,
        body: 'Joining now, sorry for the delay.',
        createdAt: new Date(start.getTime() + 6 * 60_000),
      },
    ]);
  });
}
