import { eq, sql } from 'drizzle-orm';
import { istDayAfter, istToUtc } from '../../../shared/contracts/mentors.js';
import type { Tx } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { refreshReliability } from './mentors.reliability.js';

/**
 * Demo request histories, so a newcomer sees every state of the reliability figures (issue 37.5): mentors who answer
 * within the hour, steady ones, slow ones, nearly silent ones, and new ones with too few requests for figures.
 * Only declined, expired or cancelled requests are added, which hold no slot, so no seeded session is overlapped.
 */
const PROFILES = [
  { answerHours: [0.25, 0.5, 0.75, 0.5, 0.25, 1], unanswered: 0, lateCancellations: 0 },
  { answerHours: [3, 5, 6, 8, 4, 30], unanswered: 1, lateCancellations: 0 },
  { answerHours: [14, 20, 22, 30, 40, 18], unanswered: 3, lateCancellations: 1 },
  { answerHours: [26, 50], unanswered: 10, lateCancellations: 2 },
] as const;
const REQUESTS = 12;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DECLINE_REASON = 'Fully booked that week; please pick another slot.';

/**
 * Adds each mentor's request history and dates the seeded sessions as requests answered a few hours after they came
 * in and held. `mentors` in seeding order; every fourth one from the ninth on stays new (one session, no history).
 * The demo mentor gets the steady profile, one late answer, one expired request and one no-show, for their home.
 */
export async function seedReliabilityHistory(
  tx: Tx,
  input: { mentors: { userId: string }[]; students: string[]; demoMentorId: string | undefined; now: Date },
): Promise<void> {
  const { mentors, students, now } = input;
  if (students.length === 0) return;
  const rows: (typeof bookings.$inferInsert)[] = [];
  mentors.forEach((mentor, index) => {
    const isDemo = mentor.userId === input.demoMentorId;
    if (!isDemo && index >= 8 && index % 4 === 0) return;
    const profile = PROFILES[isDemo ? 1 : index % PROFILES.length]!;
    for (let k = 0; k < REQUESTS; k += 1) {
      const createdAt = new Date(now.getTime() - (2 + 2 * k) * DAY - (index % 5) * HOUR);
      // Unanswered requests are spread through the history rather than all the oldest.
      const answered = (k * 7 + index) % REQUESTS >= profile.unanswered;
      const hours = profile.answerHours[(k + index) % profile.answerHours.length]!;
      rows.push({
        mentorId: mentor.userId,
        studentId: students[(index + k) % students.length]!,
        scheduledAt: istToUtc(istDayAfter(createdAt, 3), 600),
        status: answered ? 'declined' : 'expired',
        reason: answered ? DECLINE_REASON : null,
        agenda: 'Guidance on my next step',
        createdAt,
        updatedAt: answered ? new Date(createdAt.getTime() + hours * HOUR) : new Date(createdAt.getTime() + 2 * DAY),
        answeredAt: answered ? new Date(createdAt.getTime() + hours * HOUR) : null,
      });
    }
    // Accepted sessions the mentor called off an hour before the start (cancelled: they hold no slot).
    for (let j = 0; j < profile.lateCancellations; j += 1) {
      const scheduledAt = istToUtc(istDayAfter(now, -4 - 5 * j), 600);
      const createdAt = new Date(scheduledAt.getTime() - 3 * DAY);
      rows.push({
        mentorId: mentor.userId,
        studentId: students[(index + j) % students.length]!,
        scheduledAt,
        status: 'cancelled',
        reason: 'Something came up at work.',
        cancelledBy: mentor.userId,
        lateCancellation: true,
        agenda: 'Mock interview practice',
        createdAt,
        updatedAt: new Date(scheduledAt.getTime() - HOUR),
        answeredAt: new Date(createdAt.getTime() + profile.answerHours[0] * HOUR),
      });
    }
  });
  if (rows.length > 0) await tx.insert(bookings).values(rows);

  // The seeded past sessions were requested three days ahead, answered two hours later, and held.
  await tx
    .update(bookings)
    .set({
      createdAt: sql`${bookings.scheduledAt} - interval '3 days'`,
      answeredAt: sql`${bookings.scheduledAt} - interval '3 days' + interval '2 hours'`,
      attendanceOutcome: 'held',
    })
    .where(eq(bookings.status, 'completed'));

  if (input.demoMentorId) {
    // A session the demo mentor missed, at 9:30 pm IST, when no seeded session runs.
    const createdAt = new Date(now.getTime() - 9 * DAY);
    await tx.insert(bookings).values({
      mentorId: input.demoMentorId,
      studentId: students[0]!,
      scheduledAt: istToUtc(istDayAfter(now, -6), 21 * 60 + 30),
      status: 'confirmed',
      agenda: 'Mock interview for a data analyst role',
      createdAt,
      updatedAt: createdAt,
      answeredAt: new Date(createdAt.getTime() + 4 * HOUR),
      attendanceOutcome: 'mentor_no_show',
    });
  }
  // The figures as the refresh job keeps them, so the first screens after the seed show them.
  await refreshReliability(tx);
}
