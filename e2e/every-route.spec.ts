import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { ROUTE_PATHS } from '../src/web/app/routes';
import { demo, login } from './fixtures';

/**
 * Every route of the spec's route table (src/web/app/routes.tsx), as the role that uses it, at 1280 px
 * and at 375 px: no horizontal overflow, no console error and no serious or critical axe violation.
 * The list comes from the table itself, so a page that replaces an "on its way" entry is checked as
 * soon as it is merged.
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 780 },
] as const;

/**
 * axe-core itself, injected once per document and run after each client-side navigation: the
 * AxeBuilder of @axe-core/playwright injects its 500 kB source into the page on every call, which
 * costs more than the checks themselves on a busy machine and would take this spec past its budget.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeRunner {
  run: (context: Document | HTMLElement, options: RunOptions) => Promise<AxeResults>;
}

/**
 * Runs axe on the whole document, or only on the page's own content (`#main`) when the frame around
 * it (navigation, top bar, messages dock) was already checked at this width for this role.
 */
async function axeViolations(page: Page, onlyMain: boolean): Promise<AxeResults['violations']> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ['violations'] };
  return page.evaluate(
    async ({ runOptions, mainOnly }) => {
      const main = mainOnly ? document.getElementById('main') : null;
      return (await (window as unknown as { axe: AxeRunner }).axe.run(main ?? document, runOptions)).violations;
    },
    { runOptions: options, mainOnly: onlyMain },
  );
}

/** The mentor's own pages: visited signed in as the demo mentor. */
const MENTOR_PAGES = new Set([
  '/view',
  '/MentorRequests',
  '/MentorAvailability',
  '/MentorReferrals',
  '/SelfMentorSectionPage',
  '/MentorAfterOtpSection',
]);
const isOperatorPage = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Console errors allowed on one route by exact text, each with its reason. Anything else fails the page. */
const ALLOWED_CONSOLE_ERRORS: { path: string; text: string; why: string }[] = [
  {
    path: '/dev/mail',
    text: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
    why: 'the local mailbox is off when SMTP_URL is set, as in these tests: its API answers 404 and the page says so',
  },
];
const allowed = (path: string, text: string) => ALLOWED_CONSOLE_ERRORS.some((entry) => entry.path === path && entry.text === text);

interface Ids {
  self: string;
  job?: string;
  mentor?: string;
  referralMentor?: string;
  otherStudent?: string;
  conversation?: string;
  blog?: string;
  event?: string;
  /** A finished session of the user's own: its room shows the chat to read again (no camera). */
  booking?: string;
}

/** A well-formed id of nothing: where no such record exists, the page's "not found" state is what is checked. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const VISITOR_IDS: Ids = {
  self: NO_SUCH_ID,
  job: NO_SUCH_ID,
  mentor: NO_SUCH_ID,
  referralMentor: NO_SUCH_ID,
  otherStudent: NO_SUCH_ID,
  conversation: NO_SUCH_ID,
  booking: NO_SUCH_ID,
};

type Role = 'visitor' | 'student' | 'mentor' | 'operator';

/** Replaces each `:param` of a route with a real id that the role may open. */
function concretePath(path: string, ids: Ids): string {
  const pick = (name: string): string | undefined => {
    if (path.startsWith('/MentorDescPage/')) return ids.mentor;
    if (path.startsWith('/AfterConnecting/')) return ids.otherStudent;
    if (path.startsWith('/schedule/') || path.startsWith('/assessment/')) return ids.referralMentor;
    if (path.startsWith('/admin/jobs/') || name === 'jobId') return ids.job;
    if (name === 'messageId') return ids.conversation;
    if (/^\/(BlogDetails|blog-description)\//.test(path)) return ids.blog ?? NO_SUCH_ID;
    if (path.startsWith('/EventDescription/')) return ids.event ?? NO_SUCH_ID;
    if (name === 'userId') return ids.self;
    if (name === 'bookingId') return ids.booking;
    return undefined;
  };
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const id = pick(name);
    if (!id) throw new Error(`No real id for :${name} of ${path}: add one to concretePath in e2e/every-route.spec.ts`);
    return id;
  });
}

async function apiGet<T>(page: Page, token: string, path: string): Promise<T | undefined> {
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return response.ok() ? ((await response.json()) as T) : undefined;
}

