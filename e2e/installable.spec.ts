import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures';

/**
 * Issue 35.4: the installable app. The manifest and every icon it names load; after one visit the service worker
 * opens the app shell with the network gone, says offline on pages whose data it has not got, and falls back to the
 * offline page when it has no shell.
 */

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  display: string;
  icons: { src: string; sizes: string }[];
  shortcuts: { name: string; url: string }[];
}

test('the manifest and its icons load; offline, the shell opens after one visit and says what cannot load @mobile', async ({
  page,
  context,
}) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(manifest.display).toBe('standalone');
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Messages', 'My sessions', 'Career zone']);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const [width] = icon.sizes.split('x').map(Number);
    const png = await res.body();
    // A PNG's IHDR holds the width at byte 16: the file is the size the manifest says.
    expect(png.readUInt32BE(16), icon.src).toBe(width);
  }

  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const offline = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await login(page, demo.student);
  // The worker registers once the page has loaded and takes over this tab when it activates (clients.claim).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

  // Offline, the app opens from the worker's cache and says so; it does not sign the student out (no login page).
  await context.setOffline(true);
  await page.reload();
  await expect(offline).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByText('Log in to continue')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('offline-signed-in.png') });
  // Back online, the session check runs again by itself and the page appears.
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Careers' }).first()).toBeVisible();

  // A visitor's first offline visit to another page: the shell draws it, with the notice.
  const visitor = await context.browser()!.newContext({ viewport: { width: 375, height: 780 }, serviceWorkers: 'allow' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  await expect.poll(() => visitorPage.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await visitor.setOffline(true);
  await visitorPage.goto('/MentorSectionShowAll');
  await expect(visitorPage.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Campus' }).first()).toBeVisible();
  await visitorPage.screenshot({ path: test.info().outputPath('offline-mentors.png') });

  // Without a cached shell, the worker answers a page with the offline page.
  await visitorPage.evaluate(async () => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete('/');
  });
  await visitorPage.goto('/MySessions');
  await expect(visitorPage.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await visitor.close();
  expect(pageErrors).toEqual([]);
});
