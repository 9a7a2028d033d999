import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPeriod, NotificationsResponse } from '../../../../shared/contracts/notifications.js';
import { NOTIFICATION_PERIODS_MS } from '../../../../shared/contracts/notifications.constants.js';

/** The tabs shown; Month stays in the logic only (community §4). */
export const NOTIFICATION_TABS = ['ALL', 'Today', 'Week'] as const satisfies readonly NotificationPeriod[];

/** Whether a notification is young enough for the period: Today 24 h, Week 7 days, Month 30 days, ALL always. */
export function isWithinPeriod(createdAt: string, period: NotificationPeriod, now: number): boolean {
  const span = NOTIFICATION_PERIODS_MS[period];
  if (span === null) return true;
  const at = Date.parse(createdAt);
  return !Number.isNaN(at) && now - at <= span;
}

export function filterByPeriod<T extends { createdAt: string }>(items: readonly T[], period: NotificationPeriod, now: number): T[] {
  return items.filter((item) => isWithinPeriod(item.createdAt, period, now));
}

/** The count on a badge: nothing at zero, "99+" past 99. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The avatar stand-in of the spec: the sender name's first letter. */
export function senderInitial(name: string): string {
  const letter = [...name.trim()][0];
  return letter ? letter.toUpperCase() : '?';
}

export type NotificationPages = InfiniteData<NotificationsResponse>;

function mapItems(pages: NotificationPages, change: (items: Notification[]) => Notification[]): NotificationPages {
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, data: change(page.data) })) };
}

/** A live notification goes on top of the first page, once. */
export function prependNotification(pages: NotificationPages, notification: Notification): NotificationPages {
  if (pages.pages.some((page) => page.data.some((item) => item._id === notification._id))) return pages;
  const [first, ...rest] = pages.pages;
  if (!first) return pages;
  return { ...pages, pages: [{ ...first, data: [notification, ...first.data], total: first.total + 1 }, ...rest] };
}

export function markReadInPages(pages: NotificationPages, ids: readonly string[] | 'all'): NotificationPages {
  const hit = (id: string) => ids === 'all' || ids.includes(id);
  return mapItems(pages, (items) => items.map((item) => (hit(item._id) && !item.read ? { ...item, read: true } : item)));
}

export function removeFromPages(pages: NotificationPages, ids: readonly string[]): NotificationPages {
  return mapItems(pages, (items) => items.filter((item) => !ids.includes(item._id)));
}

export function flattenPages(pages: NotificationPages | undefined): Notification[] {
  return pages ? pages.pages.flatMap((page) => page.data) : [];
}
