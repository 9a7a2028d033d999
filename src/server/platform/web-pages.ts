import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/** Written by the web build (scripts/build/prerender.ts): page path → HTML file, relative to the web root. */
const PRERENDERED_INDEX = path.join('prerendered', 'pages.json');
/** Written there too: route patterns of the shell's pages, in route order → the app's index naming that page's code. */
const SHELL_PAGES_INDEX = path.join('shell-pages', 'pages.json');

function readIndex<T>(webRoot: string, file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(path.join(webRoot, file), 'utf8')) as T;
  } catch {
    // A build without that step (or none yet): every page is the app's index.
    return fallback;
  }
}

/**
 * Which file answers a page path: a visitor's prerendered page where the build drew one, else the app's
 * index.html. Someone signed in on this browser (the hint cookie) always gets the app itself, since the
 * prerendered pages show the visitor's frame; on a page of the shell, the index that names that page's code.
 */
export function createPageChooser(webRoot: string, signedInCookie: string) {
  const prerendered = new Map(Object.entries(readIndex<Record<string, string>>(webRoot, PRERENDERED_INDEX, {})));
  const shellPages = readIndex<{ pattern: string; file: string }[]>(webRoot, SHELL_PAGES_INDEX, []).map(({ pattern, file }) => ({
    pattern: new RegExp(pattern, 'i'),
    file,
  }));
  return (request: FastifyRequest, pathname: string): string => {
    if (request.cookies[signedInCookie] === undefined) return prerendered.get(pathname) ?? 'index.html';
    return shellPages.find(({ pattern }) => pattern.test(pathname))?.file ?? 'index.html';
  };
}
