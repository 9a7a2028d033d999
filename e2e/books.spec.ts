import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { demo, login } from './fixtures';

/** Only the shelf's list call. */
const isBookList = (url: URL) => url.pathname === '/api/books';

const shelf = (page: Page) => page.getByTestId('book-shelf');
const shelfTitles = (page: Page) => shelf(page).getByTestId('book').locator('span.line-clamp-2');

async function smallPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(title, { x: 50, y: 700, size: 20, font });
  return Buffer.from(await pdf.save());
}

test.describe('e-books (EDU-VALT)', () => {
  test('the shelf: semester toggles, server search, empty states', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/books');
    await expect(
      page.getByRole('heading', { level: 1, name: 'All you need at one place to be successful in your Student Life.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'EBooks', exact: true })).toBeVisible();
    await expect(shelfTitles(page).first()).toBeVisible();
    await expect(shelfTitles(page).filter({ hasText: 'Calculus Made Simple' })).toHaveCount(1);

    // S3 filters on the server; pressing it again clears the filter.
    const s3 = page.getByRole('button', { name: 'S3', exact: true });
    await s3.click();
    await expect(s3).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'S3 EBooks' })).toBeVisible();
    await expect(page).toHaveURL(/semester=S3/);
    await expect(shelfTitles(page).filter({ hasText: 'Discrete Mathematics for Computing' })).toHaveCount(1);
    await expect(shelfTitles(page).filter({ hasText: 'Calculus Made Simple' })).toHaveCount(0);
    const badges = await shelf(page).getByTestId('book').allInnerTexts();
    expect(badges.length).toBeGreaterThan(0);
    for (const text of badges) expect(text).toContain('S3');
    await s3.click();
    await expect(s3).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { name: 'EBooks', exact: true })).toBeVisible();

    // A typo still finds the book.
    await page.getByRole('searchbox', { name: /search books/i }).fill('algoritms');
    await expect(page).toHaveURL(/search=algoritms/);
    await expect(shelfTitles(page).first()).toHaveText('Algorithms: Design and Analysis');

    // Nothing matches: the empty state, with the semester when filtered.
    await page.getByRole('searchbox', { name: /search books/i }).fill('zzqxwv');
    await expect(page.getByText('No books available', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'S3', exact: true }).click();
    await expect(page.getByText('No books available for S3', { exact: true })).toBeVisible();
  });

  test('a book opens its PDF in a new tab, and the arrows scroll the shelf by 200 px', async ({ page, context }) => {
    await login(page, demo.student);
    await page.goto('/books');
    const list = shelf(page);
    await expect(list.getByTestId('book').first()).toBeVisible();
    await page.getByRole('button', { name: 'Scroll books right' }).click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(200);
    await page.getByRole('button', { name: 'Scroll books left' }).click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(0);

    const book = list.getByTestId('book').first();
    const href = await book.getAttribute('href');
    expect(href).toMatch(/^\/uploads\/books\/[a-f0-9]+\.pdf$/);
    await expect(book).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), book.click()]);
    await expect.poll(() => tab.url()).toContain(href!);
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();
  });

  test('loading and error states, then "Try again"', async ({ page }) => {
    await login(page, demo.student);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isBookList, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Down', error: 'Down', code: 'DOWN' }),
      });
    });
    await page.goto('/books');
    await expect(page.getByText('Loading books...', { exact: true })).toBeVisible();
    release();
    // The client asks twice more before it gives up.
    await expect(page.getByText('Failed to load books. Please try again.', { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.unroute(isBookList);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(shelf(page).getByTestId('book').first()).toBeVisible();
  });

  test('without a session the shelf asks to log in', async ({ page }) => {
    await page.goto('/books');
    await expect(page.getByRole('heading', { name: 'Please log in to view books.' })).toBeVisible();
    const response = await page.request.get('/api/books');
    expect(response.status()).toBe(401);
  });

  test('an operator uploads a PDF and it appears on the shelf; a non-PDF is refused', async ({ page, browser, baseURL }) => {
    test.slow();
    const title = `E2E Signals and Systems ${Date.now().toString(36)}`;
    await login(page, demo.admin);
    await page.goto('/admin/books');
    await expect(page.getByRole('heading', { level: 1, name: 'E-books' })).toBeVisible({ timeout: 30_000 });

    // A PNG named .pdf: refused by its content, shown at the file field.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('PDF file').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: png });
    await page.getByLabel('Title').fill('Not a book');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('The book must be a PDF file.', { exact: true })).toBeVisible();

    await page.getByLabel('PDF file').setInputFiles({ name: 'signals.pdf', mimeType: 'application/pdf', buffer: await smallPdf(title) });
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Subject').fill('Signals and Systems');
    await page.getByLabel('Author').fill('E2E Operator');
    await page.getByLabel('Semester').selectOption('5');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Book uploaded.', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('admin-book-list')).toContainText(title);

    const student = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
    await login(student, demo.student);
    await student.goto('/books?semester=S5');
    await expect(student.getByRole('heading', { name: 'S5 EBooks' })).toBeVisible({ timeout: 30_000 });
    await expect(shelfTitles(student).filter({ hasText: title })).toHaveCount(1);

    // The operator removes it again; it leaves the shelf.
    await page.getByRole('button', { name: `Remove ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Book removed.', { exact: true }).first()).toBeVisible();
    await student.reload();
    await expect(shelf(student).getByTestId('book').first()).toBeVisible();
    await expect(shelfTitles(student).filter({ hasText: title })).toHaveCount(0);
    await student.context().close();
  });

  test('students cannot use the console routes', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/admin/books');
    await expect(page.getByRole('heading', { name: 'This area is not for your account' })).toBeVisible();
  });

  test('the EDU-VALT pages have no accessibility violations', async ({ page }) => {
    await login(page, demo.admin);
    for (const path of ['/books', '/Resources', '/EduValt', '/EduValtRules', '/admin/books']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading books...')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
    await page.goto('/EduValtRules');
    await expect(page.getByRole('link', { name: 'I ACCEPT' })).toHaveAttribute('href', '/HumanLib');
  });

  test('on a phone the shelf fits the screen @mobile', async ({ page }) => {
    await login(page, demo.student);
    for (const path of ['/books', '/books?semester=S2', '/Resources', '/EduValt', '/EduValtRules']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/books');
    await page.getByRole('button', { name: 'S2', exact: true }).click();
    await expect(shelfTitles(page).filter({ hasText: 'Linear Algebra Essentials' })).toHaveCount(1);
  });
});
