import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { codeMailedTo, demo, DEMO_PASSWORD, login, uniqueEmail, uniquePhone } from './fixtures';

/**
 * The four journeys of a keyboard-only user (no mouse event anywhere in this file): sign-up through the
 * OTP, the profile wizard, booking a mentor and applying to a job. Each focus stop must be visible, the
 * order logical, and dialogs must trap focus, close on Escape and give focus back.
 */

interface Focused {
  name: string;
  role: string;
  tag: string;
  visible: boolean;
  inDialog: boolean;
}

/** What has focus: its accessible name (roughly as a screen reader reads it) and whether the focus shows. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', role: '', tag: 'body', visible: false, inDialog: false };
    const byId = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const labelled = element.getAttribute('aria-labelledby');
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? byId(labelled) : null) ??
      (labels && labels.length ? (labels[0]?.textContent ?? '') : null) ??
      element.textContent ??
      '';
    const style = getComputedStyle(element);
    const after = getComputedStyle(element, '::after');
    // A card's link may draw its focus on the whole card, through its ::after box.
    const outlined = [style, after].some((box) => box.outlineStyle !== 'none' && parseFloat(box.outlineWidth) > 0);
    // A ring drawn with box-shadow counts when the element styles its focus itself (a `focus` class).
    const ringed = style.boxShadow !== 'none' && /\bfocus(-visible)?:/.test(element.className);
    // A field drawn inside a box may show its focus on that box (`focus-within`).
    const box = element.parentElement?.closest<HTMLElement>('[class*="focus-within:"]');
    const boxStyle = box ? getComputedStyle(box) : null;
    const boxed =
      !!boxStyle && ((boxStyle.outlineStyle !== 'none' && parseFloat(boxStyle.outlineWidth) > 0) || boxStyle.boxShadow !== 'none');
    return {
      name: name.replace(/\s+/g, ' ').trim(),
      role: element.getAttribute('role') ?? '',
      tag: element.tagName.toLowerCase(),
      visible: outlined || ringed || boxed,
      inDialog: element.closest('[role="dialog"], [role="alertdialog"]') !== null,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, asserting that every stop on the
 * way shows its focus. Returns the names passed, in order.
 */
async function tabTo(page: Page, name: string | RegExp, { back = false, max = 60, role = '' } = {}): Promise<string[]> {
  const passed: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now.tag !== 'body') {
      expect(now.visible, `focus on "${now.name}" (${now.tag}) is visible`).toBe(true);
      passed.push(now.name);
    }
    if ((typeof name === 'string' ? now.name === name : name.test(now.name)) && (!role || now.role === role)) return passed;
  }
  throw new Error(`"${String(name)}" not reached with ${back ? 'Shift+Tab' : 'Tab'}; passed: ${passed.join(' | ')}`);
}

/** Asserts that `names` were reached in this order (other stops may lie between them). */
function expectOrder(passed: string[], names: (string | RegExp)[]) {
  let at = -1;
  for (const name of names) {
    const found = passed.findIndex((stop, index) => index > at && (typeof name === 'string' ? stop === name : name.test(stop)));
    expect(found, `"${String(name)}" after "${passed[at] ?? 'the start'}" in ${passed.join(' | ')}`).toBeGreaterThan(at);
    at = found;
  }
}

/** Tabbing around inside an open dialog never leaves it, both ways. */
async function expectFocusTrapped(page: Page, stops = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < stops; presses += 1) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.inDialog, `${key} ${presses + 1}: focus on "${now.name}" stays in the dialog`).toBe(true);
      expect(now.visible, `${key} ${presses + 1}: focus on "${now.name}" is visible`).toBe(true);
    }
  }
}

