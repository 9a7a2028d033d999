import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, login } from './fixtures';

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 780 : 800 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('mentorship', () => {
  test('a student finds a mentor and books a slot with a resume; the mentor accepts; the slot is gone', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const agenda = `Resume review before placements ${Date.now()}`;
    await login(page, demo.student);

    // Search with a typo, then filter.
    await page.goto('/MentorSectionShowAll');
    await expect(page.getByTestId('mentor-card').first()).toBeVisible();
    await page.getByLabel('Search mentors').fill('Priyaa Nair');
    await expect(page).toHaveURL(/search=Priya/);
    const card = page.getByTestId('mentor-card').filter({ hasText: 'Priya Nair' });
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByLabel('Company').selectOption('Google');
    await expect(page).toHaveURL(/company=Google/);
    await expect(page.getByTestId('mentor-card')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/mentors-list-1280.png`, fullPage: true });
    await page.getByLabel('Search mentors').fill('zzzqqqxx');
    await expect(page.getByText('No mentors found')).toBeVisible();
    await page.getByLabel('Search mentors').fill('Priyaa Nair');
    await card.getByRole('link', { name: 'Schedule Call' }).click();

    await expect(page).toHaveURL(/\/MentorDescPage\//);
    await expect(page.getByRole('heading', { name: 'MENTORS FOR YOU' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Priya Nair' })).toBeVisible();
    await expect(page.getByText('REVIEWS BY MENTEE')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mentors-detail-1280.png`, fullPage: true });
    const mentorUrl = page.url();

    await page.getByRole('button', { name: 'SCHEDULE CALL' }).click();
    await expect(page.getByRole('tab', { name: 'VIEW SLOTS' })).toHaveAttribute('aria-selected', 'true');
    const times = page.getByTestId('slot-time');
    await expect(times.first()).toBeDisabled(); // no date chosen yet
    const day = page.getByTestId('slot-day').first();
    await expect(day).toContainText(/\d{2} [A-Z][a-z]{2}/);
    await day.click();
    const free = page.locator('[data-testid="slot-time"]:not([disabled])').first();
    const chosenTime = (await free.textContent())!.trim();
    await free.click();

    const dialog = page.getByRole('dialog', { name: 'Session Details' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Please specify an agenda.')).toBeVisible();
    await dialog.getByLabel('Agenda').fill(agenda);
    await dialog.getByLabel('Resume (optional)').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText('resume.pdf')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mentors-booking-step1-1280.png` });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel(/What do you want to learn/).fill('A plan for the placement season');
    await dialog.getByRole('button', { name: 'Request Slot' }).click();

    const popup = page.getByRole('dialog', { name: 'Successful' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('You have successfully applied for the opportunity');
    // Beneath it: with whom and when, in IST.
    await expect(popup.getByTestId('booked-summary')).toContainText('Priya Nair');
    await expect(popup.getByTestId('booked-summary')).toContainText(new RegExp(`\\d{2} [A-Z][a-z]{2} \\d{4}, ${chosenTime} IST`));
    await page.screenshot({ path: `${SHOTS}/mentors-booked-1280.png` });
    await popup.getByRole('button', { name: 'Close' }).click();

    // The mentor hears of the request: the stored notification, read through GET /api/notifications.
    const mentorPage = await signedInPage(browser, baseURL, demo.mentor);
    await mentorPage.goto('/MobileNotification');
    await expect(mentorPage.getByText(new RegExp(`requested a session on .*${chosenTime} IST`)).first()).toBeVisible();

    // The mentor accepts.
    await mentorPage.goto('/MentorRequests');
    const request = mentorPage.getByTestId('booking').filter({ hasText: agenda });
    await expect(request).toBeVisible();
    await expect(request.getByRole('button', { name: 'Resume' })).toBeVisible();
    await mentorPage.screenshot({ path: `${SHOTS}/mentors-requests-1280.png`, fullPage: true });
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(request.getByText('Confirmed')).toBeVisible();
    await mentorPage.context().close();

    // The student sees the confirmed session.
    await page.goto('/MySessions');
    const session = page.getByTestId('booking').filter({ hasText: agenda });
    await expect(session.getByText('Confirmed')).toBeVisible();
    await expect(session).toContainText(`${chosenTime} IST`);
    // The student's own page speaks to the student.
    await expect(session.getByText('What you want to learn')).toBeVisible();
    await expect(session.getByText('What they want to learn')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/mentors-sessions-1280.png`, fullPage: true });

    // Another student is no longer offered the slot (the same account stands in; the server shares one view of slots).
    await page.goto(mentorUrl);
    await page.getByRole('tab', { name: 'VIEW SLOTS' }).click();
    await page.getByTestId('slot-day').first().click();
    await expect(page.getByTestId('slot-time').filter({ hasText: chosenTime })).toBeDisabled();
  });

  test('a student asks for a referral with an assessment and a resume; the mentor accepts; the student is told', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const role = `Software Engineer Intern ${Date.now()}`;
    await login(page, demo.student);

    // The carousel wraps both ways, then Show All and a search.
    await page.goto('/GetRfereral');
    const position = page.getByTestId('referral-position');
    await expect(position).toHaveText(/^1 \/ \d+$/);
    const total = Number((await position.textContent())!.split('/')[1]!.trim());
    await page.getByRole('button', { name: 'Previous referral mentor' }).click();
    await expect(position).toHaveText(`${total} / ${total}`);
    await page.getByRole('button', { name: 'Next referral mentor' }).click();
    await expect(position).toHaveText(`1 / ${total}`);
    await expect(page.getByTestId('referral-card').getByRole('link', { name: /₹\d{1,2}(,\d{2})*,\d{3}/ })).toBeVisible();
    await page.getByRole('link', { name: 'Show All' }).click();
    await expect(page).toHaveURL(/\/GetReferalShowAll/);
    await page.getByLabel('Search mentors').fill('Priya Nair');
    const card = page.getByTestId('referral-card').filter({ hasText: 'Priya Nair' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Refer to');
    await expect(card.getByRole('link', { name: /Schedule a referral call for ₹/ })).toHaveAttribute('href', /\/schedule\//);
    // The price button says what the price is for and when it is paid.
    await expect(card.getByRole('link', { name: /Schedule a referral call for ₹/ })).toHaveAccessibleDescription(
      'Fee for a referral call, paid only once the mentor accepts. Nothing is charged now.',
    );
    await card.getByRole('link', { name: 'Give Assessment' }).click();

    // The assessment: required answers first, then a full request with a resume.
    await expect(page).toHaveURL(/\/assessment\//);
    await page.getByRole('button', { name: 'Send referral request' }).click();
    await expect(page.getByText('Please enter the role you want to be referred for.')).toBeVisible();
    await page.getByLabel('Role you want to be referred for').fill(role);
    await page.getByLabel(/^1\. /).fill('I use this product every day and want to build it.');
    await page.getByLabel(/^2\. /).fill('A ticketing app used by 2,000 students.');
    await page.getByLabel(/^3\. /).fill('DSA, SQL and REST APIs, all in that app.');
    await page.getByLabel('Resume (optional)').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.screenshot({ path: `${SHOTS}/referral-assessment-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Send referral request' }).click();
    const popup = page.getByRole('dialog', { name: 'Successful' });
    await expect(popup).toContainText('Your referral request was sent.');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/GetRfereral$/);
    const mine = page.getByTestId('referral-request').filter({ hasText: role });
    await expect(mine.getByText('Pending')).toBeVisible();

    // The mentor reads the assessment and accepts.
    const mentorPage = await signedInPage(browser, baseURL, demo.mentor);
    await mentorPage.goto('/MentorReferrals');
    const incoming = mentorPage.getByTestId('referral-request').filter({ hasText: role });
    await expect(incoming).toContainText('A ticketing app used by 2,000 students.');
    await expect(incoming.getByRole('button', { name: 'Resume' })).toBeVisible();
    await mentorPage.screenshot({ path: `${SHOTS}/referral-mentor-1280.png`, fullPage: true });
    await incoming.getByRole('button', { name: 'Accept' }).click();
    await mentorPage.getByLabel('Note (optional)').fill('Send me the job ID');
    await mentorPage.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await expect(incoming.getByText('Accepted')).toBeVisible();
    await mentorPage.context().close();

    // The student sees the new status and the notification.
    await page.reload();
    await expect(mine.getByText('Accepted')).toBeVisible();
    await expect(mine).toContainText('Send me the job ID');
    await page.goto('/MobileNotification');
    await expect(page.getByText(new RegExp(`accepted your referral request for ${role}`)).first()).toBeVisible();
  });

  test("the mentor page's search, Domain, Expertise and ALL FILTERS open the filtered mentor list", async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/MentorSectionShowAll?search=Priya%20Nair');
    await page.getByTestId('mentor-card').filter({ hasText: 'Priya Nair' }).getByRole('link', { name: 'Schedule Call' }).click();
    await expect(page).toHaveURL(/\/MentorDescPage\//);
    const search = page.getByRole('search');
    const domain = search.getByLabel('Domain');
    await expect(domain.locator('option').nth(1)).toBeAttached();
    const chosenDomain = (await domain.locator('option').nth(1).textContent())!.trim();
    await domain.selectOption(chosenDomain);
    await search.getByRole('button', { name: 'ALL FILTERS' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/MentorSectionShowAll\\?focusArea=${encodeURIComponent(chosenDomain).replace(/%20/g, '\\+')}`),
    );
    await expect(page.getByTestId('mentor-card').first()).toBeVisible();
    await expect(page.getByLabel('Focus area')).toHaveValue(chosenDomain);

    // Typing a name and pressing Enter searches too; Expertise narrows the same way.
    await page.goBack();
    await search.getByLabel('Search mentors').fill('Priya');
    await search.getByLabel('Search mentors').press('Enter');
    await expect(page).toHaveURL(/\/MentorSectionShowAll\?search=Priya$/);
    await expect(page.getByTestId('mentor-card').filter({ hasText: 'Priya Nair' })).toBeVisible();
    await page.goBack();
    const expertise = search.getByLabel('Expertise');
    const chosenExpertise = (await expertise.locator('option').nth(1).textContent())!.trim();
    await expertise.selectOption(chosenExpertise);
    await search.getByRole('button', { name: 'ALL FILTERS' }).click();
    await expect(page).toHaveURL(/\/MentorSectionShowAll\?expertise=/);
    await expect(page.getByLabel('Expertise')).toHaveValue(chosenExpertise);
  });

  test('at 375 px the booking result names the mentor and the IST time, the referral price says what it is for, and the mentor page filters lead to the list @mobile', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const page = await signedInPage(browser, baseURL, demo.student, 375);
    const agenda = `Phone booking ${Date.now()}`;
    await page.goto('/MentorSectionShowAll?search=Priya%20Nair');
    await page.getByTestId('mentor-card').filter({ hasText: 'Priya Nair' }).getByRole('link', { name: 'Schedule Call' }).click();
    await expect(page).toHaveURL(/\/MentorDescPage\//);
    const mentorUrl = page.url();

    // The search box, Domain and ALL FILTERS take the student to the filtered list.
    const search = page.getByRole('search');
    const domain = search.getByLabel('Domain');
    await expect(domain.locator('option').nth(1)).toBeAttached();
    const chosenDomain = (await domain.locator('option').nth(1).textContent())!.trim();
    await domain.selectOption(chosenDomain);
    await search.getByRole('button', { name: 'ALL FILTERS' }).click();
    await expect(page).toHaveURL(/\/MentorSectionShowAll\?focusArea=/);
    await expect(page.getByTestId('mentor-card').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mentor-filters-to-list-375.png` });
    await page.goto(mentorUrl);
    await search.getByLabel('Search mentors').fill('Priya');
    await search.getByLabel('Search mentors').press('Enter');
    await expect(page).toHaveURL(/\/MentorSectionShowAll\?search=Priya$/);

    // Booking: the result keeps the spec's sentence and says with whom and when, in IST.
    await page.goto(mentorUrl);
    await page.getByRole('tab', { name: 'VIEW SLOTS' }).click();
    const dayIndex = await page
      .getByTestId('slot-day')
      .evaluateAll((days) => days.findIndex((day) => !/(^|\D)0 slots/.test(day.textContent ?? '')));
    expect(dayIndex).toBeGreaterThanOrEqual(0);
    await page.getByTestId('slot-day').nth(dayIndex).click();
    const free = page.locator('[data-testid="slot-time"]:not([disabled])').first();
    const chosenTime = (await free.textContent())!.trim();
    await free.click();
    await page.getByLabel('Agenda').fill(agenda);
    await page.getByRole('button', { name: 'Next' }).click();
    for (const question of await page.getByRole('dialog').locator('textarea').all()) await question.fill('A plan for the placement season');
    await page.getByRole('button', { name: 'Request Slot' }).click();
    const popup = page.getByRole('dialog', { name: 'Successful' });
    await expect(popup).toContainText('You have successfully applied for the opportunity');
    await expect(popup.getByTestId('booked-summary')).toContainText('Priya Nair');
    await expect(popup.getByTestId('booked-summary')).toContainText(new RegExp(`\\d{2} [A-Z][a-z]{2} \\d{4}, ${chosenTime} IST`));
    const fits = await popup.evaluate((element) => element.getBoundingClientRect().right <= document.documentElement.clientWidth);
    expect(fits).toBe(true);
    await page.screenshot({ path: `${SHOTS}/mentors-booked-375.png` });
    await popup.getByRole('button', { name: 'Close' }).click();

    // My sessions speaks to the student.
    await page.goto('/MySessions');
    const session = page.getByTestId('booking').filter({ hasText: agenda });
    await expect(session.getByText('What you want to learn')).toBeVisible();
    await expect(session.getByText('What they want to learn')).toHaveCount(0);
    // The request is withdrawn again, so the demo mentor's slot is as it was.
    const { accessToken } = (await (await page.request.post('/api/auth/refresh')).json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    const mine = (await (
      await page.request.get('/api/user-mentors/bookings?as=student&status=pending&limit=50', { headers: auth })
    ).json()) as {
      bookings: { id: string; agenda: string }[];
    };
    const booked = mine.bookings.find((booking) => booking.agenda === agenda);
    expect(booked).toBeDefined();
    expect((await page.request.post(`/api/user-mentors/bookings/${booked!.id}/cancel`, { headers: auth, data: {} })).ok()).toBe(true);

    // The referral price button says what the price is for and when it is paid, on a phone too.
    await page.goto('/GetReferalShowAll');
    await page.getByLabel('Search mentors').fill('Priya Nair');
    const card = page.getByTestId('referral-card').filter({ hasText: 'Priya Nair' });
    const price = card.getByRole('link', { name: /Schedule a referral call for ₹/ });
    await expect(price).toHaveAccessibleDescription('Fee for a referral call, paid only once the mentor accepts. Nothing is charged now.');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/referral-price-375.png` });
    await page.context().close();
  });

  test('a student rates a finished session once', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/MySessions');
    const session = page
      .getByTestId('booking')
      .filter({ has: page.getByRole('button', { name: 'Rate session' }) })
      .first();
    await expect(session).toBeVisible();
    const mentorName = (await session.getByRole('heading').textContent())!.trim();
    await session.getByRole('button', { name: 'Rate session' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Rate your session with ${mentorName}`) });
    await dialog.getByRole('button', { name: 'Submit rating' }).click();
    await expect(dialog.getByText('Please give every item from 1 to 5 stars.')).toBeVisible();
    for (const group of await dialog.getByRole('radiogroup').all()) await group.getByRole('radio', { name: '4 stars' }).click();
    await dialog.getByLabel('Comment (optional)').fill('Great advice');
    await dialog.getByRole('button', { name: 'Submit rating' }).click();
    await expect(dialog).toBeHidden();
    const rated = page.getByTestId('booking').filter({ hasText: 'Great advice' });
    await expect(rated.getByTestId('booking-review')).toContainText('4.0');
    await expect(rated.getByRole('button', { name: 'Rate session' })).toHaveCount(0);
  });

  test('the top mentor carousel wraps both ways', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/TopMentorCard');
    const position = page.getByTestId('top-mentor-position');
    await expect(position).toHaveText(/^1 \/ \d+$/);
    const total = Number((await position.textContent())!.split('/')[1]!.trim());
    const firstName = await page.getByTestId('top-mentor-slide').getByRole('heading').textContent();
    await page.getByRole('button', { name: 'Previous mentor' }).click();
    await expect(position).toHaveText(`${total} / ${total}`);
    await page.getByRole('button', { name: 'Next mentor' }).click();
    await expect(position).toHaveText(`1 / ${total}`);
    await expect(page.getByTestId('top-mentor-slide').getByRole('heading')).toHaveText(firstName!);
    await expect(page.getByText(/reviews\)/).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mentors-carousel-1280.png` });
  });

  test("the carousel's photo is fetched first and the list's photos wait until they near the screen", async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/MentorSection');
    const slidePhoto = page.getByTestId('top-mentor-slide').locator('img');
    await expect(slidePhoto).toHaveAttribute('fetchpriority', 'high');
    await expect(slidePhoto).toHaveAttribute('loading', 'eager');
    const listPhotos = page.locator('main img').filter({ hasNot: page.getByTestId('top-mentor-slide') });
    await expect(listPhotos.first()).toBeAttached();
    const offScreen = page.locator('main li img').last();
    await expect(offScreen).toHaveAttribute('loading', 'lazy');
    // Far below the fold, the last card's photo has not been fetched.
    expect(await offScreen.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(false);
  });

  test('every mentor card fits its column, and the cards far below the screen are left undrawn', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/MentorSection');
    const cards = page.getByTestId('mentor-card');
    await expect(cards.nth(1)).toBeVisible();
    const overflow = await cards.evaluateAll((all) =>
      all.map((card) => card.getBoundingClientRect().width - (card.parentElement?.getBoundingClientRect().width ?? 0)),
    );
    expect(overflow.length).toBeGreaterThan(10);
    expect(Math.max(...overflow)).toBeLessThanOrEqual(0.5);
    // The browser skips the style, layout and paint of a card off screen until it nears it.
    const drawn = (card: Element) => card.checkVisibility({ contentVisibilityAuto: true });
    expect(await cards.first().evaluate(drawn)).toBe(true);
    expect(await cards.last().evaluate(drawn)).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.last().evaluate(drawn)).toBe(true);
  });

  test('mobile layouts of the list and the detail page @mobile', async ({ browser, baseURL }) => {
    const page = await signedInPage(browser, baseURL, demo.student, 375);
    await page.goto('/MentorSection');
    await expect(page.getByTestId('mentor-card').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mentors-list-375.png`, fullPage: true });
    await page.getByTestId('mentor-card').first().getByRole('link', { name: 'Schedule Call' }).click();
    await expect(page).toHaveURL(/\/MentorDescPage\//);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Expertise', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mentors-detail-375.png`, fullPage: true });
    await page.getByRole('tab', { name: 'VIEW SLOTS' }).click();
    // A date with a free slot: which of the three has none depends on the weekday the tests run (a Sunday has none).
    const dayIndex = await page
      .getByTestId('slot-day')
      .evaluateAll((days) => days.findIndex((day) => !/(^|\D)0 slots/.test(day.textContent ?? '')));
    expect(dayIndex).toBeGreaterThanOrEqual(0);
    await page.getByTestId('slot-day').nth(dayIndex).click();
    await page.locator('[data-testid="slot-time"]:not([disabled])').first().click();
    await page.getByLabel('Agenda').fill('Mobile agenda');
    await page.getByRole('button', { name: 'Next' }).click();
    // On mobile the four questions are required.
    await expect(page.getByLabel(/What do you want to learn/)).toHaveAttribute('required', '');
    await page.screenshot({ path: `${SHOTS}/mentors-booking-step2-375.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A session's date wraps on a phone; its calendar icon keeps its 16 px instead of being squeezed by the text.
    await page.goto('/MySessions');
    const session = page.getByRole('article', { name: /^Session with / }).first();
    await expect(session).toBeVisible();
    const icon = await session.locator('svg.lucide').first().boundingBox();
    expect(icon!.width).toBe(16);
    await page.context().close();
  });

  test('a mentor answers a request with another time; the student accepts it and the session is confirmed then', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.slow();
    const agenda = `Mock interview practice ${Date.now()}`;
    // The request, made through the API as the booking flow above makes it.
    const signIn = await request.post('/api/auth/login', { data: { email: demo.student, password: DEMO_PASSWORD } });
    const auth = { authorization: `Bearer ${(await signIn.json()).accessToken}` };
    const found = await (await request.get('/api/user-mentors/mentors?search=Priya%20Nair', { headers: auth })).json();
    const mentorId: string = found.mentors[0].id;
    const detail = await (await request.get(`/api/user-mentors/mentors/${mentorId}`, { headers: auth })).json();
    const free = (detail.slotDays as { slots: { scheduledTime: string; available: boolean }[] }[])
      .flatMap((day) => day.slots)
      .filter((slot) => slot.available && new Date(slot.scheduledTime).getTime() > Date.now() + 4 * 3_600_000);
    const asked = free.at(-1)!.scheduledTime;
    const booked = await request.post(`/api/user-mentors/mentors/${mentorId}/book`, {
      headers: auth,
      data: { mentorId, scheduledTime: asked, sessionType: 'career_guidance', duration: 60, chatEnabled: true, agenda },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // The mentor cannot make that time and proposes another from their free ones.
    const mentorPage = await signedInPage(browser, baseURL, demo.mentor);
    await mentorPage.goto('/MentorRequests');
    const requestCard = mentorPage.getByTestId('booking').filter({ hasText: agenda });
    await requestCard.getByRole('button', { name: 'Propose another time' }).click();
    const dialog = mentorPage.getByRole('dialog', { name: 'Propose another time' });
    await expect(dialog).toContainText('The student accepts your time, which confirms the session');
    const option = dialog.locator('label:has(input[type="radio"])').first();
    const proposedTime = (await option.textContent())!.trim();
    await option.click();
    await expect(option.getByRole('radio')).toBeChecked();
    await mentorPage.screenshot({ path: `${SHOTS}/mentors-propose-1280.png` });
    await dialog.getByRole('button', { name: 'Propose this time' }).click();
    await expect(mentorPage.getByText('Your proposed time was sent.').first()).toBeVisible();
    await expect(requestCard).toContainText(`You proposed`);
    await expect(requestCard).toContainText(`${proposedTime} IST instead.`);
    await mentorPage.context().close();

    // The student, on a phone, accepts it: the request is confirmed at the mentor's time.
    const phone = await signedInPage(browser, baseURL, demo.student, 375);
    await phone.goto('/MySessions');
    const session = phone.getByTestId('booking').filter({ hasText: agenda });
    await expect(session).toContainText('cannot make this time and proposed');
    await session.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: `${SHOTS}/mentors-proposal-375.png` });
    await session.getByRole('button', { name: 'Accept new time' }).click();
    // Radix announces a toast through a second, hidden copy of its text for a moment: the first is the toast.
    await expect(phone.getByText('Your session is confirmed.').first()).toBeVisible();
    await expect(session.getByText('Confirmed')).toBeVisible();
    await expect(session).toContainText(`${proposedTime} IST`);
    await expect(session).not.toContainText('cannot make this time');
    await phone.context().close();
    void page;
  });
});
