import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SLOT_MINUTES, formatIst, istDayAfter, istToUtc } from '../../../shared/contracts/mentors.js';
import { refreshMentorRating } from './mentors.repository.js';
import { scheduleReminders, scheduleRequestExpiry } from './mentors.jobs.js';
import { seedReliabilityHistory } from './mentors.reliability.seed.js';
import {
  bookingReviews,
  profiles,
  bookings,
  mentorAvailability,
  mentorProfiles,
  mentorReferralSettings,
  referralRequests,
  users,
  type WeeklyAvailability,
} from '../../db/schema/index.js';
import { createNotification } from '../notifications/index.js';
import type { Tx } from '../../db/client.js';
import { demoAccounts } from '../auth/index.js';

const ALL_DAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

const companyOf = (mentor: { company: string }) => (mentor.company ? [mentor.company] : []);

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

const COMMENTS = [
  'Clear, practical advice. I left with a plan for the next month.',
  'Went through my resume line by line. Worth every minute.',
  'Very patient with my questions and shared great resources.',
  'Honest feedback on my mock interview; I know what to fix now.',
];

/** Extra companies some mentors can refer to, besides their own. */
const REFER_ALSO = [['Amazon'], [], ['Microsoft', 'LinkedIn'], [], ['Atlassian']];

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
 * (with reviews, feeding the ratings and "REVIEWS BY MENTEE"), two finished sessions still to rate, a few
 * upcoming pending or confirmed ones, referral settings and one open referral request. Runs only while
 * there are no bookings, so a real database is never touched twice.
 */
export async function seedMentorship(app: FastifyInstance): Promise<void> {
  const { db, log, config } = app;
  if (!config.seedDemo) return;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings);
  if ((existing?.n ?? 0) > 0) return;
  const mentors = await db
    .select({
      userId: mentorProfiles.userId,
      username: users.username,
      company: mentorProfiles.company,
      referralPrice: mentorProfiles.referralPrice,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .orderBy(mentorProfiles.createdAt, mentorProfiles.fullName);
  if (mentors.length === 0) return;
  const studentEmail = demoAccounts.find((account) => account.role === 'student')?.email;
  const [student] = studentEmail ? await db.select({ id: users.id }).from(users).where(eq(users.email, studentEmail)).limit(1) : [];
  const demoMentorName = demoAccounts.find((account) => account.role === 'mentor')?.username;
  const classmates = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'student'), student ? ne(users.id, student.id) : undefined))
    .orderBy(users.createdAt)
    .limit(20);

  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(mentorAvailability)
      .values(
        mentors.map((mentor, index) => ({ mentorId: mentor.userId, weekly: weekFor(mentor.username === demoMentorName ? 0 : index) })),
      )
      .onConflictDoNothing();
    if (!student) return;

    // Past sessions, completed and reviewed: three of the demo student's with each of the first eight mentors,
    // and one to four with every mentor from the other demo students, so each mentor's rating is a real average.
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
    if (classmates.length > 0) {
      mentors.forEach((mentor, index) => {
        for (let n = 0; n <= index % 4; n += 1) {
          past.push({
            mentorId: mentor.userId,
            studentId: classmates[(index + n) % classmates.length]!.id,
            scheduledAt: istToUtc(
              istDayAfter(now, -5 - 9 * n - (index % 7)),
              DEFAULT_SLOT_MINUTES[(index + n) % DEFAULT_SLOT_MINUTES.length]!,
            ),
            status: 'completed' as const,
            agenda: AGENDAS[(index + n + 2) % AGENDAS.length]!,
            learningGoals: 'Know exactly what to work on next.',
          });
        }
      });
    }
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
        rating: index % 5 === 0 ? 4 : index % 11 === 0 ? 3 : 5,
        comment: COMMENTS[index % COMMENTS.length]!,
      })),
    );
    // The rating and review count on every mentor come from the reviews (none yet: 4.8 and 0, as the spec shows).
    for (const mentor of mentors) await refreshMentorRating(tx, mentor.userId);

    // Two finished sessions the demo student has not rated yet, so "Rate session" has something to show.
    await tx.insert(bookings).values(
      mentors.slice(8, 10).map((mentor, index) => ({
        mentorId: mentor.userId,
        studentId: student.id,
        scheduledAt: istToUtc(istDayAfter(now, -2 - index), DEFAULT_SLOT_MINUTES[index + 2]!),
        status: 'confirmed' as const,
        agenda: AGENDAS[(index + 4) % AGENDAS.length]!,
        learningGoals: 'Clarity on the next step.',
      })),
    );

    // Referrals: a few mentors refer to more companies than their own; the demo student has one request open.
    await tx
      .insert(mentorReferralSettings)
      .values(
        mentors.flatMap((mentor, index) => {
          const also = REFER_ALSO[index % REFER_ALSO.length]!;
          return also.length === 0 ? [] : [{ mentorId: mentor.userId, companies: [...new Set([...companyOf(mentor), ...also])] }];
        }),
      )
      .onConflictDoNothing();
    const referrer = mentors.find((mentor) => mentor.username !== demoMentorName && mentor.company !== '');
    if (referrer) {
      await tx.insert(referralRequests).values({
        mentorId: referrer.userId,
        studentId: student.id,
        company: referrer.company,
        targetRole: 'Software Engineer Intern',
        note: 'Final-year B.Tech student; I have applied through the careers page as well.',
        answers: [
          'I want to work on large-scale systems, and this team builds the payments products I use every day.',
          'I built a college event ticketing app used by 2,000 students, with a Node.js API and PostgreSQL.',
          'Data structures and algorithms (300+ problems solved), REST APIs, SQL; all used in the ticketing app.',
        ],
        price: referrer.referralPrice,
      });
    }
    await seedDecidedReferrals(tx, {
      student: student.id,
      classmate: classmates[0]?.id,
      mentors,
      demoMentorName,
      exclude: referrer?.userId,
    });

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
    if (upcoming.length > 0) {
      const rows = await tx
        .insert(bookings)
        .values(upcoming)
        .returning({ id: bookings.id, status: bookings.status, scheduledAt: bookings.scheduledAt, createdAt: bookings.createdAt });
      // Their timed jobs, as the booking flow schedules them: the request expires, the session is reminded of.
      for (const row of rows) {
        if (row.status === 'pending') await scheduleRequestExpiry(tx, row);
        else await scheduleReminders(tx, row, now);
      }
    }
    await seedBookingNotifications(tx, student.id, upcoming);
    await seedReliabilityHistory(tx, {
      mentors,
      students: classmates.length > 0 ? classmates.map((classmate) => classmate.id) : [student.id],
      demoMentorId: demoMentor?.userId,
      now,
    });
  });
  log.info({ mentors: mentors.length }, 'seeded mentor availability and bookings');
}

