/** Pure formatters shared by server and web (ARCHITECTURE.md, "shared"). No I/O, no mutable state. */

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a span of milliseconds into whole days, hours, minutes and seconds; zeros once passed. */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Two-digit display of a countdown unit: 7 -> "07". */
export function pad2(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(2, '0');
}

/** Initials for an avatar without a photo: "Asha Rao" -> "AR", "asha.rao@x.in" -> "AR", "" -> "?". */
export function initialsOf(name: string | null | undefined): string {
  const source = (name ?? '').split('@')[0] ?? '';
  const words = source
    .split(/[\s._-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const letters = last ? `${first.charAt(0)}${last.charAt(0)}` : first.slice(0, 2);
  return letters.toUpperCase();
}

/** Dates as long month, day, year in US English (spec core §9): "June 22, 2025". */
export function formatDateLong(value: string | number | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(
    date,
  );
}

/**
 * Relative time of the notifications page (spec community §9): under 60 s "Just now", under an hour
 * "{n} minutes ago", under a day "{n} hours ago", under a week "{n} days ago", else a date.
 */
export function relativeTime(value: string | number | Date, now: number | Date = Date.now()): string {
  const date = value instanceof Date ? value : new Date(value);
  const nowMs = now instanceof Date ? now.getTime() : now;
  const seconds = Math.max(0, Math.floor((nowMs - date.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  if (seconds < 3_600) return `${Math.floor(seconds / 60)} minutes ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3_600)} hours ago`;
  if (seconds < 604_800) return `${Math.floor(seconds / 86_400)} days ago`;
  return formatDateLong(date);
}

/** Built once: constructing an Intl.NumberFormat costs far more than formatting with it. */
const INDIAN_DIGITS = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Rupees in Indian digit grouping: 10000 -> "₹10,000", 1234567 -> "₹12,34,567". */
export function formatRupees(amount: number): string {
  return `₹${INDIAN_DIGITS.format(Math.round(amount))}`;
}

/** A greeting for the hour of the day (0-23). */
export function greetingFor(hour: number): string {
  if (hour < 5) return 'Hello';
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
