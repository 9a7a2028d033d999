// Lighthouse (mobile, Debian's Chromium): the login page as a visitor; the dashboard, the career zone and the mentor
// list signed in; a full and a compact coming-soon page and the freelancing page as a visitor. Part of `npm run bench`; BENCH_SKIP_LIGHTHOUSE=1 leaves it out.
//
// The app keeps its access token in memory and renews it through the refresh cookie on load, so a signed-in page
// is audited with a fresh session's cookie sent as an extra header (one page load spends it exactly once).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-background-networking --disable-gpu --disable-dev-shm-usage';

export const LIGHTHOUSE_PAGES = [
  { path: '/', signedIn: false },
  { path: '/view', signedIn: true },
  { path: '/CarrerZone', signedIn: true },
  { path: '/MentorSection', signedIn: true },
  { path: '/EventsComingSoon', signedIn: false },
  { path: '/NewHumanLib', signedIn: false },
  { path: '/FreelancingSection', signedIn: false },
];

async function auditOnce(url, extraHeaders) {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
        ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    ).catch((error) => {
      // Lighthouse exits non-zero on a runtime error but still writes its report: read it below.
      if (!/runtimeError|NO_NAVSTART/.test(String(error.stderr ?? ''))) throw error;
    });
    const result = JSON.parse(readFileSync(report, 'utf8'));
    if (result.runtimeError) return { error: result.runtimeError.code };
    return {
      performance: Math.round(result.categories.performance.score * 100),
      accessibility: Math.round(result.categories.accessibility.score * 100),
      lcpMs: Math.round(result.audits['largest-contentful-paint'].numericValue),
      cls: Number(result.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(result.audits['total-blocking-time'].numericValue),
      finalUrl: result.finalDisplayedUrl,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Audits each page; `freshCookie()` signs in anew and answers a refresh cookie. Chromium's first run on a machine
 * can fail with NO_NAVSTART, so a failed audit is tried once more.
 */
export async function lighthouse(baseUrl, freshCookie) {
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES) {
    let result;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const headers = page.signedIn ? { Cookie: `refresh_token=${await freshCookie()}` } : undefined;
      try {
        result = await auditOnce(`${baseUrl}${page.path}`, headers);
      } catch (error) {
        result = {
          error: String(error.message ?? error)
            .split('\n')[0]
            .slice(0, 120),
        };
      }
      if (!result.error) break;
    }
    rows.push({ page: `${page.path}${page.signedIn ? ' (signed in)' : ''}`, ...result });
  }
  return rows;
}

export function printLighthouse(rows) {
  console.log('\nLighthouse 12.8.2, mobile (default throttling), Chromium headless');
  console.log('| page | performance | accessibility | LCP ms | CLS | TBT ms |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    if (row.error) console.log(`| ${row.page} | failed: ${row.error} | | | | |`);
    else console.log(`| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} |`);
  }
}
