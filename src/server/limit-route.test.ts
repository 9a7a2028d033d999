import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

/**
 * GET /api/config, the benchmarks' limit route: its answer is serialized once at start, so this checks that the
 * body is still the schema's object and that every protection of the request path still applies to it.
 */
const ORIGIN = 'https://campus.example';
const LIMIT = 5;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT_PER_MINUTE: LIMIT, SUPPORT_EMAIL: 'help@campus.example' });
}, 180_000);

afterAll(async () => {
  await testApp?.close();
});

const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/api/config', remoteAddress, headers });

describe('GET /api/config', () => {
  it('answers the whole public configuration as JSON, with every field', async () => {
    const res = await read('10.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(
      JSON.stringify({
        googleClientId: null,
        demoMode: true,
        geocoderUrl: 'https://nominatim.openstreetmap.org/reverse',
        supportEmail: 'help@campus.example',
        allowedOrigins: [ORIGIN],
        mode: 'test',
      }),
    );
  });

  it('carries the security, CORS, rate-limit and caching headers, and answers 304 to its own tag', async () => {
    const res = await read('10.0.0.2', { origin: ORIGIN });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/authorization/i);
    const tag = String(res.headers.etag);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);

    const again = await read('10.0.0.2', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it(`answers 429 to the ${LIMIT + 1}th read in a minute from one address, and not to another address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) statuses.push((await read('10.0.0.3')).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    expect((await read('10.0.0.4')).statusCode).toBe(200);
  });
});
