import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, referralRequests } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';

/** The paths a seeded notification may open, each a page that lists what the notification is about for its receiver. */
const PAGE_OF_TYPE: Record<string, RegExp> = {
  booking_requested: /^\/MentorRequests$/,
  booking_accepted: /^\/MySessions$/,
  booking_declined: /^\/MySessions$/,
  booking_cancelled: /^\/(MySessions|MentorRequests)$/,
  referral_status: /^\/(GetRfereral|MentorReferrals)$/,
};

describe('seed: notifications lead to things that exist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 120_000);
  afterAll(() => t.close());

  it('stores no notification about a blog, and every mentorship one names a booking or request between the two people', async () => {
    const rows = await t.app.db.select().from(notifications);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.type.startsWith('blog_'))).toEqual([]);
    for (const row of rows) {
      expect(row.link, `${row.type}: ${row.message}`).toMatch(/^\/[A-Za-z]/);
      const page = PAGE_OF_TYPE[row.type];
      if (!page) continue;
      expect(row.link, `${row.type}: ${row.message}`).toMatch(page);
      const between = (table: typeof bookings | typeof referralRequests) =>
        or(
          and(eq(table.mentorId, row.userId), eq(table.studentId, row.senderId!)),
          and(eq(table.studentId, row.userId), eq(table.mentorId, row.senderId!)),
        );
      const found = row.type.startsWith('booking_')
        ? await t.app.db.select({ id: bookings.id }).from(bookings).where(between(bookings))
        : await t.app.db.select({ id: referralRequests.id }).from(referralRequests).where(between(referralRequests));
      expect(found.length, `${row.type}: ${row.message}`).toBeGreaterThan(0);
    }
  });
});
