import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpRequest } from './http';

/** Stubs fetch with an answer of `{ ok: true }` and returns the addresses requested, in order. */
function recordFetches(): string[] {
  const started: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      started.push(String(input));
      return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return started;
}

describe('httpRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts each read in a task of its own, not in the task that asked for it', async () => {
    const started = recordFetches();
    const answers = [httpRequest('/one'), httpRequest('/two')];
    // Microtasks of the asking task run first: no request may have started by then.
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([]);
    await expect(Promise.all(answers)).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(started).toEqual(['/api/one', '/api/two']);
  });

  it('sends a change at once, in the task that asked for it: the page may be left right after', async () => {
    const started = recordFetches();
    const answer = httpRequest('/connections/connections/someone', { method: 'DELETE' });
    expect(started).toEqual(['/api/connections/connections/someone']);
    await expect(answer).resolves.toEqual({ ok: true });
  });
});
