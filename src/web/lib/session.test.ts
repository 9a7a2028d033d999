import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { getAuth, resetAuthForTests } from './auth';
import { earlyRefreshScript } from './early-refresh';
import { refreshSession } from './session';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'demo.student@example.com',
  username: 'demo',
  role: 'student',
  profileCompleted: true,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('session renewal', () => {
  const calls: Array<{ url: string; auth: string | null }> = [];
  let tokens = 0;

  beforeEach(() => {
    resetAuthForTests();
    calls.length = 0;
    tokens = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const headers = new Headers(init?.headers);
        calls.push({ url, auth: headers.get('Authorization') });
        if (url === '/api/auth/refresh') {
          await new Promise((resolve) => setTimeout(resolve, 5));
          tokens += 1;
          return json(200, { accessToken: `token-${tokens}`, expiresIn: 900, user });
        }
        if (url === '/api/things') {
          return headers.get('Authorization') === `Bearer token-${tokens}` && tokens > 0
            ? json(200, { ok: true })
            : json(401, { message: 'Your session has expired. Please log in again.', error: 'x', code: 'UNAUTHORIZED' });
        }
        if (url === '/api/auth/login') {
          return json(401, { message: 'Invalid email or password.', error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
        }
        return json(404, { message: 'Not found.', error: 'Not found.', code: 'NOT_FOUND' });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs one refresh for concurrent callers', async () => {
    const [first, second] = await Promise.all([refreshSession(), refreshSession()]);
    expect(first?.accessToken).toBe('token-1');
    expect(second?.accessToken).toBe('token-1');
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
    expect(getAuth().status).toBe('authed');
    expect(getAuth().accessToken).toBe('token-1');
  });

  it('renews once on 401 and retries with the new token', async () => {
    await expect(api<{ ok: boolean }>('/things')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual(['/api/things', '/api/auth/refresh', '/api/things']);
    expect(calls[2]?.auth).toBe('Bearer token-1');
  });

  it('never renews for auth endpoints', async () => {
    await expect(api('/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' }, auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/login']);
  });

  it('renews for the signed-in account calls under /auth (settings), like any other call', async () => {
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        seen.push(url);
        if (url === '/api/auth/refresh') return json(200, { accessToken: 'fresh', expiresIn: 900, user });
        const authorized = new Headers(init?.headers).get('Authorization') === 'Bearer fresh';
        return authorized ? json(200, { ok: true }) : json(401, { message: 'Expired.', error: 'Expired.', code: 'UNAUTHORIZED' });
      }),
    );
    await expect(api('/auth/sessions?limit=100')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['/api/auth/sessions?limit=100', '/api/auth/refresh', '/api/auth/sessions?limit=100']);
    seen.length = 0;
    resetAuthForTests();
    await expect(api('/auth/sessions/abc', { method: 'DELETE' })).resolves.toEqual({ ok: true });
    await expect(api('/auth/changePassword', { method: 'POST', body: {} })).resolves.toEqual({ ok: true });
    resetAuthForTests();
    await expect(api('/auth/account', { method: 'DELETE', body: {} })).resolves.toEqual({ ok: true });
    expect(seen.filter((url) => url === '/api/auth/refresh')).toHaveLength(2);
  });

  it('becomes unauth when the refresh cookie is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'Your session has expired. Please log in again.', error: 'x', code: 'UNAUTHORIZED' })),
    );
    await expect(refreshSession()).resolves.toBeNull();
    expect(getAuth().status).toBe('unauth');
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/things', { auth: false })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  describe('started by the page before the app', () => {
    /** The page's window as the early script sees it: storage naming a user (or not), and no Web Locks. */
    const pageWith = (storedUserId: string | null) => {
      const stored = new Map(storedUserId ? [['userId', storedUserId]] : []);
      vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null } });
      vi.stubGlobal('navigator', {});
    };
    /** The script as the build writes it, run as the page runs it. */
    const runEarlyScript = () => new Function(earlyRefreshScript())();
    const renewals = () => calls.filter((call) => call.url === '/api/auth/refresh');

    it('is taken by the first renewal instead of asking again; later renewals ask afresh', async () => {
      pageWith(user.id);
      runEarlyScript();
      expect(renewals()).toHaveLength(1);
      await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'token-1' });
      expect(renewals()).toHaveLength(1);
      expect(getAuth().accessToken).toBe('token-1');
      await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'token-2' });
      expect(renewals()).toHaveLength(2);
    });

    it('starts nothing when the app has renewed first (its code arrived before the script)', async () => {
      pageWith(user.id);
      await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'token-1' });
      runEarlyScript();
      expect(renewals()).toHaveLength(1);
      await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'token-2' });
      expect(renewals()).toHaveLength(2);
    });

    it('starts nothing where nobody has signed in on this browser', async () => {
      pageWith(null);
      runEarlyScript();
      expect(renewals()).toHaveLength(0);
      await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'token-1' });
      expect(renewals()).toHaveLength(1);
    });

    it('reads a refused renewal as no session, and a failed one as a network error', async () => {
      pageWith(user.id);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => json(401, { message: 'Your session has expired. Please log in again.', error: 'x', code: 'UNAUTHORIZED' })),
      );
      runEarlyScript();
      await expect(refreshSession()).resolves.toBeNull();
      expect(getAuth().status).toBe('unauth');

      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      pageWith(user.id);
      runEarlyScript();
      await expect(refreshSession()).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
