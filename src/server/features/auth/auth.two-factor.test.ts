import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages.js';
import { recoveryCodes, users } from '../../db/schema/index.js';
import { totpCode, totpStep } from '../../platform/totp.js';
import {
  enrolTwoFactor,
  expectError,
  expectRetryAfter,
  login,
  loginAs,
  nextTotpCode,
  post,
  refreshCookieOf,
  setCookie,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type App,
  type AuthHarness,
} from '../../test/auth-helpers.js';
import { authHeader } from '../../test/profiles-helpers.js';

/** Issue 36, point 1: two-step sign-in with an authenticator app, and operators made to have it. */

const verify = (app: App, challengeToken: string, code: string) => post(app, '/api/auth/twoFactor/verify', { challengeToken, code });
const read = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/notifications', headers: authHeader(token) });

/** A code of the secret that is wrong now (another step's, outside the accepted drift). */
const staleCode = (secret: string) => totpCode(secret, totpStep() - 5);

async function challengeFor(app: App, email: string, password = TEST_PASSWORD) {
  const res = await login(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { twoFactorRequired: boolean; challengeToken: string; accessToken?: string };
  expect(body.twoFactorRequired).toBe(true);
  expect(body.accessToken).toBeUndefined();
  // No session yet: no refresh cookie until the code is right.
  expect(setCookie(res)).toBeUndefined();
  return body.challengeToken;
}

describe('two-step sign-in (TOTP)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h.close());

  async function enrolledUser(label = 'two-step') {
    const user = await signUpAndVerify(h, uniqueEmail(label));
    const session = await loginAs(h.app, user.email);
    return { ...user, ...(await enrolTwoFactor(h.app, session.accessToken)) };
  }

  it('enrols: a QR code and the secret, a first code confirms it, ten recovery codes once; secrets stored encrypted, codes hashed', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('enrol'));
    const laptop = await loginAs(h.app, user.email);
    const phone = await loginAs(h.app, user.email);
    const headers = authHeader(laptop.accessToken);

    const status = await h.app.inject({ method: 'GET', url: '/api/auth/twoFactor', headers });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false, passkeySession: false });

    const setup = await h.app.inject({ method: 'POST', url: '/api/auth/twoFactor/setup', headers });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json() as { secret: string; otpauthUrl: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Campus%3A.+\\?secret=${secret}&issuer=Campus`));
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);

    // Not on until confirmed; a wrong code confirms nothing.
    expect((await login(h.app, user.email, TEST_PASSWORD)).json()).toHaveProperty('accessToken');
    expectError(await post(h.app, '/api/auth/twoFactor/enable', { code: staleCode(secret) }, { headers }), 400, {
      code: 'TWO_FACTOR_CODE_WRONG',
    });
    expectError(await post(h.app, '/api/auth/twoFactor/enable', { code: 'abc' }, { headers }), 400);

    const enabled = await post(h.app, '/api/auth/twoFactor/enable', { code: await nextTotpCode(h.app, user.id, secret) }, { headers });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const body = enabled.json() as { message: string; recoveryCodes: string[]; accessToken: string };
    expect(body.message).toBe(ACCOUNT_MESSAGES.twoFactorOn);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(enabled.headers['cache-control']).toBe('no-store');

    // At rest: the secret encrypted, the recovery codes as hashes only.
    const [row] = await h.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpEnabledAt).toBeInstanceOf(Date);
    expect(row!.totpPendingSecret).toBeNull();
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secret);
    const stored = await h.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of body.recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace('-', ''));
    }

    // Turning it on signed out the other device at once; this one goes on with its new token.
    expectError(await read(h.app, phone.accessToken), 401, { code: 'SESSION_ENDED' });
    expect((await read(h.app, body.accessToken)).statusCode).toBe(200);
    const after = await h.app.inject({ method: 'GET', url: '/api/auth/twoFactor', headers: authHeader(body.accessToken) });
    expect(after.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false, passkeySession: false });
    // Already on: no second set-up.
    expectError(await h.app.inject({ method: 'POST', url: '/api/auth/twoFactor/setup', headers: authHeader(body.accessToken) }), 409);
  });

  it('signs in with the password, then a code from the app', async () => {
    const user = await enrolledUser();
    const challengeToken = await challengeFor(h.app, user.email);
    // The step between is no access token.
    expectError(await read(h.app, challengeToken), 401);
    const res = await verify(h.app, challengeToken, await nextTotpCode(h.app, user.id, user.secret));
    expect(res.statusCode, res.body).toBe(200);
    refreshCookieOf(res);
    const session = res.json() as { accessToken: string; user: { id: string } };
    expect(session.user.id).toBe(user.id);
    expect((await read(h.app, session.accessToken)).statusCode).toBe(200);
    // A wrong password still gets no further than before.
    expectError(await login(h.app, user.email, 'wrong-password'), 401, { code: 'INVALID_CREDENTIALS' });
    expectError(await verify(h.app, 'not-a-challenge', totpCode(user.secret)), 401, { code: 'TWO_FACTOR_CHALLENGE_EXPIRED' });
  });

  it('signs in with a recovery code, each usable once', async () => {
    const user = await enrolledUser('recovery');
    const [code, other] = user.recoveryCodes;
    const first = await verify(h.app, await challengeFor(h.app, user.email), code!.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    expectError(await verify(h.app, await challengeFor(h.app, user.email), code!), 400, { code: 'TWO_FACTOR_CODE_WRONG' });
    // Typed without the dash, another one works.
    expect((await verify(h.app, await challengeFor(h.app, user.email), other!.replace('-', ''))).statusCode).toBe(200);
    const status = await h.app.inject({
      method: 'GET',
      url: '/api/auth/twoFactor',
      headers: authHeader((first.json() as { accessToken: string }).accessToken),
    });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('refuses a wrong code, and after ten wrong codes refuses even the right one for a while', async () => {
    const user = await enrolledUser('guessing');
    const challengeToken = await challengeFor(h.app, user.email);
    for (let i = 0; i < 10; i += 1) {
      expectError(await verify(h.app, challengeToken, staleCode(user.secret)), 400, { message: ACCOUNT_MESSAGES.twoFactorCodeWrong });
    }
    const locked = await verify(h.app, challengeToken, totpCode(user.secret));
    expectError(locked, 429, { message: ACCOUNT_MESSAGES.twoFactorTooManyCodes });
    expectRetryAfter(locked, 15 * 60);
    // Per account: a new challenge does not start the count again.
    expectError(await verify(h.app, await challengeFor(h.app, user.email), totpCode(user.secret)), 429);
  });

  it('turns off with the password and a code only, and sign-in asks for no code afterwards', async () => {
    const user = await enrolledUser('turn-off');
    // Another device, signed in with a recovery code (the app's next code is for turning it off).
    const other = await verify(h.app, await challengeFor(h.app, user.email), user.recoveryCodes[0]!);
    const otherToken = (other.json() as { accessToken: string }).accessToken;
    const headers = authHeader(user.accessToken);
    const disable = (body: object) => post(h.app, '/api/auth/twoFactor/disable', body, { headers });
    expectError(await disable({ password: 'wrong-password', code: totpCode(user.secret) }), 400, { code: 'WRONG_PASSWORD' });
    expectError(await disable({ password: TEST_PASSWORD, code: staleCode(user.secret) }), 400, { code: 'TWO_FACTOR_CODE_WRONG' });
    expectError(await disable({ password: TEST_PASSWORD }), 400);
    const res = await disable({ password: TEST_PASSWORD, code: await nextTotpCode(h.app, user.id, user.secret) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.twoFactorOff, accessToken: expect.any(String) });
    expectError(await read(h.app, otherToken), 401, { code: 'SESSION_ENDED' });
    expect((await login(h.app, user.email, TEST_PASSWORD)).json()).toHaveProperty('accessToken');
    expect(await h.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
  });

  it('keeps an operator without two-step sign-in out of the admin API until it is on', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('operator'));
    await h.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const session = await loginAs(h.app, user.email);
    const admin = (token: string) => h.app.inject({ method: 'GET', url: '/api/admin/moderation', headers: authHeader(token) });
    expectError(await admin(session.accessToken), 403, { code: 'TWO_FACTOR_REQUIRED', message: SERVER_MESSAGES.twoFactorRequired });
    const status = await h.app.inject({ method: 'GET', url: '/api/auth/twoFactor', headers: authHeader(session.accessToken) });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true, passkeySession: false });
    const enrolment = await enrolTwoFactor(h.app, session.accessToken);
    expect((await admin(enrolment.accessToken)).statusCode).toBe(200);
    // And from now on its sign-in asks for the code, which gives a token the console accepts.
    const signedIn = await verify(h.app, await challengeFor(h.app, user.email), await nextTotpCode(h.app, user.id, enrolment.secret));
    expect((await admin((signedIn.json() as { accessToken: string }).accessToken)).statusCode).toBe(200);
  });

  describe('replay protection', () => {
    it('a code accepted once is refused the second time, and so is a code of an earlier step', async () => {
      const user = await enrolledUser('replay');
      const code = await nextTotpCode(h.app, user.id, user.secret);
      expect((await verify(h.app, await challengeFor(h.app, user.email), code)).statusCode).toBe(200);
      const again = await verify(h.app, await challengeFor(h.app, user.email), code);
      expectError(again, 400, { code: 'TWO_FACTOR_CODE_USED', message: ACCOUNT_MESSAGES.twoFactorCodeUsed });
      // Still inside the accepted drift, but not after the step already used.
      const [row] = await h.app.db.select({ last: users.totpLastStep }).from(users).where(eq(users.id, user.id));
      const earlier = totpCode(user.secret, row!.last! - 1);
      expect(row!.last! - 1).toBeGreaterThanOrEqual(totpStep() - 1);
      expectError(await verify(h.app, await challengeFor(h.app, user.email), earlier), 400, { code: 'TWO_FACTOR_CODE_USED' });
      // Refused replays are not guesses: the account is not locked by them, and the next step's code works.
      const next = await verify(h.app, await challengeFor(h.app, user.email), await nextTotpCode(h.app, user.id, user.secret));
      expect(next.statusCode, next.body).toBe(200);
    }, 60_000);

    it('ten sign-ins at once with the same code: one gets through', async () => {
      const user = await enrolledUser('concurrent');
      const challenges = await Promise.all(Array.from({ length: 10 }, () => challengeFor(h.app, user.email)));
      const code = await nextTotpCode(h.app, user.id, user.secret);
      const answers = await Promise.all(challenges.map((challenge) => verify(h.app, challenge, code)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expectError(refused, 400, { code: 'TWO_FACTOR_CODE_USED' });
      }
    }, 60_000);
  });
});