/** Reads the API as the signed-in user (the access token of a refreshed session; the page keeps its own). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const session = (await (await page.request.post('/api/auth/refresh')).json()) as { accessToken: string };
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(response.ok(), `GET /api${path}`).toBe(true);
  return (await response.json()) as T;
}

async function signInWithKeyboard(page: Page, email: string) {
  await page.goto('/');
  await tabTo(page, /email or phone/i);
  await page.keyboard.type(email);
  await tabTo(page, /^password/i);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/view$/);
}

/** /signup to the wizard with the keyboard alone; the OTP is read from the test SMTP server's mails. */
async function signUpWithKeyboard(page: Page, email: string) {
  await page.goto('/signup');
  const details = await tabTo(page, 'Send OTP');
  expectOrder(details, ['Email', 'Password (6 or more characters)', 'Confirm password', 'Send OTP']);
  // Back to the fields, typing in each.
  await tabTo(page, 'Email', { back: true });
  await page.keyboard.type(email);
  await tabTo(page, 'Password (6 or more characters)');
  await page.keyboard.type('campus123');
  await tabTo(page, 'Confirm password');
  await page.keyboard.type('campus123');
  await tabTo(page, 'Send OTP');
  await page.keyboard.press('Enter');

  // The first code box takes the focus; each digit moves on to the next box.
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  expect((await focused(page)).visible, 'the first code box shows its focus').toBe(true);
  const code = await codeMailedTo(email);
  await page.keyboard.type(code);
  const afterCode = await tabTo(page, 'Continue');
  expect(afterCode.filter((stop) => /^Digit/.test(stop))).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/AfterOtpSection1$/);
}

