import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures';

/**
 * The visitor pages the build draws (scripts/build/prerender.ts): their content is in the HTML the server sends,
 * the app then takes the drawn page over without drawing it again, and someone signed in gets the app itself.
 */

test.describe('prerendered visitor pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the login page and the freelancing page arrive drawn, with their own titles', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(page.getByLabel(/email or phone/i)).toBeVisible();
      await expect(page).toHaveTitle('Login · Campus');

      await page.goto('/FreelancingSection');
      await expect(page.getByRole('heading', { name: 'Top Projects' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Front End' })).toBeVisible();
      await expect(page).toHaveTitle('Freelancing · Campus');
    });

    test('a full teaser is drawn with its waitlist; its countdown waits for the stored launch date', async ({ page }) => {
      await page.goto('/CommunityComingSoon');
      await expect(page.getByRole('heading', { name: 'Launching Soon!' })).toBeVisible();
      await expect(page.getByPlaceholder('Enter your email')).toBeVisible();
      await expect(page.getByRole('timer')).toHaveCount(0);
    });
  });

  test('the app takes the drawn page over in place, without errors, and it works', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/FreelancingSection', { waitUntil: 'commit' });
    // Marked before the app's code runs: if the app drew the page again, the marked heading would be gone.
    await page.locator('h1').evaluate((heading) => heading.setAttribute('data-drawn-by', 'server'));
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const frontEnd = page.getByRole('button', { name: 'Front End' });
    await frontEnd.click();
    await expect(frontEnd).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'React dashboard for a clinic chain' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Landing page redesign for a D2C tea brand' })).toHaveCount(0);
    await expect(page.locator('h1[data-drawn-by="server"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a form typed into as soon as the page allows keeps what was typed', async ({ page }) => {
    await page.goto('/helpform', { waitUntil: 'commit' });
    // Playwright waits while the drawn page is inert, then types at the first moment it may.
    await page.getByLabel('Email').fill('early.bird@example.com');
    await page.getByLabel('Username').fill('early');
    await page.getByLabel('Problem').fill('Typed the moment the page allowed it.');
    await expect(page.getByLabel('Email')).toHaveValue('early.bird@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thanks! Your request has been sent.')).toBeVisible();
  });

  test('someone signed in is sent the app itself, not a visitor’s page', async ({ page }) => {
    await login(page, demo.student);
    const html = await (await page.request.get('/FreelancingSection')).text();
    expect(html).not.toContain('data-prerendered');
    expect(html).not.toContain('Top Projects');
    await page.goto('/FreelancingSection');
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Top Projects' })).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/view$/);
  });
});

