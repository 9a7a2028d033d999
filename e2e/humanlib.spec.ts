import { expect as baseExpect, devices, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import type { SessionResponse } from '../src/shared/contracts/auth.js';
import { HUMANLIB_NAMESPACE } from '../src/shared/contracts/humanlib.js';
import config from '../playwright.config';
import { DEMO_PASSWORD, login, expectNoSeriousAxeViolations } from './fixtures';

/**
 * Human Library (issue 13): two students in two browser contexts accept the rules, pick nicknames,
 * are matched, chat live, hold an audio call through Chromium's fake microphone until the peer
 * connection is "connected", and after one blocks the other they are not matched again.
 * Seeded students that other specs do not use (password demo1234).
 */
const A = 'student.simran.arora@example.com';
const B = 'student.yash.tiwari@example.com';
/** Partners driven from the test over the socket, enough to push each browser user's last 3 partners out. */
const OTHERS = [
  { email: 'student.divya.pillai@example.com', nickname: 'Maple' },
  { email: 'student.harsh.vardhan@example.com', nickname: 'Willow' },
  { email: 'student.megha.joshi@example.com', nickname: 'Cedar' },
];
const SHOTS = 'test-results/humanlib';

// Two browsers, a call and axe scans: generous waits, so a busy machine does not fail a working flow.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** A phone's context is Pixel 7's (touch, mobile user agent) at 375 px, as the mobile project's. */
async function signedIn(browser: Browser, email: string, width: 1280 | 375 = 1280): Promise<Page> {
  const context = await browser.newContext(
    width === 375 ? { ...devices['Pixel 7'], viewport: { width: 375, height: 780 } } : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  await login(page, email);
  return page;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The home sends someone who has not accepted to the rules; accepting needs the 18+ box. */
async function acceptRules(page: Page, shoot = false) {
  await page.goto('/HumanLibhomepage');
  await expect(page).toHaveURL(/\/HumanLib$/);
  await expect(page.getByRole('heading', { name: 'Rules of the Human Library' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  if (shoot) {
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}-rules-1280.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'I ACCEPT' }).click();
  await expect(page.getByText('You must confirm that you are 18 or older to use the Human Library.')).toBeVisible();
  await page.getByLabel(/I confirm that I am 18 years old or older/).check();
  await page.getByRole('button', { name: 'I ACCEPT' }).click();
  await expect(page).toHaveURL(/\/HumanLibhomepage$/);
}

async function pickNickname(page: Page, nickname: string, shoot = false) {
  await expect(page.getByRole('heading', { name: 'Your Feelings Do Matter Without being Judged' })).toBeVisible();
  await page.getByRole('button', { name: 'Start search' }).click();
  await expect(page.getByText('Please enter a nickname to proceed.')).toBeVisible();
  if (shoot) {
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}-phase1-1280.png`, fullPage: true });
  }
  await page.getByLabel('Pick a nickname for yourself').fill(nickname);
  await page.getByRole('button', { name: 'Start search' }).click();
  await expect(page.getByRole('heading', { name: 'Connecting with the most accurate person to you' })).toBeVisible();
}

/** Signs a seeded student in through the API and accepts the rules (18+ confirmed); answers the access token. */
async function enteredThroughApi(request: APIRequestContext, email: string): Promise<string> {
  const session = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(session.status()).toBe(200);
  const { accessToken } = (await session.json()) as SessionResponse;
  const accepted = await request.post('/api/human-lib/accept', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { confirmedAdult: true },
  });
  expect(accepted.status()).toBe(200);
  return accessToken;
}

/** A new visit of that student, joined and waiting in the queue when this resolves. */
async function waitingVisit(baseURL: string, token: string, nickname: string, sockets: Socket[]): Promise<void> {
  const socket = io(`${baseURL}${HUMANLIB_NAMESPACE}`, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  expect(await socket.timeout(10_000).emitWithAck('join', { nickname })).toMatchObject({ ok: true });
  const waiting = new Promise<void>((resolve) => socket.once('waiting', () => resolve()));
  expect(await socket.timeout(10_000).emitWithAck('queue')).toEqual({ ok: true });
  await waiting;
}

/**
 * Walks the browser user, whose chat has ended, through a chat with each of the others in turn (skipping
 * on), so the partner before them is no longer among its last 3 and only a block can keep it away.
 */
async function chatWithOthers(page: Page, baseURL: string, tokens: string[], sockets: Socket[]) {
  for (const [index, other] of OTHERS.entries()) {
    await waitingVisit(baseURL, tokens[index]!, other.nickname, sockets);
    await page.getByRole('button', { name: index === 0 ? 'Find someone new' : 'Skip' }).click();
    await expect(page.getByRole('heading', { name: `Talking to ${other.nickname}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Looking for someone to talk to…' })).toBeVisible();
}

const callState = (page: Page) => page.getByRole('region', { name: 'Audio call' });
/** Live audio tracks the partner sends that reach this side's player: a connected one-way call has none. */
const partnerTracks = (page: Page) =>
  callState(page)
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) =>
      audio.srcObject instanceof MediaStream ? audio.srcObject.getAudioTracks().filter((track) => track.readyState === 'live').length : 0,
    );

/** At each width, a student who has not entered yet waits first and another arrives over the socket. */
const LIVE_LIST_VISITS = [
  { width: 1280, waiting: 'student.rohan.gupta@example.com', arriving: 'student.sneha.reddy@example.com' },
  { width: 375, waiting: 'student.tanya.bhatia@example.com', arriving: 'student.farhan.ali@example.com' },
] as const;

for (const visit of LIVE_LIST_VISITS) {
  test(`the first student waiting sees the next one arrive without Refresh, and "Not enough users online" goes, at ${visit.width} px`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const page = await signedIn(browser, visit.waiting, visit.width);
    await acceptRules(page);
    await pickNickname(page, 'Lantern');
    const alone = page.getByText('Not enough users online to connect. Please try again later.');
    await expect(alone).toBeVisible();
    await expect(page.getByText('Nobody else is here yet. Try again in a moment.')).toBeVisible();

    const sockets: Socket[] = [];
    const token = await enteredThroughApi(request, visit.arriving);
    const socket = io(`${baseURL}${HUMANLIB_NAMESPACE}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(await socket.timeout(10_000).emitWithAck('join', { nickname: 'Harbour' })).toMatchObject({ ok: true });

    // No click on Refresh: the socket brings the list.
    const list = page.getByRole('list', { name: 'Online users' });
    await expect(list.getByText('Harbour')).toBeInViewport();
    await expect(alone).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}-live-list-${visit.width}.png`, fullPage: true });

    socket.disconnect();
    await expect(page.getByText('Nobody else is here yet. Try again in a moment.')).toBeVisible();
    await page.context().close();
  });
}

