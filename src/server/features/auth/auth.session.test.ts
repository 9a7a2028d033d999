import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, REMEMBER_ME_DAYS } from '../../../shared/constants.js';
import { MESSAGES, SERVER_MESSAGES } from '../../../shared/messages.js';
import { refreshTokens, sessions, users } from '../../db/schema/index.js';
import {
  expectError,
  login,
  loginAs,
  post,
  refresh,
  refreshCookieOf,
  registerAndReadCode,
  setCookie,
  signUpAndVerify,
  startAuthHarness,
  TEST_JWT_SECRET,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
  type VerifiedUser,
} from '../../test/auth-helpers.js';
import { codeIn } from '../../test/mail-server.js';

const secretKey = new TextEncoder().encode(TEST_JWT_SECRET);

describe('auth: login, tokens and sessions', () => {
  let h: AuthHarness;
  /** One verified account shared by the read-only login tests (argon2 makes sign-ups cost). */
  let alice: VerifiedUser;
  beforeAll(async () => {
    h = await startAuthHarness();
    alice = await signUpAndVerify(h, uniqueEmail('alice'));
  });
  afterAll(() => h.close());

  describe('login', () => {
    it('answers {accessToken, expiresIn: 900, user} and an access token for that user', async () => {
      const res = await login(h.app, alice.email, alice.password);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        accessToken: expect.any(String),
        expiresIn: 900,
        user: { id: alice.id, email: alice.email, username: null, role: 'student', profileCompleted: false },
      });
      expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
      expect(res.headers['cache-control']).toBe('no-store');

      const claims = await h.app.tokens.verifyAccess(body.accessToken);
      expect(claims).toMatchObject({ userId: alice.id, role: 'student' });
      // The token names a real, live session of this user.
      const [session] = await h.app.db.select().from(sessions).where(eq(sessions.id, claims!.sessionId));
      expect(session).toMatchObject({ userId: alice.id, rememberMe: false, revokedAt: null });
    });

    it('leaks no password hash, code or refresh token in the body', async () => {
      const res = await login(h.app, alice.email, alice.password);
      const cookie = refreshCookieOf(res);
      expect(res.body).not.toContain('argon2');
      expect(res.body).not.toContain(alice.password);
      expect(res.body).not.toContain(cookie);
      expect(res.body).not.toMatch(/password|refresh/i);
      // The refresh token is stored hashed, never as itself.
      const stored = await h.app.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
      expect(stored.some((row) => row.hash === cookie)).toBe(false);

      const refreshed = await refresh(h.app, cookie);
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.body).not.toContain(refreshCookieOf(refreshed));
      expect(refreshed.body).not.toContain('argon2');
    });

    it('accepts the email in any case', async () => {
      const res = await login(h.app, alice.email.toUpperCase(), alice.password);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.id).toBe(alice.id);
    });

    it('accepts the 10-digit phone number as identifier', async () => {
      const phone = String(9_000_000_000 + Math.floor(Math.random() * 999_999_999));
      await h.app.db.update(users).set({ phone }).where(eq(users.id, alice.id));
      const res = await login(h.app, phone, alice.password);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.id).toBe(alice.id);
      expect((await h.app.tokens.verifyAccess(res.json().accessToken))?.userId).toBe(alice.id);
      // A wrong password with the phone is still refused.
      expectError(await login(h.app, phone, 'wrong-password'), 401, { code: 'INVALID_CREDENTIALS' });
    });

    it('a wrong password answers 401 and sets no cookie', async () => {
      const res = await login(h.app, alice.email, 'wrong-password');
      expectError(res, 401, { code: 'INVALID_CREDENTIALS', message: SERVER_MESSAGES.invalidCredentials });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('an unknown account answers the same 401 as a wrong password', async () => {
      const res = await login(h.app, uniqueEmail('ghost'), 'whatever-password');
      expectError(res, 401, { code: 'INVALID_CREDENTIALS', message: SERVER_MESSAGES.invalidCredentials });
    });

    it('an account whose email is not verified answers 403 and gets no session', async () => {
      const email = uniqueEmail('unverified');
      await registerAndReadCode(h, email);
      const res = await login(h.app, email, TEST_PASSWORD);
      expectError(res, 403, { code: 'EMAIL_NOT_VERIFIED', message: SERVER_MESSAGES.emailNotVerified });
      expect(res.headers['set-cookie']).toBeUndefined();
      const [user] = await h.app.db.select().from(users).where(eq(users.email, email));
      expect(await h.app.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    });

    it('missing fields answer 400 "Please enter both email and password!"', async () => {
      for (const body of [
        {},
        { email: alice.email },
        { password: 'x' },
        { email: '', password: '' },
        { email: alice.email, password: '' },
      ]) {
        expectError(await post(h.app, '/api/auth/login', body), 400, { message: 'Please enter both email and password!' });
      }
    });

    it('sets the refresh cookie HttpOnly, SameSite=Lax, Path=/api/auth and without Max-Age/Expires by default', async () => {
      for (const rememberMe of [undefined, false]) {
        const cookie = setCookie(await login(h.app, alice.email, alice.password, rememberMe))!;
        expect(cookie).toBeDefined();
        expect(cookie.attributes.httponly).toBe(true);
        expect(String(cookie.attributes.samesite).toLowerCase()).toBe('lax');
        expect(cookie.attributes.path).toBe('/api/auth');
        expect(cookie.attributes['max-age']).toBeUndefined();
        expect(cookie.attributes.expires).toBeUndefined();
        // Not Secure outside production, or it would never come back over plain http in development.
        expect(cookie.attributes.secure).toBeUndefined();
      }
    });

    it('sets a "signed in" hint on every path, naming the role and no token, for as long as the refresh cookie lives', async () => {
      for (const rememberMe of [false, true]) {
        const hint = setCookie(await login(h.app, alice.email, alice.password, rememberMe), 'signed_in')!;
        expect(hint).toBeDefined();
        expect(hint.value).toBe('student');
        expect(hint.attributes.path).toBe('/');
        expect(hint.attributes.httponly).toBe(true);
        expect(hint.attributes['max-age']).toBe(rememberMe ? String(REMEMBER_ME_DAYS * 24 * 3600) : undefined);
      }
    });

    it('with rememberMe the cookie is persistent for 30 days and the session is marked so', async () => {
      const res = await login(h.app, alice.email, alice.password, true);
      const cookie = setCookie(res)!;
      expect(cookie.attributes.httponly).toBe(true);
      expect(String(cookie.attributes.samesite).toLowerCase()).toBe('lax');
      expect(cookie.attributes.path).toBe('/api/auth');
      expect(Number(cookie.attributes['max-age'])).toBe(REMEMBER_ME_DAYS * 24 * 3600);

      const claims = await h.app.tokens.verifyAccess(res.json().accessToken);
      const [session] = await h.app.db.select().from(sessions).where(eq(sessions.id, claims!.sessionId));
      expect(session!.rememberMe).toBe(true);
      const lifetimeDays = (session!.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(lifetimeDays).toBeGreaterThan(REMEMBER_ME_DAYS - 1);
      expect(lifetimeDays).toBeLessThanOrEqual(REMEMBER_ME_DAYS);

      // The rotated cookie stays persistent; a browser-session cookie stays a browser-session cookie.
      const persistent = await refresh(h.app, cookie.value);
      expect(Number(setCookie(persistent)!.attributes['max-age'])).toBe(REMEMBER_ME_DAYS * 24 * 3600);
      const { refreshToken } = await loginAs(h.app, alice.email, alice.password, false);
      const transient = await refresh(h.app, refreshToken);
      expect(setCookie(transient)!.attributes['max-age']).toBeUndefined();
      expect(setCookie(transient)!.attributes.expires).toBeUndefined();
    });
  });

  describe('access tokens', () => {
    const forge = (claims: Record<string, unknown>, options: { exp: number; aud?: string; iss?: string; secret?: Uint8Array }) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(options.iss ?? 'campus-platform')
        .setAudience(options.aud ?? 'access')
        .setSubject(alice.id)
        .setIssuedAt(options.exp - ACCESS_TOKEN_TTL_SECONDS)
        .setExpirationTime(options.exp)
        .sign(options.secret ?? secretKey);
    const now = () => Math.floor(Date.now() / 1000);
    const claims = { role: 'student', sid: '00000000-0000-4000-8000-000000000000' };

    it('a token made like ours and still valid is accepted (the forging below is faithful)', async () => {
      expect(await h.app.tokens.verifyAccess(await forge(claims, { exp: now() + 60 }))).toEqual({
        userId: alice.id,
        role: 'student',
        sessionId: claims.sid,
        twoFactor: false,
      });
    });

    it('a token past its expiry is refused', async () => {
      expect(await h.app.tokens.verifyAccess(await forge(claims, { exp: now() - 5 }))).toBeNull();
    });

    it('a token of another audience, issuer or secret is refused', async () => {
      expect(await h.app.tokens.verifyAccess(await forge(claims, { exp: now() + 60, aud: 'onboarding' }))).toBeNull();
      expect(await h.app.tokens.verifyAccess(await forge(claims, { exp: now() + 60, iss: 'someone-else' }))).toBeNull();
      const other = new TextEncoder().encode('another-secret-another-secret-another-1');
      expect(await h.app.tokens.verifyAccess(await forge(claims, { exp: now() + 60, secret: other }))).toBeNull();
    });

    it('an unsigned token (alg none) or garbage is refused', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({ sub: alice.id, role: 'admin', sid: claims.sid, iss: 'campus-platform', aud: 'access', exp: now() + 60 }),
      ).toString('base64url');
      expect(await h.app.tokens.verifyAccess(`${header}.${payload}.`)).toBeNull();
      expect(await h.app.tokens.verifyAccess('not-a-token')).toBeNull();
      expect(await h.app.tokens.verifyAccess('')).toBeNull();
    });

    it('after the access token expires, the refresh cookie still gives a fresh valid one', async () => {
      const { refreshToken } = await loginAs(h.app, alice.email);
      const res = await refresh(h.app, refreshToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(await h.app.tokens.verifyAccess(res.json().accessToken)).toMatchObject({ userId: alice.id });
    });
  });

  describe('refresh', () => {
    it('answers a new access token and rotates the cookie', async () => {
      const first = await loginAs(h.app, alice.email);
      const res = await refresh(h.app, first.refreshToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        accessToken: expect.any(String),
        expiresIn: 900,
        user: { id: alice.id, email: alice.email, username: null, role: 'student', profileCompleted: false },
      });
      const claims = await h.app.tokens.verifyAccess(res.json().accessToken);
      const firstClaims = await h.app.tokens.verifyAccess(first.accessToken);
      expect(claims).toMatchObject({ userId: alice.id, sessionId: firstClaims!.sessionId });
      const rotated = setCookie(res)!;
      expect(rotated.value).not.toBe(first.refreshToken);
      expect(rotated.attributes.httponly).toBe(true);
      expect(rotated.attributes.path).toBe('/api/auth');
      expect(String(rotated.attributes.samesite).toLowerCase()).toBe('lax');
      // The rotated token works in turn.
      expect((await refresh(h.app, rotated.value)).statusCode).toBe(200);
    });

    it('a spent refresh token used again answers 401 and ends the whole session (the newest token too)', async () => {
      const first = await loginAs(h.app, alice.email);
      const second = refreshCookieOf(await refresh(h.app, first.refreshToken));

      const replay = await refresh(h.app, first.refreshToken);
      expectError(replay, 401, { code: 'TOKEN_REUSED', message: SERVER_MESSAGES.sessionExpired });
      expect(setCookie(replay)?.value ?? '').toBe('');

      expectError(await refresh(h.app, second), 401, { message: SERVER_MESSAGES.sessionExpired });
      // The session's access token stops at once too, not when it expires.
      expect(await h.app.tokens.verifyAccess(first.accessToken)).toBeNull();
      const sessionId = (await h.app.tokens.checkAccess(first.accessToken))!.claims.sessionId;
      const [session] = await h.app.db.select().from(sessions).where(eq(sessions.id, sessionId));
      expect(session!.revokedAt).toBeInstanceOf(Date);
      expect(session!.revokedReason).toBe('refresh token reuse');
    });

    it('reuse ends only the session it belongs to, not the user’s other sessions', async () => {
      const stolen = await loginAs(h.app, alice.email);
      const otherDevice = await loginAs(h.app, alice.email);
      await refresh(h.app, stolen.refreshToken);
      expect((await refresh(h.app, stolen.refreshToken)).statusCode).toBe(401);
      expect((await refresh(h.app, otherDevice.refreshToken)).statusCode).toBe(200);
    });

    it('without a cookie answers 401 JSON', async () => {
      expectError(await refresh(h.app), 401, { code: 'NO_SESSION', message: SERVER_MESSAGES.sessionExpired });
    });

    it('with an unknown cookie answers 401 JSON and clears the cookie', async () => {
      const res = await refresh(h.app, 'made-up-token-made-up-token-made-up-token');
      expectError(res, 401, { code: 'NO_SESSION' });
      const cleared = setCookie(res)!;
      expect(cleared.value).toBe('');
      expect(cleared.attributes.path).toBe('/api/auth');
    });

    it('a session past its end is refused even with an unspent token', async () => {
      const { refreshToken, accessToken } = await loginAs(h.app, alice.email);
      const sessionId = (await h.app.tokens.verifyAccess(accessToken))!.sessionId;
      await h.app.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, sessionId));
      expectError(await refresh(h.app, refreshToken), 401, { code: 'SESSION_ENDED' });
    });
  });

  describe('logout', () => {
    it('ends the session: the refresh token stops working and the cookie is cleared', async () => {
      const { refreshToken, accessToken } = await loginAs(h.app, alice.email, TEST_PASSWORD, true);
      const res = await post(h.app, '/api/auth/logout', undefined, { cookie: refreshToken });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Logged out.' });
      const cleared = setCookie(res)!;
      expect(cleared).toBeDefined();
      expect(cleared.value).toBe('');
      expect(cleared.attributes.path).toBe('/api/auth');
      const expires = cleared.attributes.expires;
      const maxAge = cleared.attributes['max-age'];
      expect(maxAge === '0' || (typeof expires === 'string' && new Date(expires).getTime() <= Date.now())).toBe(true);
      const hint = setCookie(res, 'signed_in')!;
      expect(hint.value).toBe('');
      expect(hint.attributes.path).toBe('/');

      expectError(await refresh(h.app, refreshToken), 401, { code: 'SESSION_ENDED' });
      expect(await h.app.tokens.verifyAccess(accessToken)).toBeNull();
      const sessionId = (await h.app.tokens.checkAccess(accessToken))!.claims.sessionId;
      const [session] = await h.app.db.select().from(sessions).where(eq(sessions.id, sessionId));
      expect(session!.revokedReason).toBe('logout');
    });

    it('logout ends only that session', async () => {
      const a = await loginAs(h.app, alice.email);
      const b = await loginAs(h.app, alice.email);
      await post(h.app, '/api/auth/logout', undefined, { cookie: a.refreshToken });
      expect((await refresh(h.app, a.refreshToken)).statusCode).toBe(401);
      expect((await refresh(h.app, b.refreshToken)).statusCode).toBe(200);
    });

    it('without a cookie still answers 200 and clears the cookie', async () => {
      const res = await post(h.app, '/api/auth/logout');
      expect(res.statusCode).toBe(200);
      expect(setCookie(res)?.value).toBe('');
    });
  });

  describe('forgot and reset password', () => {
    const forgot = (email: string) => post(h.app, '/api/auth/forgotPassword', { email });
    const reset = (email: string, otp: string, password: string) => post(h.app, '/api/auth/resetPassword', { email, otp, password });

    it('answers identically for an existing and an unknown email; only the existing one gets a mail', async () => {
      const bob = await signUpAndVerify(h, uniqueEmail('bob'));
      const unknown = uniqueEmail('unknown');
      const before = h.mail.mails.length;
      const known = await forgot(bob.email);
      const missing = await forgot(unknown);
      expect(known.statusCode).toBe(200);
      expect(missing.statusCode).toBe(200);
      expect(known.body).toBe(missing.body);
      expect(known.json()).toEqual({ message: SERVER_MESSAGES.resetRequested });
      expect(known.headers['content-type']).toBe(missing.headers['content-type']);

      const mail = await h.mail.waitFor(bob.email, before);
      expect(codeIn(mail)).toMatch(/^\d{6}$/);
      expect(mail.subject).toMatch(/reset/i);
      expect(h.mail.mails.slice(before).filter((m) => m.to.includes(bob.email))).toHaveLength(1);
      expect(h.mail.mails.slice(before).some((m) => m.to.includes(unknown))).toBe(false);
    });

    it('an unverified account gets no reset mail', async () => {
      const email = uniqueEmail('pending');
      await registerAndReadCode(h, email);
      const before = h.mail.mailsTo(email).length;
      expect((await forgot(email)).json()).toEqual({ message: SERVER_MESSAGES.resetRequested });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(h.mail.mailsTo(email)).toHaveLength(before);
    });

    it('resetPassword with the code: old password fails, new one works, every earlier session is ended', async () => {
      const carol = await signUpAndVerify(h, uniqueEmail('carol'));
      const deviceA = await loginAs(h.app, carol.email, carol.password, true);
      const deviceB = await loginAs(h.app, carol.email, carol.password);

      const before = h.mail.mails.length;
      await forgot(carol.email);
      const code = codeIn(await h.mail.waitForCode(carol.email, before));

      // A wrong code changes nothing.
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expectError(await reset(carol.email, wrong, 'brand-new-pass'), 400, { message: SERVER_MESSAGES.resetCodeInvalid });
      expect((await login(h.app, carol.email, carol.password)).statusCode).toBe(200);
      // A short new password is refused with the spec's sentence.
      expectError(await reset(carol.email, code, '12345'), 400, { message: MESSAGES.passwordTooShort });

      const res = await reset(carol.email, code, 'brand-new-pass');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: SERVER_MESSAGES.passwordReset });
      expect(res.body).not.toContain(code);

      expectError(await login(h.app, carol.email, carol.password), 401, { code: 'INVALID_CREDENTIALS' });
      expect((await login(h.app, carol.email, 'brand-new-pass')).statusCode).toBe(200);
      expectError(await refresh(h.app, deviceA.refreshToken), 401, { code: 'SESSION_ENDED' });
      expectError(await refresh(h.app, deviceB.refreshToken), 401, { code: 'SESSION_ENDED' });
      // The code is spent.
      expectError(await reset(carol.email, code, 'another-new-pass'), 400, { message: SERVER_MESSAGES.resetCodeInvalid });
      expect((await login(h.app, carol.email, 'another-new-pass')).statusCode).toBe(401);
    });

    it('the sign-up code cannot reset a password, and a reset code cannot verify an email', async () => {
      const email = uniqueEmail('cross');
      const signupCode = await registerAndReadCode(h, email);
      expectError(await reset(email, signupCode, 'brand-new-pass'), 400, { message: SERVER_MESSAGES.resetCodeInvalid });
      expect((await post(h.app, '/api/auth/verifyOtp', { email, otp: signupCode })).statusCode).toBe(200);
      const before = h.mail.mails.length;
      await forgot(email);
      const resetCode = codeIn(await h.mail.waitForCode(email, before));
      // The account is verified now, so verifyOtp refuses any code; the reset code still resets.
      expectError(await post(h.app, '/api/auth/verifyOtp', { email, otp: resetCode }), 400);
      expect((await reset(email, resetCode, 'brand-new-pass')).statusCode).toBe(200);
    });
  });
});
