import { describe, expect, it } from 'vitest';
import { countOf, formatRupees, pluralWord, relativeDays, relativeTime } from './format.js';

const REVIEW = { one: 'review', other: 'reviews' };

describe('plural forms', () => {
  it('chooses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, REVIEW)).toBe('1 review');
    expect(countOf(0, REVIEW)).toBe('0 reviews');
    expect(countOf(2, REVIEW)).toBe('2 reviews');
    expect(pluralWord(1, { one: 'year', other: 'years' })).toBe('year');
    expect(pluralWord(1.5, { one: 'year', other: 'years' })).toBe('years');
  });

  it('groups large counts the Indian way', () => {
    expect(countOf(120000, { one: 'student', other: 'students' })).toBe('1,20,000 students');
    expect(countOf(999, REVIEW)).toBe('999 reviews');
    expect(countOf(1000, REVIEW)).toBe('1,000 reviews');
    expect(countOf(12345678, REVIEW)).toBe('1,23,45,678 reviews');
    expect(formatRupees(1234567.4)).toBe('₹12,34,567');
    expect(formatRupees(-10000)).toBe('₹-10,000');
  });

  it('groups exactly as Indian English number formatting does', () => {
    const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 99, 100, 1000, 99999, 100000, 1234567, 10000000, 987654321012]) {
      expect(formatRupees(value)).toBe(`₹${indian.format(value)}`);
    }
  });
});

describe('relative times', () => {
  const now = Date.parse('2025-06-22T12:00:00Z');

  it('says "Just now" under a minute, then minutes, hours and days with the right plural', () => {
    expect(relativeTime(now - 59_000, now)).toBe('Just now');
    expect(relativeTime(now - 60_000, now)).toBe('1 minute ago');
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(relativeTime(now - 3_600_000, now)).toBe('1 hour ago');
    expect(relativeTime(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(relativeTime(now - 86_400_000, now)).toBe('1 day ago');
    expect(relativeTime(now - 6 * 86_400_000, now)).toBe('6 days ago');
  });

  it('gives a date after a week and never a negative time for a clock ahead of ours', () => {
    expect(relativeTime('2025-06-01T12:00:00Z', now)).toBe('June 1, 2025');
    expect(relativeTime(now + 30_000, now)).toBe('Just now');
  });

  it('names whole days around today', () => {
    expect(relativeDays(0)).toBe('today');
    expect(relativeDays(1)).toBe('tomorrow');
    expect(relativeDays(-1)).toBe('yesterday');
    expect(relativeDays(3)).toBe('in 3 days');
    expect(relativeDays(-5)).toBe('5 days ago');
  });

  it('reads as Intl.RelativeTimeFormat in US English would, without loading its locale data', () => {
    const auto = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
    const always = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
    for (let days = -400; days <= 400; days += 1) expect(relativeDays(days + 0.5 * Math.sign(days))).toBe(auto.format(days, 'day'));
    for (let minutes = 1; minutes < 60; minutes += 1)
      expect(relativeTime(now - minutes * 60_000, now)).toBe(always.format(-minutes, 'minute'));
    for (let hours = 1; hours < 24; hours += 1) expect(relativeTime(now - hours * 3_600_000, now)).toBe(always.format(-hours, 'hour'));
  });
});
