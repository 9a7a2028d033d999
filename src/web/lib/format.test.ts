import { describe, expect, it } from 'vitest';
import { formatDateLong, formatRupees, greetingFor, initialsOf, pad2, relativeTime, splitDuration } from '../../shared/format.js';

describe('shared formatters', () => {
  it('splits a countdown and shows zeros once passed', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    // A countdown started a few milliseconds ago still shows its whole start (a prerendered page hydrates as drawn).
    expect(splitDuration(((15 * 24 + 10) * 3600 + 30 * 60) * 1000 - 3)).toEqual({ days: 15, hours: 10, minutes: 30, seconds: 0 });
    expect(splitDuration(1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(pad2(7)).toBe('07');
  });

  it('draws initials from names and emails', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf('asha.rao@college.edu')).toBe('AR');
    expect(initialsOf('demo')).toBe('DE');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });

  it('formats dates as long month, day, year in US English', () => {
    expect(formatDateLong('2025-06-22T12:00:00Z', 'UTC')).toBe('June 22, 2025');
  });

  it('formats relative times as the notifications page does', () => {
    const now = Date.parse('2025-06-22T12:00:00Z');
    expect(relativeTime(now - 30_000, now)).toBe('Just now');
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(relativeTime(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(relativeTime(now - 2 * 86_400_000, now)).toBe('2 days ago');
  });

  it('formats rupees in Indian digit grouping', () => {
    expect(formatRupees(10000)).toBe('₹10,000');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
  });

  it('greets by the hour', () => {
    expect(greetingFor(9)).toBe('Good morning');
    expect(greetingFor(14)).toBe('Good afternoon');
    expect(greetingFor(20)).toBe('Good evening');
  });
});
