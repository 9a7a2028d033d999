import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SLOT_MINUTES, istDayAfter, istToUtc } from '../../../shared/contracts/mentors.js';
import { bookingReviews, bookings, mentorAvailability, mentorProfiles, users, type WeeklyAvailability } from '../schema/index.js';
import { demoAccounts } from './accounts.js';

const ALL_DAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** The default week (every day, the spec's eight slots); every third mentor rests on Sundays, every fifth keeps mornings only. */
function weekFor(index: number): WeeklyAvailability {
  const week: WeeklyAvailability = {};
  for (const day of ALL_DAYS) {
    if (index % 3 === 2 && day === '0') week[day] = [];
    else if (index % 5 === 4) week[day] = DEFAULT_SLOT_MINUTES.filter((minute) => minute < 720);
    else week[day] = [...DEFAULT_SLOT_MINUTES];
  }
  return week;
}

const AGENDAS = [
  'Review my resume for SDE internships and suggest what to cut.',
  'Mock system design round: design a URL shortener.',
  'How do I move from support engineering into product management?',
  'Plan for placement season: DSA topics to prioritise in six weeks.',
  'Feedback on my data science portfolio projects.',
  'Which certifications matter for a cloud engineering role?',
];

/**
 * Availability for every seeded mentor, and some bookings of the demo student: past completed sessions
 * (with reviews, feeding "REVIEWS BY MENTEE") and a few upcoming pending or confirmed ones. Runs only while
 * there are no bookings, so a real database is never touched twice.
 */
export async function seedMentorship(app: FastifyInstance): Promise<void> {
  const { db, log, config } = app;
  if (!config.seedDemo) return;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings);
  if ((existing?.n ?? 0) > 0) return;
  const mentors = await db
    .select({ userId: mentorProfiles.userId, username: users.username })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .orderBy(mentorProfiles.createdAt, mentorProfiles.fullName);
  if (mentors.length === 0) return;
  const studentEmail = demoAccounts.find((account) => account.role === 'student')?.email;
  const [student] = studentEmail ? await db.select({ id: users.id }).from(users).where(eq(users.email, studentEmail)).limit(1) : [];
  const demoMentorName = demoAccounts.find((account) => account.role === 'mentor')?.username;

  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(mentorAvailability)
      .values(
        mentors.map((mentor, index) => ({ mentorId: mentor.userId, weekly: weekFor(mentor.username === demoMentorName ? 0 : index) })),
      )
      .onConflictDoNothing();
    if (!student) return;

    // Past sessions, completed and reviewed: three for each of the first eight mentors.
    const past = mentors.slice(0, 8).flatMap((mentor, index) =>
      [1, 2, 3].map((week) => ({
        mentorId: mentor.userId,
        studentId: student.id,
        scheduledAt: istToUtc(istDayAfter(now, -7 * week - index), DEFAULT_SLOT_MINUTES[(index + week) % DEFAULT_SLOT_MINUTES.length]!),
        status: 'completed' as const,
        agenda: AGENDAS[(index + week) % AGENDAS.length]!,
        learningGoals: 'Know exactly what to work on next.',
      })),
    );
    const pastRows = await tx.insert(bookings).values(past).returning({ id: bookings.id, mentorId: bookings.mentorId });
    await tx.insert(bookingReviews).values(
      pastRows.map((row, index) => ({
        bookingId: row.id,
        mentorId: row.mentorId,
        subjectKnowledge: 5,
        inspirational: 4 + (index % 2),
        problemSolving: 4 + ((index + 1) % 2),
        communication: 5 - (index % 3 === 0 ? 1 : 0),
        extraMile: 3 + (index % 3),
      })),
    );

    // Upcoming: a confirmed and a pending request with mentors other than the demo mentor, the day after tomorrow.
    const others = mentors.filter((mentor) => mentor.username !== demoMentorName);
    const upcoming = others.slice(1, 3).map((mentor, index) => ({
      mentorId: mentor.userId,
      studentId: student.id,
      scheduledAt: istToUtc(istDayAfter(now, 2), DEFAULT_SLOT_MINUTES[index + 1]!),
      status: index === 0 ? ('confirmed' as const) : ('pending' as const),
      agenda: AGENDAS[index]!,
      learningGoals: 'A clear plan for the next month.',
      specificAdvice: 'Which projects to highlight.',
    }));
    // The demo mentor has one request from the demo student waiting, on the last offered day.
    const demoMentor = mentors.find((mentor) => mentor.username === demoMentorName);
    if (demoMentor) {
      upcoming.push({
        mentorId: demoMentor.userId,
        studentId: student.id,
        scheduledAt: istToUtc(istDayAfter(now, 3), DEFAULT_SLOT_MINUTES[7]!),
        status: 'pending',
        agenda: AGENDAS[3]!,
        learningGoals: 'A six-week DSA plan.',
        specificAdvice: 'Mock interview tips.',
      });
    }
    if (upcoming.length > 0) await tx.insert(bookings).values(upcoming);
  });
  log.info({ mentors: mentors.length }, 'seeded mentor availability and bookings');
}
