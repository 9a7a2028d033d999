import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageFrames, type VisitorAnswer } from './platform/page-frames.js';

/**
 * The server drawing a signed-in page's frame with public data (platform/page-frames.ts), against a stand-in of the
 * build: a shell page in `web/` and, beside it, a Node bundle that draws the data it is given.
 */
const SHELL_PAGE =
  '<!doctype html><html><head></head><body>\n    <div id="root"><div inert><p>frame without data</p></div></div>\n  </body>\n</html>';
const RENDERER = `
export const FRAME_DATA_PAGES = [
  { path: '/view', roles: ['student'], queries: [{ queryKey: ['mentors', 'list', '?limit=10'], url: '/api/mentors?limit=10' }] },
  { path: '/MentorSection', queries: [{ queryKey: ['mentors', 'list', '?limit=10'], url: '/api/mentors?limit=10' }] },
];
export let renders = 0;
export async function renderShellFrame(path, frameData) {
  renders += 1;
  return '<div inert><p>' + path + ' drawn with ' + JSON.stringify(frameData) + '</p></div>';
}
`;

let root: string;
let web: string;
const log = pino({ level: 'silent' });

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'campus-frames-'));
  web = path.join(root, 'web');
  mkdirSync(path.join(web, 'shell-pages'), { recursive: true });
  writeFileSync(path.join(web, 'shell-pages/view.html'), SHELL_PAGE);
  writeFileSync(path.join(web, 'shell-pages/MentorSection.html'), SHELL_PAGE);
  mkdirSync(path.join(root, 'prerender'));
  writeFileSync(path.join(root, 'prerender/prerender.mjs'), RENDERER);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function mentorsAnswering(body: () => { statusCode: number; body: string }) {
  const asked: string[] = [];
  const answer: VisitorAnswer = (url) => {
    asked.push(url);
    return Promise.resolve(body());
  };
  return { asked, answer };
}

describe('signed-in frames drawn with public data', () => {
  it('draws the page with the answers in place of the build’s frame, and sends the same bytes in each encoding', async () => {
    const { asked, answer } = mentorsAnswering(() => ({ statusCode: 200, body: '{"mentors":[{"fullName":"Ananya Iyer"}]}' }));
    const framedPage = createPageFrames({ webRoot: web, answer, log });
    const page = await framedPage('/MentorSection/', 'mentor', 'shell-pages/MentorSection.html');
    expect(asked).toEqual(['/api/mentors?limit=10']);
    const html = page!.identity.toString();
    expect(html).not.toContain('frame without data');
    expect(html).toContain(
      '<div id="root"><div inert><p>/MentorSection drawn with [[["mentors","list","?limit=10"],{"mentors":[{"fullName":"Ananya Iyer"}]}]]</p></div></div>',
    );
    expect(html.endsWith('</div>\n  </body>\n</html>')).toBe(true);
    expect(brotliDecompressSync(page!.br).toString()).toBe(html);
    expect(gunzipSync(page!.gzip).toString()).toBe(html);
  });

  it('draws a page once per version of its data', async () => {
    let body = '{"mentors":[]}';
    const { answer } = mentorsAnswering(() => ({ statusCode: 200, body }));
    const framedPage = createPageFrames({ webRoot: web, answer, log });
    const renderer = (await import(path.join(root, 'prerender/prerender.mjs'))) as { renders: number };
    const first = await framedPage('/view', 'student', 'shell-pages/view.html');
    const before = renderer.renders;
    expect(before).toBeGreaterThan(0);
    expect(await framedPage('/view', 'student', 'shell-pages/view.html')).toBe(first);
    expect(renderer.renders).toBe(before);
    body = '{"mentors":[{"fullName":"Rahul Verma"}]}';
    const changed = await framedPage('/view', 'student', 'shell-pages/view.html');
    expect(changed).not.toBe(first);
    expect(changed!.identity.toString()).toContain('Rahul Verma');
  });

  it('leaves the build’s page as it is for another role, another page, or when the data cannot be had', async () => {
    const ok = mentorsAnswering(() => ({ statusCode: 200, body: '{"mentors":[]}' }));
    const framedPage = createPageFrames({ webRoot: web, answer: ok.answer, log });
    expect(await framedPage('/view', 'mentor', 'shell-pages/view.html')).toBeNull();
    expect(await framedPage('/view', undefined, 'shell-pages/view.html')).toBeNull();
    expect(await framedPage('/CarrerZone', 'student', 'shell-pages/CarrerZone.html')).toBeNull();
    expect(ok.asked).toEqual([]);

    const limited = mentorsAnswering(() => ({ statusCode: 429, body: '{"message":"Too many requests"}' }));
    expect(await createPageFrames({ webRoot: web, answer: limited.answer, log })('/view', 'student', 'shell-pages/view.html')).toBeNull();
  });

  it('sends every page as the build drew it when there is no Node bundle beside the web root', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'campus-frames-bare-'));
    try {
      const { asked, answer } = mentorsAnswering(() => ({ statusCode: 200, body: '{}' }));
      expect(
        await createPageFrames({ webRoot: path.join(bare, 'web'), answer, log })('/view', 'student', 'shell-pages/view.html'),
      ).toBeNull();
      expect(asked).toEqual([]);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
