import { expect, test, type Page } from '@playwright/test';
import { demo, login } from './fixtures';

/** Issue 37: how each employer answers applications, on its job cards and pages, and "No reply yet". */

interface Employer {
  state: 'new' | 'slow' | 'rated';
  replyRate: number | null;
  medianDays: number | null;
  activelyReviewing: boolean;
}
interface ListedJob {
  id: string;
  title: string;
  companyName: string;
  employer: Employer;
  _count: { applications: number };
}

/** The API's own figures, to compare what a page shows with what the server computed. */
async function apiJobs(page: Page, query: string): Promise<ListedJob[]> {
  const response = await page.request.get(`/api/jobs?view=card&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { jobs: ListedJob[] }).jobs;
}

const figuresOf = (employer: Employer) =>
  `Replies to ${employer.replyRate}% of applicants, usually within ${employer.medianDays} ${employer.medianDays === 1 ? 'day' : 'days'}`;

test.describe('employer responsiveness', () => {
  test('the job card and the job page show the same figures, each with a tooltip saying how it is computed', async ({ page }) => {
    await login(page, demo.student);
    const [job] = await apiJobs(page, 'search=Nimbus%20Cloudworks&limit=1');
    expect(job!.employer.state).toBe('rated');
    const figures = figuresOf(job!.employer);

    await page.goto('/CarrerZone?q=Nimbus%20Cloudworks');
    const card = page.getByTestId('job-card').filter({ hasText: job!.title });
    const onCard = card.getByRole('button', { name: figures });
    await expect(onCard).toBeVisible();
    await expect(onCard).toHaveAccessibleDescription(/applications sent to Nimbus Cloudworks in the last 30 days/);
    await onCard.hover();
    const tip = card.getByRole('tooltip').filter({ hasText: 'within 14 days of applying' });
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(`${job!.employer.replyRate}% were moved past “pending”`);
    const reviewing = card.getByRole('button', { name: 'Actively reviewing' });
    await reviewing.hover();
    await expect(card.getByRole('tooltip').filter({ hasText: 'in the last 14 days' })).toBeVisible();

    await card.getByRole('link', { name: job!.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: job!.title })).toBeVisible();
    const onPage = page.getByRole('button', { name: figures });
    // From the keyboard: focus shows the tip, Escape hides it.
    await onPage.focus();
    const pageTip = page.getByRole('tooltip').filter({ hasText: 'the median, rounded up' });
    await expect(pageTip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pageTip).toBeHidden();

    // The other states, with the label in place of the figures.
    await page.goto('/CarrerZone?q=Dakshin');
    const slow = page.getByTestId('job-card').first().getByRole('button', { name: 'Slow to reply' });
    await expect(slow).toHaveAccessibleDescription(/median time from applying to a first status change is over 21 days/);
    await expect(page.getByTestId('job-card').first().getByTestId('reply-figures')).toHaveCount(0);
    await page.goto('/CarrerZone?q=Zenith%20Motors');
    await expect(page.getByTestId('job-card').first().getByRole('button', { name: 'New on Campus' })).toHaveAccessibleDescription(
      /Reply figures show from 10 applications/,
    );
  });

  test('the list sorts by "Responsive employers" and search keeps working with it', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/CarrerZone?q=intern');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter opportunities' });
    await panel.getByRole('button', { name: 'Responsive employers', exact: true }).click();
    await panel.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/sort=responsive/);
    await expect(page).toHaveURL(/q=intern/);
    const expected = await apiJobs(page, 'search=intern&sort=responsive&limit=3');
    const titles = page.getByTestId('job-card').locator('h3');
    await expect(titles.first()).toHaveText(expected[0]!.title);
    await expect(titles.nth(1)).toHaveText(expected[1]!.title);
    expect(expected[0]!.employer.state).toBe('rated');
    expect(expected[0]!.employer.replyRate!).toBeGreaterThanOrEqual(expected[1]!.employer.replyRate ?? 0);
  });

  test('a student sees "No reply yet" on an application pending for weeks and withdraws it in one click', async ({ page }) => {
    await login(page, demo.student);
    const [before] = await apiJobs(page, 'search=Logistics%20Operations%20Intern&limit=1');
    await page.goto('/CareerZoneApplications');
    const application = page.getByTestId('application').filter({ hasText: 'Logistics Operations Intern' });
    const noReply = application.getByRole('button', { name: 'No reply yet' });
    await expect(noReply).toHaveAccessibleDescription(/has not moved this application past “pending” in the 21 days/);
    await expect(page.getByTestId('application').filter({ hasText: 'Frontend Developer Intern' }).getByText('No reply yet')).toHaveCount(0);

    await application.getByRole('button', { name: 'Withdraw application to Logistics Operations Intern' }).click();
    await expect(page.getByText('Application withdrawn', { exact: true })).toBeVisible();
    await expect(application).toHaveCount(0);

    // The job counts one applicant less, and the student may apply again.
    const [after] = await apiJobs(page, 'search=Logistics%20Operations%20Intern&limit=1');
    expect(after!._count.applications).toBe(before!._count.applications - 1);
    await page.goto(`/CareerZoneDetails/${before!.id}`);
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  });

  test('on a phone the figures, their tooltips, "No reply yet" and withdrawing fit 375 px @mobile', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/CarrerZone?q=Nimbus%20Cloudworks');
    const card = page.getByTestId('job-card').first();
    await card.getByTestId('reply-figures').tap();
    const tip = card.getByRole('tooltip').filter({ hasText: 'within 14 days of applying' });
    await expect(tip).toBeVisible();
    const box = await tip.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto('/CareerZoneApplications');
    const application = page.getByTestId('application').filter({ hasText: 'Route Optimisation Engineer' });
    await application.getByRole('button', { name: 'No reply yet' }).tap();
    const noReplyTip = application.getByRole('tooltip');
    await expect(noReplyTip).toBeVisible();
    const tipBox = await noReplyTip.boundingBox();
    expect(tipBox!.x + tipBox!.width).toBeLessThanOrEqual(375);
    await application.getByRole('button', { name: 'Withdraw application to Route Optimisation Engineer' }).tap();
    await expect(application).toHaveCount(0);
  });
});
