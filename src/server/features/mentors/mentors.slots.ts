import { DEFAULT_SLOT_MINUTES, dayCardLabels, istDayAfter, istParts, istToUtc, slotLabel } from '../../../shared/contracts/mentors.js';
import type { WeeklyAvailability } from '../../db/schema/index.js';

/** How far ahead the next free slot is looked for: a week, so every weekday the mentor offers is seen once. */
export const NEXT_SLOT_HORIZON_DAYS = 7;

/** The slot minutes of one IST weekday: the mentor's own week when saved, else the spec's defaults. */
export function slotsOn(weekly: WeeklyAvailability | undefined, weekday: number): number[] {
  if (!weekly) return [...DEFAULT_SLOT_MINUTES];
  const key = String(weekday) as keyof WeeklyAvailability;
  return [...(weekly[key] ?? [])].sort((a, b) => a - b);
}

/**
 * The first slot after `now` that the mentor offers and nobody holds, within the horizon; days and weekdays
 * are IST calendar days, so 23:50 IST on a Monday looks at Monday's last slots, then Tuesday's.
 * `held` holds the epoch milliseconds of the slots taken by a pending or confirmed booking.
 */
export function nextFreeSlot(
  weekly: WeeklyAvailability | undefined,
  held: ReadonlySet<number>,
  now: Date,
  horizonDays: number = NEXT_SLOT_HORIZON_DAYS,
): Date | null {
  for (let offset = 0; offset < horizonDays; offset += 1) {
    const date = istDayAfter(now, offset);
    const weekday = istParts(istToUtc(date, 12 * 60)).weekday;
    for (const minute of slotsOn(weekly, weekday)) {
      const instant = istToUtc(date, minute);
      if (instant > now && !held.has(instant.getTime())) return instant;
    }
  }
  return null;
}

/** The card's words for a next free slot, in IST: "Available today", "Tomorrow, 10:00 am", later "Mon 24 Nov". */
export function nextFreeSlotText(next: Date, now: Date): string {
  const day = istParts(next).date;
  if (day === istParts(now).date) return 'Available today';
  if (day === istDayAfter(now, 1)) return `Tomorrow, ${slotLabel(istParts(next).minute)}`;
  const { day: weekday, label } = dayCardLabels(day);
  return `${weekday} ${label}`;
}

/** The first IST day the horizon no longer covers, for reading the held slots of the window at once. */
export function horizonEnd(now: Date, horizonDays: number = NEXT_SLOT_HORIZON_DAYS): Date {
  return istToUtc(istDayAfter(now, horizonDays), 0);
}
