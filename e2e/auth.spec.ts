import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { codeMailedTo, demo, login, uniqueEmail } from './fixtures';

async function pasteCode(page: Page, code: string) {
  const first = page.getByLabel('Digit 1 of 6');
  await first.focus();
  await first.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

test.describe('accounts', () => {
  test('a new student signs up with the emailed OTP and reaches profile completion', async ({ page }) => {
    const email = uniqueEmail('new.student');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password (6 or more characters)').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();

    await page.getByLabel('Password (6 or more characters)').fill('campus123');
    await page.getByLabel('Confirm password').fill('campus124');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    await page.getByLabel('Confirm password').fill('campus123');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent to your email!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();

    const code = await codeMailedTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await pasteCode(page, wrong);
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(wrong[5]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid OTP. Please try again.', { exact: true }).first()).toBeVisible();

    await pasteCode(page, code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/AfterOtpSection1$/);
    // The sign-up page's toasts stay there: none follows the student into the wizard.
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    await expect(page.getByText('OTP sent to your email!', { exact: true })).toHaveCount(0);
  });

  test('backspace on an empty OTP box moves to the previous one', async ({ page }) => {
    const email = uniqueEmail('otp.keys');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password (6 or more characters)').fill('campus123');
    await page.getByLabel('Confirm password').fill('campus123');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type('12');
    await expect(page.getByLabel('Digit 3 of 6')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 2 of 6')).toBeFocused();
    await page.keyboard.type('x');
    await expect(page.getByLabel('Digit 2 of 6')).not.toHaveValue('x');
  });

  test('login needs both fields and shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByText('Please enter both email and password!').first()).toBeVisible();
    await page.getByLabel(/email or phone/i).fill(demo.student);
    await page.getByLabel(/^password/i).fill('not-the-password');
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Remember Me keeps the student signed in across a reload; logout ends it', async ({ page }) => {
    // The login page is prerendered; opened again after a redirect it must hydrate without a mismatch, or React
    // draws it afresh and what was typed meanwhile is lost.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/view');
    await expect(page).toHaveURL(/\/$/);

    await login(page, demo.student, undefined, true);
    await expect(page.getByText('Login Successful!', { exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'refresh_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/eyJ/);

    await page.reload();
    await expect(page).toHaveURL(/\/view$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/view$/);

    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/view');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a session without Remember Me uses a browser-session cookie', async ({ page }) => {
    await login(page, demo.mentor);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'refresh_token');
    expect(cookie?.expires).toBe(-1);
  });

  test('an unknown path shows the designed 404 with a way home', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { name: 'This page has wandered off campus' })).toBeVisible();
    await page
      .locator('main')
      .getByRole('link', { name: /dashboard|home/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/view$/);
  });

  test('the login page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('@mobile the dashboard has a bottom navigation and no sideways scroll', async ({ page }) => {
    await login(page, demo.student);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('navigation').last()).toBeVisible();
  });
});
