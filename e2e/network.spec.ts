import { expect, test, type Browser, type Page } from '@playwright/test';
import { login } from './fixtures';

/**
 * Two students in two browser contexts (issue 6): A connects, B sees the live notification and the
 * badge and accepts, A sees Connected, they message each other live, and A removes the connection.
 * Seeded students that the demo seed leaves unconnected to each other (password demo1234).
 */
const A = { email: 'student.arjun.nair@example.com', name: 'Arjun Nair' };
const B = { email: 'student.meher.kaur@example.com', name: 'Meher Kaur' };

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // The bell says "Notifications" both while its count loads and when nothing is unread: the count's answer
  // must be in before the bell is read.
  const unreadCount = page.waitForResponse((response) => response.url().endsWith('/api/notifications/unread-count') && response.ok());
  await login(page, email);
  await unreadCount;
  return page;
}

/** The bell's unread count, read from its accessible name ("Notifications, 3 unread"). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test('two students connect, see it live, message each other live, and part ways', async ({ browser }) => {
  const a = await signedInPage(browser, A.email);
  const b = await signedInPage(browser, B.email);
  const bId = await b.evaluate(() => localStorage.getItem('userId'));
  expect(bId).toBeTruthy();

  // B waits on the home page with the socket connected; the count before is whatever the seed left.
  await expect(b.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const before = await bellCount(b);

  // A opens B's profile and connects.
  await a.goto(`/AfterConnecting/${bId}`);
  await a.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(a.getByText('Connection request sent successfully!')).toBeVisible();

  // B: the badge goes up without a reload, and the drop-down lists A's request.
  await expect(b.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();
  await b.getByRole('button', { name: /^Notifications/ }).click();
  const latest = b.getByRole('menu');
  await expect(latest.getByRole('menuitem').filter({ hasText: A.name }).first()).toContainText(/connection request/i);
  await b.keyboard.press('Escape');

  // B accepts on the network page.
  await b.goto('/NetworkPage');
  await b.getByRole('button', { name: `Accept ${A.name}` }).click();

  // A's button turns to Connected (live event, or on focus).
  await a.bringToFront();
  await expect(a.getByRole('button', { name: /Connected/ })).toBeVisible();
  // The request is no longer "sent": its message does not stand beside "Connected".
  await expect(a.getByText('Connection request sent successfully!')).toHaveCount(0);

  // A opens the conversation; B waits in the inbox.
  await b.goto('/MessageMobileInbox');
  await a.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(a).toHaveURL(/\/MessageFinalClass2\/[0-9a-f-]{36}$/);
  const conversationPath = new URL(a.url()).pathname;

  const hello = `Hi ${B.name}, shall we pair on the project? ${Date.now()}`;
  await a.getByLabel('Message', { exact: true }).fill(hello);
  await a.keyboard.press('Enter');
  await expect(a.getByRole('list', { name: 'Messages' }).getByText(hello)).toBeVisible();

  // B: the new conversation appears in the inbox live; B opens it and sees A's message.
  const row = b.getByRole('link', { name: new RegExp(A.name) });
  await expect(row).toContainText(hello.slice(0, 20));
  // First messaged, B is offered push on this device; "Not now" puts the offer away for good on this browser.
  const offer = b.getByRole('region', { name: 'Get notified of new messages' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Turn on' })).toBeEnabled();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await b.reload();
  await expect(b.getByRole('link', { name: new RegExp(A.name) })).toBeVisible();
  await expect(offer).toHaveCount(0);
  await row.click();
  await expect(b).toHaveURL(new RegExp(`${conversationPath}$`));
  await expect(b.getByRole('list', { name: 'Messages' }).getByText(hello)).toBeVisible();

  // A sees "Seen" once B has it open; B answers and A gets it without a reload.
  await expect(a.getByText(/Seen/).last()).toBeVisible();
  const reply = `Yes! Library at 5? ${Date.now()}`;
  await b.getByLabel('Message', { exact: true }).fill(reply);
  await b.keyboard.press('Enter');
  await expect(a.getByRole('list', { name: 'Messages' }).getByText(reply)).toBeVisible();

  // And once more the other way, still live.
  const thanks = `See you there ${Date.now()}`;
  await a.getByLabel('Message', { exact: true }).fill(thanks);
  await a.keyboard.press('Enter');
  await expect(b.getByRole('list', { name: 'Messages' }).getByText(thanks)).toBeVisible();

  // A removes the connection on "Manage Your Connection"; messaging is then refused.
  await a.goto('/SelfConnectionPage');
  await a.getByRole('button', { name: `Remove ${B.name}` }).click();
  await a.getByRole('button', { name: 'Remove connection' }).click();
  // While the confirmation is open the list behind it is inert, out of the accessibility tree: the dialog closes
  // once the server has answered.
  await expect(a.getByRole('dialog')).toHaveCount(0);
  await expect(a.getByRole('button', { name: `Remove ${B.name}` })).toHaveCount(0);
  await a.goto(conversationPath);
  await expect(a.getByText('You can only message your connections.')).toBeVisible();

  await a.context().close();
  await b.context().close();
});
