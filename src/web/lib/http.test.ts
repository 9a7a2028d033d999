import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpRequest } from './http';

describe('httpRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts each request in a task of its own, not in the task that asked for it', async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        started.push(String(input));
        return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const answers = [httpRequest('/one'), httpRequest('/two')];
    // Microtasks of the asking task run first: no request may have started by then.
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([]);
    await expect(Promise.all(answers)).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(started).toEqual(['/api/one', '/api/two']);
  });
});
