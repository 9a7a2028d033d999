import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, expectNoSeriousAxeViolations, login } from './fixtures';

/**
 * Issue 31 §4, external-link sessions: the demo data's finished portfolio review over a link (Emily Carter and
 * Ananya Iyer, src/server/features/sessions/sessions.seed.ts), on which Ananya said it did not take place and Emily
 * that it did. The student's card shows her answer; at 375 px the operator decides it on "Needs action".
 */
const DEMO_ROOM_STUDENT = 'student.ananya.iyer.cse@example.com';
const DEMO_DISPUTED_AGENDA = 'Demo: a portfolio review over an external link';

async function signedIn(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

test('the disputed session: her answer on her card, then the operator decides it on "Needs action" at 375 px', async ({ browser }) => {
  const student = await signedIn(browser, DEMO_ROOM_STUDENT, 1280);
  await student.goto('/MySessions');
  const card = student.getByTestId('booking').filter({ hasText: DEMO_DISPUTED_AGENDA });
  const answer = card.getByTestId('took-place');
  await expect(answer).toContainText('Your answer: it did not take place.');
  await expect(answer.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');

  // The pause notice's appeal link opens the help form on its topic, the problem started with it.
  await student.goto('/helpform?topic=appeal');
  await expect(student.getByTestId('help-topic')).toContainText('Topic: Appeal a paused account.');
  await expect(student.getByLabel('Problem')).toHaveValue('Appeal a paused account: ');
  await student.context().close();

  const admin = await signedIn(browser, demo.admin, 375);
  await admin.goto('/admin/sessions');
  await expect(admin.getByRole('heading', { name: 'Needs action', level: 1 })).toBeVisible();
  const entry = admin.getByRole('listitem').filter({ hasText: 'Emily Carter' }).filter({ hasText: 'I am on the link' });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('link', { name: /meet\.example\.com/ })).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expect(
    admin.getByRole('navigation', { name: 'Operator console sections' }).getByRole('link', { name: 'Needs action' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousAxeViolations(admin);

  await entry.getByRole('combobox', { name: 'Decision' }).selectOption('held');
  await entry.getByRole('button', { name: /^Record decision for Ananya Iyer/ }).click();
  await expect(entry).toHaveCount(0);
  await admin.context().close();
});
