import { describe, expect, it } from 'vitest';
import { answerDeadline } from './mentors.constants.js';

describe('answerDeadline', () => {
  const made = new Date('2026-11-28T10:00:00Z');
  it('is 48 hours after the request when the session starts later', () => {
    expect(answerDeadline(new Date('2026-12-02T12:00:00Z'), made).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });
  it('is the start when the session comes first', () => {
    expect(answerDeadline(new Date('2026-11-29T09:00:00Z'), made).toISOString()).toBe('2026-11-29T09:00:00.000Z');
  });
});
