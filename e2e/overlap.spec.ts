import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { MentorDetail } from '../src/shared/contracts/mentors.js';
import { DEMO_PASSWORD, demo, login } from './fixtures';

/**
 * Sessions never overlap (issue 32.1) as people meet it: two students ask the demo mentor for 04:00 pm and 04:30 pm
 * the same day; the mentor accepts 04:30 pm; the 04:00 pm student finds the request declined with the reason and
 * the mentor's next free times, and 04:00 pm is no longer offered. The confirmed session is cancelled afterwards.
 */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const OTHER_STUDENT = 'student.rohan.gupta@example.com';

async function apiLogin(request: APIRequestContext, email: string): Promise<{ token: string; id: string }> {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { accessToken: string; user: { id: string } };
  return { token: body.accessToken, id: body.user.id };
}

async function signedIn(browser: Browser, baseURL: string | undefined, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 780 : 800 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

for (const width of [1280, 375]) {
  const tag = width < 500 ? ' @mobile' : '';
  test(`accepting 04:30 pm declines the overlapped 04:00 pm request, whose student is told why and when the mentor is free at ${width} px${tag}`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.slow();
    const mentor = await apiLogin(request, demo.mentor);
    const early = await apiLogin(request, OTHER_STUDENT);
    const late = await apiLogin(request, demo.student);
    const detail = (await (await request.get(`/api/user-mentors/mentors/${mentor.id}`)).json()) as MentorDetail;
    // A day on which both half hours are still free (each run takes one).
    const day = detail.slotDays.find((candidate) =>
      ['04:00 pm', '04:30 pm'].every((time) => candidate.slots.some((slot) => slot.time === time && slot.available)),
    );
    expect(day, 'a day with 04:00 pm and 04:30 pm both free').toBeDefined();
    const slot = (time: string) => day!.slots.find((candidate) => candidate.time === time)!.scheduledTime;
    const stamp = Date.now().toString(36);
    const book = async (student: { token: string }, time: string, agenda: string) => {
      const response = await request.post(`/api/user-mentors/mentors/${mentor.id}/book`, {
        headers: { authorization: `Bearer ${student.token}` },
        data: { mentorId: mentor.id, scheduledTime: slot(time), sessionType: 'career_guidance', duration: 60, chatEnabled: true, agenda },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { booking: { id: string } }).booking.id;
    };
    await book(early, '04:00 pm', `Early ${stamp}`);
    const lateId = await book(late, '04:30 pm', `Late ${stamp}`);

    try {
      // The mentor accepts 04:30 pm on their requests page.
      const mentorPage = await signedIn(browser, baseURL, demo.mentor, width);
      await mentorPage.goto('/MentorRequests');
      const card = mentorPage.getByTestId('booking').filter({ hasText: `Late ${stamp}` });
      await card.getByRole('button', { name: 'Accept' }).click();
      await expect(card.getByText('Confirmed')).toBeVisible();
      await mentorPage.context().close();

      // The 04:00 pm student: the request is declined with the reason, and the notification names the next free times.
      const studentPage = await signedIn(browser, baseURL, OTHER_STUDENT, width);
      await studentPage.goto('/MySessions');
      const declined = studentPage.getByTestId('booking').filter({ hasText: `Early ${stamp}` });
      await expect(declined.getByText('Declined')).toBeVisible();
      await expect(declined).toContainText('confirmed another session at this time');
      await declined.scrollIntoViewIfNeeded();
      await studentPage.screenshot({ path: `${SHOTS}/overlap-declined-${width}.png` });
      await studentPage.goto('/MobileNotification');
      const notice = studentPage.getByText(/declined your session request .*confirmed another session at this time/).first();
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(/Their next free times: .*IST/);
      await studentPage.screenshot({ path: `${SHOTS}/overlap-notice-${width}.png` });

      // 04:00 pm overlaps the confirmed 04:30 pm: no longer offered that day.
      await studentPage.goto(`/MentorDescPage/${mentor.id}`);
      await studentPage.getByRole('tab', { name: 'VIEW SLOTS' }).click();
      await studentPage.getByTestId('slot-day').filter({ hasText: day!.label }).click();
      await expect(studentPage.getByTestId('slot-time').filter({ hasText: '04:00 pm' })).toBeDisabled();
      await expect(studentPage.getByTestId('slot-time').filter({ hasText: '04:30 pm' })).toBeDisabled();
      await studentPage.context().close();
    } finally {
      // The demo mentor's afternoon is given back for the next run and the other specs.
      await request.post(`/api/user-mentors/bookings/${lateId}/cancel`, {
        headers: { authorization: `Bearer ${mentor.token}` },
        data: { reason: 'Test over' },
      });
    }
  });
}
