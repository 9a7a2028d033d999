import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures';

/**
 * Issue 32.9 on a 375 px phone: a long address stays inside the waitlist's success box (full and compact
 * teasers), and every search box shows its whole placeholder instead of "Search by name, co".
 */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const LONG_LOCAL = 'aravind.krishnamurthy.venkataraman.placements';
const longEmail = () => `${LONG_LOCAL}.${Date.now()}@students.department-of-computer-science.example.com`;

/** The box's right edge is inside the screen and nothing in it is wider than the box. */
async function expectInside(page: Page, text: string) {
  const box = page.getByRole('status').filter({ hasText: text });
  await expect(box).toBeVisible();
  const fit = await box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      right: rect.right,
      screen: document.documentElement.clientWidth,
      overflow: element.scrollWidth - element.clientWidth,
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(fit.right).toBeLessThanOrEqual(fit.screen);
  expect(fit.overflow).toBeLessThanOrEqual(0);
  expect(fit.sideways).toBeLessThanOrEqual(0);
}

test('a long address stays inside the waitlist success box at 375 px @mobile', async ({ page }) => {
  const full = longEmail();
  await page.goto('/CommunityComingSoon');
  await page.getByPlaceholder('Enter your email').fill(full);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expectInside(page, `Subscribed with ${full}!`);
  await page.screenshot({ path: `${SHOTS}/waitlist-long-email-375.png`, fullPage: true });

  const compact = longEmail();
  await page.goto('/NewFreelancing');
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await page.getByPlaceholder('Enter your email').fill(compact);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expectInside(page, compact);
  await page.screenshot({ path: `${SHOTS}/waitlist-compact-long-email-375.png`, fullPage: true });
});

/** Every visible text box with a placeholder: the placeholder's drawn width against the room the box gives it. */
const cutPlaceholders = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    let seen = 0;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]:not([type="hidden"])')) {
      const rect = input.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      seen += 1;
      const style = getComputedStyle(input, '::placeholder');
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const own = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
      const needed = canvas.measureText(input.placeholder).width;
      if (needed > room + 1) cut.push(`${input.placeholder} (${Math.ceil(needed)} px in ${Math.floor(room)} px)`);
    }
    return { seen, cut };
  });

test('search placeholders are whole at 375 px @mobile', async ({ page }) => {
  await login(page, demo.student);
  const pages: [string, string][] = [
    ['/MentorSection', 'mentor-card'],
    ['/MentorSectionShowAll', 'mentor-card'],
    ['/CarrerZonelandingPage', ''],
    ['/CarrerZone', ''],
    ['/GetReferalShowAll', 'referral-card'],
    ['/SelfConnectionPage', ''],
    ['/NetworkPage', ''],
  ];
  const problems: string[] = [];
  let seen = 0;
  for (const [path, ready] of pages) {
    await page.goto(path);
    if (ready) await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
    else await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const result = await cutPlaceholders(page);
    seen += result.seen;
    await page.screenshot({ path: `${SHOTS}/search-${path.slice(1)}-375.png` });
    problems.push(...result.cut.map((entry) => `${path}: ${entry}`));
  }
  // The mentor page's own search box too.
  await page.goto('/MentorSection');
  await page.getByTestId('mentor-card').first().getByRole('link', { name: 'Schedule Call' }).click();
  await expect(page.getByRole('search')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const detail = await cutPlaceholders(page);
  seen += detail.seen;
  problems.push(...detail.cut.map((entry) => `mentor page: ${entry}`));
  await page.screenshot({ path: `${SHOTS}/mentor-page-search-375.png` });
  expect(seen).toBeGreaterThanOrEqual(pages.length);
  expect(problems).toEqual([]);
});

test('the phone landing pitches the product, a deep link says "Log in to continue", and /view is grouped at 375 px @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'About Campus' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/landing-375.png`, fullPage: true });

  // A page that needs signing in says so, then returns there.
  await page.goto('/MySessions');
  await expect(page.getByText('Log in to continue. You will be taken back to the page you opened.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/deep-link-login-375.png` });
  await page.getByLabel(/email or phone/i).fill(demo.student);
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/MySessions$/);

  // The home is tiles two to a row: about 2,900 px tall, not a 5,400 px column of one card per row.
  await page.goto('/view');
  const tiles = page.getByRole('main').getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  const layout = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(layout.height).toBeLessThan(3600);
  expect(layout.sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/view-375.png` });
});
