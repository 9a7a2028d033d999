import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/messages.js';
import type { QuietHours } from '../../../shared/contracts/notifications.js';
import { queuedJobs } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { makeConnected } from '../../test/network-helpers.js';
import { HELD_MAIL_JOB } from './notifications.delivery.js';
import { quietUntil } from './notifications.quiet.js';

/** Issue 35.5: quiet hours hold mail and push until they end. */

const quiet = (start: string, end: string, timeZone = 'Asia/Kolkata'): QuietHours => ({ enabled: true, start, end, timeZone });

describe('quiet hours, worked out in the user’s time zone', () => {
  it('hours across midnight hold until their end the next morning; outside them nothing is held', () => {
    // 22:30 IST is 17:00 UTC; 07:00 IST the next day is 01:30 UTC.
    expect(quietUntil(quiet('22:00', '07:00'), new Date('2026-11-28T17:00:00Z'))).toEqual(new Date('2026-11-29T01:30:00Z'));
    // 03:00 IST, after midnight, is still quiet.
    expect(quietUntil(quiet('22:00', '07:00'), new Date('2026-11-28T21:30:00Z'))).toEqual(new Date('2026-11-29T01:30:00Z'));
    // 12:00 IST is not.
    expect(quietUntil(quiet('22:00', '07:00'), new Date('2026-11-28T06:30:00Z'))).toBeNull();
    // Hours within a day, and the end itself is no longer quiet.
    expect(quietUntil(quiet('13:00', '14:00'), new Date('2026-11-28T08:00:00Z'))).toEqual(new Date('2026-11-28T08:30:00Z'));
    expect(quietUntil(quiet('13:00', '14:00'), new Date('2026-11-28T08:30:00Z'))).toBeNull();
    // Another zone, and hours turned off.
    expect(quietUntil(quiet('22:00', '07:00', 'Europe/London'), new Date('2026-11-28T23:00:00Z'))).toEqual(
      new Date('2026-11-29T07:00:00Z'),
    );
    expect(quietUntil({ ...quiet('00:00', '23:59'), enabled: false }, new Date())).toBeNull();
  });
});

describe('quiet hours hold a message’s mail', () => {
  let h: AuthHarness;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    h = await startAuthHarness();
    [alice, bob] = await Promise.all([createUser(h, 'student', 'quiet-alice'), createUser(h, 'student', 'quiet-bob')]);
    await makeConnected(h.app, alice.id, bob.id);
  }, 300_000);
  afterAll(() => h?.close());

  /** HH:MM in India `minutes` from now. */
  const istClock = (minutes: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(Date.now() + minutes * 60_000),
    );

  it('a message in the receiver’s quiet hours is mailed when they end, not before; a bad time zone is refused', async () => {
    const headers = { authorization: `Bearer ${bob.token}` };
    const setQuiet = (timeZone: string) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers,
        payload: { quietHours: { enabled: true, start: istClock(-60), end: istClock(60), timeZone } },
      });
    expectError(await setQuiet('Mars/Olympus_Mons'), 400);
    expect((await setQuiet('Asia/Kolkata')).statusCode).toBe(200);

    const before = h.mail.mails.length;
    const opened = await call(h.app, 'POST', '/api/messages/conversations', { token: alice.token, body: { userId: bob.id } });
    const { id } = opened.json<Conversation>();
    const sent = await call(h.app, 'POST', `/api/messages/conversations/${id}/messages`, {
      token: alice.token,
      body: { body: 'Late-night question' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // Held: a job waits for the end of the hours, about an hour from now, and no mail has gone.
    const [held] = await h.app.db
      .select()
      .from(queuedJobs)
      .where(and(eq(queuedJobs.kind, HELD_MAIL_JOB), eq(queuedJobs.state, 'pending')));
    expect(held).toBeDefined();
    expect(held!.runAt.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    await h.app.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.mail.mails.slice(before).filter((mail) => mail.to.includes(bob.email))).toEqual([]);

    // The hours end: the mail goes, once.
    await h.app.db
      .update(queuedJobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(queuedJobs.id, held!.id));
    await h.app.jobs.runDue();
    const mail = await h.mail.waitFor(bob.email, before);
    // Alice's message notification, with its one-click unsubscribe kept through the wait.
    expect(mail.subject).toContain('quiet-alice');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });
});
