import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { reliabilityHeadlines, type MentorListResponse } from '../src/shared/contracts/mentors.js';
import { demo, login } from './fixtures';

/** Mentor reliability (issue 37.1) on the demo data, which holds every state from very responsive to new. */

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** Focuses the figure's (i) button with the keyboard and answers the tooltip it is described by. */
async function tooltipOf(page: Page, scope: Locator, label: string | RegExp): Promise<Locator> {
  const button = scope.getByRole('button', { name: label }).first();
  await button.focus();
  const id = await button.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  const tooltip = page.locator(`[id="${id}"]`);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveAttribute('role', 'tooltip');
  return tooltip;
}

/** The demo mentors by state, read from the list the page itself calls. */
async function mentorsByState(page: Page) {
  const res = await page.request.get('/api/user-mentors/mentors?limit=100&sort=answersQuickly');
  expect(res.ok()).toBe(true);
  const { mentors } = (await res.json()) as MentorListResponse;
  const fastest = mentors[0]!;
  return { fastest, lines: reliabilityHeadlines(fastest.reliability)!, newcomer: mentors.find((mentor) => mentor.reliability.isNew)! };
}

// Each test runs at 1280 px (desktop project) and, tagged @mobile, at 375 px (mobile project).
for (const tag of ['', ' @mobile']) {
  test.describe(`mentor reliability${tag}`, () => {
    test(`the card shows how fast and how often a mentor answers, each explained; a new mentor says so${tag}`, async ({ page }, info) => {
      await login(page, demo.student);
      const { fastest, lines, newcomer } = await mentorsByState(page);
      expect(newcomer, 'the demo data holds a new mentor').toBeDefined();

      await page.goto('/MentorSectionShowAll');
      await page.getByLabel('Sort by').selectOption({ label: 'Answers quickly' });
      await expect(page).toHaveURL(/sort=answersQuickly/);
      const card = page.getByTestId('mentor-card').first();
      await expect(card.getByRole('heading')).toHaveText(fastest.fullName);
      await expect(card.getByTestId('reliability')).toContainText(lines.answerTime!);
      await expect(card.getByTestId('reliability')).toContainText(lines.responseRate);

      const rateTip = await tooltipOf(page, card, `How "${lines.responseRate}" is computed`);
      await expect(rateTip).toContainText('answered within 24 hours');
      await expect(rateTip).toContainText(/last 30 days|within 90 days/);
      await expect(rateTip).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `${SHOTS}/reliability-card-${info.project.name}.png` });
      await page.keyboard.press('Escape');
      await expect(rateTip).toBeHidden();
      const timeTip = await tooltipOf(page, card, `How "${lines.answerTime!}" is computed`);
      await expect(timeTip).toContainText('median time from request to answer');

      // Search keeps working with the sort.
      await page.getByLabel('Search mentors').fill(newcomer.fullName);
      await expect(page).toHaveURL(/search=.*sort=answersQuickly|sort=answersQuickly.*search=/);
      const newCard = page.getByTestId('mentor-card').filter({ hasText: newcomer.fullName });
      await expect(newCard.getByTestId('reliability').getByText('New mentor', { exact: true })).toBeVisible();
      await expect(newCard.getByTestId('reliability')).not.toContainText('Answers');
      const newTip = await tooltipOf(page, newCard, 'How "New mentor" is computed');
      await expect(newTip).toContainText('Figures show once 5 requests have counted');
    });

    test(`the mentor page shows every figure with its explanation${tag}`, async ({ page }, info) => {
      await login(page, demo.student);
      const { fastest, lines } = await mentorsByState(page);
      await page.goto(`/MentorDescPage/${fastest.id}`);
      const panel = page.getByTestId('reliability-panel');
      await expect(panel).toContainText(`${fastest.reliability.responseRate}% of requests within 24 hours`);
      await expect(panel).toContainText(lines.answerTime!.replace('Usually answers ', ''));
      await expect(panel).toContainText('Sessions held');
      await expect(panel).toContainText('No-shows');
      await expect(panel).toContainText('Late cancellations');
      const heldTip = await tooltipOf(page, panel, 'How "Sessions held" is computed');
      await expect(heldTip).toContainText('last 90 days');
      await expect(heldTip).toContainText("A student's no-show");
      await heldTip.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/reliability-page-${info.project.name}.png` });
      // The headline figures on top match the panel's.
      await expect(page.getByTestId('reliability').first()).toContainText(lines.responseRate);
    });

    test(`the mentor sees their own figures and the request and session that lowered them${tag}`, async ({ page }, info) => {
      await login(page, demo.mentor);
      await page.goto('/view');
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Your reliability' }) });
      await expect(section.getByTestId('reliability-panel')).toContainText('% of requests within 24 hours');
      const lowered = section.getByTestId('reliability-lowered');
      await expect(lowered).toContainText('expired without an answer');
      await expect(lowered).toContainText('did not join the session');
      await expect(lowered).toContainText('was answered after 30 hours');
      const noShowTip = await tooltipOf(page, section, 'How "No-shows" is computed');
      await expect(noShowTip).toContainText('did not join');
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/reliability-home-${info.project.name}.png` });
    });
  });
}
