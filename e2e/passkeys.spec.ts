import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { describeUserAgent } from '../src/shared/userAgent.js';
import { codeMailedTo, expectNoSeriousWcagViolations, login, shootAtBothWidths, uniqueEmail } from './fixtures';

/**
 * Issue 36.2 in Chromium: a passkey added in settings with a virtual authenticator (the DevTools protocol's WebAuthn
 * domain), then a sign-in with it alone, no address or password typed.
 */

// Browsers refuse passkeys on an IP address, so this spec opens the server by name (global-setup binds passkeys to it).
test.use({ baseURL: process.env.E2E_BASE_URL!.replace('//127.0.0.1', '//localhost') });

const PASSWORD = 'campus123';

/** A platform authenticator that holds discoverable passkeys and verifies its user (as a fingerprint reader would). */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function logOut(page: Page) {
  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('passkeys', () => {
  test('add a passkey in settings, sign out, sign in with the passkey alone; rename and remove it', async ({ page, request }) => {
    test.slow();
    const email = uniqueEmail('passkey');
    expect((await request.post('/api/auth/register', { data: { email, password: PASSWORD, role: 'student' } })).status()).toBe(200);
    expect((await request.post('/api/auth/verifyOtp', { data: { email, otp: await codeMailedTo(email) } })).status()).toBe(200);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);

    await login(page, email, PASSWORD);
    await page.goto('/SelfSetting');
    const card = page.getByRole('region', { name: 'Passkeys' });
    await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    const name = dialog.getByLabel('Passkey name');
    // A first name from the browser and system it is made on, focused to be changed at once.
    const userAgent = await page.evaluate(() => navigator.userAgent);
    expect(describeUserAgent(userAgent).label).toMatch(/^\w+ on \w+/);
    await expect(name).toHaveValue(describeUserAgent(userAgent).label);
    await expect(name).toBeFocused();
    await expectNoSeriousWcagViolations(page);
    await name.fill('My laptop');
    await dialog.getByRole('button', { name: 'Add passkey' }).click();
    await expect(dialog).toBeHidden();
    const list = card.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('My laptop')).toBeVisible();
    await expect(list.getByText(/Not used yet/)).toBeVisible();
    // The authenticator holds one discoverable passkey for this site.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await card.scrollIntoViewIfNeeded();
    await shootAtBothWidths(page, 'passkeys-settings');

    await logOut(page);
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await shootAtBothWidths(page, 'passkeys-login');
    // Nothing typed: the passkey alone signs in, with no second step asked.
    await expect(page.getByLabel(/email or phone/i)).toHaveValue('');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/view$/);
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);

    await page.goto('/SelfSetting');
    await expect(list.getByText(/Last used/)).toBeVisible();
    await list.getByRole('button', { name: 'Rename My laptop' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename passkey' });
    await rename.getByLabel('Passkey name').fill('   ');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await expect(rename.getByText('Please give this passkey a name.')).toBeVisible();
    await rename.getByLabel('Passkey name').fill('Work laptop');
    await rename.getByLabel('Passkey name').press('Enter');
    await expect(list.getByText('Work laptop')).toBeVisible();

    await list.getByRole('button', { name: 'Remove Work laptop' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await expect(confirm.getByText(/“Work laptop” will no longer sign you in/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(list.getByText('Work laptop')).toBeVisible();
    await list.getByRole('button', { name: 'Remove Work laptop' }).click();
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(card.getByText('You have no passkeys yet.')).toBeVisible();

    // The authenticator still holds the passkey, but the site no longer knows it: it cannot sign in.
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText(/This passkey is not registered here/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
