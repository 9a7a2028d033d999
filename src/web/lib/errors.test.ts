import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { ApiError, messageFrom, networkError, parseRetryAfter, toApiError } from './errors';

describe('toApiError', () => {
  it('reads message, code and fields of the API error body', () => {
    const error = toApiError(400, {
      message: 'Some fields are missing or invalid.',
      error: 'Some fields are missing or invalid.',
      code: 'VALIDATION_ERROR',
      fields: { email: ['Please enter a valid email address.'] },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields are missing or invalid.');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({ email: ['Please enter a valid email address.'] });
    expect(error.fromServer).toBe(true);
  });

  it('falls back to the error field when message is missing', () => {
    expect(toApiError(400, { error: 'Invalid OTP.' }).message).toBe('Invalid OTP.');
  });

  it('copes with a body that is not the API shape', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.status).toBe(502);
    expect(error.code).toBe('HTTP_502');
    expect(error.fromServer).toBe(false);
  });

  it('keeps Retry-After seconds', () => {
    expect(toApiError(429, { message: 'Too many requests. Please try again later.' }, '27').retryAfterSeconds).toBe(27);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('messageFrom', () => {
  it("uses the server's sentence when there is one", () => {
    const error = toApiError(401, {
      message: 'Invalid email or password.',
      error: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });
    expect(messageFrom(error, MESSAGES.loginFailed)).toBe('Invalid email or password.');
  });

  it("uses the screen's fallback without a server sentence", () => {
    expect(messageFrom(toApiError(500, undefined), MESSAGES.loginFailed)).toBe(MESSAGES.loginFailed);
    expect(messageFrom(networkError(false), MESSAGES.registerFailed)).toBe(MESSAGES.registerFailed);
    expect(messageFrom(new Error('boom'), MESSAGES.otpInvalid)).toBe(MESSAGES.otpInvalid);
  });

  it('marks network failures and timeouts with status 0', () => {
    expect(networkError(false).status).toBe(0);
    expect(networkError(true).code).toBe('TIMEOUT');
  });
});