/** Signs in through the login form and reads the ids this role's routes need from the API. */
async function signIn(browser: Browser, email: string): Promise<{ page: Page; ids: Ids }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[0] });
  const page = await context.newPage();
  await login(page, email);
  const session = await page.request
    .post('/api/auth/refresh')
    .then((response) => response.json() as Promise<{ accessToken: string; user: { id: string } }>);
  const token = session.accessToken;
  const [jobs, adminJobs, mentors, referralMentors, connections, conversations, blogs, events, sessions] = await Promise.all([
    apiGet<{ jobs: { id: string }[] }>(page, token, '/jobs?limit=1'),
    apiGet<{ jobs?: { id: string }[]; data?: { id: string }[] }>(page, token, '/admin/jobs?limit=1'),
    apiGet<{ mentors: { userId: string }[] }>(page, token, '/user-mentors/mentors?limit=1'),
    apiGet<{ mentors: { userId: string }[] }>(page, token, '/user-mentors/referrals/mentors?limit=1'),
    apiGet<{ connections: { otherUser: { id: string } }[] }>(page, token, '/connections/connections?limit=1'),
    apiGet<{ data: { id: string }[] }>(page, token, '/messages/conversations?limit=1'),
    apiGet<{ data: { id?: string; _id?: string }[] }>(page, token, '/blogs/allBlogs'),
    apiGet<{ events: { id: string }[] }>(page, token, '/events?limit=1'),
    apiGet<{ bookings: { id: string }[] }>(page, token, '/user-mentors/bookings?status=completed&limit=1'),
  ]);
  const ids: Ids = { self: session.user.id };
  const job = adminJobs?.jobs?.[0]?.id ?? adminJobs?.data?.[0]?.id ?? jobs?.jobs[0]?.id;
  if (job) ids.job = job;
  if (mentors?.mentors[0]) ids.mentor = mentors.mentors[0].userId;
  if (referralMentors?.mentors[0]) ids.referralMentor = referralMentors.mentors[0].userId;
  if (connections?.connections[0]) ids.otherStudent = connections.connections[0].otherUser.id;
  if (conversations?.data[0]) ids.conversation = conversations.data[0].id;
  const blog = blogs?.data[0];
  if (blog) ids.blog = blog.id ?? blog._id ?? '';
  if (events?.events[0]) ids.event = events.events[0].id;
  if (sessions?.bookings[0]) ids.booking = sessions.bookings[0].id;
  return { page, ids };
}

/**
 * Client-side navigation, as a link would do it: the signed-in page is reused, not reloaded. Returns
 * the path shown two frames later.
 */
async function navigate(page: Page, path: string): Promise<string> {
  return page.evaluate(
    (target) =>
      new Promise<string>((resolve) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.location.pathname)));
      }),
    path,
  );
}

/** Waits until the page's data has arrived: no request in flight and no skeleton or loading indicator. */
async function settle(page: Page, inFlight: () => number) {
  const deadline = Date.now() + 8_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const loading = await page.evaluate(() => document.querySelector('.animate-pulse, .animate-spin, [aria-busy="true"]') !== null);
    if (inFlight() === 0 && !loading) {
      if (!quietSince) quietSince = Date.now();
      if (Date.now() - quietSince >= 150) return;
    } else {
      quietSince = 0;
    }
    await page.waitForTimeout(50);
  }
}

interface Visit {
  role: Role;
  path: string;
  width: number;
  problems: string[];
}

