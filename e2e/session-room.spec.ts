import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import config from '../playwright.config';
import { expectNoSeriousAxeViolations, login } from './fixtures';

/**
 * Session rooms (issue 31): the demo data's confirmed session that starts 5 minutes after the server's first start
 * (Emily Carter and Ananya Iyer, used by no other spec). Both join from Chromium's fake camera and microphone, the
 * peer connection reaches "connected" on both sides with bytes arriving, and the chat carries a line both ways.
 */
/** As src/server/features/sessions/sessions.seed.ts seeds them. */
const DEMO_ROOM_MENTOR = 'mentor.emily.carter@example.com';
const DEMO_ROOM_STUDENT = 'student.ananya.iyer.cse@example.com';
const DEMO_ROOM_AGENDA = 'Demo: a mock interview in the session room';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

async function signedIn(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

/** The remote tracks playing, and the bytes received so far as the page's getStats line counts them. */
const liveRemoteTracks = (page: Page) =>
  page.getByTestId('remote-video').evaluate((video: HTMLVideoElement) => {
    const stream = video.srcObject as MediaStream | null;
    return stream ? stream.getTracks().filter((track) => track.readyState === 'live').length : 0;
  });
const bytesReceived = async (page: Page) => Number((await page.getByTestId('quality').getAttribute('data-bytes-received')) ?? 0);

test('the student and the mentor meet in the room: connected both ways, video arriving, chat both ways, camera off, hang up', async ({
  browser,
}) => {
  const student = await signedIn(browser, DEMO_ROOM_STUDENT);
  await student.goto('/MySessions');
  const card = student.getByTestId('booking').filter({ hasText: DEMO_ROOM_AGENDA });
  await card.getByRole('link', { name: 'Join room' }).click();
  await expect(student).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/room$/);
  const roomPath = new URL(student.url()).pathname;
  await expect(student.getByRole('heading', { name: 'Session with Emily Carter' })).toBeVisible();

  const mentor = await signedIn(browser, DEMO_ROOM_MENTOR);
  await mentor.goto(roomPath);
  await expect(mentor.getByRole('heading', { name: /^Session with / })).toBeVisible();
  await expect(student.getByTestId('presence')).toHaveText('Emily Carter is here.');

  await student.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(mentor.getByTestId('presence')).toContainText('is in the call.');
  await mentor.getByRole('button', { name: 'Join', exact: true }).click();

  for (const page of [student, mentor]) {
    await expect(page.getByTestId('call-state')).toHaveAttribute('data-state', 'connected');
    await expect(page.getByTestId('quality')).toContainText('Connection quality');
    // Audio and video both arrive from the other side, and keep arriving.
    await expect.poll(() => liveRemoteTracks(page)).toBe(2);
    const before = await bytesReceived(page);
    await expect.poll(() => bytesReceived(page)).toBeGreaterThan(before);
  }

  await student.getByRole('textbox', { name: /^Message to / }).fill('Hello from the student: https://example.com/portfolio');
  await student.getByRole('button', { name: 'Send message' }).click();
  await expect(mentor.getByTestId('session-chat')).toContainText('Hello from the student');
  await expect(mentor.getByTestId('session-chat').getByRole('link', { name: 'https://example.com/portfolio' })).toBeVisible();
  await mentor.getByRole('textbox', { name: /^Message to / }).fill('Hello back from the mentor');
  await mentor.getByRole('textbox', { name: /^Message to / }).press('Enter');
  await expect(student.getByTestId('session-chat')).toContainText('Hello back from the mentor');

  await mentor.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(mentor.getByRole('button', { name: 'Turn camera on' })).toHaveAttribute('aria-pressed', 'true');

  await student.getByRole('button', { name: 'Hang up' }).click();
  await expect(student.getByRole('button', { name: 'Join again' })).toBeVisible();
  await expect(mentor.getByTestId('call-state')).toHaveAttribute('data-state', 'new');
  await expect(mentor.getByTestId('presence')).toHaveText(/ is here\.$/);
});

test('at 375 px the room fits the screen, with the chat below the video and every control reachable', async ({ browser }) => {
  const student = await signedIn(browser, DEMO_ROOM_STUDENT, 375);
  await student.goto('/MySessions');
  await student.getByTestId('booking').filter({ hasText: DEMO_ROOM_AGENDA }).getByRole('link', { name: 'Join room' }).click();
  await expect(student.getByRole('heading', { name: 'Session with Emily Carter' })).toBeVisible();
  const overflow = await student.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const video = await student.getByTestId('local-video').boundingBox();
  const chat = await student.getByTestId('session-chat').boundingBox();
  expect(video && chat && chat.y > video.y + video.height).toBe(true);
  for (const name of ['Turn microphone off', 'Turn camera off', 'Join']) {
    await expect(student.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(student);
});

test("a finished session's chat is read again from its card, without opening the camera", async ({ browser }) => {
  const student = await signedIn(browser, 'demo.student@example.com');
  await student.goto('/MySessions');
  await student.getByRole('region', { name: /^Past/ }).getByRole('link', { name: 'Session chat' }).first().click();
  await expect(student).toHaveURL(/\/sessions\/[0-9a-f-]{36}\/room$/);
  await expect(student.getByRole('status').filter({ hasText: 'This session has ended.' })).toBeVisible();
  await expect(student.getByTestId('session-chat')).toBeVisible();
  await expect(student.getByTestId('local-video')).toHaveCount(0);
  await expect(student.getByRole('textbox', { name: /^Message to / })).toHaveCount(0);
  const errors: string[] = [];
  student.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await student.reload();
  await expect(student.getByTestId('session-chat')).toBeVisible();
  await expectNoSeriousAxeViolations(student);
  expect(errors).toEqual([]);
});
