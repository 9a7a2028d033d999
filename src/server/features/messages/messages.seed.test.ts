import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationsResponse, MessagesResponse } from '../../../shared/contracts/messages.js';
import { NOTIFICATION_TYPES, type NotificationsResponse } from '../../../shared/contracts/notifications.js';
import { messages, notifications, users } from '../../db/schema/index.js';
import { seedDatabase } from '../../seed.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call } from '../../test/careers-helpers.js';

describe('seed: demo conversations and notifications', () => {
  let t: TestApp;
  const tokens: Record<'student' | 'mentor', string> = { student: '', mentor: '' };

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    for (const role of ['student', 'mentor'] as const) {
      const [row] = await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `demo.${role}@example.com`));
      tokens[role] = await t.app.tokens.signAccess({ userId: row!.id, role, sessionId: randomUUID() });
    }
  }, 120_000);
  afterAll(() => t?.close());

  const notificationsOf = async (role: 'student' | 'mentor') =>
    (await call(t.app, 'GET', '/api/notifications?limit=100', { token: tokens[role] })).json() as NotificationsResponse;

  it('gives the demo student conversations with connections, some unread, and readable history', async () => {
    const inbox = (await call(t.app, 'GET', '/api/messages/conversations', { token: tokens.student })).json() as ConversationsResponse;
    expect(inbox.data).toHaveLength(4);
    expect(inbox.data.every((conversation) => conversation.canSend && conversation.lastMessage !== null)).toBe(true);
    expect(inbox.data.map((conversation) => conversation.unreadCount)).toEqual([2, 1, 0, 0]);
    expect(inbox.unreadTotal).toBe(3);
    const history = (
      await call(t.app, 'GET', `/api/messages/conversations/${inbox.data[0]!.id}/messages`, { token: tokens.student })
    ).json() as MessagesResponse;
    expect(history.data.at(-1)).toEqual(inbox.data[0]!.lastMessage);
  });

  // Only notifications of things the seeds really made (bookings, connections, applications, messages...),
  // so not every kind appears, but the bell shows several kinds over several periods.
  it('gives the demo student and mentor notifications of several kinds, over several periods, some read', async () => {
    const student = await notificationsOf('student');
    const mentor = await notificationsOf('mentor');
    const all = [...student.data, ...mentor.data];
    const kinds = new Set(all.map((n) => n.type));
    expect(kinds.size).toBeGreaterThanOrEqual(5);
    for (const kind of kinds) expect(NOTIFICATION_TYPES).toContain(kind);
    expect(all.some((n) => n.read)).toBe(true);
    for (const list of [student, mentor]) {
      const ages = list.data.map((n) => Date.now() - Date.parse(n.createdAt));
      expect(ages.some((age) => age < 24 * 3600_000)).toBe(true);
      expect(ages.some((age) => age > 24 * 3600_000)).toBe(true);
      expect(list.unreadCount).toBeGreaterThan(0);
    }
    // The demo student's message notifications are one per conversation with unread messages.
    expect(student.data.filter((n) => n.type === 'message')).toHaveLength(2);
  });

  it('changes nothing when it runs again', async () => {
    const before = await Promise.all([t.app.db.select({ n: count() }).from(notifications), t.app.db.select({ n: count() }).from(messages)]);
    await seedDatabase(t.app);
    const after = await Promise.all([t.app.db.select({ n: count() }).from(notifications), t.app.db.select({ n: count() }).from(messages)]);
    expect(after).toEqual(before);
  });
});
