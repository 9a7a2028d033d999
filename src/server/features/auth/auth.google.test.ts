import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../../../shared/messages.js';
import { sessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  expectError,
  login,
  post,
  registerAndReadCode,
  setCookie,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
} from '../../test/auth-helpers.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'test-key-1';

/** Google's side: a key set served over HTTP on loopback, and ID tokens signed with its key. */
async function startGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  let fetches = 0;
  const server: Server = createServer((request, response) => {
    if (request.url === '/certs') {
      fetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    privateKey,
    get fetches() {
      return fetches;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface IdTokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  aud?: string;
  iss?: string;
  exp?: number;
  key?: CryptoKey;
  kid?: string;
}

describe('auth: Google sign-in', () => {
  let google: Awaited<ReturnType<typeof startGoogle>>;
  let h: AuthHarness;
  let otherKey: CryptoKey;

  const now = () => Math.floor(Date.now() / 1000);
  const idToken = (o: IdTokenOptions = {}) =>
    new SignJWT({ email: o.email ?? 'someone@gmail.test', email_verified: o.emailVerified ?? true, name: 'Some One' })
      .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? KID, typ: 'JWT' })
      .setIssuer(o.iss ?? 'https://accounts.google.com')
      .setAudience(o.aud ?? CLIENT_ID)
      .setSubject(o.sub ?? `sub-${Math.random().toString(36).slice(2)}`)
      .setIssuedAt((o.exp ?? now() + 3600) - 3600)
      .setExpirationTime(o.exp ?? now() + 3600)
      .sign(o.key ?? google.privateKey);
  const signIn = async (o: IdTokenOptions = {}, extra: Record<string, unknown> = {}) =>
    post(h.app, '/api/auth/google', { credential: await idToken(o), ...extra });

  beforeAll(async () => {
    google = await startGoogle();
    otherKey = (await generateKeyPair('RS256')).privateKey;
    h = await startAuthHarness({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
  });
  afterAll(async () => {
    await h?.close();
    await google?.close();
  });

  it('a valid ID token answers a session and creates a verified user without a password', async () => {
    const email = uniqueEmail('google');
    const sub = `sub-${Date.now()}`;
    const res = await signIn({ sub, email });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      accessToken: expect.any(String),
      expiresIn: 900,
      user: { id: expect.any(String), email, username: null, role: 'student', profileCompleted: false },
    });
    expect(google.fetches).toBeGreaterThanOrEqual(1);
    expect(await h.app.tokens.verifyAccess(body.accessToken)).toMatchObject({ userId: body.user.id, role: 'student' });
    const cookie = setCookie(res)!;
    expect(cookie.attributes.httponly).toBe(true);
    expect(cookie.attributes.path).toBe('/api/auth');

    const [user] = await h.app.db.select().from(users).where(eq(users.id, body.user.id));
    expect(user).toMatchObject({ email, googleSub: sub, passwordHash: null });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await h.app.db.select().from(sessions).where(eq(sessions.userId, body.user.id))).toHaveLength(1);
  });

  it('the same Google account again signs into the same user', async () => {
    const sub = `sub-same-${Date.now()}`;
    const email = uniqueEmail('same');
    const first = await signIn({ sub, email });
    const second = await signIn({ sub, email });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
    expect(await h.app.db.select().from(users).where(eq(users.googleSub, sub))).toHaveLength(1);
  });

  it('a mentor sign-in stores the mentor role', async () => {
    const res = await signIn({ email: uniqueEmail('gmentor') }, { role: 'mentor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.role).toBe('mentor');
  });

  it('links to an existing verified account of the same email', async () => {
    const existing = await signUpAndVerify(h, uniqueEmail('linked'));
    const res = await signIn({ email: existing.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(existing.id);
    // The password keeps working for its owner.
    expect((await login(h.app, existing.email, existing.password)).statusCode).toBe(200);
  });

  it('a Google sign-in within the grace period cancels the account’s deletion, and says so', async () => {
    const owner = await signUpAndVerify(h, uniqueEmail('google-leaving'));
    const session = (await login(h.app, owner.email, owner.password)).json() as { accessToken: string };
    const asked = await h.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { password: owner.password },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const res = await signIn({ email: owner.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: owner.id }, deletionCancelled: true });
    const [kept] = await h.app.db.select().from(users).where(eq(users.id, owner.id));
    expect(kept!.deletionDueAt).toBeNull();
  });

  it('a password set by whoever registered the email without verifying it stops working once the owner signs in with Google', async () => {
    // Pre-hijacking: someone registers the victim's address with their own password and never verifies it.
    const email = uniqueEmail('victim');
    await registerAndReadCode(h, email, 'attacker-password', 'mentor');
    const res = await signIn({ email });
    expect(res.statusCode, res.body).toBe(200);
    // The owner gets the account as a new one: their chosen role, no stranger's password.
    expect(res.json().user.role).toBe('student');
    const [user] = await h.app.db.select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash).toBeNull();
    expectError(await login(h.app, email, 'attacker-password'), 401, { code: 'INVALID_CREDENTIALS' });
  });

  it('a token for another audience answers 401', async () => {
    const res = await signIn({ aud: 'someone-else.apps.googleusercontent.com', email: uniqueEmail('aud') });
    expectError(res, 401, { code: 'GOOGLE_TOKEN_INVALID', message: MESSAGES.googleLoginFailed });
  });

  it('an expired token answers 401', async () => {
    expectError(await signIn({ exp: now() - 120, email: uniqueEmail('exp') }), 401, { code: 'GOOGLE_TOKEN_INVALID' });
  });

  it('a token from another issuer answers 401', async () => {
    expectError(await signIn({ iss: 'https://evil.example', email: uniqueEmail('iss') }), 401, { code: 'GOOGLE_TOKEN_INVALID' });
  });

  it('a token signed by another key answers 401, whether it claims Google’s kid or another one', async () => {
    const email = uniqueEmail('forged');
    expectError(await signIn({ key: otherKey, email }), 401, { code: 'GOOGLE_TOKEN_INVALID' });
    expectError(await signIn({ key: otherKey, kid: 'unknown-kid', email }), 401, { code: 'GOOGLE_TOKEN_INVALID' });
    expect(await h.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('a token whose email Google has not verified answers 401', async () => {
    const email = uniqueEmail('unverified');
    expectError(await signIn({ email, emailVerified: false }), 401, { code: 'GOOGLE_TOKEN_INVALID' });
    expect(await h.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('a credential that is not a JWT answers 401; an empty one 400', async () => {
    expectError(await post(h.app, '/api/auth/google', { credential: 'not-a-jwt' }), 401, { code: 'GOOGLE_TOKEN_INVALID' });
    expectError(await post(h.app, '/api/auth/google', { credential: '' }), 400, { message: MESSAGES.googleLoginFailed });
  });

  it('answers 503 when GOOGLE_CLIENT_ID is not configured', async () => {
    const bare: TestApp = await createTestApp({ GOOGLE_JWKS_URL: google.jwksUrl });
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential: await idToken({ email: uniqueEmail('off') }) },
      });
      expectError(res, 503, { code: 'GOOGLE_DISABLED', message: SERVER_MESSAGES.googleNotConfigured });
    } finally {
      await bare.close();
    }
  });

  it('a Google-only account cannot log in with a password', async () => {
    const email = uniqueEmail('nopass');
    expect((await signIn({ email })).statusCode).toBe(200);
    expectError(await login(h.app, email, TEST_PASSWORD), 401, { code: 'INVALID_CREDENTIALS' });
  });
});
