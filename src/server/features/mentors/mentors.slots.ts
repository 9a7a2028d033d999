import {
  bookableDays,
  DEFAULT_SLOT_MINUTES,
  SESSION_DURATION_MINUTES,
  SLOT_DAYS_OFFERED,
  dayCardLabels,
  istDayAfter,
  istParts,
  istToUtc,
  slotLabel,
  type SlotDay,
} from '../../../shared/contracts/mentors.js';
import type { WeeklyAvailability } from '../../db/schema/index.js';

/** How far ahead the next free slot is looked for: a week, so every weekday the mentor offers is seen once. */
export const NEXT_SLOT_HORIZON_DAYS = 7;

/** The longest session and buffer: a held session that started this long before a window can still reach into it. */
export const LONGEST_SESSION_MINUTES = 60 + 60;

/**
 * A mentor's booking rules (issue 32.2). `weekly` undefined: the spec's eight slot times on every day.
 * The defaults are the spec's: 60-minute sessions, no buffer, no dates off, the next 3 days bookable.
 */
export interface SlotRules {
  weekly: WeeklyAvailability | undefined;
  sessionMinutes: number;
  bufferMinutes: number;
  /** IST dates (YYYY-MM-DD) with no slots. */
  datesOff: readonly string[];
  /** Days students may book, starting tomorrow. */
  horizonDays: number;
}

export const DEFAULT_RULES: SlotRules = {
  weekly: undefined,
  sessionMinutes: SESSION_DURATION_MINUTES,
  bufferMinutes: 0,
  datesOff: [],
  horizonDays: SLOT_DAYS_OFFERED,
};

/** The IST days students may book under these rules: tomorrow onwards, as many as the horizon. */
export const offeredDays = (rules: SlotRules, now: Date): string[] => bookableDays(now, rules.horizonDays);

/** The slot starts (IST minutes) of one IST date: none on a date off, else the weekday's. */
export function startsOn(rules: SlotRules, date: string): number[] {
  if (rules.datesOff.includes(date)) return [];
  return slotsOn(rules.weekly, istParts(istToUtc(date, 12 * 60)).weekday);
}

/**
 * A live booking as the slots see it: its start (epoch milliseconds), its length, and whether it is confirmed.
 * A pending request holds its own start only (a second request for it is refused); a confirmed session holds
 * its whole time, so no start that would overlap it is offered.
 */
export interface HeldSession {
  at: number;
  minutes: number;
  confirmed: boolean;
}

const MINUTE_MS = 60_000;

/**
 * True when a session of `minutes` starting at `start` (epoch ms) keeps `bufferMinutes` clear of every confirmed
 * session and no request holds that start.
 */
export function isFree(start: number, minutes: number, held: readonly HeldSession[], bufferMinutes = 0): boolean {
  const buffer = bufferMinutes * MINUTE_MS;
  const end = start + minutes * MINUTE_MS;
  return !held.some((session) =>
    session.confirmed ? session.at < end + buffer && start < session.at + session.minutes * MINUTE_MS + buffer : session.at === start,
  );
}

/** The slot minutes of one IST weekday: the mentor's own week when saved, else the spec's defaults. */
export function slotsOn(weekly: WeeklyAvailability | undefined, weekday: number): number[] {
  if (!weekly) return [...DEFAULT_SLOT_MINUTES];
  const key = String(weekday) as keyof WeeklyAvailability;
  return [...(weekly[key] ?? [])].sort((a, b) => a - b);
}

/**
 * The first `count` slots after `now` that the mentor offers and are free (isFree), within the horizon; days
 * and weekdays are IST calendar days, so 23:50 IST on a Monday looks at Monday's last slots, then Tuesday's.
 */
export function nextFreeSlots(
  rules: SlotRules,
  held: readonly HeldSession[],
  now: Date,
  count: number,
  horizonDays: number = NEXT_SLOT_HORIZON_DAYS,
): Date[] {
  const found: Date[] = [];
  for (let offset = 0; offset < horizonDays && found.length < count; offset += 1) {
    const date = istDayAfter(now, offset);
    for (const minute of startsOn(rules, date)) {
      const instant = istToUtc(date, minute);
      if (instant > now && isFree(instant.getTime(), rules.sessionMinutes, held, rules.bufferMinutes)) found.push(instant);
      if (found.length === count) break;
    }
  }
  return found;
}

/** The first free slot (see nextFreeSlots), or null when the horizon has none. */
export function nextFreeSlot(
  rules: SlotRules,
  held: readonly HeldSession[],
  now: Date,
  horizonDays: number = NEXT_SLOT_HORIZON_DAYS,
): Date | null {
  return nextFreeSlots(rules, held, now, 1, horizonDays)[0] ?? null;
}

/** The slot cards of the given IST days: each start of the rules, free when still ahead and isFree. */
export function slotCards(rules: SlotRules, held: readonly HeldSession[], now: Date, days: readonly string[]): SlotDay[] {
  return days.map((date) => ({
    date,
    ...dayCardLabels(date),
    slots: startsOn(rules, date).map((minute) => {
      const instant = istToUtc(date, minute);
      return {
        scheduledTime: instant.toISOString(),
        time: slotLabel(minute),
        available: instant > now && isFree(instant.getTime(), rules.sessionMinutes, held, rules.bufferMinutes),
      };
    }),
  }));
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

/** The start of a window widened back by the longest session, so a confirmed session reaching into it is read too. */
export function heldWindowStart(from: Date): Date {
  return new Date(from.getTime() - LONGEST_SESSION_MINUTES * MINUTE_MS);
}
