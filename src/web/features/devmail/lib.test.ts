import { describe, expect, it } from 'vitest';
import { findCode } from './lib';

describe('findCode', () => {
  it('finds a 6-digit code in a mail', () => {
    expect(findCode('Your Campus code is 482913. It expires in 10 minutes.')).toBe('482913');
  });
  it('ignores longer numbers', () => {
    expect(findCode('Call 9876543210 for help')).toBeNull();
  });
  it('answers null without a code', () => {
    expect(findCode('Welcome to Campus!')).toBeNull();
  });
});