async function photoPng(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="100%" height="100%" fill="#4338ca"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test.describe('keyboard only', () => {
  test('sign-up through the OTP', async ({ page }) => {
    test.slow();
    await signUpWithKeyboard(page, uniqueEmail('keys.signup'));
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  });

  test('the profile wizard, four steps to the dashboard', async ({ page }) => {
    test.slow();
    await signUpWithKeyboard(page, uniqueEmail('keys.wizard'));

    // Step 1: username, gender (a radio group: arrows choose), location.
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    const first = await tabTo(page, 'Username');
    await page.keyboard.type(`keys_${Date.now().toString(36)}`);
    await tabTo(page, 'Male');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    const toLocation = await tabTo(page, 'Location');
    await page.keyboard.type('Pune, India');
    const toNext = await tabTo(page, 'Next');
    expectOrder([...first, 'Female', ...toLocation, ...toNext], ['Username', 'Female', 'Location', 'Next']);
    await page.keyboard.press('Enter');

    // Step 2: college, semester, course (a combobox: arrows and Enter pick), phone.
    await expect(page.getByRole('heading', { name: 'Your college' })).toBeVisible();
    await tabTo(page, 'College');
    await page.keyboard.type('RV College of Engineering');
    await tabTo(page, 'Semester');
    await page.keyboard.type('Sem 5');
    await tabTo(page, 'Course');
    await page.keyboard.type('B.Tech CS');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue(/^B\.Tech CS/);
    await tabTo(page, 'Phone number');
    await page.keyboard.type(uniquePhone());
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');

    // Step 3: two interests and two skills, typed and added with Enter.
    await expect(page.getByRole('heading', { name: 'Interests and skills' })).toBeVisible();
    await tabTo(page, 'Interests');
    for (const topic of ['Chess', 'Hackathons']) {
      await page.keyboard.type(topic);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, 'Skills');
    for (const skill of ['Python', 'SQL']) {
      await page.keyboard.type(skill);
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('list', { name: 'Chosen skills' }).getByRole('listitem')).toHaveCount(2);
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');

    // Step 4: the photo, chosen through the file picker that Enter opens.
    await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeVisible();
    // Listening turns on Chromium's interception of file pickers, which takes a round trip of its own: it is on
    // well before the key that opens one.
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await tabTo(page, /photo/i);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photoPng() });
    await expect(page.getByRole('img', { name: 'Preview of your profile photo' })).toBeVisible();
    await tabTo(page, 'Finish');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/view$/);
  });

  test('booking a mentor: slots, the Session Details dialog and the result', async ({ page }) => {
    test.slow();
    await signInWithKeyboard(page, demo.student);
    const { mentors: list } = await apiGet<{ mentors: { userId: string; fullName: string }[] }>(page, '/user-mentors/mentors?limit=20');
    // The last mentor of the list: the other specs book the first ones.
    const mentor = list[list.length - 1]!;
    await page.goto(`/MentorDescPage/${mentor.userId}`);
    await expect(page.getByRole('heading', { name: mentor.fullName })).toBeVisible({ timeout: 30_000 });

    await tabTo(page, 'SCHEDULE CALL');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'VIEW SLOTS' })).toHaveAttribute('aria-selected', 'true');
    // The first date with a free slot, then its first free time.
    const dayIndex = await page
      .getByTestId('slot-day')
      .evaluateAll((days) => days.findIndex((day) => !/(^|\D)0 slots/.test(day.textContent ?? '')));
    const dayName = ((await page.getByTestId('slot-day').nth(Math.max(dayIndex, 0)).getAttribute('aria-label')) ??
      (await page.getByTestId('slot-day').nth(Math.max(dayIndex, 0)).textContent()))!
      .replace(/\s+/g, ' ')
      .trim();
    await tabTo(page, dayName);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('slot-day').nth(Math.max(dayIndex, 0))).toHaveAttribute('aria-pressed', 'true');
    const time = page.locator('[data-testid="slot-time"]:not([disabled])').first();
    const timeName = (await time.textContent())!.replace(/\s+/g, ' ').trim();
    await tabTo(page, timeName);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Session Details' });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page);
    // Escape closes it and gives the focus back to the time that opened it (a task after the dialog has gone).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await focused(page)).name).toBe(timeName);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();

    await tabTo(page, 'Agenda');
    await page.keyboard.type(`Keyboard-only booking ${Date.now()}`);
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await tabTo(page, /What do you want to learn/);
    await page.keyboard.type('A plan for the placement season');
    await tabTo(page, 'Request Slot');
    await page.keyboard.press('Enter');

    const popup = page.getByRole('dialog', { name: 'Successful' });
    await expect(popup).toBeVisible();
    expect((await focused(page)).inDialog, 'the result popup takes the focus').toBe(true);
    // The booking cleared the date and time (the time that opened the dialog is disabled): the flow starts
    // again at the first date.
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('slot-day').first()).toBeFocused();
    expect((await focused(page)).visible, 'the first date shows its focus').toBe(true);
  });

  test('applying to a job', async ({ page }) => {
    test.slow();
    await signInWithKeyboard(page, demo.student);
    const { jobs: list } = await apiGet<{ jobs: { id: string; title: string; applied?: boolean }[] }>(page, '/jobs?limit=50');
    const job = list.filter((candidate) => !candidate.applied).at(-1)!;
    await page.goto(`/CareerZoneDetails/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible({ timeout: 30_000 });

    // The tabs answer to the arrow keys.
    await tabTo(page, 'Job Description', { role: 'tab' });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Job Description' })).toHaveAttribute('aria-selected', 'true');

    await tabTo(page, 'Apply Now');
    await page.keyboard.press('Enter');
    // The apply dialog takes the focus; its choices (resume, cover note) are reached with Tab, then Submit.
    const form = page.getByRole('dialog', { name: `Apply to ${job.title}` });
    await expect(form).toBeVisible();
    expect((await focused(page)).inDialog, 'the apply dialog takes the focus').toBe(true);
    await tabTo(page, 'Submit');
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog').filter({ hasText: 'Your application has been submitted.' });
    await expect(popup).toBeVisible();
    expect((await focused(page)).inDialog, 'the result popup takes the focus').toBe(true);
    await expectFocusTrapped(page, 3);
    // "Apply Now" became the disabled "Applied", so the focus goes to the page's content.
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect.poll(async () => (await focused(page)).tag, { message: 'focus is given back to the page' }).toBe('main');
    const after = await apiGet<{ applied?: boolean }>(page, `/jobs/${job.id}`);
    expect(after.applied).toBe(true);
  });
});

/**
 * WCAG 2.2, 2.4.11 (focus not obscured): tabbing through the career zone's Apply buttons, each one the browser scrolls
 * to is drawn on top, never under the docked "Messages" bar (1280 px) or the phone's bottom navigation (375 px).
 */
for (const width of [1280, 375]) {
  test(`no sticky bar covers a focused Apply button at ${width} px${width < 500 ? ' @mobile' : ''}`, async ({ browser, baseURL }) => {
    test.slow();
    const context = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 780 : 800 } });
    const page = await context.newPage();
    await login(page, demo.student);
    await page.goto('/CarrerZonelandingPage');
    await expect(page.getByRole('link', { name: /^(Apply to|View) / }).first()).toBeVisible({ timeout: 30_000 });
    const checked: string[] = [];
    const covered: string[] = [];
    for (let presses = 0; presses < 160 && checked.length < 12; presses += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const name = element?.getAttribute('aria-label') ?? '';
        if (!element || !/^(Apply to|View) /.test(name)) return null;
        const box = element.getBoundingClientRect();
        // Every point of the button's middle line must be the button itself, not a bar drawn over it.
        const visible = [0.1, 0.5, 0.9].every((share) => {
          const top = document.elementFromPoint(box.left + box.width * share, box.top + box.height / 2);
          return top !== null && (top === element || element.contains(top));
        });
        return { name, visible };
      });
      if (!state || checked.includes(state.name)) continue;
      checked.push(state.name);
      if (!state.visible) covered.push(state.name);
    }
    expect(checked.length).toBeGreaterThanOrEqual(6);
    expect(covered).toEqual([]);
    await context.close();
  });
}

/**
 * WCAG 2.2, 2.4.11 beyond the Apply buttons: on the pages with a bar of their own (Save changes on the personal
 * information editor, Connect on another student's profile) and a sideways strip (the career zone's tabs), every
 * control reached with Tab is drawn whole on top: not under that bar, the bottom navigation or the docked
 * "Messages" bar, and not cut at the screen's edge.
 */
for (const width of [1280, 375]) {
  test(`no bar or screen edge hides a control reached with Tab at ${width} px${width < 500 ? ' @mobile' : ''}`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.slow();
    const context = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 780 : 800 } });
    const page = await context.newPage();
    await login(page, demo.student);
    const self = (await (await page.request.post('/api/auth/refresh')).json()) as { user: { id: string } };
    const other = (await // Through the test's own request context: the page's would sign the page in as Rohan.
    (await request.post('/api/auth/login', { data: { email: 'student.rohan.gupta@example.com', password: DEMO_PASSWORD } })).json()) as {
      user: { id: string };
    };
    const covered: string[] = [];
    for (const path of [`/PersonalInfoUpdate/${self.user.id}`, `/AfterConnecting/${other.user.id}`, '/CarrerZone', '/MySessions']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const seen = new Set<string>();
      for (let presses = 0; presses < 120; presses += 1) {
        await page.keyboard.press('Tab');
        const state = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return null;
          const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
          const whole = [0.2, 0.5, 0.8].every((share) => {
            const top = document.elementFromPoint(box.left + box.width * share, box.top + box.height / 2);
            return top !== null && (top === element || element.contains(top) || top.contains(element));
          });
          return { name, whole };
        });
        if (!state || seen.has(state.name)) continue;
        seen.add(state.name);
        if (!state.whole) covered.push(`${path}: ${state.name}`);
      }
      expect(seen.size, path).toBeGreaterThan(10);
    }
    expect(covered).toEqual([]);
    await context.close();
  });
}
