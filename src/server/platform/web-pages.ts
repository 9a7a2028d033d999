import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/** Written by the web build (scripts/build/prerender.ts): page path → HTML file, relative to the web root. */
const PRERENDERED_INDEX = path.join('prerendered', 'pages.json');

/**
 * Which file answers a page path: a visitor's prerendered page where the build drew one, else the app's
 * index.html. Someone signed in on this browser (the hint cookie) always gets the app itself, since the
 * prerendered pages show the visitor's frame.
 */
export function createPageChooser(webRoot: string, signedInCookie: string) {
  let prerendered = new Map<string, string>();
  try {
    const index = JSON.parse(readFileSync(path.join(webRoot, PRERENDERED_INDEX), 'utf8')) as Record<string, string>;
    prerendered = new Map(Object.entries(index));
  } catch {
    // A build without prerendered pages (or none yet): every page is drawn in the browser.
  }
  return (request: FastifyRequest, pathname: string): string => {
    const page = prerendered.get(pathname);
    return page && request.cookies[signedInCookie] === undefined ? page : 'index.html';
  };
}