/**
 * The notifications the booking flow would have sent for the seeded upcoming bookings, and only for them:
 * each mentor hears of the request, the student hears of each one confirmed. Every link opens the page
 * that lists the booking for its receiver.
 */
async function seedBookingNotifications(
  tx: Tx,
  studentId: string,
  upcoming: { mentorId: string; scheduledAt: Date; status: 'pending' | 'confirmed' }[],
): Promise<void> {
  const studentName = await displayName(tx, studentId, 'A student');
  const day = 24 * 3600_000;
  for (const [index, booking] of upcoming.entries()) {
    const mentorName = await displayName(tx, booking.mentorId, 'Your mentor');
    // Requests for the coming sessions were made over the past weeks, each accepted a day later.
    const requestedAt = new Date(Date.now() - (2 + 4 * index) * day);
    // The older ones have been seen already.
    const seenAt = index > 0 ? { readAt: new Date(requestedAt.getTime() + day) } : {};
    await createNotification(tx, {
      ...seenAt,
      createdAt: requestedAt,
      userId: booking.mentorId,
      senderId: studentId,
      senderName: studentName,
      type: 'booking_requested',
      message: `${studentName} requested a session on ${formatIst(booking.scheduledAt)}.`,
      link: '/MentorRequests',
    });
    if (booking.status === 'confirmed') {
      await createNotification(tx, {
        userId: studentId,
        senderId: booking.mentorId,
        senderName: mentorName,
        type: 'booking_accepted',
        message: `${mentorName} accepted your session request for ${formatIst(booking.scheduledAt)}.`,
        link: '/MySessions',
        createdAt: new Date(requestedAt.getTime() + day),
        ...seenAt,
      });
    }
  }
}

const displayName = async (tx: Tx, userId: string, fallback: string) => {
  const [row] = await tx
    .select({ first: profiles.firstName, last: profiles.lastName, full: mentorProfiles.fullName, username: users.username })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row?.full || [row?.first, row?.last].filter(Boolean).join(' ') || row?.username || fallback;
};

/**
 * Referrals both demo accounts can act on or have heard about: a classmate asks the demo mentor for one
 * (pending, with its notification), and another mentor has accepted one of the demo student's.
 */
async function seedDecidedReferrals(
  tx: Tx,
  input: {
    student: string;
    classmate: string | undefined;
    mentors: { userId: string; username: string | null; company: string; referralPrice: number }[];
    demoMentorName: string | undefined;
    exclude: string | undefined;
  },
) {
  const demoMentor = input.mentors.find((mentor) => mentor.username === input.demoMentorName);
  if (demoMentor && input.classmate) {
    const classmateName = await displayName(tx, input.classmate, 'A student');
    await tx.insert(referralRequests).values({
      mentorId: demoMentor.userId,
      studentId: input.classmate,
      company: demoMentor.company,
      targetRole: 'Data Analyst Intern',
      note: 'I use SQL and Python daily in my college analytics club.',
      answers: [
        'I want to learn how analytics shapes products used by millions.',
        'I built a dashboard of placement statistics for my college with SQL and Python.',
        'SQL, Python (pandas), Excel and basic statistics.',
      ],
      price: demoMentor.referralPrice,
    });
    await createNotification(tx, {
      userId: demoMentor.userId,
      senderId: input.classmate,
      senderName: classmateName,
      type: 'referral_requested',
      message: `${classmateName} asked you for a referral for Data Analyst Intern at ${demoMentor.company}.`,
      link: '/MentorReferrals',
    });
  }
  const accepting = input.mentors.find(
    (mentor) => mentor.username !== input.demoMentorName && mentor.userId !== input.exclude && mentor.company !== '',
  );
  if (accepting) {
    const mentorName = await displayName(tx, accepting.userId, 'Your mentor');
    await tx.insert(referralRequests).values({
      mentorId: accepting.userId,
      studentId: input.student,
      company: accepting.company,
      targetRole: 'Backend Developer Intern',
      note: 'Happy to take an assessment call before the referral.',
      answers: [
        'The team’s work on developer tools is what I want to learn from.',
        'A REST API for my college’s library with Node.js and PostgreSQL, used by 800 students.',
        'Node.js, TypeScript, SQL and Git.',
      ],
      price: accepting.referralPrice,
      status: 'accepted',
      mentorNote: 'Strong project. Share your latest resume and I will refer you this week.',
    });
    await createNotification(tx, {
      userId: input.student,
      senderId: accepting.userId,
      senderName: mentorName,
      type: 'referral_status',
      message: `${mentorName} accepted your referral request for Backend Developer Intern at ${accepting.company}.`,
      link: '/GetRfereral',
    });
  }
}
