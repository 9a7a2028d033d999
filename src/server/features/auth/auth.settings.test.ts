import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../shared/constants.js';
import type { DeleteAccountResponse, SessionListResponse } from '../../../shared/contracts/account.js';
import { formatIst } from '../../../shared/contracts/mentors.constants.js';
import { ACCOUNT_MESSAGES, deletionScheduledMessage, MESSAGES } from '../../../shared/messages.js';
import { mentorProfiles, profileEducation, profiles, queuedJobs, sessions, users } from '../../db/schema/index.js';
import {
  enrolTwoFactor,
  expectError,
  login,
  nextTotpCode,
  passDeletionGrace,
  runDeletionJob,
  post,
  refresh,
  refreshCookieOf,
  setCookie,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
  type VerifiedUser,
} from '../../test/auth-helpers.js';
import { authHeader, completedStudent, mentorPayload } from '../../test/profiles-helpers.js';
import { ACCOUNT_DELETION_JOB } from './auth.service.js';

const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 3600 * 1000;

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Device {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

describe('auth settings: password change, active sessions, account deletion', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h.close());

  /** Logs in from a given browser and address, answering the tokens and the session id. */
  async function signIn(user: { email: string }, password = TEST_PASSWORD, userAgent = WINDOWS_CHROME, remoteAddress = '203.0.113.10') {
    const res = await post(
      h.app,
      '/api/auth/login',
      { email: user.email, password },
      { headers: { 'user-agent': userAgent }, remoteAddress },
    );
    expect(res.statusCode, res.body).toBe(200);
    const accessToken = (res.json() as { accessToken: string }).accessToken;
    const claims = await h.app.tokens.verifyAccess(accessToken);
    return { accessToken, refreshToken: refreshCookieOf(res), sessionId: claims!.sessionId } satisfies Device;
  }

  const listSessions = (token: string | null, query = '') =>
    h.app.inject({ method: 'GET', url: `/api/auth/sessions${query}`, headers: token ? authHeader(token) : {} });
  const endSession = (token: string | null, id: string) =>
    h.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: token ? authHeader(token) : {} });
  const endOthers = (token: string | null) =>
    h.app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: token ? authHeader(token) : {} });
  const changePassword = (token: string | null, body: Record<string, unknown>) =>
    post(h.app, '/api/auth/changePassword', body, { headers: token ? authHeader(token) : {} });
  const deleteAccount = (token: string | null, body: unknown) =>
    h.app.inject({ method: 'DELETE', url: '/api/auth/account', payload: body as object, headers: token ? authHeader(token) : {} });

  describe('GET /api/auth/sessions', () => {
    it('lists only the caller’s live sessions, this device first and marked, with device and address', async () => {
      const alice = await signUpAndVerify(h, uniqueEmail('alice'));
      const bob = await signUpAndVerify(h, uniqueEmail('bob'));
      const laptop = await signIn(alice, TEST_PASSWORD, WINDOWS_CHROME, '203.0.113.10');
      const phone = await signIn(alice, TEST_PASSWORD, IPHONE_SAFARI, '198.51.100.7');
      const ended = await signIn(alice);
      await h.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refresh_token: ended.refreshToken } });
      await signIn(bob);

      const res = await listSessions(laptop.accessToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json() as SessionListResponse;
      expect(body).toMatchObject({ page: 1, limit: 20, total: 2 });
      expect(body.sessions.map((session) => session.id)).toEqual([laptop.sessionId, phone.sessionId]);
      expect(body.sessions[0]).toEqual({
        id: laptop.sessionId,
        device: 'Chrome on Windows',
        deviceKind: 'desktop',
        userAgent: WINDOWS_CHROME,
        ipAddress: '203.0.113.10',
        createdAt: expect.stringMatching(/Z$/),
        lastUsedAt: expect.stringMatching(/Z$/),
        expiresAt: expect.stringMatching(/Z$/),
        rememberMe: false,
        current: true,
      });
      expect(body.sessions[1]).toMatchObject({
        device: 'Safari on iPhone',
        deviceKind: 'mobile',
        ipAddress: '198.51.100.7',
        current: false,
      });
      // Seen from the phone, the phone is "this device".
      const fromPhone = (await listSessions(phone.accessToken)).json() as SessionListResponse;
      expect(fromPhone.sessions.map((session) => [session.id, session.current])).toEqual([
        [phone.sessionId, true],
        [laptop.sessionId, false],
      ]);
      // Paginated on the server.
      const second = (await listSessions(laptop.accessToken, '?page=2&limit=1')).json() as SessionListResponse;
      expect(second).toMatchObject({ page: 2, limit: 1, total: 2, sessions: [{ id: phone.sessionId }] });
      expectError(await listSessions(laptop.accessToken, '?limit=101'), 400);
    });

    it('needs a signed-in caller whose session is still live', async () => {
      expectError(await listSessions(null), 401);
      expectError(await listSessions('not-a-token'), 401);
      const carol = await signUpAndVerify(h, uniqueEmail('carol'));
      const device = await signIn(carol);
      await h.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refresh_token: device.refreshToken } });
      // The access token has not expired yet, but its session has ended.
      expectError(await listSessions(device.accessToken), 401, { code: 'SESSION_ENDED' });
    });
  });

  describe('DELETE /api/auth/sessions/{id} and DELETE /api/auth/sessions', () => {
    let alice: VerifiedUser;
    let bob: VerifiedUser;
    beforeAll(async () => {
      alice = await signUpAndVerify(h, uniqueEmail('alice'));
      bob = await signUpAndVerify(h, uniqueEmail('bob'));
    });

    it('user B cannot end user A’s session: 404, and A’s session keeps working', async () => {
      const a = await signIn(alice);
      const b = await signIn(bob);
      expectError(await endSession(b.accessToken, a.sessionId), 404, {
        message: ACCOUNT_MESSAGES.sessionNotFound,
        code: 'SESSION_NOT_FOUND',
      });
      const [row] = await h.app.db.select().from(sessions).where(eq(sessions.id, a.sessionId));
      expect(row!.revokedAt).toBeNull();
      const renewed = await refresh(h.app, a.refreshToken);
      expect(renewed.statusCode, renewed.body).toBe(200);
      // Not an id, an unknown id, and no token.
      expectError(await endSession(b.accessToken, 'not-a-session'), 404);
      expectError(await endSession(b.accessToken, '00000000-0000-4000-8000-000000000000'), 404);
      expectError(await endSession(null, a.sessionId), 401);
    });

    it('ends another of the caller’s sessions: it can no longer refresh, this one still can', async () => {
      const laptop = await signIn(alice);
      const phone = await signIn(alice, TEST_PASSWORD, IPHONE_SAFARI);
      const res = await endSession(laptop.accessToken, phone.sessionId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.sessionEnded });
      expect(setCookie(res)).toBeUndefined();

      expectError(await refresh(h.app, phone.refreshToken), 401);
      expectError(await listSessions(phone.accessToken), 401);
      expect((await refresh(h.app, laptop.refreshToken)).statusCode).toBe(200);
      // Ending it again: it is gone.
      expectError(await endSession(laptop.accessToken, phone.sessionId), 404);
      const list = (await listSessions(laptop.accessToken)).json() as SessionListResponse;
      expect(list.sessions.map((session) => session.id)).not.toContain(phone.sessionId);
    });

    it('ending this device’s own session clears its cookie', async () => {
      const device = await signIn(alice);
      const res = await endSession(device.accessToken, device.sessionId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.thisSessionEnded });
      expect(setCookie(res)).toMatchObject({ value: '' });
      expectError(await refresh(h.app, device.refreshToken), 401);
    });

    it('"Log out everywhere else" ends every other session of the caller and no one else’s', async () => {
      const here = await signIn(alice);
      const others = [await signIn(alice, TEST_PASSWORD, IPHONE_SAFARI), await signIn(alice)];
      const bobs = await signIn(bob);
      const res = await endOthers(here.accessToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.otherSessionsEnded });
      expect((res.json() as { ended: number }).ended).toBeGreaterThanOrEqual(2);
      for (const other of others) expectError(await refresh(h.app, other.refreshToken), 401);
      expect((await refresh(h.app, here.refreshToken)).statusCode).toBe(200);
      expect((await refresh(h.app, bobs.refreshToken)).statusCode).toBe(200);
      const list = (await listSessions(here.accessToken)).json() as SessionListResponse;
      expect(list).toMatchObject({ total: 1, sessions: [{ id: here.sessionId, current: true }] });
      expectError(await endOthers(null), 401);
    });
  });

  describe('POST /api/auth/changePassword', () => {
    it('refuses a wrong current password with a clear sentence and changes nothing', async () => {
      const user = await signUpAndVerify(h, uniqueEmail('wrong'));
      const device = await signIn(user);
      const other = await signIn(user, TEST_PASSWORD, IPHONE_SAFARI);
      const body = expectError(
        await changePassword(device.accessToken, {
          currentPassword: 'not-my-password',
          newPassword: 'brand-new-1',
          confirmPassword: 'brand-new-1',
        }),
        400,
        { message: ACCOUNT_MESSAGES.currentPasswordWrong, code: 'WRONG_PASSWORD' },
      );
      expect(body.fields).toEqual({ currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] });
      expect((await login(h.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await refresh(h.app, other.refreshToken)).statusCode).toBe(200);
    });

    it('checks the new password: length, confirmation, and that it differs from the current one', async () => {
      const user = await signUpAndVerify(h, uniqueEmail('rules'));
      const { accessToken } = await signIn(user);
      expectError(await changePassword(accessToken, { currentPassword: TEST_PASSWORD, newPassword: '123', confirmPassword: '123' }), 400, {
        message: MESSAGES.passwordTooShort,
      });
      expectError(
        await changePassword(accessToken, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' }),
        400,
        { message: MESSAGES.passwordsDoNotMatch },
      );
      expectError(
        await changePassword(accessToken, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }),
        400,
        { message: ACCOUNT_MESSAGES.newPasswordSameAsCurrent },
      );
      expectError(await changePassword(accessToken, { newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' }), 400, {
        message: ACCOUNT_MESSAGES.currentPasswordRequired,
      });
      expectError(
        await changePassword(null, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' }),
        401,
      );
    });

    it('after a change the old password fails, the other session cannot refresh, and this one still works', async () => {
      const user = await signUpAndVerify(h, uniqueEmail('change'));
      const here = await signIn(user);
      const other = await signIn(user, TEST_PASSWORD, IPHONE_SAFARI);
      const res = await changePassword(here.accessToken, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'brand-new-1',
        confirmPassword: 'brand-new-1',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });

      expectError(await login(h.app, user.email, TEST_PASSWORD), 401);
      expect((await login(h.app, user.email, 'brand-new-1')).statusCode).toBe(200);
      expectError(await refresh(h.app, other.refreshToken), 401);
      const renewed = await refresh(h.app, here.refreshToken);
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect((await listSessions((renewed.json() as { accessToken: string }).accessToken)).statusCode).toBe(200);
    });

    it('a session that has ended cannot change the password with its leftover access token', async () => {
      const user = await signUpAndVerify(h, uniqueEmail('leftover'));
      const here = await signIn(user);
      const thief = await signIn(user, TEST_PASSWORD, IPHONE_SAFARI);
      expect((await endSession(here.accessToken, thief.sessionId)).statusCode).toBe(200);
      expectError(
        await changePassword(thief.accessToken, {
          currentPassword: TEST_PASSWORD,
          newPassword: 'stolen-pass',
          confirmPassword: 'stolen-pass',
        }),
        401,
      );
      expect((await login(h.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('an account without a password (Google only) is told how to set one', async () => {
      const user = await signUpAndVerify(h, uniqueEmail('google'));
      const device = await signIn(user);
      await h.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
      expectError(
        await changePassword(device.accessToken, {
          currentPassword: 'anything',
          newPassword: 'brand-new-1',
          confirmPassword: 'brand-new-1',
        }),
        400,
        { message: ACCOUNT_MESSAGES.noPassword, code: 'NO_PASSWORD' },
      );
    });

    it('stops guessing: after 10 wrong current passwords the account is locked for a while (429)', async () => {
      const user = await signUpAndVerify(h, uniqueEmail('guess'));
      const { accessToken } = await signIn(user);
      const wrong = { currentPassword: 'guess-0', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' };
      for (let i = 0; i < 10; i += 1) expectError(await changePassword(accessToken, wrong), 400);
      const locked = expectError(await changePassword(accessToken, { ...wrong, currentPassword: TEST_PASSWORD }), 429);
      expect(locked.message).toBe(ACCOUNT_MESSAGES.tooManyPasswordChecks);
    });
  });

  describe('DELETE /api/auth/account', () => {
    it('a wrong or missing password deletes nothing', async () => {
      const user = await signUpAndVerify(h, uniqueEmail('keep'));
      const { accessToken } = await signIn(user);
      expectError(await deleteAccount(accessToken, { password: 'not-it' }), 400, { message: ACCOUNT_MESSAGES.deletePasswordWrong });
      expectError(await deleteAccount(accessToken, {}), 400, { message: ACCOUNT_MESSAGES.deletePasswordRequired });
      expectError(await deleteAccount(null, { password: TEST_PASSWORD }), 401);
      expect((await login(h.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('ends every session at once and mails when the account goes; 7 days later the job deletes the user, their profile rows and photo', async () => {
      const student = await completedStudent(h, 'leaving');
      const here = await signIn(student);
      const other = await signIn(student, TEST_PASSWORD, IPHONE_SAFARI);
      const bystander = await completedStudent(h, 'staying');
      const [before] = await h.app.db.select().from(profiles).where(eq(profiles.userId, student.id));
      const photoPath = path.join(h.app.config.dataDir, before!.profilePictureUrl!.replace(/^\//, ''));
      expect(existsSync(photoPath)).toBe(true);

      const mailsBefore = h.mail.mails.length;
      const asked = Date.now();
      const res = await deleteAccount(here.accessToken, { password: TEST_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as DeleteAccountResponse;
      const due = new Date(answer.deletionDueAt).getTime();
      expect(due).toBeGreaterThanOrEqual(asked + GRACE_MS);
      expect(due).toBeLessThanOrEqual(Date.now() + GRACE_MS);
      expect(answer.message).toBe(deletionScheduledMessage(formatIst(answer.deletionDueAt)));
      expect(setCookie(res)).toMatchObject({ value: '' });

      // At once: every session of the account has ended, and nothing is deleted yet.
      expectError(await refresh(h.app, here.refreshToken), 401);
      expectError(await refresh(h.app, other.refreshToken), 401);
      expectError(await listSessions(other.accessToken), 401);
      const [marked] = await h.app.db.select().from(users).where(eq(users.id, student.id));
      expect(marked!.deletionDueAt!.getTime()).toBe(due);
      expect(existsSync(photoPath)).toBe(true);
      // The security notice says when, and that signing in cancels it.
      const notice = await h.mail.waitFor(student.email, mailsBefore, 10_000, (mail) => /will be deleted/.test(mail.subject));
      expect(notice.raw).toContain('Signing in before then cancels the deletion.');

      // Not yet due: the queue leaves it alone.
      await h.app.jobs.runDue();
      expect(await h.app.db.select({ id: users.id }).from(users).where(eq(users.id, student.id))).toHaveLength(1);

      await passDeletionGrace(h.app, student.id);
      expect(await runDeletionJob(h.app, student.id)).toBeNull();
      expectError(await login(h.app, student.email, TEST_PASSWORD), 401);
      expect(await h.app.db.select().from(users).where(eq(users.id, student.id))).toEqual([]);
      expect(await h.app.db.select().from(profiles).where(eq(profiles.userId, student.id))).toEqual([]);
      expect(await h.app.db.select().from(profileEducation).where(eq(profileEducation.userId, student.id))).toEqual([]);
      expect(await h.app.db.select().from(sessions).where(eq(sessions.userId, student.id))).toEqual([]);
      // The job took its own row with it: it names the user.
      expect(await h.app.db.select().from(queuedJobs).where(eq(queuedJobs.key, student.id))).toEqual([]);
      expect(existsSync(photoPath)).toBe(false);
      // Their profile is gone for everyone; other people are untouched.
      const seen = await h.app.inject({
        method: 'GET',
        url: `/api/users/profile?userId=${student.id}`,
        headers: authHeader(bystander.accessToken),
      });
      expectError(seen, 404);
      expect((await login(h.app, bystander.email, TEST_PASSWORD)).statusCode).toBe(200);
      // The email can sign up again from scratch.
      expect((await post(h.app, '/api/auth/register', { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);
      // A second run of the job (another instance, a retry) finds nothing to do.
      await h.app.jobs.schedule(h.app.db, {
        kind: ACCOUNT_DELETION_JOB,
        key: student.id,
        runAt: new Date(Date.now() - 1000),
        payload: { userId: student.id },
      });
      expect(await h.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
      expect((await h.app.db.select().from(users).where(eq(users.email, student.email)))[0]?.id).not.toBe(student.id);
    });

    it('the grace period cancels on sign-in', async () => {
      const student = await completedStudent(h, 'changed-mind');
      const here = await signIn(student);
      expect((await deleteAccount(here.accessToken, { password: TEST_PASSWORD })).statusCode).toBe(200);
      const mailsBefore = h.mail.mails.length;

      // Signing in within the 7 days keeps the account, and says so.
      const res = await post(h.app, '/api/auth/login', { email: student.email, password: TEST_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ deletionCancelled: true });
      const [kept] = await h.app.db.select().from(users).where(eq(users.id, student.id));
      expect(kept!.deletionDueAt).toBeNull();
      const [job] = await h.app.db
        .select()
        .from(queuedJobs)
        .where(and(eq(queuedJobs.kind, ACCOUNT_DELETION_JOB), eq(queuedJobs.key, student.id)));
      expect(job!.state).toBe('cancelled');
      await h.mail.waitFor(student.email, mailsBefore, 10_000, (mail) => /will not be deleted/.test(mail.subject));
      // The next sign-in has nothing to cancel.
      const again = await post(h.app, '/api/auth/login', { email: student.email, password: TEST_PASSWORD });
      expect(again.json()).not.toHaveProperty('deletionCancelled');

      // Even run at its time, the job deletes nothing.
      await passDeletionGrace(h.app, student.id);
      expect(await runDeletionJob(h.app, student.id)).toBe('done');
      expect(await h.app.db.select({ id: users.id }).from(users).where(eq(users.id, student.id))).toHaveLength(1);
      expect(await h.app.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, student.id))).toHaveLength(1);
      expect((await login(h.app, student.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('with two-step sign-in on, the password alone does not cancel the deletion; the code does', async () => {
      const user = await signUpAndVerify(h, uniqueEmail('two-step-leaving'));
      const { accessToken } = await signIn(user);
      const { secret, accessToken: enrolled } = await enrolTwoFactor(h.app, accessToken);
      expect((await deleteAccount(enrolled, { password: TEST_PASSWORD })).statusCode).toBe(200);

      const first = await post(h.app, '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(first.statusCode, first.body).toBe(200);
      const { challengeToken } = first.json() as { challengeToken: string };
      expect((await h.app.db.select().from(users).where(eq(users.id, user.id)))[0]!.deletionDueAt).not.toBeNull();

      const done = await post(h.app, '/api/auth/twoFactor/verify', { challengeToken, code: await nextTotpCode(h.app, user.id, secret) });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ deletionCancelled: true });
      expect((await h.app.db.select().from(users).where(eq(users.id, user.id)))[0]!.deletionDueAt).toBeNull();
    });

    it('a mentor’s mentor profile and photo go too', async () => {
      const mentor = await signUpAndVerify(h, uniqueEmail('mentor'), TEST_PASSWORD, 'mentor');
      const saved = await post(h.app, '/api/users/mentorProfile', await mentorPayload(), { headers: authHeader(mentor.tempToken) });
      expect(saved.statusCode, saved.body).toBe(200);
      const [row] = await h.app.db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, mentor.id));
      const photoPath = path.join(h.app.config.dataDir, row!.profilePictureUrl!.replace(/^\//, ''));
      expect(existsSync(photoPath)).toBe(true);
      const { accessToken } = await signIn(mentor);
      expect((await deleteAccount(accessToken, { password: TEST_PASSWORD })).statusCode).toBe(200);
      await passDeletionGrace(h.app, mentor.id);
      await h.app.jobs.runDue();
      expect(await h.app.db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, mentor.id))).toEqual([]);
      expect(existsSync(photoPath)).toBe(false);
    });
  });
});
