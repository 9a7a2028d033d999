import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../../../shared/messages.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { expectError } from '../../test/auth-helpers.js';

const AUTH_ROUTES = ['register', 'verifyOtp', 'resendOtp', 'login', 'google', 'forgotPassword', 'resetPassword'].map(
  (name) => `/api/auth/${name}`,
);

describe('auth: bad input is answered with JSON errors, never 500 or HTML', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No SMTP server: none of these requests may get as far as sending mail.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const raw = (url: string, payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('malformed JSON answers 400 with code MALFORMED_JSON', async () => {
    for (const url of AUTH_ROUTES) {
      expectError(await raw(url, '{"email": "a@b.test", "password": '), 400, {
        code: 'MALFORMED_JSON',
        message: SERVER_MESSAGES.malformedJson,
      });
    }
    expectError(await raw('/api/auth/login', "{email: 'a@b.test'}"), 400, { code: 'MALFORMED_JSON' });
  });

  it('an empty JSON body answers 400 MALFORMED_JSON', async () => {
    expectError(await raw('/api/auth/login', ''), 400, { code: 'MALFORMED_JSON' });
  });

  it('a body with a __proto__ key is refused with 400, not merged into objects', async () => {
    const res = await raw('/api/auth/login', '{"email":"a@b.test","password":"secret1","__proto__":{"isAdmin":true}}');
    expectError(res, 400, { code: 'MALFORMED_JSON' });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('wrong-typed fields answer 400 with the offending fields named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 123, password: ['x'] } });
    const body = expectError(res, 400, { code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['email', 'password']);
    expect(body.fields!.email![0]).toEqual(expect.any(String));
    expect(body.fields!.password).toEqual([MESSAGES.passwordTooShort]);

    const login = expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 123, password: 'secret1' } }),
      400,
    );
    expect(login.fields?.email).toEqual([MESSAGES.loginMissingFields]);

    const verify = expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/verifyOtp', payload: { email: 'a@b.test', otp: 123456 } }),
      400,
    );
    expect(verify.fields?.otp).toEqual([MESSAGES.otpInvalid]);

    const remember = expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.test', password: 'secret1', rememberMe: 'yes' },
      }),
      400,
    );
    expect(Object.keys(remember.fields ?? {})).toEqual(['rememberMe']);
  });

  it('an invalid email and a non-numeric OTP are named in fields', async () => {
    const email = expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'not-an-email', password: 'secret1' } }),
      400,
    );
    expect(email.fields?.email).toEqual(['Please enter a valid email address.']);
    const otp = expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/verifyOtp', payload: { email: 'a@b.test', otp: '12a456' } }),
      400,
    );
    expect(otp.fields?.otp).toEqual(['The OTP must be 6 digits.']);
    const login = expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '12345', password: 'secret1' } }),
      400,
    );
    expect(login.fields?.email).toEqual(['Enter a valid email or a 10-digit phone number.']);
  });

  it('a JSON array or a bare value instead of an object answers 400', async () => {
    for (const payload of ['[]', '"a@b.test"', 'null', '42']) {
      expectError(await raw('/api/auth/login', payload), 400);
    }
  });

  it('a 2 MB JSON body answers 413 JSON', async () => {
    const big = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) });
    expectError(await raw('/api/auth/register', big), 413, { code: 'PAYLOAD_TOO_LARGE', message: SERVER_MESSAGES.payloadTooLarge });
  });

  it('an unsupported content type answers 415 JSON', async () => {
    expectError(await raw('/api/auth/login', 'email=a@b.test&password=secret1', 'text/xml'), 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('unknown /api paths and wrong methods answer 404 JSON', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/nope' }), 404, { code: 'NOT_FOUND' });
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/nope', payload: {} }), 404, { code: 'NOT_FOUND' });
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/login' }), 404, { code: 'NOT_FOUND' });
  });

  it('over-long fields are refused with 400, never 500', async () => {
    const long = 'a'.repeat(300);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: `${long}@b.test`, password: 'secret1' } }),
      400,
    );
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'a@b.test', password: 'p'.repeat(129) } }),
      400,
    );
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: 'c'.repeat(9000) } }), 400);
  });

  it('every auth route answers a 4xx JSON error to each kind of garbage', async () => {
    const garbage: { payload: string; type?: string }[] = [
      { payload: '{' },
      { payload: '{}' },
      { payload: '{"email":null,"password":null,"otp":null,"credential":null}' },
      { payload: '{"email":{"$ne":""},"password":{"$gt":""}}' },
      { payload: '{"email":"\\u0000@b.test","password":"\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000"}' },
      { payload: '{"email":"\' OR 1=1 --@b.test","password":"x"}' },
      { payload: 'plain', type: 'text/plain' },
    ];
    for (const url of [...AUTH_ROUTES, '/api/auth/refresh', '/api/auth/logout']) {
      for (const { payload, type } of garbage) {
        const res = await raw(url, payload, type);
        expect(res.statusCode, `${url} ${payload}: ${res.body}`).not.toBe(500);
        if (res.statusCode >= 400) {
          expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
          expectError(res, res.statusCode);
        } else {
          // Only refresh/logout ignore their body; refresh has no cookie, so only logout can succeed.
          expect(url, `${url} ${payload} answered ${res.statusCode}`).toBe('/api/auth/logout');
        }
        expect(res.body).not.toMatch(/<html|at .*\.(ts|js):\d+/i);
      }
    }
  });
});
