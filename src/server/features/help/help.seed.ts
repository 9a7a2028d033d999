import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { helpTickets } from '../../db/schema/index.js';

/** Demo help tickets: two waiting for an answer, one answered, one closed. */
export async function seedHelpTickets(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (!config.seedDemo) return;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(helpTickets);
  if ((existing?.n ?? 0) > 0) return;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  await db.insert(helpTickets).values([
    {
      email: 'priya.sharma@example.com',
      username: 'priya_s',
      problem: 'My resume upload keeps failing on the profile page. It is a 2 MB PDF.',
      createdAt: hoursAgo(3),
    },
    {
      email: 'rahul.verma@example.com',
      username: 'rahulv',
      problem: 'I booked a mentor session for tomorrow but cannot see it under My Sessions.',
      createdAt: hoursAgo(20),
    },
    {
      email: 'neha.gupta@example.com',
      username: 'neha.g',
      problem: 'How do I change the email address on my account?',
      status: 'answered',
      answer: 'Email changes are not self-service yet: reply to this mail from your new address and we will move your account.',
      answeredAt: hoursAgo(30),
      createdAt: hoursAgo(50),
    },
    {
      email: 'arjun.nair@example.com',
      username: 'arjun_n',
      problem: 'The Career Zone page was blank for a few minutes this morning.',
      status: 'closed',
      answer: 'Thanks for telling us: it was a short outage during an update and is fixed.',
      answeredAt: hoursAgo(70),
      closedAt: hoursAgo(60),
      createdAt: hoursAgo(80),
    },
  ]);
  log.info({ tickets: 4 }, 'seeded demo help tickets');
}