/** Tracks console errors, uncaught exceptions and in-flight requests of one signed-in page. */
function watch(page: Page) {
  let errors: { text: string; kind: 'console' | 'uncaught' }[] = [];
  // socket.io's long-polling requests stay open by design: they are not page data.
  const pending = new Set<Request>();
  const tracked = (request: Request) => !request.url().includes('/socket.io/');
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ text: message.text(), kind: 'console' });
  });
  page.on('pageerror', (error) => errors.push({ text: error.message, kind: 'uncaught' }));
  page.on('request', (request) => tracked(request) && pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    inFlight: () => pending.size,
    take: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

async function check(
  page: Page,
  role: Role,
  path: string,
  width: number,
  take: () => { text: string; kind: string }[],
  frameChecked: boolean,
): Promise<Visit> {
  const problems = take()
    .filter((error) => error.kind !== 'console' || !allowed(path, error.text))
    .map((error) => `${error.kind}: ${error.text}`);
  const overflow = await page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth > window.innerWidth + 1 ? `${scroller.scrollWidth} px wide` : null;
  });
  if (overflow) {
    const culprits = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(-3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`),
    );
    problems.push(`horizontal overflow: ${overflow} at ${width} px (${culprits.join(', ')})`);
  }
  for (const violation of await axeViolations(page, frameChecked)) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    problems.push(`axe ${violation.impact} ${violation.id}: ${violation.help} (${targets.join(' | ')})`);
  }
  return { role, path, width, problems };
}

/**
 * Visits `paths` at each viewport. `accept` decides, from where the navigation ended, whether the
 * page belongs to this role (a visitor sent to the login page, a signed-in user sent home from a
 * sign-in page): pages that do not are left to the role that uses them.
 */
async function visitAll(page: Page, role: Role, paths: string[], ids: Ids, accept: (path: string, landed: string) => boolean) {
  const { inFlight, take } = watch(page);
  const visits: Visit[] = [];
  let kept = paths;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const framesChecked = new Set<string>();
    const stayed: string[] = [];
    for (const path of kept) {
      const target = concretePath(path, ids);
      const started = Date.now();
      take();
      // The route guards redirect in the first render: a page that is not this role's is known at once.
      if (!accept(target, await navigate(page, target))) {
        take();
        continue;
      }
      await settle(page, inFlight);
      const settled = Date.now();
      if (!accept(target, new URL(page.url()).pathname)) {
        take();
        continue;
      }
      stayed.push(path);
      const visit = await check(page, role, path, viewport.width, take, framesChecked.has(await frameOf(page)));
      framesChecked.add(await frameOf(page));
      if (process.env.EVERY_ROUTE_TRACE)
        console.log(`${settled - started}+${Date.now() - settled} ms ${role} ${target} @${viewport.width}: ${visit.problems.join(' / ')}`);
      visits.push(visit);
    }
    kept = stayed;
  }
  return visits;
}

/** Which frame is around the page's content: the app shell, the visitors' frame, or none. */
async function frameOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.getElementById('main');
    if (!main) return 'none';
    return document.querySelector('nav[aria-label="Main"]') ? 'app shell' : 'public frame';
  });
}

function report(visits: Visit[]) {
  return visits
    .filter((visit) => visit.problems.length)
    .map((visit) => `${visit.role} ${visit.path} @${visit.width}px\n    ${visit.problems.join('\n    ')}`);
}

// Hundreds of navigations: a trace's screencast would cost more than the checks, and a failure names its route and problem.
test.use({ trace: 'off' });

test.describe('every route', () => {
  const all: Visit[] = [];

  test.afterAll(() => {
    const routes = new Set(all.map((visit) => visit.path)).size;
    console.log(
      `every route: ${routes} of ${ROUTE_PATHS.length} routes of the table visited, ${all.length} route × viewport visits in all`,
    );
  });

  test('as a visitor: the sign-in pages and every open page', async ({ browser }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^login$/i })).toBeVisible({ timeout: 30_000 });
    // A visitor has no records of their own (account pages send them to the login page before reading an
    // id), but public posts and events are theirs to read.
    const [blogs, events] = await Promise.all([
      page.request.get('/api/blogs/allBlogs').then((response) => response.json() as Promise<{ data: { id: string }[] }>),
      page.request.get('/api/events?limit=1').then((response) => response.json() as Promise<{ events: { id: string }[] }>),
    ]);
    const ids: Ids = { ...VISITOR_IDS, blog: blogs.data[0]?.id, event: events.events[0]?.id };
    expect(ids.blog && ids.event, 'a public post and an event in the demo data').toBeTruthy();
    const visits = await visitAll(page, 'visitor', [...ROUTE_PATHS], ids, (target, landed) => landed !== '/' || target === '/');
    all.push(...visits);
    console.log(`visitor: ${visits.length} route × viewport visits`);
    await context.close();
    expect(visits.length).toBeGreaterThan(10);
    expect(report(visits)).toEqual([]);
  });

  const signedIn: { role: Role; email: string; paths: string[] }[] = [
    {
      role: 'student',
      email: demo.student,
      paths: ROUTE_PATHS.filter((path) => !isOperatorPage(path) && !MENTOR_PAGES.has(path)).concat('/view'),
    },
    { role: 'mentor', email: demo.mentor, paths: ROUTE_PATHS.filter((path) => MENTOR_PAGES.has(path)) },
    { role: 'operator', email: demo.admin, paths: ROUTE_PATHS.filter(isOperatorPage) },
  ];
  for (const { role, email, paths } of signedIn) {
    test(`as the ${role}: ${paths.length} routes`, async ({ browser }) => {
      test.setTimeout(600_000);
      const { page, ids } = await signIn(browser, email);
      // A signed-in user opening a sign-in page is sent home: those pages are the visitor's.
      const visits = await visitAll(
        page,
        role,
        paths,
        ids,
        (target, landed) => landed === target || target === '/view' || landed !== '/view',
      );
      all.push(...visits);
      console.log(`${role}: ${visits.length} route × viewport visits`);
      await page.context().close();
      expect(visits.length).toBeGreaterThan(0);
      expect(report(visits)).toEqual([]);
    });
  }
});
