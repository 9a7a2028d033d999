// Lighthouse (mobile, Debian's Chromium): the login page as a visitor; the dashboard, the career zone and the mentor
// list signed in; a full and a compact coming-soon page and the freelancing page as a visitor. Part of `npm run bench`;
// BENCH_SKIP_LIGHTHOUSE=1 leaves it out.
//
// A signed-in page is audited in a browser that has really signed in: the app renews its session through the refresh
// cookie only when this browser's storage names a user (src/web/lib/session.ts), so a cookie sent as an extra header
// alone would audit the login page instead. Each audit gets a fresh profile: Playwright opens it, signs in through the
// API from the app's origin (cookie and storage as the login page leaves them), and Lighthouse attaches to that
// browser over its debugging port, keeping the storage.
//
// One audit's score moves by several points from run to run on the same build (Lighthouse's docs/variability.md: "the
// median Lighthouse score of 5 runs is twice as stable as 1 run"), so each page is audited BENCH_LIGHTHOUSE_RUNS times
// (3 unless set) and the run with the median performance score (the lower of the two middle ones for an even count)
// is reported, with every run's score beside it. Lighthouse's own computeMedianRun picks by FCP and time to
// interactive instead, and can report a 95 from runs of 89, 81 and 95.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';

const run = promisify(execFile);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEBUGGING_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const DEMO = { email: 'demo.student@example.com', password: 'demo1234' };

export const LIGHTHOUSE_PAGES = [
  { path: '/', signedIn: false },
  { path: '/view', signedIn: true },
  { path: '/CarrerZone', signedIn: true },
  { path: '/MentorSection', signedIn: true },
  { path: '/EventsComingSoon', signedIn: false },
  { path: '/NewHumanLib', signedIn: false },
  { path: '/FreelancingSection', signedIn: false },
];

/** A fresh browser on the debugging port; signed in as the demo student when asked. */
async function openBrowser(baseUrl, signedIn) {
  const profile = mkdtempSync(path.join(tmpdir(), 'campus-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: [`--remote-debugging-port=${DEBUGGING_PORT}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    if (signedIn) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/robots.txt`);
      const user = await page.evaluate(async (account) => {
        const response = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...account, rememberMe: true }),
        });
        if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
        const { user: signedInUser } = await response.json();
        for (const key of ['userId', 'LoginuserId']) localStorage.setItem(key, signedInUser.id);
        localStorage.setItem('userEmail', signedInUser.email);
        localStorage.setItem('rememberMe', 'true');
        return signedInUser;
      }, DEMO);
      if (!user?.id) throw new Error('sign-in gave no user');
      // Left open on a blank page: closing a persistent context's last page can take the browser down under Lighthouse.
      await page.goto('about:blank');
    }
    return close;
  } catch (error) {
    await close();
    throw error;
  }
}

async function auditOnce(baseUrl, page) {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-lighthouse-'));
  const report = path.join(dir, 'report.json');
  const closeBrowser = await openBrowser(baseUrl, page.signedIn);
  try {
    await run(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        `${baseUrl}${page.path}`,
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility',
        `--port=${DEBUGGING_PORT}`,
        // The sign-in above lives in this storage; the HTTP cache is empty all the same (a fresh profile).
        '--disable-storage-reset',
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    ).catch((error) => {
      // Lighthouse exits non-zero on a runtime error but still writes its report: read it below.
      if (!/runtimeError|NO_NAVSTART/.test(String(error.stderr ?? ''))) throw error;
    });
    const result = JSON.parse(readFileSync(report, 'utf8'));
    if (result.runtimeError) return { error: result.runtimeError.code };
    // A signed-in page that ends on the login page measured the wrong page: report it instead of its figures.
    const finalPath = new URL(result.finalDisplayedUrl).pathname;
    if (finalPath !== page.path) return { error: `ended on ${finalPath}` };
    return { result };
  } finally {
    await closeBrowser();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures of one report. */
const figures = (result) => ({
  performance: Math.round(result.categories.performance.score * 100),
  accessibility: Math.round(result.categories.accessibility.score * 100),
  fcpMs: Math.round(result.audits['first-contentful-paint'].numericValue),
  lcpMs: Math.round(result.audits['largest-contentful-paint'].numericValue),
  cls: Number(result.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  tbtMs: Math.round(result.audits['total-blocking-time'].numericValue),
  // Lighthouse's own measure of this host's CPU at the audit: its fourfold slowdown assumes a fast desktop, so
  // TBT on a slower or busier host is correspondingly longer.
  cpuIndex: Math.round(result.environment.benchmarkIndex),
});

/** The audit with the median performance score; of two middle ones, the lower. */
const medianByScore = (audits) => [...audits].sort((a, b) => a.performance - b.performance)[Math.floor((audits.length - 1) / 2)];

/** One audit; Chromium's first run on a machine can fail with NO_NAVSTART, so a failed audit is tried once more. */
async function auditWithRetry(baseUrl, page) {
  let outcome;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      outcome = await auditOnce(baseUrl, page);
    } catch (error) {
      outcome = {
        error: String(error.message ?? error)
          .split('\n')[0]
          .slice(0, 120),
      };
    }
    if (!outcome.error) break;
  }
  return outcome;
}

/** Audits each page RUNS times; reports the run with the median score and every run's score. */
export async function lighthouse(baseUrl) {
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const audits = [];
    let error;
    for (let run = 0; run < RUNS; run += 1) {
      const outcome = await auditWithRetry(baseUrl, page);
      if (outcome.error) error = outcome.error;
      else audits.push(figures(outcome.result));
    }
    const label = `${page.path}${page.signedIn ? ' (signed in)' : ''}`;
    if (audits.length === 0) rows.push({ page: label, error });
    else
      rows.push({
        page: label,
        ...medianByScore(audits),
        runs: audits.map((audit) => audit.performance),
        failedRuns: RUNS - audits.length,
      });
  }
  return rows;
}

export function printLighthouse(rows) {
  console.log(`\nLighthouse 12.8.2, mobile (default throttling), Chromium headless; the run with the median score of ${RUNS} per page`);
  console.log('| page | performance | every run | accessibility | FCP ms | LCP ms | CLS | TBT ms | CPU index |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    if (row.error) console.log(`| ${row.page} | failed: ${row.error} | | | | | | | |`);
    else {
      const runs = `${row.runs.join(', ')}${row.failedRuns ? ` (${row.failedRuns} failed)` : ''}`;
      console.log(
        `| ${row.page} | ${row.performance} | ${runs} | ${row.accessibility} | ${row.fcpMs} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} | ${row.cpuIndex} |`,
      );
    }
  }
}
