import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, users } from '../../db/schema/index.js';
import { scheduleAttendanceCheck } from './sessions.jobs.js';

/** Seeded accounts no other demo flow or end-to-end spec uses, so the extra session changes nothing of theirs. */
export const DEMO_ROOM_MENTOR = 'mentor.emily.carter@example.com';
export const DEMO_ROOM_STUDENT = 'student.ananya.iyer.cse@example.com';
export const DEMO_ROOM_AGENDA = 'Demo: a mock interview in the session room';

/**
 * One confirmed session of the demo data starting 5 minutes after the seed runs, so its room can be tried (and the
 * end-to-end spec can hold a call) right after a fresh start: Emily Carter (mentor) and Ananya Iyer (student).
 */
export async function seedSessionRoom(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ROOM_MENTOR, DEMO_ROOM_STUDENT]));
  const mentor = people.find((person) => person.email === DEMO_ROOM_MENTOR);
  const student = people.find((person) => person.email === DEMO_ROOM_STUDENT);
  if (!mentor || !student) return;
  const [existing] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.mentorId, mentor.id), eq(bookings.agenda, DEMO_ROOM_AGENDA)))
    .limit(1);
  if (existing) return;
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
