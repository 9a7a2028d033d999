import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpTicketList } from '../../../shared/contracts/help.js';
import { helpTickets } from '../../db/schema/index.js';
import { expectError, startAuthHarness, uniqueEmail, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';

const SUPPORT = 'helpdesk@campus.test';

describe('help tickets', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    h = await startAuthHarness({ SUPPORT_EMAIL: SUPPORT });
    [admin, student] = await Promise.all([createUser(h, 'admin'), createUser(h, 'student')]);
  });
  afterAll(() => h.close());

  it('refuses incomplete requests field by field and stores nothing', async () => {
    const body = expectError(
      await call(h.app, 'POST', '/api/help-tickets', { body: { email: 'nope', username: '', problem: 'short' } }),
      400,
    );
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['email', 'problem', 'username']);
    expect(await h.app.db.select().from(helpTickets)).toHaveLength(0);
  });

  it('stores a visitor ticket, mails support and the sender, and an operator answers (mailed) and closes it', async () => {
    const email = uniqueEmail('asker');
    const before = h.mail.mails.length;
    const res = await call(h.app, 'POST', '/api/help-tickets', {
      body: { email, username: 'Ravi', problem: 'I cannot upload my resume on the profile page.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();

    const toSupport = await h.mail.waitFor(SUPPORT, before);
    expect(toSupport.subject).toContain('from Ravi');
    expect(toSupport.raw).toContain('I cannot upload my resume');
    expect((await h.mail.waitFor(email, before)).subject).toContain('We received your help request');

    const list = (await call(h.app, 'GET', '/api/admin/help-tickets?status=open', { token: admin.token })).json<HelpTicketList>();
    const listed = list.tickets.find((ticket) => ticket.id === id);
    expect(listed).toMatchObject({ email, username: 'Ravi', status: 'open', answer: null, fromAccount: false });

    const afterTicket = h.mail.mails.length;
    const answered = await call(h.app, 'POST', `/api/admin/help-tickets/${id}/answer`, {
      token: admin.token,
      body: { answer: 'Please try a PDF under 10 MB; it works now.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ ticket: { status: 'answered', answer: 'Please try a PDF under 10 MB; it works now.' } });
    const answerMail = await h.mail.waitFor(email, afterTicket);
    expect(answerMail.subject).toContain('Answer to your help request');
    expect(answerMail.raw).toContain('Please try a PDF under 10 MB');

    const closed = await call(h.app, 'POST', `/api/admin/help-tickets/${id}/close`, { token: admin.token });
    expect(closed.json()).toMatchObject({ ticket: { status: 'closed' } });
    expectError(await call(h.app, 'POST', `/api/admin/help-tickets/${id}/answer`, { token: admin.token, body: { answer: 'Late' } }), 409);
    expectError(
      await call(h.app, 'POST', `/api/admin/help-tickets/00000000-0000-4000-8000-000000000000/close`, { token: admin.token }),
      404,
    );
  });

  it('links a signed-in sender to their account', async () => {
    const res = await call(h.app, 'POST', '/api/help-tickets', {
      token: student.token,
      body: { email: student.email, username: 'student', problem: 'Where do I see my mentor bookings?' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await h.app.db.select().from(helpTickets).where(eq(helpTickets.id, res.json<{ id: string }>().id));
    expect(row?.userId).toBe(student.id);
  });

  it('limits one email to a few tickets an hour', async () => {
    const email = uniqueEmail('spam');
    const send = () =>
      call(h.app, 'POST', '/api/help-tickets', { body: { email, username: 'Spam', problem: 'Please help me with this.' } });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    expectError(await send(), 429);
  });

  it('refuses the console to students (403) and visitors (401)', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/admin/help-tickets'],
      ['POST', `/api/admin/help-tickets/${someId}/answer`, { answer: 'Hello there' }],
      ['POST', `/api/admin/help-tickets/${someId}/close`],
    ];
    for (const [method, url, body] of routes) {
      expectError(await call(h.app, method, url, { token: student.token, body }), 403);
      expectError(await call(h.app, method, url, { body }), 401);
    }
  });
});
