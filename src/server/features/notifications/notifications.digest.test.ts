import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/messages.js';
import { startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { makeConnected } from '../../test/network-helpers.js';
import { nextRound, scheduleDigestRound } from './notifications.digest.js';

/** Issue 35.2: the email digest, once per user and day, only with something new. */

describe('the digest round’s time', () => {
  it('is 08:00 IST today before then, tomorrow after', () => {
    expect(nextRound(new Date('2026-11-28T01:00:00Z'))).toEqual({ day: '2026-11-28', runAt: new Date('2026-11-28T02:30:00Z') });
    expect(nextRound(new Date('2026-11-28T03:00:00Z'))).toEqual({ day: '2026-11-29', runAt: new Date('2026-11-29T02:30:00Z') });
    // 23:00 IST is already the next day in India: its round is at 08:00 IST that next day.
    expect(nextRound(new Date('2026-11-28T17:30:00Z'))).toEqual({ day: '2026-11-29', runAt: new Date('2026-11-29T02:30:00Z') });
  });
});

describe('the digest', () => {
  let h: AuthHarness;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  beforeAll(async () => {
    // The queue is driven by hand, as two runners taking turns.
    h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' });
    [alice, bob, carol, dave] = await Promise.all([
      createUser(h, 'student', 'digest-alice'),
      createUser(h, 'student', 'digest-bob'),
      createUser(h, 'student', 'digest-carol'),
      createUser(h, 'student', 'digest-dave'),
    ]);
    await makeConnected(h.app, alice.id, bob.id);
    await makeConnected(h.app, dave.id, bob.id);
  }, 300_000);
  afterAll(() => h?.close());

  const choose = (user: TestUser, body: object) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { authorization: `Bearer ${user.token}` },
      payload: body,
    });
  const write = async (from: TestUser, to: TestUser, body: string) => {
    const opened = await call(h.app, 'POST', '/api/messages/conversations', { token: from.token, body: { userId: to.id } });
    const sent = await call(h.app, 'POST', `/api/messages/conversations/${opened.json<Conversation>().id}/messages`, {
      token: from.token,
      body: { body },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  };
  /** Two runners take the due jobs until none is left. */
  const runAll = async () => {
    for (let round = 0; round < 20; round += 1) {
      const ran = await Promise.all([h.app.jobs.runDue(), h.app.jobs.runDue()]);
      if (ran[0] + ran[1] === 0) return;
    }
  };
  const digestsTo = (user: TestUser, after: number) =>
    h.mail.mails.slice(after).filter((mail) => mail.to.includes(user.email) && mail.subject.startsWith('Your Campus digest'));

  it('sends one digest to whom something new waits, none to who has nothing new or turned it off, and none again on a restart', async () => {
    for (const user of [alice, carol, dave]) expect((await choose(user, { digest: 'daily' })).statusCode).toBe(200);
    await write(bob, alice, 'Are you coming to the hackathon?');
    await write(bob, dave, 'Notes from class');
    expect((await choose(dave, { digest: 'off' })).statusCode).toBe(200);

    const before = h.mail.mails.length;
    // Today's round in India, due now: the round it schedules next (tomorrow 08:00 IST) is still ahead, whatever the
    // hour (a fixed past day made the next day's round due as well, and its digest a second mail).
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    await scheduleDigestRound(h.app.jobs, h.app.db, today, new Date(Date.now() - 1000));
    await runAll();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [digest, ...more] = digestsTo(alice, before);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Your Campus digest: 1 unread notification');
    expect(digest!.raw.replace(/=\r?\n/g, '')).toMatch(/digest-bob/);
    expect(digest!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(digestsTo(carol, before)).toEqual([]);
    expect(digestsTo(dave, before)).toEqual([]);

    // An instance starting again schedules the same day's round: it exists already, so nobody gets a second digest.
    await scheduleDigestRound(h.app.jobs, h.app.db, today, new Date(Date.now() - 1000));
    await runAll();
    expect(digestsTo(alice, before)).toHaveLength(1);
  });
});
