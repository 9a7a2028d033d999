import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, RESEND_OTP_LOCK_SECONDS } from '../../../shared/constants.js';
import { MESSAGES, SERVER_MESSAGES } from '../../../shared/messages.js';
import { otpCodes, users } from '../../db/schema/index.js';
import {
  expectError,
  expectRetryAfter,
  post,
  registerAndReadCode,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
} from '../../test/auth-helpers.js';
import { codeIn } from '../../test/mail-server.js';

/** A six-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('auth: sign-up with an emailed OTP', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h.close());

  const userRow = async (email: string) => {
    const [row] = await h.app.db.select().from(users).where(eq(users.email, email));
    return row!;
  };
  const otpRow = async (userId: string) => {
    const [row] = await h.app.db.select().from(otpCodes).where(eq(otpCodes.userId, userId));
    return row;
  };
  const verify = (email: string, otp: string) => post(h.app, '/api/auth/verifyOtp', { email, otp });

  it('register mails a 6-digit code over SMTP and stores only hashes', async () => {
    const email = uniqueEmail('signup');
    const before = h.mail.mails.length;
    const res = await post(h.app, '/api/auth/register', { email, password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.otpSent, email, resendAfterSeconds: RESEND_OTP_LOCK_SECONDS });

    const mail = await h.mail.waitFor(email, before);
    expect(mail.to).toEqual([email]);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.raw).toContain(code);
    // The answer never carries the code or a hash.
    expect(res.body).not.toContain(code);
    expect(res.body).not.toContain('argon2');

    const user = await userRow(email);
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.role).toBe('student');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(TEST_PASSWORD);
    const otp = await otpRow(user.id);
    expect(otp).toBeDefined();
    expect(otp!.purpose).toBe('verify_email');
    expect(otp!.attempts).toBe(0);
    expect(otp!.codeHash).not.toContain(code);
    const ttlMs = otp!.expiresAt.getTime() - Date.now();
    expect(ttlMs).toBeGreaterThan((OTP_TTL_MINUTES - 1) * 60_000);
    expect(ttlMs).toBeLessThanOrEqual(OTP_TTL_MINUTES * 60_000 + 1_000);
  });

  it('verifyOtp with the right code answers {tempToken, user}, marks the email verified and spends the code', async () => {
    const email = uniqueEmail('verify');
    const code = await registerAndReadCode(h, email);
    const res = await verify(email, code);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: expect.any(String),
      tempToken: expect.any(String),
      user: { id: expect.any(String), email, username: null, role: 'student', profileCompleted: false },
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(code);

    const user = await userRow(email);
    expect(user.id).toBe(body.user.id);
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await otpRow(user.id)).toBeUndefined();

    // A spent code cannot verify twice.
    expectError(await verify(email, code), 400, { message: MESSAGES.otpInvalid });
  });

  it('the tempToken is an onboarding token, never an access token', async () => {
    const { id, tempToken } = await signUpAndVerify(h);
    expect(await h.app.tokens.verifyAccess(tempToken)).toBeNull();
    expect(await h.app.tokens.verifyOnboarding(tempToken)).toEqual({ userId: id, role: 'student' });
    // And the other way round: an access token is not an onboarding token.
    const access = await h.app.tokens.signAccess({ userId: id, role: 'student', sessionId: '00000000-0000-4000-8000-000000000000' });
    expect(await h.app.tokens.verifyOnboarding(access)).toBeNull();
  });

  it('a wrong code answers 400 "Invalid OTP. Please try again." in both message and error, and counts the attempt', async () => {
    const email = uniqueEmail('wrong');
    const code = await registerAndReadCode(h, email);
    const body = expectError(await verify(email, otherCode(code)), 400, { message: 'Invalid OTP. Please try again.', code: 'OTP_INVALID' });
    expect(body.error).toBe('Invalid OTP. Please try again.');
    const user = await userRow(email);
    expect(user.emailVerifiedAt).toBeNull();
    expect((await otpRow(user.id))!.attempts).toBe(1);
    // The right code still works after one miss.
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it(`after ${OTP_MAX_ATTEMPTS} wrong codes even the right one is refused with 429`, async () => {
    const email = uniqueEmail('locked');
    const code = await registerAndReadCode(h, email);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      expectError(await verify(email, otherCode(code)), 400, { message: MESSAGES.otpInvalid });
    }
    expectError(await verify(email, code), 429, { code: 'OTP_LOCKED', message: SERVER_MESSAGES.otpTooManyAttempts });
    expect((await userRow(email)).emailVerifiedAt).toBeNull();
  });

  it('an expired code answers 400 and does not verify', async () => {
    const email = uniqueEmail('expired');
    const code = await registerAndReadCode(h, email);
    const user = await userRow(email);
    await h.app.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, user.id));
    expectError(await verify(email, code), 400, { code: 'OTP_EXPIRED', message: SERVER_MESSAGES.otpExpired });
    expect((await userRow(email)).emailVerifiedAt).toBeNull();
  });

  it('verifyOtp for an address that never signed up answers 400, not 404 or 500', async () => {
    expectError(await verify(uniqueEmail('nobody'), '123456'), 400, { message: MESSAGES.otpInvalid });
  });

  it('registering an already verified email answers 409 and changes nothing', async () => {
    const { email } = await signUpAndVerify(h);
    const before = await userRow(email);
    const mailsBefore = h.mail.mails.length;
    const res = await post(h.app, '/api/auth/register', { email: email.toUpperCase(), password: 'another-password' });
    expectError(res, 409, { code: 'EMAIL_TAKEN', message: SERVER_MESSAGES.emailAlreadyRegistered });
    const after = await userRow(email);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(h.mail.mails.slice(mailsBefore).some((m) => m.to.includes(email))).toBe(false);
  });

  it('registering an unverified email again within 30 s answers 429 with Retry-After and keeps the first code', async () => {
    const email = uniqueEmail('again');
    const code = await registerAndReadCode(h, email);
    const before = await userRow(email);
    const res = await post(h.app, '/api/auth/register', { email, password: 'different-password', role: 'mentor' });
    expectError(res, 429, { message: SERVER_MESSAGES.resendTooSoon });
    expectRetryAfter(res, RESEND_OTP_LOCK_SECONDS);
    const after = await userRow(email);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.role).toBe('student');
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('resendOtp within 30 s answers 429 with Retry-After', async () => {
    const email = uniqueEmail('resend-early');
    await registerAndReadCode(h, email);
    const mailsBefore = h.mail.mailsTo(email).length;
    const res = await post(h.app, '/api/auth/resendOtp', { email });
    expectError(res, 429, { message: SERVER_MESSAGES.resendTooSoon });
    expectRetryAfter(res, RESEND_OTP_LOCK_SECONDS);
    expect(h.mail.mailsTo(email)).toHaveLength(mailsBefore);
  });

  it('resendOtp after the lock mails a new code, and the old code no longer verifies', async () => {
    const email = uniqueEmail('resend');
    const oldCode = await registerAndReadCode(h, email);
    const user = await userRow(email);
    await h.app.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - (RESEND_OTP_LOCK_SECONDS + 1) * 1000) })
      .where(eq(otpCodes.userId, user.id));

    const before = h.mail.mails.length;
    const sentBefore = h.mail.mailsTo(email).length;
    const res = await post(h.app, '/api/auth/resendOtp', { email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.resendSuccess, email, resendAfterSeconds: RESEND_OTP_LOCK_SECONDS });
    const newCode = codeIn(await h.mail.waitForCode(email, before));
    expect(h.mail.mailsTo(email)).toHaveLength(sentBefore + 1);

    if (newCode !== oldCode) {
      expectError(await verify(email, oldCode), 400, { message: MESSAGES.otpInvalid });
    }
    // The new code arrives with a fresh attempt budget.
    expect((await otpRow(user.id))!.attempts).toBe(newCode !== oldCode ? 1 : 0);
    expect((await verify(email, newCode)).statusCode).toBe(200);
  });

  it('resendOtp right after resend is locked again for 30 s', async () => {
    const email = uniqueEmail('resend-twice');
    await registerAndReadCode(h, email);
    const user = await userRow(email);
    await h.app.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otpCodes.userId, user.id));
    expect((await post(h.app, '/api/auth/resendOtp', { email })).statusCode).toBe(200);
    const res = await post(h.app, '/api/auth/resendOtp', { email });
    expectError(res, 429);
    expect(expectRetryAfter(res, RESEND_OTP_LOCK_SECONDS)).toBeGreaterThanOrEqual(RESEND_OTP_LOCK_SECONDS - 5);
  });

  it('resendOtp with an empty email answers 400 "Email is required to resend OTP."', async () => {
    for (const body of [{ email: '' }, { email: '   ' }, {}]) {
      expectError(await post(h.app, '/api/auth/resendOtp', body), 400, { message: 'Email is required to resend OTP.' });
    }
  });

  it('resendOtp for an address without a pending sign-up answers 400 and sends nothing', async () => {
    const email = uniqueEmail('none');
    expectError(await post(h.app, '/api/auth/resendOtp', { email }), 400, { code: 'NO_PENDING_SIGNUP' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(h.mail.mailsTo(email)).toHaveLength(0);
  });

  it('a password of 5 characters answers 400 "Password must be at least 6 characters long." and creates no user', async () => {
    const email = uniqueEmail('short');
    const body = expectError(await post(h.app, '/api/auth/register', { email, password: '12345' }), 400, {
      message: 'Password must be at least 6 characters long.',
    });
    expect(body.fields?.password).toEqual(['Password must be at least 6 characters long.']);
    expect(await h.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // Six characters is enough.
    expect((await post(h.app, '/api/auth/register', { email, password: '123456' })).statusCode).toBe(200);
  });

  it('a mentor sign-up stores the mentor role and the onboarding token carries it', async () => {
    const email = uniqueEmail('mentor');
    const { tempToken, id } = await signUpAndVerify(h, email, TEST_PASSWORD, 'mentor');
    expect((await userRow(email)).role).toBe('mentor');
    expect(await h.app.tokens.verifyOnboarding(tempToken)).toEqual({ userId: id, role: 'mentor' });
  });

  it('an address is stored lower-cased and verifies whatever its case', async () => {
    const email = uniqueEmail('MixedCase');
    const code = await registerAndReadCode(h, email);
    const res = await verify(email.toLowerCase(), code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe(email.toLowerCase());
  });
});
