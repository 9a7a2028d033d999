import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinWaitlistResponse, UnsubscribeStatus, WaitlistCounts } from '../../../shared/contracts/waitlist.js';
import { waitlistEntries } from '../../db/schema/index.js';
import { expectError, startAuthHarness, uniqueEmail, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import type { ReceivedMail } from '../../test/mail-server.js';

/** The unsubscribe link of a mail, undoing the quoted-printable line breaks of the raw message. */
function unsubscribeTokenIn(mail: ReceivedMail): string {
  const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /\/waitlist\/unsubscribe\?token=([A-Za-z0-9%._-]+)/.exec(decoded)?.[1];
  if (!token) throw new Error(`no unsubscribe link in "${mail.subject}"`);
  return decodeURIComponent(token);
}

const countOf = (counts: WaitlistCounts, feature: string) => counts.features.find((row) => row.feature === feature)!;

describe('waitlist', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    h = await startAuthHarness();
    [admin, student] = await Promise.all([createUser(h, 'admin'), createUser(h, 'student')]);
  });
  afterAll(() => h.close());

  it('refuses a bad email or an unknown feature with the spec sentence, storing nothing', async () => {
    for (const email of ['', 'not-an-email', 'a@', `${'x'.repeat(250)}@example.com`]) {
      const body = expectError(await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'events', email } }), 400, {
        message: 'Please enter a valid email.',
      });
      expect(body.fields?.email).toBeDefined();
    }
    expectError(await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'moon-base', email: uniqueEmail() } }), 400);
    expectError(await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'events' } }), 400);
    expect(await h.app.db.select().from(waitlistEntries)).toHaveLength(0);
  });

  it('stores a visitor once, mails one confirmation, and answers a second join kindly without mailing', async () => {
    const email = uniqueEmail('visitor');
    const before = h.mail.mails.length;
    const res = await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'internzone', email: `  ${email.toUpperCase()} ` } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<JoinWaitlistResponse>()).toEqual({ joined: true, message: `Subscribed with ${email}! Get ready for the big reveal!` });
    const mail = await h.mail.waitFor(email, before);
    expect(mail.subject).toBe("You're on the Internzone waitlist");
    expect(unsubscribeTokenIn(mail)).toMatch(/\./);

    const again = await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'internzone', email } });
    expect(again.statusCode).toBe(200);
    expect(again.json<JoinWaitlistResponse>().joined).toBe(false);
    expect(again.json<JoinWaitlistResponse>().message).toContain('already on this waitlist');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.mail.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(1);

    // The same email may still wait for another feature.
    const other = await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'events', email } });
    expect(other.statusCode).toBe(201);
  });

  it('keeps one row and sends one mail when the same email joins 20 times at once, then limits the email', async () => {
    const email = uniqueEmail('burst');
    const before = h.mail.mails.length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call(h.app, 'POST', '/api/waitlist', { body: { feature: 'community', email } })),
    );
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((code) => code === 201)).toHaveLength(1);
    expect(statuses.filter((code) => code === 200)).toHaveLength(19);
    const rows = await h.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
    expect(rows).toHaveLength(1);
    await h.mail.waitFor(email, before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.mail.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(1);

    expectError(await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'community', email } }), 429);
  });

  it('records the signed-in user who joined', async () => {
    const res = await call(h.app, 'POST', '/api/waitlist', { token: student.token, body: { feature: 'mentorship', email: student.email } });
    expect(res.statusCode).toBe(201);
    const [row] = await h.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, student.email));
    expect(row?.userId).toBe(student.id);
  });

  it('unsubscribes through the mailed link without signing in, and leaves the person out of announcements', async () => {
    const leaving = uniqueEmail('leaving');
    const staying = uniqueEmail('staying');
    let before = h.mail.mails.length;
    await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'skillup', email: leaving } });
    const token = unsubscribeTokenIn(await h.mail.waitFor(leaving, before));
    await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'skillup', email: staying } });
    await h.mail.waitFor(staying, before);

    const status = await call(h.app, 'GET', `/api/waitlist/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(status.json<UnsubscribeStatus>()).toEqual({ feature: 'skillup', featureName: 'Skill Up', email: leaving, unsubscribed: false });

    const tampered = `${token.slice(0, -2)}xx`;
    expectError(await call(h.app, 'POST', '/api/waitlist/unsubscribe', { body: { token: tampered } }), 400, { code: 'INVALID_TOKEN' });

    const res = await call(h.app, 'POST', '/api/waitlist/unsubscribe', { body: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UnsubscribeStatus>().unsubscribed).toBe(true);
    // Following the link twice is harmless.
    expect((await call(h.app, 'POST', '/api/waitlist/unsubscribe', { body: { token } })).statusCode).toBe(200);

    const counts = (await call(h.app, 'GET', '/api/admin/waitlists', { token: admin.token })).json<WaitlistCounts>();
    expect(countOf(counts, 'skillup')).toMatchObject({ subscribed: 1, unsubscribed: 1 });

    before = h.mail.mails.length;
    const announce = await call(h.app, 'POST', '/api/admin/waitlists/skillup/announcement', {
      token: admin.token,
      body: { subject: 'Skill Up is live', message: 'Skill Up opens today. Come and learn!' },
    });
    expect(announce.statusCode, announce.body).toBe(200);
    expect(announce.json()).toMatchObject({ sent: 1 });
    const announcement = await h.mail.waitFor(staying, before);
    expect(announcement.subject).toBe('Skill Up is live');
    expect(unsubscribeTokenIn(announcement)).not.toBe(token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.mail.mails.slice(before).some((m) => m.to.includes(leaving))).toBe(false);
  });

  it('subscribes a person who left again when they join again, with a fresh confirmation', async () => {
    const email = uniqueEmail('rejoin');
    let before = h.mail.mails.length;
    await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'events', email } });
    const token = unsubscribeTokenIn(await h.mail.waitFor(email, before));
    expect((await call(h.app, 'POST', '/api/waitlist/unsubscribe', { body: { token } })).statusCode).toBe(200);

    before = h.mail.mails.length;
    const again = await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'events', email } });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<JoinWaitlistResponse>()).toEqual({
      joined: true,
      message: `Subscribed with ${email}! Get ready for the big reveal!`,
    });
    const mail = await h.mail.waitFor(email, before);
    expect(mail.subject).toBe("You're on the Events waitlist");
    const rows = await h.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribedAt).toBeNull();
    const status = await call(h.app, 'GET', `/api/waitlist/unsubscribe?token=${encodeURIComponent(unsubscribeTokenIn(mail))}`);
    expect(status.json<UnsubscribeStatus>().unsubscribed).toBe(false);

    // Joining a third time while subscribed is the kind "already on this waitlist" again, without a mail.
    before = h.mail.mails.length;
    const third = await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'events', email } });
    expect(third.json<JoinWaitlistResponse>().joined).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.mail.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('shows operators the counts rising and exports a feature as CSV', async () => {
    const read = async () =>
      countOf((await call(h.app, 'GET', '/api/admin/waitlists', { token: admin.token })).json<WaitlistCounts>(), 'guiednest');
    const first = await read();
    expect(first.featureName).toBe('Guiednest');
    const email = uniqueEmail('csv');
    await call(h.app, 'POST', '/api/waitlist', { body: { feature: 'guiednest', email } });
    expect((await read()).subscribed).toBe(first.subscribed + 1);

    const csv = await call(h.app, 'GET', '/api/admin/waitlists/guiednest/export.csv', { token: admin.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('waitlist-guiednest.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,joined_at,status');
    expect(lines.some((line) => line.startsWith(`${email},`) && line.endsWith(',subscribed'))).toBe(true);
  });

  it('refuses the console to students (403) and visitors (401)', async () => {
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/admin/waitlists'],
      ['GET', '/api/admin/waitlists/events/export.csv'],
      ['POST', '/api/admin/waitlists/events/announcement', { subject: 'Hello there', message: 'A message for everyone.' }],
    ];
    for (const [method, url, body] of routes) {
      expectError(await call(h.app, method, url, { token: student.token, body }), 403);
      expectError(await call(h.app, method, url, { body }), 401);
    }
  });
});
