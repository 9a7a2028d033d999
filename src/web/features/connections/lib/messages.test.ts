import { describe, expect, it } from 'vitest';
import { networkError, toApiError } from '../../../lib/errors';
import { connectionErrorMessage } from './messages';

const FALLBACK = 'Failed to send connection request';

describe('connectionErrorMessage (community §8)', () => {
  it('maps 401, 429 and a network failure to the spec sentences, whatever the server said', () => {
    expect(connectionErrorMessage(toApiError(401, { message: 'Authentication required' }), FALLBACK)).toBe(
      'Unauthorized. Please log in again.',
    );
    expect(connectionErrorMessage(toApiError(429, { message: 'Slow down' }), FALLBACK)).toBe('Too many requests. Please try again later.');
    expect(connectionErrorMessage(networkError(false), FALLBACK)).toBe('Network error. Please check your connection.');
  });

  it('uses the server sentence (error, then message) otherwise, else the fallback', () => {
    expect(connectionErrorMessage(toApiError(409, { error: 'Connection already exists' }), FALLBACK)).toBe('Connection already exists');
    expect(connectionErrorMessage(toApiError(500, '<html>'), FALLBACK)).toBe(FALLBACK);
    expect(connectionErrorMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });
});