test.describe('signed-in pages', () => {
  test('a page of the app’s frame arrives naming its own code and the frame’s, fetched once the frame has painted', async ({ page }) => {
    await login(page, demo.student);
    const html = await (await page.request.get('/MentorSection')).text();
    // No script of the app's in the head: the boot script fetches the code named here after the first paint.
    expect(html).not.toMatch(/<script type="module" crossorigin src=|<link rel="modulepreload"/);
    expect(html).toMatch(/<script type="module" src="\/assets\/boot-[\w-]+\.js"><\/script>/);
    const named = (/<meta name="campus:page-code" content="([^"]*)">/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
    expect(named.filter((href) => /\/(AppShell|MentorListPage)-[\w-]+\.js$/.test(href))).toHaveLength(2);
    for (const href of named) expect((await page.request.get(href)).status()).toBe(200);
    await page.goto('/MentorSection');
    await expect(page.getByTestId('mentor-card').first()).toBeVisible();
  });

  test('the page’s HTML starts the session renewal, and the app takes that answer instead of renewing again', async ({ page }) => {
    await login(page, demo.student, undefined, true);
    const html = await (await page.request.get('/view')).text();
    const script =
      /<script async src="(\/assets\/early-refresh-[\w-]+\.js)"><\/script>[\s\S]*<script type="module" src="\/assets\/boot-/.exec(
        html,
      )?.[1];
    expect(script, 'the early renewal script, ahead of the boot script').toBeTruthy();

    for (let load = 0; load < 3; load += 1) {
      const renewals: string[] = [];
      const count = (request: { url(): string; method(): string }) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/refresh') renewals.push(request.url());
      };
      page.on('request', count);
      await page.reload();
      await expect(page).toHaveURL(/\/view$/);
      await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
      // The refresh token rotates on every use: a second renewal with the same cookie would have ended the session,
      // and the next reload would land on the login page.
      expect(renewals).toHaveLength(1);
      page.off('request', count);
    }
  });

  test('a signed-in page paints its frame and heading from the HTML, saying "Loading...", before any code has run', async ({ page }) => {
    await login(page, demo.student);
    // Every script held back: what shows is the HTML and the stylesheet alone.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/CarrerZone');
    await expect(page.getByRole('heading', { name: 'Opportunities' })).toBeVisible();
    await expect(page.getByText('Internships and jobs from companies across India, remote and on-site.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Loading...');
    await expect(page.getByTestId('job-card-skeleton').first()).toBeVisible();
    // Nothing in it works yet: the search box is inside the inert frame.
    await expect(page.locator('[inert] input[type="search"]')).toHaveCount(1);
    // A page without a stand-in of its own shows the frame and a spinner.
    await page.goto('/MySessions');
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Loading...');
    await expect(page.getByRole('heading', { name: 'Opportunities' })).toHaveCount(0);
  });

  test('the pages with Top Mentors arrive with its first mentor drawn, and the app shows the same list without asking again', async ({
    page,
  }) => {
    const top = (await (await page.request.get('/api/user-mentors/mentors?limit=10')).json()) as { mentors: { fullName: string }[] };
    const first = top.mentors[0]?.fullName ?? '';
    expect(first).not.toBe('');

    await login(page, demo.student);
    await page.route('**/*.js', (route) => route.abort());
    for (const path of ['/MentorSection', '/view']) {
      await page.goto(path);
      const slide = page.locator('[inert] [data-testid="top-mentor-slide"]');
      await expect(slide.getByRole('heading', { name: first })).toBeVisible();
      // The photo is in the HTML itself, fetched first and painted before any code.
      const photo = slide.getByRole('img', { name: first });
      await expect(photo).toHaveAttribute('fetchpriority', 'high');
      expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    await page.unroute('**/*.js');

    // The data follows the frame in a JSON block that cannot end early, and the app starts with it.
    const drawn = await page.request.get('/view');
    expect(drawn.headers()['vary']).toMatch(/cookie.*accept-encoding/i);
    const html = await drawn.text();
    const block = /<script type="application\/json" id="campus-frame-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toMatch(/[<>]/);
    expect(JSON.stringify(JSON.parse(block))).toContain(first);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user-mentors/mentors') asked.push(request.url());
    });
    await page.goto('/view');
    await expect(page.locator('#greeting')).toHaveText(/\S/);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByTestId('top-mentor-slide').getByRole('heading', { name: first })).toBeVisible();
    await page.getByRole('button', { name: 'Next mentor' }).click();
    await expect(page.getByTestId('top-mentor-position')).toHaveText(/^2 /);
    expect(asked).toEqual([]);

    // A mentor's home has no carousel: their frame draws none, and no mentor list is in their page.
    await page.context().clearCookies();
    await login(page, demo.mentor);
    const mentorHtml = await (await page.request.get('/view')).text();
    expect(mentorHtml).not.toContain('campus-frame-data');
    expect(mentorHtml).not.toContain('data-testid="top-mentor-slide"');
  });

  test('the app takes the frame over where it stands, without errors, and the page works', async ({ page }) => {
    await login(page, demo.student);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const shown: string[] = [];
    await page.exposeFunction('noteLoadingScreen', (text: string) => shown.push(text));
    // Watches for the full-page loading screen, which should not come between the frame and the page.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const screen = document.querySelector('#root > div.min-h-dvh.items-center[role="status"]');
        if (screen) (window as unknown as { noteLoadingScreen: (text: string) => void }).noteLoadingScreen(screen.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/CarrerZone');
    await expect(page.getByTestId('opportunity-count')).toHaveText(/Opportunities Available/);
    await page.getByRole('searchbox', { name: 'Search jobs and internships' }).fill('Frontend');
    await expect(page).toHaveURL(/q=Frontend/);
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
    expect(shown).toEqual([]);
    expect(errors).toEqual([]);
  });
});
