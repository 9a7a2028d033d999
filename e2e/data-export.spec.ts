import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzip } from '../src/server/test/zip.js';
import { demo, expectNoSeriousAxeViolations, login } from './fixtures';

/** Issue 36.3: "Download my data" from settings, prepared by the job queue, downloaded as one zip. */
test('Download my data: asked for in settings, shown when ready, downloaded as a zip with the README and the profile', async ({ page }) => {
  await login(page, demo.student);
  await page.goto('/SelfSetting#data');
  const card = page.getByRole('region', { name: 'Download my data' });
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText('We are preparing your data.').first()).toBeVisible();

  // The job runs on the server's queue; the card asks again every few seconds until the zip is ready.
  const downloadButton = card.getByRole('button', { name: 'Download zip' });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('status')).toContainText('Your data is ready');
  // One a day: asking again waits until tomorrow.
  await expect(card.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^campus-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(await readFile((await download.path())!));
  expect(entries.get('README.txt')?.toString()).toContain('profile.json');
  const profile = JSON.parse(entries.get('profile.json')!.toString()) as { account: { email: string } };
  expect(profile.account.email).toBe(demo.student);

  mkdirSync('/tmp/shots', { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/data-export-${width}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
});