test('two students are matched, chat live, talk on an audio call, and a block keeps them apart', async ({ browser, request, baseURL }) => {
  const a = await signedIn(browser, A);
  const b = await signedIn(browser, B);

  await acceptRules(a, true);
  await acceptRules(b);
  await pickNickname(a, 'Sunflower', true);
  await pickNickname(b, 'Riverstone');

  // B sees A in the online list, by nickname only, and starts; A refreshes, sees B, and starts.
  await expect(b.getByText('Fetched online users successfully.')).toBeVisible();
  await expect(b.getByRole('list', { name: 'Online users' }).getByText('Sunflower')).toBeVisible();
  await expectNoSeriousAxeViolations(b);
  await b.screenshot({ path: `${SHOTS}-phase2-1280.png`, fullPage: true });
  await b.getByRole('button', { name: 'Start Chatting' }).click();
  await expect(b.getByRole('heading', { name: 'Looking for someone to talk to…' })).toBeVisible();
  await a.getByRole('button', { name: 'Start Chatting' }).click();

  await expect(a.getByRole('heading', { name: 'Talking to Riverstone' })).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Talking to Sunflower' })).toBeVisible();

  // Live chat, with the typing indicator and masking.
  await a.getByLabel('Message', { exact: true }).fill('Hi! Exams are stressing me out.');
  await expect(b.getByText('Sunflower is typing…')).toBeVisible();
  await a.getByRole('button', { name: 'Send' }).click();
  await expect(b.getByText('Hi! Exams are stressing me out.')).toBeVisible();
  await b.getByLabel('Message', { exact: true }).fill('Same. Call me on 98765 43210');
  await b.getByRole('button', { name: 'Send' }).click();
  await expect(a.getByText('Same. Call me on [number hidden]')).toBeVisible();
  await expect(b.getByText(/Part of your message was hidden/)).toBeVisible();

  // Audio call: A asks, B accepts, both peer connections reach "connected".
  await a.getByRole('button', { name: 'Audio call' }).click();
  await expect(a.getByText('Calling… waiting for your partner to accept.')).toBeVisible();
  await b.getByRole('button', { name: 'Accept call' }).click();
  await expect(callState(a)).toHaveAttribute('data-call-state', 'connected', { timeout: 30_000 });
  await expect(callState(b)).toHaveAttribute('data-call-state', 'connected', { timeout: 30_000 });
  await expect.poll(() => partnerTracks(a)).toBe(1);
  await expect.poll(() => partnerTracks(b)).toBe(1);
  await a.getByRole('button', { name: 'Mute' }).click();
  await expect(b.getByText(/Your partner is muted\./)).toBeVisible();
  await expectNoSeriousAxeViolations(a);
  await a.screenshot({ path: `${SHOTS}-chat-1280.png`, fullPage: true });
  await a.setViewportSize({ width: 375, height: 780 });
  await expectNoHorizontalOverflow(a);
  await a.screenshot({ path: `${SHOTS}-chat-375.png`, fullPage: true });
  await a.setViewportSize({ width: 1280, height: 800 });

  // B blocks A: the chat and the call end; A only hears that the partner left.
  await b.getByRole('button', { name: 'Block' }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(a.getByText('Your partner left the chat.')).toBeVisible();
  await expect(callState(a)).toHaveCount(0);
  await expect(b.getByText('You blocked this person. You will not be matched with them again.')).toBeVisible();

  // Each then talks to three others, so neither is among the other's last 3 partners any more: from here
  // on only the block keeps them apart. A waits in the queue while B comes back into it.
  const tokens = await Promise.all(OTHERS.map((other) => enteredThroughApi(request, other.email)));
  const sockets: Socket[] = [];
  try {
    await chatWithOthers(a, baseURL!, tokens, sockets);
    await chatWithOthers(b, baseURL!, tokens, sockets);
    await b.waitForTimeout(2_000);
    await expect(a.getByRole('heading', { name: 'Looking for someone to talk to…' })).toBeVisible();
    await expect(b.getByRole('heading', { name: 'Looking for someone to talk to…' })).toBeVisible();

    // A new visit does not change that: the block is kept with the account, not the visit.
    await a.reload();
    await a.getByLabel('Pick a nickname for yourself').fill('Sunflower');
    await a.getByRole('button', { name: 'Start search' }).click();
    // The online list leaves out whoever blocked you (or whom you blocked): the others are there, Riverstone is not.
    const online = a.getByRole('list', { name: 'Online users' });
    await expect(online.getByText('Maple').first()).toBeVisible();
    await expect(online.getByText('Riverstone')).toHaveCount(0);
    await a.getByRole('button', { name: 'Start Chatting' }).click();
    await expect(a.getByRole('heading', { name: 'Looking for someone to talk to…' })).toBeVisible();
    await a.waitForTimeout(2_000);
    await expect(a.getByRole('heading', { name: 'Looking for someone to talk to…' })).toBeVisible();
    await expect(b.getByRole('heading', { name: 'Looking for someone to talk to…' })).toBeVisible();
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
});

test('the console lists reports crisis first and shows their messages', async ({ browser }) => {
  const page = await signedIn(browser, 'demo.admin@example.com');
  await page.goto('/admin/human-library');
  await expect(page.getByRole('heading', { name: 'Human Library', level: 1 })).toBeVisible();
  const reports = page.getByRole('region', { name: 'Reports' }).getByRole('listitem');
  await expect(reports.first()).toContainText('Crisis');
  await reports
    .first()
    .getByRole('button', { name: /^Read the report/ })
    .click();
  await expect(page.getByRole('dialog').getByText('Some days I just want to die honestly.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}-admin-1280.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the rules and the home fit a phone screen @mobile', async ({ page }) => {
  await login(page, 'demo.student@example.com');
  await page.goto('/HumanLibGuidelines');
  await expect(page.getByRole('button', { name: 'I ACCEPT' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}-rules-375.png`, fullPage: true });
  await page.getByLabel(/I confirm that I am 18 years old or older/).check();
  await page.getByRole('button', { name: 'I ACCEPT' }).click();
  await expect(page.getByRole('heading', { name: 'Your Feelings Do Matter Without being Judged' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}-phase1-375.png`, fullPage: true });
});
