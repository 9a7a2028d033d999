import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { SessionResponse } from '../src/shared/contracts/auth.js';
import type { JobListResponse } from '../src/shared/contracts/careers.js';
import type { MentorDetail } from '../src/shared/contracts/mentors.js';
import { DEMO_PASSWORD, demo, login } from './fixtures';

const SHOTS = 'test-results/screens';

async function apiLogin(request: APIRequestContext, email: string): Promise<SessionResponse> {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SessionResponse;
}

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 780 : 800 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

/** The demo student asks the demo mentor for the first free slot, through the API; returns the agenda. */
async function requestSession(request: APIRequestContext): Promise<string> {
  const mentor = await apiLogin(request, demo.mentor);
  const student = await apiLogin(request, demo.student);
  const detail = (await (await request.get(`/api/user-mentors/mentors/${mentor.user.id}`)).json()) as MentorDetail;
  const slot = detail.slotDays.flatMap((day) => day.slots).find((item) => item.available);
  expect(slot, 'the demo mentor has a free slot in the next three days').toBeTruthy();
  const agenda = `Home test ${Date.now()}: placement plan`;
  const res = await request.post(`/api/user-mentors/mentors/${mentor.user.id}/book`, {
    headers: { authorization: `Bearer ${student.accessToken}` },
    data: { mentorId: mentor.user.id, scheduledTime: slot!.scheduledTime, agenda, learningGoals: 'A plan for the season' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return agenda;
}

test.describe('the mentor side', () => {
  test('a mentor sees the waiting request on their home, accepts it in place, and the student sees it accepted', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.slow();
    const agenda = await requestSession(request);

    const mentorPage = await signedInPage(browser, baseURL, demo.mentor);
    const waiting = mentorPage.getByRole('region', { name: /Requests waiting for your answer/ });
    await expect(waiting).toBeVisible();
    for (const name of ['Your next sessions', 'Free slots this week', 'Referral requests', 'Recent reviews']) {
      await expect(mentorPage.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
    }
    const card = waiting.getByTestId('booking').filter({ hasText: agenda });
    await expect(card).toBeVisible();
    await expect(card).toContainText('A plan for the season');
    // A mentor's home: how long is left to answer, how complete their page is, and none of a student's copy.
    await expect(
      waiting
        .locator('li')
        .filter({ has: mentorPage.getByTestId('booking').filter({ hasText: agenda }) })
        .getByTestId('time-left'),
    ).toHaveText(/^(\d+ d \d+ h|\d+ h \d+ min|\d+ minutes?) left to answer$/);
    await expect(mentorPage.getByTestId('profile-completeness')).toContainText(/Your mentor page is \d+% complete/);
    for (const studentCopy of ['Book a call with someone', 'Get referred by mentors', 'Browse jobs'])
      await expect(mentorPage.getByText(studentCopy)).toHaveCount(0);
    // Decline says what happens to the student; a request has no second, unexplained Cancel beside it.
    await expect(card.getByRole('button', { name: 'Decline' })).toHaveAccessibleDescription(/^Declined: the student is told no/);
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await mentorPage.screenshot({ path: `${SHOTS}/mentor-home-1280.png`, fullPage: true });

    // The mentor's own pages are in the side navigation.
    const nav = mentorPage.getByRole('navigation', { name: 'Main' }).first();
    for (const [name, path] of [
      ['Requests', '/MentorRequests'],
      ['Availability', '/MentorAvailability'],
      ['Referral requests', '/MentorReferrals'],
      ['Your mentor page', '/SelfMentorSectionPage'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }

    await card.getByRole('button', { name: 'Accept' }).click();
    // Accepted in place: it leaves the waiting list and shows among the next sessions, confirmed.
    await expect(waiting.getByText(agenda)).toHaveCount(0);
    const next = mentorPage
      .getByRole('region', { name: /Your next sessions/ })
      .getByTestId('booking')
      .filter({ hasText: agenda });
    await expect(next.getByText('Confirmed')).toBeVisible();
    await expect(next.getByRole('button', { name: 'Cancel' })).toHaveAccessibleDescription(
      /^Cancelled: the student is told the session is off/,
    );
    await mentorPage.goto('/MentorRequests');
    await expect(mentorPage.getByTestId('booking').first()).toBeVisible();
    await mentorPage.screenshot({ path: `${SHOTS}/mentor-requests-1280.png`, fullPage: true });
    await mentorPage.context().close();

    await login(page, demo.student);
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'My sessions' }).click();
    await expect(page).toHaveURL(/\/MySessions$/);
    const upcoming = page.getByRole('region', { name: /Upcoming/ });
    await expect(upcoming.getByTestId('booking').filter({ hasText: agenda }).getByText('Confirmed')).toBeVisible();
  });

  test('@mobile each role finds its pages in the bottom bar', async ({ browser, baseURL }) => {
    const mentorPage = await signedInPage(browser, baseURL, demo.mentor, 375);
    const mentorBar = mentorPage.getByRole('navigation', { name: 'Main' }).last();
    for (const name of ['Home', 'Requests', 'Slots', 'Referrals', 'Menu'])
      await expect(mentorBar.getByRole('link', { name })).toBeVisible();
    await expect(mentorPage.getByRole('heading', { name: /Requests waiting for your answer/ })).toBeVisible();
    expect(await mentorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await mentorPage.screenshot({ path: `${SHOTS}/mentor-home-375.png`, fullPage: true });
    await mentorPage.context().close();

    const studentPage = await signedInPage(browser, baseURL, demo.student, 375);
    const studentBar = studentPage.getByRole('navigation', { name: 'Main' }).last();
    await studentBar.getByRole('link', { name: 'Sessions' }).click();
    await expect(studentPage).toHaveURL(/\/MySessions$/);
    await studentPage.context().close();
  });
});

test.describe('signing in keeps the way', () => {
  test('a visitor opens a job, signs in and is on that job', async ({ page, request }) => {
    const jobs = (await (await request.get('/api/jobs?limit=1')).json()) as JobListResponse;
    const job = jobs.jobs[0]!;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`/CareerZoneDetails/${job.id}`);
    await expect(page.getByRole('button', { name: /^login$/i })).toBeVisible();
    // The page asked for needs an account, and the login page says so.
    await expect(page.getByText('Log in to continue. You will be taken back to the page you opened.')).toBeVisible();
    // A visitor is not an error: the first load logs nothing.
    expect(errors).toEqual([]);

    await page.getByLabel(/email or phone/i).fill(demo.student);
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page).toHaveURL(new RegExp(`/CareerZoneDetails/${job.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  });

  test('/MentorAfterOtpSection without the OTP session does not show the form', async ({ page }) => {
    await page.goto('/MentorAfterOtpSection');
    await expect(page.getByText('Missing required data. Please complete the signup process.')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/MentorSignup');
  });
});
