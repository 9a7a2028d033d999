import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../shared/contracts/notifications.constants.js';
import {
  enrolTwoFactor,
  loginAs,
  post,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
} from '../../test/auth-helpers.js';
import { authHeader } from '../../test/profiles-helpers.js';

/** Issue 36, point 6: security notices, mailed whatever the notification settings. */

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LAPTOP_UPDATED = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('security notices', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h.close());

  const signIn = (email: string, userAgent: string) =>
    post(h.app, '/api/auth/login', { email, password: TEST_PASSWORD, rememberMe: false }, { headers: { 'user-agent': userAgent } });
  /** Runs the queued notices, then the subjects mailed to the address since `after`. */
  const noticesTo = async (email: string, after: number) => {
    await h.app.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return h.mail.mails.slice(after).filter((mail) => mail.to.includes(email));
  };

  it('a sign-in from a device the account has not used is mailed, with the device and a link to the sessions; the same browser updated is not', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('notice-device'));
    let before = h.mail.mails.length;
    expect((await signIn(user.email, LAPTOP)).statusCode).toBe(200);
    expect((await signIn(user.email, LAPTOP_UPDATED)).statusCode).toBe(200);
    // The account's first sign-in, then the same browser and system: nothing to tell.
    expect(await noticesTo(user.email, before)).toEqual([]);

    before = h.mail.mails.length;
    expect((await signIn(user.email, PHONE)).statusCode).toBe(200);
    const mail = await h.mail.waitFor(user.email, before);
    expect(mail.subject).toBe('New sign-in to your Campus account');
    // The text part, with the quoted-printable soft line breaks taken out.
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toMatch(/signed in to from Safari on iPhone on /);
    expect(text).toMatch(/\/SelfSetting#sessions/);
    // Once: the phone is known from now on.
    before = h.mail.mails.length;
    expect((await signIn(user.email, PHONE)).statusCode).toBe(200);
    expect(await noticesTo(user.email, before)).toEqual([]);
  });

  it('a password change and two-step sign-in turned on are mailed, even with every notification turned off', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('notice-account'));
    const session = await loginAs(h.app, user.email);
    const quiet = await h.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: authHeader(session.accessToken),
      payload: { channels: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { email: false, push: false }])) },
    });
    expect(quiet.statusCode, quiet.body).toBe(200);

    let before = h.mail.mails.length;
    const changed = await post(
      h.app,
      '/api/auth/changePassword',
      { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password-1', confirmPassword: 'a-new-password-1' },
      { headers: authHeader(session.accessToken) },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await h.mail.waitFor(user.email, before)).subject).toBe('Your Campus password was changed');

    before = h.mail.mails.length;
    await enrolTwoFactor(h.app, session.accessToken);
    expect((await h.mail.waitFor(user.email, before)).subject).toBe('Two-step sign-in was turned on');
  });
});
