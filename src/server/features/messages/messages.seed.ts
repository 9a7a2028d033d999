import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { connections, conversations, messages, notifications, users } from '../../db/schema/index.js';
import { demoAccounts } from '../auth/index.js';

/** Who said what, minutes before now; `unread` lines from the other person are not yet seen by the demo student. */
interface Line {
  fromDemo: boolean;
  body: string;
  minutesAgo: number;
}

const CONVERSATIONS: { username: string; name: string; unread: number; lines: Line[] }[] = [
  {
    username: 'riya_kapoor',
    name: 'Riya Kapoor',
    unread: 2,
    lines: [
      { fromDemo: true, body: 'Riya, I pushed the new landing page for our project. Can you review the CSS?', minutesAgo: 60 * 26 },
      { fromDemo: false, body: 'On it! The hero section looks great already.', minutesAgo: 60 * 25 },
      { fromDemo: true, body: 'Thanks! The mobile menu still feels off to me.', minutesAgo: 60 * 25 - 10 },
      { fromDemo: false, body: 'Fixed the mobile menu, it was a flex-wrap issue.', minutesAgo: 14 },
      { fromDemo: false, body: 'Can we demo it to the club on Saturday at 11?', minutesAgo: 12 },
    ],
  },
  {
    username: 'aditya_kulkarni',
    name: 'Aditya Kulkarni',
    unread: 1,
    lines: [
      { fromDemo: false, body: 'Are you going to the hackathon at IIIT next month?', minutesAgo: 60 * 5 },
      { fromDemo: true, body: 'Planning to! We need someone for the ML part.', minutesAgo: 60 * 4 + 30 },
      { fromDemo: false, body: 'Count me in. I can train the model.', minutesAgo: 60 * 3 },
    ],
  },
  {
    username: 'neha_bansal',
    name: 'Neha Bansal',
    unread: 0,
    lines: [
      { fromDemo: false, body: 'Thanks for the DSA notes from the coding club session!', minutesAgo: 60 * 24 * 3 },
      { fromDemo: true, body: 'Glad they helped. Next week is graphs.', minutesAgo: 60 * 24 * 3 - 20 },
      { fromDemo: false, body: 'See you there 🙂', minutesAgo: 60 * 24 * 3 - 25 },
    ],
  },
  {
    username: 'varun_chopra',
    name: 'Varun Chopra',
    unread: 0,
    lines: [
      { fromDemo: true, body: 'Could you share the E-Cell pitch deck template?', minutesAgo: 60 * 24 * 9 },
      { fromDemo: false, body: 'Sure, sending it over email tonight.', minutesAgo: 60 * 24 * 9 - 45 },
    ],
  },
];

/**
 * Conversations of the demo student with four of its connections, some with messages it has not read yet
 * (and, as sending does, one "message" notification per such conversation). Each pair is connected
 * first when the connections seed has not already done it. A pair that already has a conversation is
 * left alone, so running again changes nothing.
 */
export async function seedMessages(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (!config.seedDemo) return;
  const demoUsername = demoAccounts.find((account) => account.role === 'student')!.username;
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [demoUsername, ...CONVERSATIONS.map((c) => c.username)]));
  const idOf = new Map(people.map((person) => [person.username, person.id]));
  const demoId = idOf.get(demoUsername);
  if (!demoId) return;

  const now = Date.now();
  let created = 0;
  for (const seed of CONVERSATIONS) {
    const otherId = idOf.get(seed.username);
    if (!otherId) continue;
    const [userLow, userHigh] = demoId < otherId ? [demoId, otherId] : [otherId, demoId];
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userLow, userLow), eq(conversations.userHigh, userHigh)))
        .limit(1);
      if (existing) return;
      await tx
        .insert(connections)
        .values({ userId1: otherId, userId2: demoId, createdAt: new Date(now - 30 * 24 * 60 * 60 * 1000) })
        .onConflictDoNothing();
      const at = (line: Line) => new Date(now - line.minutesAgo * 60_000);
      const last = seed.lines[seed.lines.length - 1]!;
      const [conversation] = await tx
        .insert(conversations)
        .values({ userLow, userHigh, createdAt: at(seed.lines[0]!), lastMessageAt: at(last) })
        .returning({ id: conversations.id });
      const unreadFrom = seed.lines.length - seed.unread;
      await tx.insert(messages).values(
        seed.lines.map((line, index) => ({
          conversationId: conversation!.id,
          senderId: line.fromDemo ? demoId : otherId,
          body: line.body,
          createdAt: at(line),
          // Everything was seen a minute after it was sent, except the demo student's unread tail.
          readAt: index >= unreadFrom && !line.fromDemo ? null : new Date(at(line).getTime() + 60_000),
        })),
      );
      if (seed.unread > 0) {
        await tx.insert(notifications).values({
          userId: demoId,
          senderId: otherId,
          senderName: seed.name,
          type: 'message',
          message: `Sent you a message: “${last.body}”`,
          link: `/MessageFinalClass2/${conversation!.id}`,
          createdAt: at(last),
        });
      }
      created += 1;
    });
  }
  if (created > 0) log.info({ conversations: created }, 'seeded demo conversations');
}
