import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { SERVER_MESSAGES } from '../../shared/messages.js';
import { expectError, type Response } from './auth-helpers.js';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * Cursors a client may send but no page ever gave: each must be a 400 in the API's error shape, never a 5xx
 * or a page. Query-string encoded, as a URL carries them.
 */
export const BAD_CURSORS: Record<string, string> = {
  empty: '',
  'not base64url': encodeURIComponent('abc+/=='),
  'NUL byte': '%00',
  'NUL byte inside valid base64url': `${base64url('{"r":[]')}%00`,
  'huge string': 'A'.repeat(100_000),
  'base64url, not JSON': base64url('hello there'),
  'JSON, not a key': base64url('[1,2,3]'),
  'JSON null': base64url('null'),
  'wrong types': base64url(JSON.stringify({ r: 'x', t: 5, id: true })),
  'id not a uuid': base64url(JSON.stringify({ r: [], t: '2026-01-01T00:00:00.000000Z', id: "1' or '1'='1" })),
  'time not a time': base64url(JSON.stringify({ r: [], t: '2026-13-45T99:00:00Z', id: randomUUID() })),
  'an extra field': base64url(JSON.stringify({ r: [], t: '2026-01-01T00:00:00.000000Z', id: randomUUID(), sql: 'drop table' })),
  'too many ranks': base64url(JSON.stringify({ r: [1, 2, 3, 4, 5, 6, 7, 8, 9], t: '2026-01-01T00:00:00Z', id: randomUUID() })),
  'a rank of another order': base64url(JSON.stringify({ r: [1e308], t: '2026-01-01T00:00:00Z', id: randomUUID() })),
  'two cursors': `${base64url('{}')}&cursor=${base64url('{}')}`,
};

/** Every bad cursor answered 400 by `request`, which adds `cursor=<value>` to the list's address. */
export async function expectBadCursorsRefused(request: (cursorParam: string) => Promise<Response>) {
  for (const [name, value] of Object.entries(BAD_CURSORS)) {
    const res = await request(`cursor=${value}`);
    expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(400);
    const body = expectError(res, 400);
    if (name !== 'NUL byte' && name !== 'NUL byte inside valid base64url') expect(body.message, name).toBe(SERVER_MESSAGES.invalidCursor);
  }
}

/**
 * Walks a keyset list from `first` through every `nextCursor` to the end, answering the ids in the order
 * served. `between` runs once, after the first page (the writes a reader's scrolling races with).
 */
export async function walkPages(
  load: (cursor: string | null) => Promise<{ ids: string[]; nextCursor: string | null }>,
  between: () => Promise<unknown>,
): Promise<{ ids: string[]; pages: number }> {
  let page = await load(null);
  const ids = [...page.ids];
  await between();
  let pages = 1;
  while (page.nextCursor) {
    page = await load(page.nextCursor);
    ids.push(...page.ids);
    pages += 1;
    expect(pages, 'the walk ends').toBeLessThan(1000);
  }
  return { ids, pages };
}

/** Every id of `original` is served exactly once, and no id twice. */
export function expectEachOnce(served: string[], original: string[]) {
  expect(new Set(served).size, 'no row twice').toBe(served.length);
  const seen = new Set(served);
  expect(
    original.filter((id) => !seen.has(id)),
    'no original row skipped',
  ).toEqual([]);
}
