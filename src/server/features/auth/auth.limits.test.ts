import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../../../shared/messages.js';
import { users } from '../../db/schema/index.js';
import {
  expectError,
  expectRetryAfter,
  login,
  post,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
} from '../../test/auth-helpers.js';

const LOGIN_FAILURES_ALLOWED = 10;
const LOGIN_WINDOW_SECONDS = 15 * 60;

describe('auth: per-account limits', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h.close());

  it(`after ${LOGIN_FAILURES_ALLOWED} failed logins the next one answers 429 with Retry-After, even with the right password`, async () => {
    const victim = await signUpAndVerify(h, uniqueEmail('victim'));
    const bystander = await signUpAndVerify(h, uniqueEmail('bystander'));
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) {
      expectError(await login(h.app, victim.email, `wrong-${i}`), 401, { code: 'INVALID_CREDENTIALS' });
    }
    const res = await login(h.app, victim.email, TEST_PASSWORD);
    expectError(res, 429, { message: 'Too many requests. Please try again later.', code: 'TOO_MANY_REQUESTS' });
    expectRetryAfter(res, LOGIN_WINDOW_SECONDS);
    expect(res.headers['set-cookie']).toBeUndefined();
    // The address in another case is the same account.
    expectError(await login(h.app, victim.email.toUpperCase(), TEST_PASSWORD), 429, { message: MESSAGES.tooManyRequests });
    // The lock is the account's, not the address's: another account from the same address still logs in.
    expect((await login(h.app, bystander.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('failures through the email and through the phone number count against the same account', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('phone'));
    const phone = String(7_000_000_000 + Math.floor(Math.random() * 999_999_999));
    await h.app.db.update(users).set({ phone }).where(eq(users.id, user.id));
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) {
      const identifier = i % 2 === 0 ? user.email : phone;
      expectError(await login(h.app, identifier, `wrong-${i}`), 401);
    }
    expectError(await login(h.app, phone, TEST_PASSWORD), 429, { message: MESSAGES.tooManyRequests });
    expectError(await login(h.app, user.email, TEST_PASSWORD), 429, { message: MESSAGES.tooManyRequests });
  });

  it('a successful login clears earlier failures', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('clears'));
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED - 1; i += 1) await login(h.app, user.email, `wrong-${i}`);
    expect((await login(h.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expectError(await login(h.app, user.email, 'wrong-again'), 401);
    expect((await login(h.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('forgot password: the 6th request in an hour for one email answers 429, and other emails are not affected', async () => {
    const { email } = await signUpAndVerify(h, uniqueEmail('forgetful'));
    const before = h.mail.mails.length;
    for (let i = 0; i < 5; i += 1) {
      const res = await post(h.app, '/api/auth/forgotPassword', { email: i % 2 ? email.toUpperCase() : email });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.resetRequested });
    }
    const res = await post(h.app, '/api/auth/forgotPassword', { email });
    expectError(res, 429, { message: MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    expectRetryAfter(res, 3600);
    // Five requests within 30 s make one mail, not five.
    expect(h.mail.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(1);
    // The limit is per email asked for, and it holds for unknown addresses too (so it tells nothing).
    expect((await post(h.app, '/api/auth/forgotPassword', { email: uniqueEmail('other') })).statusCode).toBe(200);
    const unknown = uniqueEmail('unknown');
    for (let i = 0; i < 5; i += 1) await post(h.app, '/api/auth/forgotPassword', { email: unknown });
    expectError(await post(h.app, '/api/auth/forgotPassword', { email: unknown }), 429, { message: MESSAGES.tooManyRequests });
  });
});

describe('auth: per-address limits', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness({ AUTH_RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(() => h.close());

  it('the 4th register call from one address answers 429 with the spec message and Retry-After', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 3; i += 1) {
      const res = await post(
        h.app,
        '/api/auth/register',
        { email: uniqueEmail('ip'), password: TEST_PASSWORD },
        { remoteAddress: address },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const email = uniqueEmail('ip-blocked');
    const res = await post(h.app, '/api/auth/register', { email, password: TEST_PASSWORD }, { remoteAddress: address });
    expectError(res, 429, { message: 'Too many requests. Please try again later.', code: 'TOO_MANY_REQUESTS' });
    expectRetryAfter(res, LOGIN_WINDOW_SECONDS);
    // Refused before any work: no account was created.
    expect(await h.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // Without TRUST_PROXY a forged X-Forwarded-For does not buy a fresh budget.
    const forged = await post(
      h.app,
      '/api/auth/register',
      { email: uniqueEmail('xff'), password: TEST_PASSWORD },
      { remoteAddress: address, headers: { 'x-forwarded-for': '198.51.100.99' } },
    );
    expectError(forged, 429, { message: MESSAGES.tooManyRequests });

    // Another address is not affected.
    const other = await post(
      h.app,
      '/api/auth/register',
      { email: uniqueEmail('ip2'), password: TEST_PASSWORD },
      { remoteAddress: '203.0.113.8' },
    );
    expect(other.statusCode, other.body).toBe(200);
  });

  it('sign-ins count against an address only when they fail: many students behind one address all sign in', async () => {
    const student = await signUpAndVerify(h, uniqueEmail('campus'));
    const campus = { remoteAddress: '203.0.113.20' };
    const signIn = (email: string, password: string, options = campus) =>
      post(h.app, '/api/auth/login', { email, password, rememberMe: false }, options);
    for (let i = 0; i < 5; i += 1) expect((await signIn(student.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Three failures from the address (unknown accounts, so no account's own count is touched) use its budget up.
    for (let i = 0; i < 3; i += 1) expectError(await signIn(uniqueEmail('guess'), 'wrong-password'), 401, { code: 'INVALID_CREDENTIALS' });
    const locked = await signIn(student.email, TEST_PASSWORD);
    expectError(locked, 429, { message: MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    expectRetryAfter(locked, LOGIN_WINDOW_SECONDS);
    expect((await signIn(student.email, TEST_PASSWORD, { remoteAddress: '203.0.113.21' })).statusCode).toBe(200);
  });
});
