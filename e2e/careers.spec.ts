import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, login } from './fixtures';

/** The API's own answer, to compare what a page shows with what the server says. */
async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/jobs?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

const countOf = (total: number) => `${total} ${total === 1 ? 'Opportunity' : 'Opportunities'} Available`;

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

/** Only the list call itself (`/api/jobs?...`), not a job, "For You" or the user's lists. */
const isJobList = (url: URL) => url.pathname === '/api/jobs';

test.describe('career zone', () => {
  test('prices draw the rupee sign in Inter without fetching the 84 KB Latin Extended font', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await login(page, demo.student);
    await page.goto('/CarrerZone');
    await expect(page.getByTestId('job-card').filter({ hasText: '₹' }).first()).toBeVisible();
    const rupeeFaces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.unicodeRange === 'U+20B9').map((face) => face.status);
    });
    expect(rupeeFaces).toEqual(['loaded']);
    expect(fonts.filter((path) => path.includes('latin-ext'))).toEqual([]);
  });

  test('a student searches, opens a job and applies; the operator shortlists it and the student sees it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two accounts, two sign-ins
    await login(page, demo.student);
    await page.goto('/CarrerZone');
    await expect(page.getByTestId('opportunity-count')).toHaveText(countOf(await apiTotal(page, 'limit=1')));

    await page.getByLabel('Search jobs and internships').fill('Bioinformatics');
    await expect(page).toHaveURL(/q=Bioinformatics/);
    await expect(page.getByTestId('opportunity-count')).toHaveText(countOf(await apiTotal(page, 'search=Bioinformatics&limit=1')));
    const card = page.getByTestId('job-card').filter({ has: page.getByRole('heading', { name: 'Bioinformatics Intern', exact: true }) });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Apply to Bioinformatics Intern' }).click();

    await expect(page).toHaveURL(/\/CareerZoneDetails\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bioinformatics Intern' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Job Description' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Company' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Helix Bioinformatics');
    await page.getByRole('tab', { name: 'Job Description' }).click();

    // Slow the apply call down a little so "Applying..." can be seen.
    await page.route('**/api/jobs/*/apply', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    // Apply Now opens the apply dialog: no resume this time, a short cover note, Submit.
    await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Apply to Bioinformatics Intern' });
    await expect(form).toBeVisible();
    await form.getByRole('radio', { name: 'Apply without a resume' }).check();
    await form.getByLabel('Cover note (optional)').fill('I enjoy sequence analysis.');
    await expect(form.getByText('26/1000 characters')).toBeVisible();
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Applying...', exact: true })).toBeDisabled();
    const popup = page.getByRole('dialog').filter({ hasText: 'Success!' });
    await expect(popup).toContainText('Success!');
    await expect(popup).toContainText('Your application has been submitted.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();

    // Still applied after a reload: the server says so.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();

    await page.getByRole('link', { name: 'Back to Career Zone' }).click();
    await page.getByRole('navigation', { name: 'Career Zone' }).getByRole('link', { name: 'My applications' }).click();
    await expect(page).toHaveURL(/\/CareerZoneApplications$/);
    const application = page.getByTestId('application').filter({ hasText: 'Bioinformatics Intern' });
    await expect(application).toContainText('Pending');
    await expect(application).toContainText(/Applied on [A-Z][a-z]+ \d{1,2}, \d{4}/);

    // The operator moves the application to shortlisted.
    const admin = await signedInPage(browser, baseURL, demo.admin);
    await admin.goto('/admin');
    await admin.getByLabel('Search jobs').fill('Bioinformatics Intern');
    await expect(admin).toHaveURL(/q=Bioinformatics/);
    await admin.getByRole('link', { name: 'Applicants of Bioinformatics Intern' }).first().click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Bioinformatics Intern' })).toBeVisible();
    await admin.getByLabel('Status of aarav_sharma').selectOption('shortlisted');
    await expect(admin.getByText('Status updated', { exact: true }).first()).toBeVisible();
    await expect(admin.getByRole('button', { name: /^Shortlisted 1$/ })).toBeVisible();
    await admin.context().close();

    await page.reload();
    await expect(page.getByTestId('application').filter({ hasText: 'Bioinformatics Intern' })).toContainText('Shortlisted');
    await page.getByRole('button', { name: 'Shortlisted', exact: true }).click();
    await expect(page.getByTestId('application').filter({ hasText: 'Bioinformatics Intern' })).toBeVisible();
    await expect(page.getByTestId('application').filter({ hasText: 'Full Stack Intern' })).toHaveCount(0);
  });

  test('a student applies with a new PDF resume from the dialog; the applicant count rises at once and the operator opens the resume', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow(); // two accounts, two sign-ins
    const title = 'Textile Design Intern';
    await login(page, demo.student);
    await page.goto(`/CarrerZone?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: `Apply to ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const applicants = page.getByRole('listitem').filter({ has: page.getByText('Applicants', { exact: true }) });
    const countNow = async () => Number(/(\d+)\s*$/.exec((await applicants.innerText()).trim())?.[1]);
    const before = await countNow();

    await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
    const form = page.getByRole('dialog', { name: `Apply to ${title}` });
    await form.getByRole('radio', { name: 'Upload a new resume' }).check();
    await form.getByLabel('Resume file').setInputFiles({
      name: 'aarav-resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await form.getByLabel('Cover note (optional)').fill('Two years of block printing.\nHappy to share my portfolio.');
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    const popup = page.getByRole('dialog').filter({ hasText: 'Success!' });
    await expect(popup).toContainText('Your application has been submitted.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();
    await expect(applicants).toContainText(String(before + 1));

    // Next time, the resume just used is offered first; Cancel applies nothing.
    await page.goto(`/CarrerZone?q=${encodeURIComponent('Video Editor')}`);
    await page.getByRole('link', { name: 'Apply to Video Editor', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
    const next = page.getByRole('dialog', { name: 'Apply to Video Editor' });
    await expect(next.getByRole('radio', { name: 'Use aarav-resume.pdf' })).toBeChecked();
    await next.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(next).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply Now', exact: true })).toBeFocused();

    // The operator sees the note and opens the resume (fetched with the token, shown from a blob).
    const admin = await signedInPage(browser, baseURL, demo.admin);
    await admin.goto('/admin');
    await admin.getByLabel('Search jobs').fill(title);
    await admin
      .getByRole('link', { name: `Applicants of ${title}` })
      .first()
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const row = admin.getByTestId('applicant').filter({ hasText: 'aarav_sharma' });
    await expect(row).toContainText('Two years of block printing.');
    // College · course · semester, and skills as chips, from the student's profile.
    await expect(row).toContainText(/\S · \S.* · Semester \d/);
    await expect(row.getByRole('list', { name: 'Skills of aarav_sharma' }).getByRole('listitem').first()).toBeVisible();
    await row.screenshot({ path: testInfo.outputPath('applicant-1280.png') });
    const [tab] = await Promise.all([
      admin.context().waitForEvent('page'),
      row.getByRole('button', { name: 'Open resume of aarav_sharma' }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await admin.context().close();
  });

  test('the landing page sections and view-all pages show the right jobs, and cards apply in place', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/CarrerZonelandingPage');
    await expect(page.getByTestId('opportunity-count')).toHaveText(countOf(await apiTotal(page, 'limit=1')));

    const forYou = page.getByTestId('section-for-you');
    const internships = page.getByTestId('section-internships');
    const jobs = page.getByTestId('section-jobs');
    await expect(forYou.getByRole('heading', { name: 'For You' })).toBeVisible();
    await expect(forYou.getByTestId('job-card').first()).toBeVisible();
    await expect(internships.getByTestId('job-card').first()).toBeVisible();
    await expect(jobs.getByTestId('job-card').first()).toBeVisible();

    // Internships only under Internships, and none of them under Jobs.
    for (const label of await internships.getByTestId('job-type').allTextContents()) expect(label).toMatch(/^Internship( \(Paid\))?$/);
    for (const label of await jobs.getByTestId('job-type').allTextContents()) expect(label).toMatch(/^(Full-time|Part-time|Contract)$/);
    // Titles cropped to the first 20 characters.
    for (const title of await page.getByTestId('job-card').getByRole('heading').allTextContents()) {
      expect(title.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(20);
    }

    // Apply in place from a Jobs card: the spec's "Successful" popup.
    const applyButton = jobs.getByRole('button', { name: /^Apply to / }).first();
    const title = ((await applyButton.getAttribute('aria-label')) ?? '').replace(/^Apply to /, '');
    await applyButton.click();
    await page
      .getByRole('dialog', { name: `Apply to ${title}` })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();
    const popup = page.getByRole('dialog').filter({ hasText: 'Successful' });
    await expect(popup).toContainText('Successful');
    await expect(popup).toContainText('You have successfully applied for the opportunity.');
    await popup.getByRole('button', { name: 'OK' }).click();
    const appliedCard = jobs.getByTestId('job-card').filter({ has: page.locator(`[title="${title}"]`) });
    await expect(appliedCard.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();

    // Internships view-all: real internships, "Internship (Paid)" where the stipend is paid.
    await internships.getByRole('link', { name: 'View All Internships' }).click();
    await expect(page).toHaveURL(/\/CareerZoneInternshipviewAll$/);
    await expect(page.getByTestId('opportunity-count')).toHaveText(countOf(await apiTotal(page, 'jobType=internship&limit=1')));
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    const internshipLabels = await page.getByTestId('job-type').allTextContents();
    expect(internshipLabels.length).toBeGreaterThan(0);
    for (const label of internshipLabels) expect(label).toMatch(/^Internship( \(Paid\))?$/);
    expect(internshipLabels).toContain('Internship (Paid)');

    await page.goto('/CarrerZonelandingPage');
    await page.getByTestId('section-jobs').getByRole('link', { name: 'View All Jobs' }).click();
    await expect(page).toHaveURL(/\/CareerZoneJobviewAll$/);
    await expect(page.getByTestId('opportunity-count')).toHaveText(
      countOf(await apiTotal(page, 'jobType=full-time,part-time,contract&limit=1')),
    );
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    for (const label of await page.getByTestId('job-type').allTextContents()) expect(label).toMatch(/^(Full-time|Part-time|Contract)$/);

    await page.goto('/CarrerZonelandingPage');
    await page.getByTestId('section-for-you').getByRole('link', { name: 'View All For You' }).click();
    await expect(page).toHaveURL(/\/CareerZoneForYouviewAll$/);
    await expect(page.getByTestId('job-card').first()).toBeVisible();
  });

  test('Load more asks for the page after the last card by its cursor, and no card shows twice', async ({ page }) => {
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isJobList(url)) asked.push(url);
    });
    await login(page, demo.student);
    await page.goto('/CarrerZone');
    const cards = page.getByTestId('job-card');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(24);
    const next = asked.at(-1)!;
    expect(next.searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(next.searchParams.has('page')).toBe(false);
    const links = await cards
      .locator('a[href*="/CareerZoneDetails/"]')
      .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname))]);
    expect(links).toHaveLength(24);
  });

  test('the Filter panel filters on the server', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/CarrerZone');
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter opportunities' });
    await panel.getByRole('button', { name: 'Internship', exact: true }).click();
    await panel.getByRole('button', { name: 'Pune', exact: true }).click();
    await panel.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/type=internship/);
    await expect(page).toHaveURL(/location=Pune/);
    const expected = await apiTotal(page, 'jobType=internship&location=Pune&limit=1');
    expect(expected).toBeGreaterThan(0);
    await expect(page.getByTestId('opportunity-count')).toHaveText(countOf(expected));
    await expect(page.getByTestId('job-card')).toHaveCount(expected);
    for (const label of await page.getByTestId('job-type').allTextContents()) expect(label).toBe('Internship');
    for (const place of await page.getByTestId('job-location').allTextContents()) expect(place).toContain('Pune');
    await expect(page.getByRole('button', { name: 'Filter (2 active)' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear search and filters' }).first().click();
    await expect(page.getByTestId('opportunity-count')).toHaveText(countOf(await apiTotal(page, 'limit=1')));
  });

  test('a search that matches nothing shows the empty state', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/CarrerZone?q=zzqqxxkkvv');
    await expect(page.getByText('No opportunities match your search', { exact: true })).toBeVisible();
    await expect(page.getByTestId('opportunity-count')).toHaveText('0 Opportunities Available');
    await page.getByRole('button', { name: 'Clear search and filters' }).last().click();
    await expect(page.getByTestId('job-card').first()).toBeVisible();
  });

  test('a failing API shows the error state and the popup', async ({ page }) => {
    await login(page, demo.student);
    await page.route(isJobList, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The database is not answering.', error: 'The database is not answering.', code: 'DB_DOWN' }),
      }),
    );
    await page.goto('/CarrerZone');
    await expect(page.getByText('Error: The database is not answering.', { exact: true })).toBeVisible({ timeout: 15_000 });
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText('Error Fetching Jobs');
    await expect(popup).toContainText('Failed to load job listings.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();

    // The service is back: "Try again" loads the list.
    await page.unroute(isJobList);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('job-card').first()).toBeVisible();
  });

  test('job details: unknown job and missing id', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/CareerZoneDetails/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'No job details found.' })).toBeVisible();
    await expect(page.getByText('Job not found.', { exact: true })).toBeVisible();
    await page.goto('/CareerZoneDetails');
    await expect(page.getByRole('heading', { name: 'No job ID found in the URL.' })).toBeVisible();
  });

  test('the operator posts a job with rich text, students see it, and the operator closes it', async ({ page, browser, baseURL }) => {
    test.slow(); // two accounts, two sign-ins
    const title = `E2E Design Intern ${Date.now().toString(36)}`;
    await login(page, demo.admin);
    await page.goto('/admin');
    await expect(page.getByTestId('count-all')).toHaveText(/^\d+$/);
    await page.getByRole('link', { name: 'New job' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Company name').fill('Lotus Retail Tech');
    await page.getByLabel('Location').fill('Pune');
    await page.getByLabel('Stipend per month (₹)').fill('18000');
    await page.getByLabel('Duration in months').fill('3');
    const editor = page.getByRole('textbox', { name: 'Job description' });
    const bold = page.getByRole('toolbar', { name: 'Formatting' }).first().getByRole('button', { name: 'Bold', exact: true });
    await editor.click();
    await page.keyboard.type('You will design ');
    await bold.click();
    await page.keyboard.type('screens students love');
    await bold.click();
    await page.keyboard.type('.');
    await page.getByLabel('Skills').fill('Figma, UX Research');
    await page.getByLabel('Recruiter name').fill('Farah Khan');
    await page.getByLabel('Recruiter position').fill('Talent Partner');
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page.getByText('Job posted', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('No applications yet', { exact: true })).toBeVisible();

    const student = await signedInPage(browser, baseURL, demo.student);
    await student.goto(`/CarrerZone?q=${encodeURIComponent(title)}`);
    await student.getByRole('link', { name: `Apply to ${title}` }).click();
    await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(student.locator('strong', { hasText: 'screens students love' })).toBeVisible();
    await expect(student.getByRole('list', { name: 'Key details' })).toContainText('₹18,000 per month');

    // The edit form reads the job by its id (GET /api/admin/jobs/{id}), here on a fresh load with no list cached.
    const jobId = new URL(page.url()).pathname.split('/').pop()!;
    await page.goto(`/admin/jobs/${jobId}/edit`);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Stipend per month (₹)')).toHaveValue('18000');
    await page.getByLabel('Location').fill('Mumbai');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved', { exact: true }).first()).toBeVisible();

    await page.goto('/admin');
    await page.getByLabel('Search jobs').fill(title);
    await expect(page).toHaveURL(/q=E2E/);
    await page.getByRole('button', { name: `Close ${title}` }).click();
    await expect(page.getByText('Job closed', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Reopen ${title}` })).toBeVisible();

    await student.reload();
    await expect(student.getByRole('button', { name: 'Applications closed' })).toBeDisabled();
    await expect(student.getByRole('list', { name: 'Key details' })).toContainText('Mumbai');
    await student.context().close();
  });

  test('the career pages have no accessibility violations', async ({ page }) => {
    await login(page, demo.student);
    for (const path of ['/CarrerZonelandingPage', '/CarrerZone', '/CareerZoneInternshipviewAll', '/CareerZoneApplications']) {
      await page.goto(path);
      await expect(page.getByTestId('job-card').or(page.getByTestId('application')).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
    await page.getByTestId('application').first().getByRole('link').click();
    await expect(page.getByRole('tab', { name: 'Company' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `details: ${violation.id}`)).toEqual([]);
  });

  test('students cannot open the operator console', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'This area is not for your account' })).toBeVisible();
    // The server refuses too: a student's own token is not enough.
    const session = await page.request.post('/api/auth/login', { data: { email: demo.student, password: DEMO_PASSWORD } });
    const { accessToken } = (await session.json()) as { accessToken: string };
    const response = await page.request.get('/api/admin/jobs', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(response.status()).toBe(403);
  });

  test('on a phone the apply dialog fits 375 px, works from the keyboard and refuses a file that is not a document @mobile', async ({
    page,
  }, testInfo) => {
    const title = 'Field Sales Intern';
    await login(page, demo.student);
    await page.goto(`/CarrerZone?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: `Apply to ${title}`, exact: true }).click();
    const applyNow = page.getByRole('button', { name: 'Apply Now', exact: true });
    await applyNow.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: `Apply to ${title}` });
    await expect(form).toBeVisible();
    // The focus is inside the dialog, on the first resume choice.
    await expect(form.getByRole('radio').first()).toBeFocused();
    const box = await form.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations).toEqual([]);

    // Keyboard only: Space picks a choice.
    await form.getByRole('radio', { name: 'Upload a new resume' }).focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('radio', { name: 'Upload a new resume' })).toBeChecked();
    // A text file named .pdf is refused by its content; the dialog stays open and says why.
    await form
      .getByLabel('Resume file')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
    await form.getByLabel('Cover note (optional)').focus();
    await page.keyboard.type('Keen to learn field sales.');
    await expect(form.getByText('26/1000 characters')).toBeVisible();
    await form.getByRole('button', { name: 'Submit', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toContainText(/PDF|DOC/);
    await page.screenshot({ path: testInfo.outputPath('apply-dialog-375.png') });

    // Applying without a resume then goes through, with the spec's popup.
    await form.getByRole('radio', { name: 'Apply without a resume' }).check();
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    const popup = page.getByRole('dialog').filter({ hasText: 'Success!' });
    await expect(popup).toContainText('Your application has been submitted.');
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();
  });

  test('on a phone the landing scrolls its sections and the filter works @mobile', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/CarrerZonelandingPage');
    await expect(page.getByTestId('section-internships').getByTestId('job-card').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' })).toBeVisible();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter opportunities' });
    await panel.getByRole('button', { name: 'Remote', exact: true }).click();
    await panel.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/remote=true/);
    await expect(page.getByTestId('opportunity-count')).toHaveText(countOf(await apiTotal(page, 'remote=true&limit=1')));
    // The sections are read again after the count: wait for them rather than read the list once.
    await expect
      .poll(async () =>
        (await page.getByTestId('section-jobs').getByTestId('job-location').allTextContents()).filter((place) => !place.includes('Remote')),
      )
      .toEqual([]);

    // The zone's links scroll sideways on a phone; the page one is on, the last of them, is brought into view.
    await page.goto('/CareerZoneSaved');
    const zone = page.getByRole('navigation', { name: 'Career Zone' });
    const current = zone.getByRole('link', { name: 'Saved' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    expect(await zone.evaluate((strip) => strip.scrollWidth > strip.clientWidth)).toBe(true);
    const [strip, link] = await Promise.all([zone.boundingBox(), current.boundingBox()]);
    // Within a pixel: the strip's scroll stops at fractions of one.
    expect(link!.x).toBeGreaterThanOrEqual(strip!.x - 1);
    expect(link!.x + link!.width).toBeLessThanOrEqual(strip!.x + strip!.width + 1);
  });
});
