import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demo, login, uniqueEmail } from './fixtures';

/** Waits for a mail to `to` whose subject matches, in the test SMTP server's folder. */
async function mailTo(to: string, subject: RegExp, timeoutMs = 15_000) {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of readdirSync(dir)) {
      const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; subject: string };
      if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${String(subject)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const seconds = async (page: Page) => (await page.getByRole('timer').first().innerText()).replace(/\s+/g, ' ');

test.describe('teasers and waitlists', () => {
  test('the full countdown ticks down from 15 days 10 hours 30 minutes; the fixed-date one shows zeros', async ({ page }) => {
    await page.goto('/EventsComingSoon');
    await expect(page.getByRole('heading', { name: 'Launching Soon!' })).toBeVisible();
    await expect(page.getByText('Get ready for something extraordinary! Join our waitlist now.')).toBeVisible();
    const first = await seconds(page);
    expect(first).toMatch(/^15 Days 10 Hours (30|29) Minutes/);
    await expect.poll(() => seconds(page), { timeout: 5_000 }).not.toBe(first);

    await page.goto('/NewEvents');
    await expect(page.getByText('Events of the Universities')).toBeVisible();
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    expect(await seconds(page)).toBe('00 Days 00 Hours 00 Minutes 00 Seconds');
    await expect(page.getByRole('link', { name: 'Read Guidelines' })).toBeVisible();
  });

  test('a join shows the alert, the mail arrives, and the operator sees the count rise', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const admin = await browser.newPage();
    await login(admin, demo.admin);
    await admin.goto('/admin/waitlists');
    const count = admin.getByTestId('count-community');
    await expect(count).toBeVisible({ timeout: 30_000 });
    const before = Number(await count.innerText());

    await page.goto('/CommunityComingSoon');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    const email = uniqueEmail('waiter');
    await page.getByPlaceholder('Enter your email').fill(email);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText(`Subscribed with ${email}! Get ready for the big reveal!`)).toBeVisible();
    await expect(page.getByPlaceholder('Enter your email')).toHaveValue('');
    await mailTo(email, /Community waitlist/);

    await admin.reload();
    await expect(admin.getByTestId('count-community')).toHaveText(String(before + 1), { timeout: 30_000 });
    await admin.close();
  });
});

test.describe('events and help', () => {
  test('a student says Going, and the count rises', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, demo.student);
    await page.goto('/EventNews');
    await page.locator('main a[href^="/EventDescription"]').first().click();
    await expect(page).toHaveURL(/\/EventDescription\?id=/);
    const going = page.getByTestId('going-count');
    const before = Number(await going.innerText());
    const button = page.getByRole('button', { name: 'Going' });
    const pressed = (await button.getAttribute('aria-pressed')) === 'true';
    await button.click();
    await expect(going).toHaveText(String(pressed ? before - 1 : before + 1));
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /calendar\.ics$/);
  });

  test('a help ticket reaches the console', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.goto('/helpform');
    const email = uniqueEmail('helpme');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Username').fill('Asha');
    await page.getByLabel('Problem').fill(`My resume will not upload (${email}).`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thanks! Your request has been sent.')).toBeVisible();
    await mailTo(email, /We received your help request/);

    // On a phone too: an address written as one long word wraps inside the ticket.
    const admin = await browser.newPage({ viewport: { width: 375, height: 780 } });
    await login(admin, demo.admin);
    await admin.goto('/admin/tickets');
    await expect(admin.getByText(`My resume will not upload (${email}).`)).toBeVisible({ timeout: 30_000 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await admin.close();
  });
});
