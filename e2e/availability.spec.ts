import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, login } from './fixtures';

/**
 * Mentor-set availability (issue 32.2) as the mentor and a student meet it: the mentor keeps three evening half
 * hours of 30 minutes a week ahead, the booking flow offers exactly those, and on a phone the sticky save bar
 * never covers a slot the mentor reaches with Tab. The demo mentor's own settings are put back afterwards.
 */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const EVENING = ['08:00 pm', '08:30 pm', '09:30 pm'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function session(page: Page): Promise<{ accessToken: string; user: { id: string } }> {
  return (await (await page.request.post('/api/auth/refresh')).json()) as { accessToken: string; user: { id: string } };
}

async function signedIn(browser: Browser, baseURL: string | undefined, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 780 : 800 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

/** Whether the element's middle line is drawn on top (not under a sticky bar) and inside the screen. */
const drawnOnTop = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element.getAttribute('aria-pressed') === null || !element.closest('[role="group"][aria-label$=" slots"]')) return null;
    const box = element.getBoundingClientRect();
    const name = `${element.closest('[role="group"]')!.getAttribute('aria-label')} ${element.textContent}`;
    const visible = [0.1, 0.5, 0.9].every((share) => {
      const top = document.elementFromPoint(box.left + box.width * share, box.top + box.height / 2);
      return top !== null && (top === element || element.contains(top));
    });
    return { name, visible };
  });

for (const width of [1280, 375]) {
  const tag = width < 500 ? ' @mobile' : '';
  test(`a mentor keeps three evening half hours a week ahead; students are offered exactly those at ${width} px${tag}`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const mentor = await signedIn(browser, baseURL, demo.mentor, width);
    const { accessToken, user } = await session(mentor);
    const auth = { authorization: `Bearer ${accessToken}` };
    const before = await (await mentor.request.get('/api/user-mentors/availability', { headers: auth })).json();
    try {
      await mentor.goto('/MentorAvailability');
      await expect(mentor.getByRole('heading', { name: 'Your weekly slots' })).toBeVisible();
      await mentor.getByRole('button', { name: '30 minutes' }).click();
      await mentor.getByLabel('Students may book').selectOption({ label: '1 week ahead' });
      for (const day of WEEKDAYS) {
        const card = mentor.getByTestId('availability-day').filter({ has: mentor.getByRole('heading', { name: new RegExp(`^${day}`) }) });
        await card.getByRole('button', { name: 'None' }).click();
        const group = card.getByRole('group', { name: `${day} slots` });
        // Each click lands on the slot itself: the save bar over it would take the click instead.
        for (const time of EVENING) await group.getByRole('button', { name: time, exact: true }).click();
        await expect(card.getByRole('heading', { name: new RegExp(`^${day}`) })).toContainText('3 slots');
      }

      // Tabbing through the slots, none ends up under the sticky save bar (or the phone's bottom navigation).
      await mentor.getByRole('group', { name: 'Monday slots' }).getByRole('button').first().focus();
      const checked: string[] = [];
      const covered: string[] = [];
      for (let presses = 0; presses < 400 && checked.length < 60; presses += 1) {
        await mentor.keyboard.press('Tab');
        const state = await drawnOnTop(mentor);
        if (!state || checked.includes(state.name)) continue;
        checked.push(state.name);
        if (!state.visible) covered.push(state.name);
      }
      expect(checked.length).toBeGreaterThanOrEqual(60);
      expect(covered).toEqual([]);
      await mentor.screenshot({ path: `${SHOTS}/availability-${width}.png` });

      await mentor.getByRole('button', { name: 'Save slots' }).click();
      const saved = mentor.locator('ol > li').filter({ hasText: 'Your weekly slots were saved.' }).first();
      await expect(saved).toBeVisible();
      // The toast lies over neither the Save bar (the button just pressed) nor the docked Messages bar or bottom navigation.
      const toast = (await saved.boundingBox())!;
      const bars = [
        mentor.getByRole('button', { name: 'Save slots' }),
        mentor.getByRole('complementary', { name: 'Messages widget' }),
        mentor.getByRole('navigation', { name: 'Main' }).last(),
      ];
      for (const bar of bars) {
        if (!(await bar.isVisible())) continue;
        const box = (await bar.boundingBox())!;
        const apart =
          toast.y + toast.height <= box.y ||
          box.y + box.height <= toast.y ||
          toast.x + toast.width <= box.x ||
          box.x + box.width <= toast.x;
        expect(apart, `the toast is clear of ${bar}`).toBe(true);
      }
      await mentor.screenshot({ path: `${SHOTS}/availability-saved-${width}.png` });
      const overflow = await mentor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);

      // A student sees a week of days (from tomorrow, IST), each offering exactly the three evening times.
      const student = await signedIn(browser, baseURL, demo.student, width);
      await student.goto(`/MentorDescPage/${user.id}`);
      await student.getByRole('tab', { name: 'VIEW SLOTS' }).click();
      await expect(student.getByText(/30-minute session/)).toBeVisible();
      await expect(student.getByTestId('slot-day')).toHaveCount(7);
      for (const index of [0, 6]) {
        await student.getByTestId('slot-day').nth(index).click();
        await expect(student.getByTestId('slot-time')).toHaveText(EVENING);
      }
      await student.screenshot({ path: `${SHOTS}/availability-student-${width}.png`, fullPage: true });
      await student.context().close();
    } finally {
      const { isDefault: _isDefault, ...settings } = before as Record<string, unknown>;
      const restored = await mentor.request.put('/api/user-mentors/availability', { headers: auth, data: settings });
      expect(restored.ok(), 'the demo mentor’s own settings are put back').toBe(true);
      await mentor.context().close();
    }
  });
}
