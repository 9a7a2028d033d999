import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demo, login, expectNoSeriousAxeViolations } from './fixtures';

/**
 * Blogs end to end (issue 12): the demo student writes a friends-only post with an image and a tag; the
 * draft typed in one browser context appears in the editor of a second context of the same user; a
 * connection (Riya, connected to the demo student by the seed) finds it in /libblog, likes and comments,
 * and the author's bell rises live; a stranger does not see it; the author deletes it after confirming.
 */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const CONNECTION = 'student.riya.kapoor@example.com';
const STRANGER = 'student.meher.kaur@example.com';

async function signedInPage(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test('a friends-only post: drafted on two devices, seen, liked and commented by a connection, hidden from a stranger, deleted', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const word = `kestrel${Date.now().toString(36)}`;
  const title = `Notes from the ${word} workshop`;
  const author = await signedInPage(browser, demo.student);
  const authorId = await author.evaluate(() => localStorage.getItem('userId'));

  // Write: a fresh post (the seed left a draft, which the editor offers to continue).
  await author.goto(`/blogcreate/${authorId}`);
  await expect(author.getByRole('textbox', { name: 'Title' })).toBeVisible();
  const startNew = author.getByRole('button', { name: 'Start a new post' });
  if (await startNew.isVisible()) await startNew.click();
  await author.getByRole('textbox', { name: 'Title' }).fill(title);
  await author.getByLabel('Short description').fill('What we learned about graphs in one evening.');
  await author.getByRole('textbox', { name: 'Your story' }).click();
  await author.keyboard.type('We built a treasure hunt where every clue is a BFS step.');
  const png = await sharp({ create: { width: 800, height: 420, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await author.getByLabel('Choose an image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(author.getByRole('img', { name: 'Banner image' })).toBeVisible();
  await author.getByRole('textbox', { name: 'Tags' }).fill('graphs');
  await author.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await expect(author.getByRole('list', { name: 'Chosen tags' })).toContainText('#graphs');
  await author.getByRole('radio', { name: /Friends only/ }).check();
  // The draft is saved to the server a moment after typing stops.
  await expect(author.getByText(/^Saved /)).toBeVisible({ timeout: 15_000 });

  // The same user on another device: the editor continues the draft.
  const secondDevice = await signedInPage(browser, demo.student);
  await secondDevice.goto(`/blogcreate/${authorId}`);
  await expect(secondDevice.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(secondDevice.getByText(`Continuing your draft “${title}”`, { exact: false })).toBeVisible();
  await secondDevice.context().close();

  await author.getByRole('button', { name: 'Publish' }).click();
  await expect(author).toHaveURL(/\/BlogDetails\/[0-9a-f-]{36}$/);
  const postPath = new URL(author.url()).pathname;
  await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(author.getByText('Friends only')).toBeVisible();
  await expectNoSeriousAxeViolations(author);

  // The author waits on the home page with the bell connected.
  await author.goto('/view');
  await expect(author.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  // The seeded author has unread notifications: wait until the bell has read its count from the server.
  await expect.poll(() => bellCount(author), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await bellCount(author);

  // A connection finds it in the feed (typo-tolerant search), likes and comments.
  const friend = await signedInPage(browser, CONNECTION);
  await friend.goto('/libblog');
  await friend.getByLabel('Search blogs').fill(word.slice(0, -1));
  await friend.getByRole('link', { name: title }).click();
  await expect(friend).toHaveURL(new RegExp(`${postPath}$`));
  await friend.getByRole('button', { name: /^Like/ }).click();
  await expect(friend.getByRole('button', { name: /^Liked/ })).toBeVisible();
  await friend.getByLabel('Add a comment').fill('Count me in for the next one!');
  await friend.getByRole('button', { name: 'Post comment' }).click();
  await expect(friend.getByText('Count me in for the next one!')).toBeVisible();

  // The author's bell rises without a reload: one like, one comment.
  await expect.poll(() => bellCount(author), { timeout: 15_000 }).toBe(before + 2);

  // A stranger neither finds it nor opens it.
  const stranger = await signedInPage(browser, STRANGER);
  await stranger.goto(`/libblog?search=${word}`);
  await expect(stranger.getByText('No blogs found.')).toBeVisible();
  await stranger.goto(postPath);
  await expect(stranger.getByText('Sorry, the blog post could not be found.')).toBeVisible();

  // The author deletes it after the confirmation.
  await author.goto(postPath);
  await author.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = author.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this blog?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(author).toHaveURL(new RegExp(`/BlogPage/${authorId}$`));
  await expect(author.getByRole('heading', { name: 'Your Blog' })).toBeVisible();
  await expect(author.getByRole('link', { name: title })).toHaveCount(0);
  await friend.goto(postPath);
  await expect(friend.getByText('Sorry, the blog post could not be found.')).toBeVisible();
});

test('blog screens fit a phone and pass axe @mobile', async ({ browser }) => {
  const page = await signedInPage(browser, demo.student, 375);
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  for (const path of ['/libblog', `/BlogPage/${userId}`, `/blog/${userId}`, '/blog']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-testid="blog-card-skeleton"]')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  }
});

test('the Back button asks before leaving the editor with unsaved changes', async ({ browser }) => {
  const page = await signedInPage(browser, demo.student);
  await page.goto('/libblog');
  await page.goto('/add-post');
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('A thought I have not saved yet');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
  });
  // Stay: the writer is still in the editor, with the words typed.
  await page.evaluate(() => window.history.back());
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page anyway?']);
  await expect(page).toHaveURL(/\/add-post$/);
  await expect(title).toHaveValue('A thought I have not saved yet');
  // Leave (asked again unless the draft was saved in the meantime): Back goes to the page before the editor.
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/libblog$/);
});

test('a first-time writer: Write a blog → guidelines → I ACCEPT opens the editor, not an empty blog page', async ({ browser }) => {
  // A seeded student who has never accepted the blog guidelines.
  const page = await signedInPage(browser, 'student.kabir.m@example.com');
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  await page.goto(`/BlogPage/${userId}`);
  await page.getByRole('link', { name: 'Write a blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: 'Blog guidelines' })).toBeVisible();
  await page.getByRole('button', { name: 'I ACCEPT' }).click();
  await expect(page).toHaveURL(new RegExp(`/blogcreate/${userId}$`));
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
});

test('on a phone, a first-time writer goes from the guidelines to the editor too @mobile', async ({ browser }) => {
  // Another seeded student who has never accepted the guidelines (each can accept once per run).
  const page = await signedInPage(browser, 'student.karan.sethi@example.com', 375);
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  await page.goto(`/BlogPage/${userId}`);
  await page.getByRole('link', { name: 'Write a blog' }).first().click();
  await expect(page.getByRole('heading', { name: 'Blog guidelines' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'I ACCEPT' });
  await accept.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/blog-guidelines-375.png` });
  await accept.click();
  await expect(page).toHaveURL(new RegExp(`/blogcreate/${userId}$`));
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/blog-editor-375.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
