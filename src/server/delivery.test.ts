import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress.js';
import { routePattern } from '../../scripts/build/prerender.js';
import { createTestApp, type TestApp } from './test/app.js';

/**
 * The web app as the built server delivers it, against a small stand-in of `dist/web` compressed by the build's
 * own step (the real build may not exist yet: `npm run validate` runs these tests before it).
 */
const ASSET = 'assets/index-Bx7k2Q9a.js';
const assetSource = `export const routes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ path: `/page-${i}`, title: `Page ${i}` })))};\n`;
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Campus</title><script type="module" src="/${ASSET}"></script></head><body><div id="root"></div></body></html>`;
/** A visitor's page as the build draws it (scripts/build/prerender.ts): the same index with the page inside. */
const pageHtml = (heading: string) =>
  INDEX_HTML.replace('<div id="root"></div>', `<div id="root" inert><h1>${heading}</h1>${'<p>text</p>'.repeat(200)}</div>`);
const PRERENDERED = { '/': pageHtml('Welcome back'), '/FreelancingSection': pageHtml('Earn on projects') };
/** A page of the app's frame as the build writes it for a signed-in browser: the index naming that page's code. */
const shellPageHtml = (chunk: string) =>
  INDEX_HTML.replace('</head>', `<link rel="modulepreload" crossorigin href="/assets/${chunk}.js"></head>`);
const SHELL_PAGES = { '/view': shellPageHtml('DashboardPage-a1'), '/MentorDescPage/:userId': shellPageHtml('MentorDescPage-b2') };

let web: string;
let testApp: TestApp;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'campus-web-'));
  mkdirSync(path.join(web, 'assets'));
  mkdirSync(path.join(web, '.vite'));
  writeFileSync(path.join(web, ASSET), assetSource);
  writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(web, '.vite/manifest.json'), '{}');
  mkdirSync(path.join(web, 'prerendered'));
  writeFileSync(path.join(web, 'prerendered/index.html'), PRERENDERED['/']);
  writeFileSync(path.join(web, 'prerendered/FreelancingSection.html'), PRERENDERED['/FreelancingSection']);
  writeFileSync(
    path.join(web, 'prerendered/pages.json'),
    JSON.stringify({ '/': 'prerendered/index.html', '/FreelancingSection': 'prerendered/FreelancingSection.html' }),
  );
  mkdirSync(path.join(web, 'shell-pages'));
  writeFileSync(path.join(web, 'shell-pages/view.html'), SHELL_PAGES['/view']);
  writeFileSync(path.join(web, 'shell-pages/MentorDescPage_userId.html'), SHELL_PAGES['/MentorDescPage/:userId']);
  writeFileSync(
    path.join(web, 'shell-pages/pages.json'),
    JSON.stringify([
      { pattern: routePattern('/view'), file: 'shell-pages/view.html' },
      { pattern: routePattern('/MentorDescPage/:userId'), file: 'shell-pages/MentorDescPage_userId.html' },
    ]),
  );
  await precompressDir(web);
  testApp = await createTestApp({ WEB_DIST_DIR: web });
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(cookie ? { cookie } : {}) },
  });
const htmlOf = (res: Awaited<ReturnType<typeof get>>) =>
  res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;

describe('hashed assets', () => {
  it('sends the Brotli copy when the browser accepts br, cached for a year as immutable', async () => {
    const res = await get(`/${ASSET}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetSource);
    expect(res.rawPayload.length).toBeLessThan(assetSource.length / 3);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get(`/${ASSET}`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(assetSource);
  });

  it('sends the file as it is when no compression is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get(`/${ASSET}`, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(assetSource);
    }
  });

  it('answers a missing asset of an older build with a 404, not the app', async () => {
    const res = await get('/assets/index-old0000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not serve the build manifest', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('the app page', () => {
  it.each(['/CarrerZone', '/view', '/FreelancingSection/extra'])('%s is the index, revalidated on every visit', async (url) => {
    const res = await get(url, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(htmlOf(res)).toBe(INDEX_HTML);
  });

  it.each(Object.entries(PRERENDERED))('%s is its prerendered page for a visitor, compressed and revalidated', async (url, html) => {
    const res = await get(`${url}?ref=mail`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(htmlOf(res)).toBe(html);
  });

  it.each(Object.keys(PRERENDERED))('%s is the app itself for a browser that holds a session', async (url) => {
    const res = await get(url, 'br, gzip', 'signed_in=1; theme=dark');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(htmlOf(res)).toBe(INDEX_HTML);
  });

  it.each([
    ['/view', SHELL_PAGES['/view']],
    ['/View/', SHELL_PAGES['/view']],
    ['/MentorDescPage/7d1f0c2e-0000-4000-8000-000000000001?tab=reviews', SHELL_PAGES['/MentorDescPage/:userId']],
  ])('%s is the index naming that page’s code for a browser that holds a session', async (url, html) => {
    const res = await get(url, 'br, gzip', 'signed_in=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(htmlOf(res)).toBe(html);
  });

  it.each(['/MentorDescPage', '/MentorDescPage/a/b', '/viewer', '/CarrerZone'])(
    '%s, a path no shell page of the build matches, is the plain index even with a session',
    async (url) => {
      const res = await get(url, 'br, gzip', 'signed_in=1');
      expect(htmlOf(res)).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['/view', undefined],
    ['/CarrerZone', undefined],
    ['/FreelancingSection', undefined],
    ['/', undefined],
    ['/view', 'signed_in=1'],
    ['/MentorRequests', 'signed_in=1'],
    ['/robots.txt', undefined],
    ['/assets/missing-old-build.js', undefined],
  ])('HEAD %s (cookie %s) answers as GET does, without a body', async (url, cookie) => {
    const request = (method: 'GET' | 'HEAD') =>
      testApp.app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) } });
    const [got, head] = [await request('GET'), await request('HEAD')];
    expect(head.statusCode).toBe(got.statusCode);
    // Framing is the one header that may differ: a body sent in chunks has none to frame under HEAD.
    const { date: _gotDate, 'transfer-encoding': _chunked, ...gotHeaders } = got.headers;
    const { date: _headDate, ...headHeaders } = head.headers;
    expect(headHeaders).toEqual(gotHeaders);
    expect(head.rawPayload).toHaveLength(0);
  });

  it('files outside the hashed folder are revalidated too', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers, worked out once at start', () => {
  it('every answer carries helmet’s headers: the API, the app page and a hashed asset alike', async () => {
    for (const url of ['/api/config', '/', `/${ASSET}`]) {
      const res = await get(url, 'br');
      // The app's pages and files allow what the app loads; an API answer allows nothing.
      expect(res.headers['content-security-policy'], url).toContain(url.startsWith('/api/') ? "default-src 'none'" : "default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('the API’s documentation is a page with scripts: it keeps the app’s policy', async () => {
    const res = await get('/api/docs/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('JSON answers', () => {
  it('compresses an answer of 1 KB or more when the client accepts it', async () => {
    const res = await get('/api/docs/json', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves a small answer, and any answer to a client that does not accept compression, as it is', async () => {
    const small = await get('/api/config', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('geocoderUrl');
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
  });
});
