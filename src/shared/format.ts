/** Pure formatters shared by server and web (ARCHITECTURE.md, "shared"). No I/O, no mutable state. */

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a span of milliseconds into whole days, hours, minutes and seconds; zeros once passed. */
export function splitDuration(ms: number): DurationParts {
  // Rounded up, as countdowns count: a second and a half left reads 00:02, and zero only once the moment has come.
  const total = Math.max(0, Math.ceil(ms / 1000));
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

/** One long-date formatter per time zone: constructing one costs far more than formatting with it. */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/** Dates as long month, day, year in US English (spec core §9): "June 22, 2025". */
export function formatDateLong(value: string | number | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = timeZone ?? '';
  let format = longDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', ...(timeZone ? { timeZone } : {}) });
    longDateFormats.set(key, format);
  }
  return format.format(date);
}

/**
 * "3 days ago", "in 1 minute": English relative time written out rather than asked of Intl.RelativeTimeFormat,
 * whose first construction loads the locale's data (tens of milliseconds on a phone) on every page with a date.
 */
function relativeUnits(amount: number, unit: 'minute' | 'hour' | 'day'): string {
  const size = Math.abs(amount);
  const phrase = `${size} ${size === 1 ? unit : `${unit}s`}`;
  return amount < 0 ? `${phrase} ago` : `in ${phrase}`;
}

/**
 * A whole number in Indian digit grouping: 120000 -> "1,20,000" (the last three digits, then pairs). Written out
 * rather than asked of Intl: counts are drawn on most pages, and an Indian-English formatter is the costliest
 * locale data for a phone to load.
 */
function indianDigits(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** The word forms of a counted noun: `{ one: 'review', other: 'reviews' }`. */
export interface PluralForms {
  one: string;
  other: string;
}

/** The form of a noun that goes with `count`, by English plural rules (only exactly one is singular): 1 -> "review", 2 -> "reviews". */
export function pluralWord(count: number, forms: PluralForms): string {
  return count === 1 ? forms.one : forms.other;
}

/** A count with its noun: "1 review", "12 reviews", "1,20,000 students" (Indian digit grouping). */
export function countOf(count: number, forms: PluralForms): string {
  return `${indianDigits(count)} ${pluralWord(count, forms)}`;
}

/**
 * Relative time of the notifications page (spec community §9): under 60 s "Just now", under an hour
 * "{n} minutes ago", under a day "{n} hours ago", under a week "{n} days ago" (singular for one), else a date.
 */
export function relativeTime(value: string | number | Date, now: number | Date = Date.now()): string {
  const date = value instanceof Date ? value : new Date(value);
  const nowMs = now instanceof Date ? now.getTime() : now;
  const seconds = Math.max(0, Math.floor((nowMs - date.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  if (seconds < 3_600) return relativeUnits(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relativeUnits(-Math.floor(seconds / 3_600), 'hour');
  if (seconds < 604_800) return relativeUnits(-Math.floor(seconds / 86_400), 'day');
  return formatDateLong(date);
}

/** A whole number of days from today: 0 "today", 1 "tomorrow", -1 "yesterday", 3 "in 3 days", -5 "5 days ago". */
export function relativeDays(days: number): string {
  const whole = Math.trunc(days);
  if (whole === 0) return 'today';
  if (whole === 1) return 'tomorrow';
  if (whole === -1) return 'yesterday';
  return relativeUnits(whole, 'day');
}

/** Rupees in Indian digit grouping: 10000 -> "₹10,000", 1234567 -> "₹12,34,567". */
export function formatRupees(amount: number): string {
  return `₹${indianDigits(amount)}`;
}

/** A greeting for the hour of the day (0-23). */
export function greetingFor(hour: number): string {
  if (hour < 5) return 'Hello';
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
