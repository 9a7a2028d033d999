import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_TOTP_SECRET, totpCode, totpStep } from '../src/server/platform/totp.js';

export const DEMO_PASSWORD = 'demo1234';
export const demo = { student: 'demo.student@example.com', mentor: 'demo.mentor@example.com', admin: 'demo.admin@example.com' };

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** An Indian mobile number no other test uses: a phone number belongs to one account only. */
export const uniquePhone = () => `9${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;

/** Reads the newest code mailed to `to` by the product, through the test SMTP server's mail folder. */
export async function codeMailedTo(to: string, timeoutMs = 15_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(dir).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; subject: string };
      if (mail.to.includes(to.toLowerCase())) {
        const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
        if (code) return code;
      }
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD, rememberMe = false) {
  await page.goto('/');
  await page.getByLabel(/email or phone/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  if (rememberMe) await page.getByLabel(/remember me/i).check();
  await page.getByRole('button', { name: /^login$/i }).click();
  // The demo operator has two-step sign-in on, with the demo secret: the code is worked out here, as the app would.
  if (email === demo.admin) await enterTwoFactorCode(page, DEMO_TOTP_SECRET);
  await expect(page).toHaveURL(/\/view$/);
}

/**
 * The time steps whose codes this run has typed, per secret: kept beside the run's mail folder, so a worker started
 * after another (a retry) knows them too.
 */
const usedStepsFile = () => (process.env.E2E_MAIL_DIR ? path.join(path.dirname(process.env.E2E_MAIL_DIR), 'totp-steps.json') : null);
const usedSteps = new Map<string, number>();
function lastUsedStep(secret: string): number {
  const file = usedStepsFile();
  const stored = file && existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>)[secret] ?? -1) : -1;
  return Math.max(stored, usedSteps.get(secret) ?? -1);
}
function rememberStep(secret: string, step: number) {
  usedSteps.set(secret, step);
  const file = usedStepsFile();
  if (!file) return;
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  writeFileSync(file, JSON.stringify({ ...stored, [secret]: step }));
}

/**
 * A code of the secret the server will take. It accepts each 30-second step's code once per account (replay
 * protection), so two sign-ins of the demo operator within one step would see the second refused: this gives the code
 * of the first step after the last one typed, now or the next step (which the server takes as a clock a little
 * ahead), waiting for the clock past that (at most one step).
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const step = Math.max(totpStep(), lastUsedStep(secret) + 1);
  while (step > totpStep() + 1) await new Promise((resolve) => setTimeout(resolve, 200));
  rememberStep(secret, step);
  return totpCode(secret, step);
}

/** Answers the second step of a sign-in with a code of the secret that has not been used yet. */
export async function enterTwoFactorCode(page: Page, secret: string) {
  await page.getByLabel('Authentication code').fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** axe on the whole page: no serious or critical violation, each named with where it is. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Screenshots of the current page at 1280 px and 375 px wide into /tmp/shots, `{name}-{width}.png`; no sideways scroll on a phone. */
export async function shootAtBothWidths(page: Page, name: string) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `/tmp/shots/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 780 });
  await page.screenshot({ path: `/tmp/shots/${name}-375.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name}: no sideways scroll at 375 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** No serious or critical WCAG 2 A/AA violation on the page as it stands. */
export async function expectNoSeriousWcagViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
