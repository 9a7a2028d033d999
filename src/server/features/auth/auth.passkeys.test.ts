import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSKEY_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages.js';
import { buildApp } from '../../app.js';
import { passkeys, sessions, users } from '../../db/schema/index.js';
import {
  expectError,
  loginAs,
  post,
  refresh,
  refreshCookieOf,
  signUpAndVerify,
  startAuthHarness,
  uniqueEmail,
  type App,
  type AuthHarness,
} from '../../test/auth-helpers.js';
import { authHeader } from '../../test/profiles-helpers.js';
import { SoftwareAuthenticator, type CeremonyOverrides } from '../../test/software-authenticator.js';

/** Issue 36, point 2: passkeys added in settings, named and removed, and a sign-in with a passkey alone. */

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Options {
  challenge: string;
  user: { id: string };
  rp: { id: string };
}

describe('passkeys', () => {
  let h: AuthHarness;
  // With REDIS_URL set (the PostgreSQL run) the challenges live in Redis, as on several instances.
  beforeAll(async () => {
    h = await startAuthHarness(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  });
  afterAll(() => h.close());
  afterEach(() => vi.useRealTimers());

  const authenticatorFor = (app: App) =>
    new SoftwareAuthenticator({ origin: app.config.webauthn.origins[0]!, rpId: app.config.webauthn.rpId });
  const registrationOptions = async (token: string) => {
    const res = await post(h.app, '/api/auth/passkeys/registration/options', undefined, { headers: authHeader(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Options;
  };
  const addPasskey = (token: string, body: unknown) => post(h.app, '/api/auth/passkeys', body, { headers: authHeader(token) });
  const list = async (token: string) => {
    const res = await h.app.inject({ method: 'GET', url: '/api/auth/passkeys', headers: authHeader(token) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[] }).passkeys;
  };
  const signInOptions = async () => {
    const res = await post(h.app, '/api/auth/passkeys/authentication/options');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { challenge: string; rpId: string; userVerification: string };
  };
  const passkeySignIn = (credential: unknown, userAgent = LAPTOP, rememberMe = false) =>
    post(h.app, '/api/auth/passkeys/authentication', { credential, rememberMe }, { headers: { 'user-agent': userAgent } });
  /** Runs the queued notices, then the subjects mailed to the address since `after`. */
  const noticesTo = async (email: string, after: number) => {
    await h.app.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return h.mail.mails.slice(after).filter((mail) => mail.to.includes(email));
  };

  /** A signed-in user holding one registered passkey. */
  async function userWithPasskey(label: string, overrides: CeremonyOverrides = {}) {
    const user = await signUpAndVerify(h, uniqueEmail(label));
    const session = await loginAs(h.app, user.email);
    const authenticator = authenticatorFor(h.app);
    const added = await addPasskey(session.accessToken, {
      name: 'Laptop',
      credential: authenticator.register(await registrationOptions(session.accessToken), overrides),
    });
    expect(added.statusCode, added.body).toBe(200);
    return { user, session, authenticator, passkeyId: (added.json() as { passkey: { id: string } }).passkey.id };
  }

  it('adds a passkey from settings (a discoverable, user-verifying one), lists it by name and mails a security notice', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('add'));
    const session = await loginAs(h.app, user.email);
    const options = await registrationOptions(session.accessToken);
    expect(options.rp.id).toBe(h.app.config.webauthn.rpId);
    expect(options).toMatchObject({
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    // The user handle is the account's id in bytes: never the address.
    expect(Buffer.from(options.user.id, 'base64url').toString('hex')).toBe(user.id.replace(/-/g, ''));

    const authenticator = authenticatorFor(h.app);
    const before = h.mail.mails.length;
    const added = await addPasskey(session.accessToken, { name: '  Chromium on Linux  ', credential: authenticator.register(options) });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ message: PASSKEY_MESSAGES.added, passkey: { name: 'Chromium on Linux', lastUsedAt: null } });

    const listed = await list(session.accessToken);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Chromium on Linux', lastUsedAt: null });
    expect(Object.keys(listed[0]!).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name']);
    const [row] = await h.app.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row!.credentialId).toBe(authenticator.id);
    expect(row!.transports).toEqual(['internal']);
    expect(row!.publicKey.length).toBeGreaterThan(60);

    const mails = await noticesTo(user.email, before);
    expect(mails.map((mail) => mail.subject)).toEqual(['A passkey was added to your Campus account']);
    const text = mails[0]!.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Chromium on Linux');
    expect(text).toContain('/SelfSetting#sessions');

    // The next registration asks the authenticator not to make a second passkey for this account.
    expect(
      ((await registrationOptions(session.accessToken)) as unknown as { excludeCredentials: { id: string }[] }).excludeCredentials,
    ).toEqual([expect.objectContaining({ id: authenticator.id, type: 'public-key' })]);
    // The same credential twice is a conflict, not a second row.
    const again = await addPasskey(session.accessToken, {
      name: 'Again',
      credential: authenticator.register(await registrationOptions(session.accessToken)),
    });
    expectError(again, 409, { code: 'PASSKEY_EXISTS' });
  });

  it('signs in with a passkey alone: the same session as a password sign-in gives (tokens, cookie, refresh), counter and last use recorded', async () => {
    const { user, authenticator, session } = await userWithPasskey('sign-in');
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: h.app.config.webauthn.rpId, userVerification: 'required' });
    expect(options).not.toHaveProperty('allowCredentials.0');

    const res = await passkeySignIn(authenticator.authenticate(options), LAPTOP, true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { accessToken: string; expiresIn: number; user: { id: string; email: string } };
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.expiresIn).toBe(900);
    const cookie = refreshCookieOf(res);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: authHeader(body.accessToken) })).statusCode).toBe(200);
    const renewed = await refresh(h.app, cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);

    const [row] = await h.app.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
    expect((await list(session.accessToken))[0]!.lastUsedAt).not.toBeNull();
    const live = await h.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.filter((s) => s.multiFactor)).toHaveLength(1);
    expect(live.find((s) => s.multiFactor)!.rememberMe).toBe(true);
  });

  it('tells the owner of a passkey sign-in from a new device, as a password sign-in does', async () => {
    const { user, authenticator } = await userWithPasskey('new-device');
    await noticesTo(user.email, 0); // the passkey-added notice goes first
    const before = h.mail.mails.length;
    expect((await passkeySignIn(authenticator.authenticate(await signInOptions()), PHONE)).statusCode).toBe(200);
    const subjects = (await noticesTo(user.email, before)).map((mail) => mail.subject);
    expect(subjects).toEqual(['New sign-in to your Campus account']);
  });

  it('spends each challenge once: a replayed sign-in or registration answer is refused', async () => {
    const { authenticator, session } = await userWithPasskey('single-use');
    const answer = authenticator.authenticate(await signInOptions());
    expect((await passkeySignIn(answer)).statusCode).toBe(200);
    expectError(await passkeySignIn(answer), 400, { code: 'PASSKEY_CHALLENGE_EXPIRED', message: PASSKEY_MESSAGES.challengeExpired });

    // A challenge the server never gave out.
    expectError(await passkeySignIn(authenticator.authenticate({ challenge: Buffer.from('made-up').toString('base64url') })), 400, {
      code: 'PASSKEY_CHALLENGE_EXPIRED',
    });

    const options = await registrationOptions(session.accessToken);
    const second = authenticatorFor(h.app);
    const credential = second.register(options);
    const first = await addPasskey(session.accessToken, { name: 'Phone', credential });
    expect(first.statusCode, first.body).toBe(200);
    const third = authenticatorFor(h.app);
    expectError(await addPasskey(session.accessToken, { name: 'Tablet', credential: third.register(options) }), 400, {
      code: 'PASSKEY_CHALLENGE_EXPIRED',
    });
    expect(await list(session.accessToken)).toHaveLength(2);
  });

  it('a registration challenge is only good for the user it was given to', async () => {
    const alice = await userWithPasskey('alice-reg');
    const bob = await signUpAndVerify(h, uniqueEmail('bob-reg'));
    const bobSession = await loginAs(h.app, bob.email);
    const aliceOptions = await registrationOptions(alice.session.accessToken);
    const res = await addPasskey(bobSession.accessToken, { name: 'Stolen', credential: authenticatorFor(h.app).register(aliceOptions) });
    expectError(res, 400, { code: 'PASSKEY_CHALLENGE_EXPIRED' });
    expect(await list(bobSession.accessToken)).toEqual([]);
  });

  it.skipIf(Boolean(process.env.REDIS_URL))('a challenge expires after five minutes', async () => {
    const { authenticator } = await userWithPasskey('expiry');
    vi.useFakeTimers({ toFake: ['Date'] });
    const options = await signInOptions();
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    expectError(await passkeySignIn(authenticator.authenticate(options)), 400, { code: 'PASSKEY_CHALLENGE_EXPIRED' });
  });

  it('refuses answers made for another origin or another site (4xx), and a passkey that did not verify its user', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('origin'));
    const session = await loginAs(h.app, user.email);
    const authenticator = authenticatorFor(h.app);
    const wrong = [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { unverified: true }] satisfies CeremonyOverrides[];
    for (const overrides of wrong) {
      const res = await addPasskey(session.accessToken, {
        name: 'Phished',
        credential: authenticator.register(await registrationOptions(session.accessToken), overrides),
      });
      expectError(res, 400, { code: 'PASSKEY_INVALID', message: PASSKEY_MESSAGES.notVerified });
    }
    expect(await list(session.accessToken)).toEqual([]);

    const { authenticator: good } = await userWithPasskey('origin-sign-in');
    for (const overrides of wrong) {
      const res = await passkeySignIn(good.authenticate(await signInOptions(), overrides));
      expectError(res, 401, { code: 'PASSKEY_SIGN_IN_FAILED', message: PASSKEY_MESSAGES.signInFailed });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await passkeySignIn(good.authenticate(await signInOptions()))).statusCode).toBe(200);
  });

  it('refuses a counter that does not move forward (a copied authenticator), and an unknown passkey', async () => {
    const { authenticator, user } = await userWithPasskey('counter');
    expect((await passkeySignIn(authenticator.authenticate(await signInOptions(), { counter: 5 }))).statusCode).toBe(200);
    for (const counter of [5, 3, 0]) {
      expectError(await passkeySignIn(authenticator.authenticate(await signInOptions(), { counter })), 401, {
        code: 'PASSKEY_SIGN_IN_FAILED',
      });
    }
    const [row] = await h.app.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row!.counter).toBe(5);
    expect((await passkeySignIn(authenticator.authenticate(await signInOptions(), { counter: 6 }))).statusCode).toBe(200);

    const stranger = authenticatorFor(h.app);
    expectError(await passkeySignIn(stranger.authenticate(await signInOptions())), 401, {
      code: 'PASSKEY_UNKNOWN',
      message: PASSKEY_MESSAGES.unknownPasskey,
    });
  });

  it('a passkey signs in only the account it was made for: a different user handle is refused', async () => {
    const { authenticator } = await userWithPasskey('handle');
    authenticator.userHandle = Buffer.from('someone-else').toString('base64url');
    expectError(await passkeySignIn(authenticator.authenticate(await signInOptions())), 401, { code: 'PASSKEY_SIGN_IN_FAILED' });
  });

  it('renames and removes only the caller’s own passkeys: another user’s id is a 404 and changes nothing', async () => {
    const alice = await userWithPasskey('alice');
    const bob = await userWithPasskey('bob');
    const asBob = authHeader(bob.session.accessToken);
    const asAlice = authHeader(alice.session.accessToken);

    const rename = (id: string, headers: Record<string, string>, name: unknown) =>
      h.app.inject({ method: 'PATCH', url: `/api/auth/passkeys/${id}`, headers, payload: { name } });
    const remove = (id: string, headers: Record<string, string>) =>
      h.app.inject({ method: 'DELETE', url: `/api/auth/passkeys/${id}`, headers });

    expectError(await rename(alice.passkeyId, asBob, 'Mine now'), 404, { code: 'PASSKEY_NOT_FOUND' });
    expectError(await remove(alice.passkeyId, asBob), 404, { code: 'PASSKEY_NOT_FOUND', message: PASSKEY_MESSAGES.notFound });
    expectError(await remove('not-a-uuid', asBob), 404, { code: 'PASSKEY_NOT_FOUND' });
    expect((await list(alice.session.accessToken)).map((p) => p.name)).toEqual(['Laptop']);

    expectError(await rename(alice.passkeyId, asAlice, '   '), 400);
    expectError(await rename(alice.passkeyId, asAlice, 'x'.repeat(61)), 400);
    const renamed = await rename(alice.passkeyId, asAlice, 'Work laptop');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: alice.passkeyId, name: 'Work laptop' });

    const removed = await remove(alice.passkeyId, asAlice);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await list(alice.session.accessToken)).toEqual([]);
    expectError(await remove(alice.passkeyId, asAlice), 404);
    // A removed passkey no longer signs in; the session that removed it goes on.
    expectError(await passkeySignIn(alice.authenticator.authenticate(await signInOptions())), 401, { code: 'PASSKEY_UNKNOWN' });
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/passkeys', headers: asAlice })).statusCode).toBe(200);
    // Bob's passkey was never touched.
    expect((await passkeySignIn(bob.authenticator.authenticate(await signInOptions()))).statusCode).toBe(200);
  });

  it('settings calls need a signed-in, live session; bad bodies are 400s', async () => {
    expectError(await post(h.app, '/api/auth/passkeys/registration/options'), 401);
    expectError(await h.app.inject({ method: 'GET', url: '/api/auth/passkeys' }), 401);
    const { session } = await userWithPasskey('inputs');
    expectError(await addPasskey(session.accessToken, { name: 'No credential' }), 400);
    expectError(
      await addPasskey(session.accessToken, { name: 'Junk', credential: { id: '!!', rawId: '!!', type: 'public-key', response: {} } }),
      400,
    );
    expectError(await passkeySignIn({ id: 'x', rawId: 'x', type: 'password', response: {} }), 400);
    expectError(
      await post(h.app, '/api/auth/passkeys/authentication', 'not json', { headers: { 'content-type': 'application/json' } }),
      400,
    );
  });

  it('a passkey sign-in counts as two-step: an operator without an authenticator app reaches the console, also after a refresh', async () => {
    const { user, authenticator, session: passwordSession } = await userWithPasskey('operator');
    await h.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const admin = (token: string) => h.app.inject({ method: 'GET', url: '/api/admin/moderation', headers: authHeader(token) });

    // A password sign-in of the same account is one step: the console stays closed.
    const password = await loginAs(h.app, user.email);
    expectError(await admin(password.accessToken), 403, { code: 'TWO_FACTOR_REQUIRED', message: SERVER_MESSAGES.twoFactorRequired });
    expect(passwordSession.accessToken).toBeTruthy();

    const res = await passkeySignIn(authenticator.authenticate(await signInOptions()));
    expect(res.statusCode, res.body).toBe(200);
    const { accessToken } = res.json() as { accessToken: string };
    expect((await admin(accessToken)).statusCode).toBe(200);
    const status = await h.app.inject({ method: 'GET', url: '/api/auth/twoFactor', headers: authHeader(accessToken) });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true, passkeySession: true });

    const renewed = await refresh(h.app, refreshCookieOf(res));
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await admin((renewed.json() as { accessToken: string }).accessToken)).statusCode).toBe(200);
  });
});

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!shared)('passkey ceremonies across two instances (PostgreSQL and Redis shared)', () => {
  let h: AuthHarness;
  let second: App;
  beforeAll(async () => {
    h = await startAuthHarness({ REDIS_URL: process.env.REDIS_URL! });
    second = await buildApp(h.app.config, { logger: false });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await h.close();
  });

  it('a ceremony begun on one instance finishes on the other, and its challenge is spent for both', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('two-instances'));
    const session = await loginAs(h.app, user.email);
    const authenticator = new SoftwareAuthenticator({ origin: h.app.config.webauthn.origins[0]!, rpId: h.app.config.webauthn.rpId });
    const options = (
      await post(h.app, '/api/auth/passkeys/registration/options', undefined, { headers: authHeader(session.accessToken) })
    ).json() as Options;
    const added = await post(
      second,
      '/api/auth/passkeys',
      { name: 'Laptop', credential: authenticator.register(options) },
      { headers: authHeader(session.accessToken) },
    );
    expect(added.statusCode, added.body).toBe(200);

    const signIn = (await post(second, '/api/auth/passkeys/authentication/options')).json() as { challenge: string };
    const answer = authenticator.authenticate(signIn);
    const first = await post(h.app, '/api/auth/passkeys/authentication', { credential: answer });
    expect(first.statusCode, first.body).toBe(200);
    expectError(await post(second, '/api/auth/passkeys/authentication', { credential: answer }), 400, {
      code: 'PASSKEY_CHALLENGE_EXPIRED',
    });
  });
});
