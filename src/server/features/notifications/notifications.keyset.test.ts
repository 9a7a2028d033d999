import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '../../../shared/contracts/notifications.js';
import { notifications } from '../../db/schema/index.js';
import { startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { expectBadCursorsRefused, expectEachOnce, walkPages } from '../../test/keyset-helpers.js';

let h: AuthHarness;
let reader: TestUser;

beforeAll(async () => {
  h = await startAuthHarness();
  reader = await createUser(h, 'student', 'nk-reader');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/**
 * Stores notifications at the given times (SQL text, to the microsecond: several share one millisecond and
 * some one instant, so the id must break ties); answers their ids.
 */
async function seedAt(times: string[], label: string, read = false): Promise<string[]> {
  const rows = await h.app.db
    .insert(notifications)
    .values(
      times.map((time, index) => ({
        userId: reader.id,
        senderName: 'Keyset',
        type: 'connection_request',
        message: `${label} ${index}`,
        createdAt: sql`${time}::timestamptz` as unknown as Date,
        ...(read ? { readAt: new Date() } : {}),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** 25 times an hour ago: five instants, each held by five notifications, a few microseconds apart in pairs. */
const TIMES = Array.from(
  { length: 25 },
  (_, index) => `2026-01-01T10:00:00.${String(100_000 + Math.floor(index / 5) * 7).padStart(6, '0')}Z`,
);

const list = async (query: string) => {
  const res = await call(h.app, 'GET', `/api/notifications?${query}`, { token: reader.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationsResponse;
};

describe('notifications: keyset pages', () => {
  it('serves every notification once when new ones arrive between two pages (newer and older than the cursor)', async () => {
    await h.app.db.delete(notifications).where(eq(notifications.userId, reader.id));
    const original = await seedAt(TIMES, 'original');

    const walked = await walkPages(
      async (cursor) => {
        const page = await list(`limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.hasMore).toBe(page.nextCursor !== null);
        return { ids: page.data.map((n) => n._id), nextCursor: page.nextCursor };
      },
      // A new one on top, and some inside the part not yet read: offsets would shift, the cursor does not.
      () => seedAt(['2026-01-01T11:00:00Z', '2026-01-01T10:00:00.100010Z', '2026-01-01T10:00:00.100007Z', '2026-01-01T09:00:00Z'], 'late'),
    );
    expectEachOnce(walked.ids, original);
    // The newer one is above the cursor (the bell shows it live); the older ones come in their place.
    expect(walked.ids).toHaveLength(25 + 3);
    expect(walked.pages).toBe(7);
  });

  it('walks the unread ones alone, on their own index', async () => {
    await h.app.db.delete(notifications).where(eq(notifications.userId, reader.id));
    const unread = await seedAt(TIMES.slice(0, 12), 'unread');
    await seedAt(TIMES.slice(12), 'read', true);
    const walked = await walkPages(
      async (cursor) => {
        const page = await list(`isRead=false&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
        return { ids: page.data.map((n) => n._id), nextCursor: page.nextCursor };
      },
      () => seedAt(['2026-01-01T10:00:00.100001Z'], 'late unread'),
    );
    expectEachOnce(walked.ids, unread);
    expect(walked.ids).toHaveLength(13);
  });

  it('still answers page and limit by offset, with the cursor of the page after', async () => {
    await h.app.db.delete(notifications).where(eq(notifications.userId, reader.id));
    await seedAt(TIMES.slice(0, 6), 'paged');
    const first = await list('page=1&limit=4');
    const second = await list('page=2&limit=4');
    expect(first).toMatchObject({ page: 1, limit: 4, total: 6, hasMore: true });
    expect(second).toMatchObject({ page: 2, limit: 4, total: 6, hasMore: false, nextCursor: null });
    expect((await list(`limit=4&cursor=${first.nextCursor}`)).data.map((n) => n._id)).toEqual(second.data.map((n) => n._id));
  });

  it('refuses a malformed or tampered cursor with a 400', async () => {
    await expectBadCursorsRefused((cursor) => call(h.app, 'GET', `/api/notifications?${cursor}`, { token: reader.token }));
  });
});
