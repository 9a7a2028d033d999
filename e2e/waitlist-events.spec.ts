import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demo, login, uniqueEmail, expectNoSeriousAxeViolations } from './fixtures';

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

const SHOTS = '/tmp/shots';

const seconds = async (page: Page) => (await page.getByRole('timer').first().innerText()).replace(/\s+/g, ' ');

test.describe('teasers and waitlists', () => {
  test("a live feature's teasers say it is live and lead to it; the navigation lists it once", async ({ page }) => {
    for (const [path, name, livePath] of [
      ['/EventsComingSoon', 'Events', '/EventNews'],
      ['/MentorshipComingSoon', 'Mentorship', '/MentorSection'],
      ['/NewHumanLib', 'Human Library', '/HumanLibhomepage'],
      ['/NewCareerZone', 'Career Zone', '/CarrerZonelandingPage'],
      ['/NewEvents', 'Events', '/EventNews'],
      ['/NewEduValt', 'EDU-Valt', '/EduValt'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: `Open ${name}` }), path).toHaveAttribute('href', livePath);
      await expect(page.getByRole('timer'), path).toHaveCount(0);
      await expect(page.getByText('Coming Soon', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Launching Soon!' })).toHaveCount(0);
    }
    await page.goto('/NewHumanLib');
    await expect(page.getByText('Live now', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/teaser-live-compact-1280.png`, fullPage: true });
    await page.goto('/MentorshipComingSoon');
    await expect(page.getByRole('heading', { name: 'Mentorship is live!' })).toBeVisible();
    // "More coming soon" lists only what is still coming.
    const more = page.getByRole('navigation', { name: 'More coming soon' });
    await expect(more.getByRole('link', { name: /Internzone/ })).toBeVisible();
    await expect(more.getByRole('link', { name: /Human Library/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/teaser-live-full-1280.png`, fullPage: true });

    await login(page, demo.student);
    const side = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(side.getByRole('link', { name: 'Internzone' })).toBeVisible();
    // Events once, the live one: no "Events Soon" beside it.
    await expect(side.getByRole('link', { name: /^Events/ })).toHaveCount(1);
    await expect(side.getByRole('link', { name: /^Events/ })).toHaveAttribute('href', '/EventNews');
  });

  test('the operator sets a launch date in the console; every teaser of that feature counts down to it, visit after visit', async ({
    page,
    browser,
  }) => {
    const admin = await browser.newPage();
    await login(admin, demo.admin);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Operator console sections' }).getByRole('link', { name: 'Launches' }).click();
    await expect(admin).toHaveURL(/\/admin\/launches$/);
    const row = admin.locator('li[data-feature="community"]');
    // Three days and five hours from now, typed as the operator's browser shows local time.
    const local = await admin.evaluate(() => {
      const at = new Date(Date.now() + (3 * 24 + 5) * 3_600_000 + 120_000);
      return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    });
    await row.getByLabel('Launch date (your time zone)').fill(local);
    await row.getByRole('button', { name: 'Save Community' }).click();
    await expect(admin.getByText('Community: Saved. The teaser pages show it now.', { exact: true })).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/admin-launches-1280.png`, fullPage: true });
    await admin.close();

    await page.goto('/CommunityComingSoon');
    await expect(page.getByRole('heading', { name: 'Launching Soon!' })).toBeVisible();
    await expect(page.getByText('Get ready for something extraordinary! Join our waitlist now.')).toBeVisible();
    await expect.poll(() => seconds(page)).toMatch(/^03 Days 05 Hours 0[01] Minutes/);
    const first = await seconds(page);
    await expect.poll(() => seconds(page), { timeout: 5_000 }).not.toBe(first);
    // A second visit counts down to the same date; it does not start again.
    await page.reload();
    await expect.poll(() => seconds(page)).toMatch(/^03 Days 05 Hours 0[01] Minutes/);

    await page.goto('/NewCommunity');
    await expect(page.getByText('College Life, Shared and Supported')).toBeVisible();
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect.poll(() => seconds(page)).toMatch(/^03 Days 05 Hours/);
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

  test('an operator publishes an event with an uploaded banner, shown on Event news and the event page', async ({ page }) => {
    test.setTimeout(180_000);
    const title = `Robotics Expo ${Date.now()}`;
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 14, g: 116, b: 144 } } })
      .png()
      .toBuffer();
    await login(page, demo.admin);
    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'New event' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Date (IST)').fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel('Organiser').fill('Robotics Club');
    await form.getByLabel('Place').fill('Innovation Lab');
    await form.getByLabel('Description').fill('Robots built by students, on show all afternoon.');

    const upload = form.getByLabel('Upload a banner');
    await form.getByLabel('Illustration').focus();
    await page.keyboard.press('Tab');
    await expect(upload).toBeFocused();
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(form.getByRole('alert')).toHaveText('Please choose a JPEG, PNG or WebP image.');
    await upload.setInputFiles({ name: 'expo.png', mimeType: 'image/png', buffer: png });
    const preview = form.getByRole('img', { name: 'Preview of the uploaded banner' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/events\/[a-f0-9]+\.jpg$/);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await expect(form.getByText('Replace banner')).toBeVisible();
    await form.getByRole('button', { name: 'Remove' }).click();
    await expect(form.getByRole('img', { name: /^Preview of the .* illustration$/ })).toHaveAttribute('src', /^\/events\/banners\//);
    await upload.setInputFiles({ name: 'expo.png', mimeType: 'image/png', buffer: png });
    const banner = await preview.getAttribute('src');
    expect(banner).toMatch(/^\/uploads\/events\//);
    await form.getByRole('button', { name: 'Publish event' }).click();
    await expect(form).toBeHidden();

    await page.goto('/EventNews');
    const card = page.locator('main a[href^="/EventDescription"]', { hasText: title });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.locator('img')).toHaveAttribute('src', banner!);
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('article img').first()).toHaveAttribute('src', banner!);
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
    // The console's sections scroll sideways there; the current one, last of them, is brought into view.
    const sections = admin.getByRole('navigation', { name: 'Operator console sections' });
    const current = sections.getByRole('link', { name: 'Help tickets' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const [strip, link] = await Promise.all([sections.boundingBox(), current.boundingBox()]);
    // Within a pixel: the strip's scroll stops at fractions of one.
    expect(link!.x).toBeGreaterThanOrEqual(strip!.x - 1);
    expect(link!.x + link!.width).toBeLessThanOrEqual(strip!.x + strip!.width + 1);
    await admin.close();
  });
});

test.describe('a launch date that has passed', () => {
  test('a coming feature whose date passed says it is launching very soon instead of counting down zeros, full and compact', async ({
    page,
  }) => {
    // The browser's clock a year and more ahead: every stored date of a coming feature has passed, as on an install
    // whose operator has not yet moved the dates the first start stored.
    await page.clock.install({ time: Date.now() + 400 * 86_400_000 });
    for (const path of ['/Skillupcomingsoon', '/CommunityComingSoon']) {
      await page.goto(path);
      await expect(page.getByText('Launching very soon. Join the waitlist and we will email you the day it opens.')).toBeVisible();
      await expect(page.getByRole('timer')).toHaveCount(0);
      await page.setViewportSize({ width: 375, height: 780 });
      await page.screenshot({ path: `${SHOTS}/teaser-date-passed${path.toLowerCase().replace('/', '-')}-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await expect(page.getByPlaceholder('Enter your email')).toBeVisible();
  });
});
