import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { compressJson, type JsonEncoding } from './compression.js';

/** What the server needs of the app bundled for Node (src/web/prerender.tsx, built by scripts/build/prerender.ts). */
interface FrameRenderer {
  FRAME_DATA_PAGES: readonly {
    path: string;
    roles?: readonly string[];
    queries: readonly { queryKey: readonly unknown[]; url: string }[];
  }[];
  renderShellFrame(path: string, frameData: readonly (readonly [readonly unknown[], unknown])[]): Promise<string>;
}

/** A page drawn with data, as sent: the HTML and its Brotli and gzip copies, made once per version of the data. */
export type FramedPage = Record<'identity' | JsonEncoding, Buffer>;

/** An API answer as the server gives it to a visitor. */
export type VisitorAnswer = (url: string) => Promise<{ statusCode: number; body: string }>;

/** The build keeps the app bundled for Node beside the web root (dist/prerender next to dist/web); it is never served. */
const rendererFile = (webRoot: string) => path.resolve(webRoot, '..', 'prerender', 'prerender.mjs');

const ROOT_START = '<div id="root">';

/** The page's HTML with the root's content (the frame the build drew without data) replaced by `frame`. */
function withFrame(html: string, frame: string): string {
  const start = html.indexOf(ROOT_START);
  const end = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  if (start < 0 || end < start) throw new Error('the page has no root element to draw the frame into');
  return `${html.slice(0, start + ROOT_START.length)}${frame}${html.slice(end)}`;
}

const canonical = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();

/**
 * A signed-in page's frame drawn with public data: on the pages that show the Top Mentors carousel, its mentors are
 * in the HTML, so the first photo (the page's largest element) is fetched and painted before any of the app's code
 * has arrived, and the app starts with the same list in its cache (src/web/lib/frameData.ts). The data is what any
 * visitor gets from the API (`answer`), so nothing of the reader is in it; a page is drawn once per version of that
 * data and kept. Without the Node bundle (a server started before any build, or tests' stand-in web root), or when the
 * data cannot be had, the page is the build's file as it is (null).
 */
export function createPageFrames({ webRoot, answer, log }: { webRoot: string; answer: VisitorAnswer; log: FastifyBaseLogger }) {
  const file = rendererFile(webRoot);
  // Loaded at once, in the background: the first signed-in visit should not wait for it.
  const renderer: Promise<FrameRenderer | null> = existsSync(file)
    ? import(pathToFileURL(file).href).then(
        (module) => module as FrameRenderer,
        (error: unknown) => {
          log.warn({ err: error }, 'signed-in pages are sent without data: the app bundled for Node could not be loaded');
          return null;
        },
      )
    : Promise.resolve(null);
  const kept = new Map<string, { digest: string; page: Promise<FramedPage | null> }>();

  async function draw(app: FrameRenderer, pageFile: string, pagePath: string, frameData: [readonly unknown[], unknown][]) {
    try {
      const [html, frame] = await Promise.all([readFile(path.join(webRoot, pageFile), 'utf8'), app.renderShellFrame(pagePath, frameData)]);
      const identity = Buffer.from(withFrame(html, frame));
      return { identity, br: compressJson(identity, 'br'), gzip: compressJson(identity, 'gzip') };
    } catch (error) {
      log.warn({ err: error, page: pagePath }, 'a signed-in page could not be drawn with data; it is sent without');
      return null;
    }
  }

  /** The page at `pathname` (answered by the build's `file`) drawn with data for a reader of `role`, or null. */
  return async function framedPage(pathname: string, role: string | undefined, pageFile: string): Promise<FramedPage | null> {
    const app = await renderer;
    const page = app?.FRAME_DATA_PAGES.find((candidate) => canonical(candidate.path) === canonical(pathname));
    if (!app || !page || (page.roles && !page.roles.includes(role ?? ''))) return null;
    const answers = await Promise.all(page.queries.map((query) => answer(query.url)));
    if (answers.some((response) => response.statusCode !== 200)) return null;
    const digest = createHash('sha1')
      .update(answers.map((response) => response.body).join('\n'))
      .digest('base64url');
    const key = `${pageFile}|${page.path}`;
    const current = kept.get(key);
    if (current?.digest === digest) return current.page;
    const frameData = page.queries.map((query, index): [readonly unknown[], unknown] => [
      query.queryKey,
      JSON.parse(answers[index]?.body ?? 'null') as unknown,
    ]);
    const drawn = draw(app, pageFile, page.path, frameData);
    kept.set(key, { digest, page: drawn });
    return drawn;
  };
}
