import { DEFAULT_TIME_ZONE, type QuietHours } from '../../../shared/contracts/notifications.js';

const DAY_MINUTES = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight (with the seconds as a fraction) at `at` in the time zone. */
function localMinutes(at: Date, timeZone: string): number {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  } catch {
    // A zone this runtime does not know (kept from before the contract checked it): the platform's own.
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: DEFAULT_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  }
  const part = (type: 'hour' | 'minute' | 'second') => Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute') + part('second') / 60;
}

/**
 * When the quiet hours that hold `at` end, or null when `at` is outside them or they are off (issue 35.5). Hours that
 * cross midnight (22:00 to 07:00) are quiet before the end and after the start.
 */
export function quietUntil(quiet: QuietHours, at: Date): Date | null {
  if (!quiet.enabled) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const now = localMinutes(at, quiet.timeZone);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return null;
  const wait = (end - now + DAY_MINUTES) % DAY_MINUTES;
  return new Date(at.getTime() + Math.round(wait * 60_000));
}
