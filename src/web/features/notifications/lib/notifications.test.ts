import { describe, expect, it } from 'vitest';
import type { Notification, NotificationsResponse } from '../../../../shared/contracts/notifications.js';
import {
  badgeText,
  filterByPeriod,
  flattenPages,
  isWithinPeriod,
  markReadInPages,
  prependNotification,
  removeFromPages,
  senderInitial,
  type NotificationPages,
} from './notifications';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function note(id: string, ageMs: number, read = false): Notification {
  return {
    _id: id,
    sender: { id: null, name: 'Asha Rao', avatar: null },
    message: 'sent you a connection request',
    createdAt: new Date(NOW - ageMs).toISOString(),
    read,
    type: 'connection_request',
    link: null,
  };
}

function pages(...lists: Notification[][]): NotificationPages {
  const data: NotificationsResponse[] = lists.map((list, index) => ({
    data: list,
    page: index + 1,
    limit: 10,
    total: 20,
    hasMore: index < lists.length - 1,
    nextCursor: index < lists.length - 1 ? `cursor-${index + 1}` : null,
    unreadCount: 3,
  }));
  return { pages: data, pageParams: lists.map((_, index) => (index === 0 ? null : `cursor-${index}`)) };
}

describe('period filter (community §4)', () => {
  const items = [
    note('now', 0),
    note('hours', 23 * HOUR),
    note('day', DAY + 1),
    note('week', 6 * DAY),
    note('month', 20 * DAY),
    note('old', 40 * DAY),
  ];
  const ids = (period: Parameters<typeof filterByPeriod>[1]) => filterByPeriod(items, period, NOW).map((item) => item._id);

  it('ALL keeps everything', () => {
    expect(ids('ALL')).toEqual(['now', 'hours', 'day', 'week', 'month', 'old']);
  });
  it('Today keeps the last 24 hours only', () => {
    expect(ids('Today')).toEqual(['now', 'hours']);
  });
  it('Week keeps 7 days', () => {
    expect(ids('Week')).toEqual(['now', 'hours', 'day', 'week']);
  });
  it('Month (no tab) keeps 30 days', () => {
    expect(ids('Month')).toEqual(['now', 'hours', 'day', 'week', 'month']);
  });
  it('the limit itself is inside, an unreadable date is outside', () => {
    expect(isWithinPeriod(new Date(NOW - DAY).toISOString(), 'Today', NOW)).toBe(true);
    expect(isWithinPeriod('not a date', 'Week', NOW)).toBe(false);
  });
});

describe('badge text', () => {
  it('shows nothing at zero or below', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-2)).toBeNull();
  });
  it('shows the count up to 99, then 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('sender initial', () => {
  it('is the first letter of the name, upper-cased', () => {
    expect(senderInitial('  asha Rao')).toBe('A');
    expect(senderInitial('Éva')).toBe('É');
    expect(senderInitial('')).toBe('?');
  });
});

describe('cached pages', () => {
  it('a live notification goes on top of the first page, once', () => {
    const before = pages([note('a', HOUR)], [note('b', DAY)]);
    const once = prependNotification(before, note('new', 0));
    expect(flattenPages(once).map((item) => item._id)).toEqual(['new', 'a', 'b']);
    expect(once.pages[0]?.total).toBe(21);
    const twice = prependNotification(once, note('new', 0));
    expect(flattenPages(twice).map((item) => item._id)).toEqual(['new', 'a', 'b']);
  });
  it('marks the given ids read, or all', () => {
    const before = pages([note('a', 0), note('b', 0)], [note('c', 0)]);
    expect(flattenPages(markReadInPages(before, ['b', 'c'])).map((item) => item.read)).toEqual([false, true, true]);
    expect(flattenPages(markReadInPages(before, 'all')).every((item) => item.read)).toBe(true);
  });
  it('removes deleted ids from every page', () => {
    const before = pages([note('a', 0), note('b', 0)], [note('c', 0)]);
    expect(flattenPages(removeFromPages(before, ['a', 'c'])).map((item) => item._id)).toEqual(['b']);
  });
});
