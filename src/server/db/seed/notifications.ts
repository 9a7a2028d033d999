import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NOTIFICATION_TYPES } from '../../../shared/contracts/notifications.js';
import { notifications, users } from '../schema/index.js';
import { demoAccounts } from './accounts.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface SeedNotification {
  /** Who receives it: the demo student or the demo mentor. */
  to: 'student' | 'mentor';
  /** A seeded user's username. */
  from: string;
  senderName: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  message: string;
  /** The path it opens. */
  link: string | null;
  ago: number;
  read: boolean;
}

/*
 * The kinds the other seeds do not store, spread over today, this week and this month so the ALL, Today
 * and Week tabs differ; the older ones are read. Connection and collaboration notifications come with
 * the real requests of the connections seed, application updates with the careers seed and the demo
 * student's "message" ones with the messages seed.
 */
const NOTIFICATIONS: SeedNotification[] = [
  {
    to: 'student',
    from: 'priya_mentor',
    senderName: 'Priya Nair',
    type: 'booking_accepted',
    message: 'Priya Nair accepted your session request.',
    link: '/MySessions',
    ago: 20 * HOUR,
    read: false,
  },
  {
    to: 'student',
    from: 'rahul_verma',
    senderName: 'Rahul Verma',
    type: 'booking_declined',
    message: 'Rahul Verma declined your session request: travelling that week.',
    link: '/MySessions',
    ago: 5 * DAY,
    read: true,
  },
  {
    to: 'student',
    from: 'ishita_verma',
    senderName: 'Ishita Verma',
    type: 'blog_comment',
    message: 'Ishita Verma commented on your blog: “Great breakdown of two pointers!”',
    link: null,
    ago: 10 * DAY,
    read: true,
  },
  {
    to: 'student',
    from: 'kabir_m',
    senderName: 'Kabir Malhotra',
    type: 'blog_like',
    message: 'Kabir Malhotra liked your blog.',
    link: null,
    ago: 16 * DAY,
    read: true,
  },
  {
    to: 'student',
    from: 'rahul_verma',
    senderName: 'Rahul Verma',
    type: 'booking_cancelled',
    message: 'Rahul Verma cancelled the session: a production incident.',
    link: '/MySessions',
    ago: 24 * DAY,
    read: true,
  },
  {
    to: 'mentor',
    from: 'aarav_sharma',
    senderName: 'Aarav Sharma',
    type: 'booking_requested',
    message: 'Aarav Sharma requested a session: “Review my resume for SDE internships”.',
    link: '/MentorRequests',
    ago: 40 * MINUTE,
    read: false,
  },
  {
    to: 'mentor',
    from: 'ishita_verma',
    senderName: 'Ishita Verma',
    type: 'blog_comment',
    message: 'Ishita Verma commented on your blog: “This mock interview checklist is gold.”',
    link: null,
    ago: 5 * HOUR,
    read: false,
  },
  {
    to: 'mentor',
    from: 'kabir_m',
    senderName: 'Kabir Malhotra',
    type: 'blog_like',
    message: 'Kabir Malhotra liked your blog.',
    link: null,
    ago: 2 * DAY,
    read: false,
  },
  {
    to: 'mentor',
    from: 'sneha_reddy',
    senderName: 'Sneha Reddy',
    type: 'booking_cancelled',
    message: 'Sneha Reddy cancelled the session: exams moved up.',
    link: '/MentorRequests',
    ago: 12 * DAY,
    read: true,
  },
];

/**
 * Notifications for the demo student and the demo mentor. A notification already stored
 * (same receiver, kind and text) is not added again, so running again changes nothing.
 */
export async function seedNotifications(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (!config.seedDemo) return;
  const studentEmail = demoAccounts.find((account) => account.role === 'student')!.email;
  const mentorEmail = demoAccounts.find((account) => account.role === 'mentor')!.email;
  const senders = [...new Set(NOTIFICATIONS.map((seed) => seed.from))];
  const [people, receivers] = await Promise.all([
    db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, senders)),
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [studentEmail, mentorEmail])),
  ]);
  const idOf = new Map(people.map((person) => [person.username, person.id]));
  const receiverOf = {
    student: receivers.find((r) => r.email === studentEmail)?.id,
    mentor: receivers.find((r) => r.email === mentorEmail)?.id,
  };
  const receiverIds = Object.values(receiverOf).filter((id): id is string => id !== undefined);
  if (receiverIds.length === 0) return;

  const stored = await db
    .select({ userId: notifications.userId, type: notifications.type, message: notifications.message })
    .from(notifications)
    .where(inArray(notifications.userId, receiverIds));
  const known = new Set(stored.map((row) => `${row.userId}|${row.type}|${row.message}`));
  const now = Date.now();
  const rows = NOTIFICATIONS.flatMap((seed) => {
    const userId = receiverOf[seed.to];
    const senderId = idOf.get(seed.from) ?? null;
    if (!userId || known.has(`${userId}|${seed.type}|${seed.message}`)) return [];
    const createdAt = new Date(now - seed.ago);
    return [
      {
        userId,
        senderId,
        senderName: seed.senderName,
        type: seed.type,
        message: seed.message,
        link: seed.link,
        createdAt,
        readAt: seed.read ? new Date(createdAt.getTime() + HOUR) : null,
      },
    ];
  });
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
  log.info({ notifications: rows.length }, 'seeded demo notifications');
}
