import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Env } from '../config.js';
import { createTestApp, type TestApp, type TestDatabase } from './app.js';
import { totpCode, totpStep } from '../platform/totp.js';
import { queuedJobs, users } from '../db/schema/index.js';
import { ACCOUNT_DELETION_JOB } from '../features/auth/index.js';
import { codeIn, startMailServer } from './mail-server.js';

export type App = TestApp['app'];
export type MailServer = Awaited<ReturnType<typeof startMailServer>>;
export type Response = LightMyRequestResponse;

export const TEST_PASSWORD = 'secret-pass-1';
export const REFRESH_COOKIE = 'refresh_token';
/** The secret createTestApp gives every test app (so tokens can be forged or compared in tests). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-123456';

/** A fresh, unused address for every sign-up, so tests never see each other's accounts. */
export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(5).toString('hex')}@example.test`;

export interface AuthHarness {
  app: App;
  mail: MailServer;
  close(): Promise<void>;
}

/** The real app on a fresh database, sending its mail over SMTP to a loopback server. */
/** Given a TestDatabase, the app uses it and leaves it in place (a second instance may share it). */
export async function startAuthHarness(env: Partial<Env> = {}, shared?: TestDatabase): Promise<AuthHarness> {
  const mail = await startMailServer();
  let t: TestApp;
  try {
    t = await createTestApp({ SMTP_URL: mail.url, ...env }, shared);
  } catch (error) {
    await mail.close();
    throw error;
  }
  return {
    app: t.app,
    mail,
    async close() {
      await t.close();
      await mail.close();
    },
  };
}

/** POSTs JSON (or a raw string payload) to the API, with the refresh cookie when given. */
export function post(
  app: App,
  url: string,
  body?: unknown,
  options: { cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<Response> {
  return app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      ...(options.cookie ? { cookie: `${REFRESH_COOKIE}=${options.cookie}` } : {}),
      ...options.headers,
    },
  });
}

/** The API's error shape: exact status, JSON, `message` and `error` carrying the same sentence. */
export function expectError(res: Response, status: number, expected: { message?: string; code?: string } = {}) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { message: string; error: string; code: string; fields?: Record<string, string[]> };
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.error).toBe(body.message);
  expect(typeof body.code).toBe('string');
  if (expected.message !== undefined) expect(body.message).toBe(expected.message);
  if (expected.code !== undefined) expect(body.code).toBe(expected.code);
  return body;
}

/** A 429 carries a Retry-After header holding a positive whole number of seconds, at most `maxSeconds`. */
export function expectRetryAfter(res: Response, maxSeconds: number) {
  const header = res.headers['retry-after'];
  expect(header, 'Retry-After header').toBeDefined();
  const seconds = Number(header);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flags map to true. */
  attributes: Record<string, string | true>;
}

/** Reads one Set-Cookie header of the response by cookie name, raw (not through light-my-request's parser). */
export function setCookie(res: Response, name = REFRESH_COOKIE): SetCookie | undefined {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  for (const line of lines) {
    const [pair, ...attrs] = line.split(';').map((part) => part.trim());
    const eq = pair!.indexOf('=');
    if (pair!.slice(0, eq) !== name) continue;
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      if (i === -1) attributes[attr.toLowerCase()] = true;
      else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
    }
    return { name, value: decodeURIComponent(pair!.slice(eq + 1)), attributes };
  }
  return undefined;
}

/** The refresh cookie's value, failing the test when the response set none. */
export function refreshCookieOf(res: Response): string {
  const cookie = setCookie(res);
  expect(cookie, `no ${REFRESH_COOKIE} cookie in ${res.statusCode} response`).toBeDefined();
  expect(cookie!.value.length).toBeGreaterThan(20);
  return cookie!.value;
}

/** Registers and answers the 6-digit code that arrived at the test SMTP server. */
export async function registerAndReadCode(
  h: Pick<AuthHarness, 'app' | 'mail'>,
  email: string,
  password = TEST_PASSWORD,
  role?: 'student' | 'mentor',
): Promise<string> {
  const before = h.mail.mails.length;
  const res = await post(h.app, '/api/auth/register', { email, password, ...(role ? { role } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return codeIn(await h.mail.waitForCode(email, before));
}

export interface VerifiedUser {
  id: string;
  email: string;
  password: string;
  tempToken: string;
}

/** A complete sign-up: register, read the code from the mail, verify it. */
export async function signUpAndVerify(
  h: Pick<AuthHarness, 'app' | 'mail'>,
  email = uniqueEmail(),
  password = TEST_PASSWORD,
  role?: 'student' | 'mentor',
): Promise<VerifiedUser> {
  const code = await registerAndReadCode(h, email, password, role);
  const res = await post(h.app, '/api/auth/verifyOtp', { email, otp: code });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { tempToken: string; user: { id: string } };
  return { id: body.user.id, email, password, tempToken: body.tempToken };
}

export const login = (app: App, email: string, password: string, rememberMe?: boolean, remoteAddress?: string) =>
  post(
    app,
    '/api/auth/login',
    { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) },
    remoteAddress ? { remoteAddress } : {},
  );

export interface LoggedIn {
  accessToken: string;
  refreshToken: string;
  userId: string;
  res: Response;
}

/** Logs in and answers the access token and the refresh cookie's value. */
export async function loginAs(app: App, email: string, password = TEST_PASSWORD, rememberMe?: boolean): Promise<LoggedIn> {
  const res = await login(app, email, password, rememberMe);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { accessToken: string; user: { id: string } };
  return { accessToken: body.accessToken, refreshToken: refreshCookieOf(res), userId: body.user.id, res };
}

export const refresh = (app: App, refreshToken?: string) =>
  post(app, '/api/auth/refresh', undefined, refreshToken ? { cookie: refreshToken } : {});

export interface TwoFactorEnrolment {
  secret: string;
  recoveryCodes: string[];
  /** The new access token of the enrolling session (it says two-step sign-in is on). */
  accessToken: string;
}

/**
 * A code of the secret the server will take: each time step's code is accepted once per user, so this is the code of
 * the first step after the last one accepted, now or the next step (accepted as a clock a little ahead), waiting for
 * the clock past that (at most one step).
 */
export async function nextTotpCode(app: App, userId: string, secret: string): Promise<string> {
  const [row] = await app.db.select({ last: users.totpLastStep }).from(users).where(eq(users.id, userId));
  const step = Math.max(totpStep(), (row?.last ?? -1) + 1);
  while (step > totpStep() + 1) await new Promise((resolve) => setTimeout(resolve, 100));
  return totpCode(secret, step);
}

/** Turns two-step sign-in on the way settings do: a new secret, then its current code. */
export async function enrolTwoFactor(app: App, accessToken: string): Promise<TwoFactorEnrolment> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const setup = await app.inject({ method: 'POST', url: '/api/auth/twoFactor/setup', headers });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const { userId } = (await app.tokens.verifyAccess(accessToken))!;
  const enabled = await post(app, '/api/auth/twoFactor/enable', { code: await nextTotpCode(app, userId, secret) }, { headers });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const body = enabled.json() as { recoveryCodes: string[]; accessToken: string };
  return { secret, recoveryCodes: body.recoveryCodes, accessToken: body.accessToken };
}

/**
 * Seven days pass for an account asked to be deleted: its mark (when a sign-in has not cleared it) and its deletion
 * job both fall due now; the job is moved through the queue, whatever its state, so a cancelled one runs too.
 * The caller then runs the due jobs (`app.jobs.runDue()`).
 */
/**
 * Runs the account's due deletion job, or waits for the app's own runner if that took it first, until the job is no
 * longer pending; answers its state then (null: gone, as a deletion removes the job rows naming the account).
 */
export async function runDeletionJob(app: App, userId: string): Promise<string | null> {
  for (const deadline = Date.now() + 10_000; ;) {
    await app.jobs.runDue();
    const [job] = await app.db
      .select({ state: queuedJobs.state })
      .from(queuedJobs)
      .where(and(eq(queuedJobs.kind, ACCOUNT_DELETION_JOB), eq(queuedJobs.key, userId)));
    if (!job || job.state !== 'pending') return job?.state ?? null;
    if (Date.now() > deadline) throw new Error(`the deletion job of ${userId} is still pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function passDeletionGrace(app: App, userId: string): Promise<void> {
  const past = new Date(Date.now() - 1000);
  await app.db
    .update(users)
    .set({ deletionDueAt: past })
    .where(and(eq(users.id, userId), isNotNull(users.deletionDueAt)));
  const [job] = await app.db
    .select()
    .from(queuedJobs)
    .where(and(eq(queuedJobs.kind, ACCOUNT_DELETION_JOB), eq(queuedJobs.key, userId)));
  expect(job, `the deletion job of ${userId}`).toBeDefined();
  await app.jobs.schedule(app.db, { kind: ACCOUNT_DELETION_JOB, key: userId, runAt: past, payload: job!.payload });
}
