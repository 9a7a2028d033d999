import { useState } from 'react';
import { Link } from 'react-router';
import type { AvailabilityResponse } from '../../../../shared/contracts/mentors.js';
import {
  BOOKING_MESSAGES,
  BUFFER_CHOICES,
  dayCardLabels,
  DEFAULT_SLOT_MINUTES,
  HORIZON_MAX_DAYS,
  HOURS_END_MINUTE,
  HOURS_START_MINUTE,
  SESSION_LENGTHS,
  slotLabel,
} from '../../../../shared/contracts/mentors.constants.js';
import { Button, Field, FormAlert, Skeleton, buttonClasses, inputClasses, toast } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useAvailability, useSaveAvailability } from '../api/availability';
import { MentorPageHeader, mentorPath } from '../components/MentorBits';
import { countOf } from '../../../../shared/format.js';

/** Monday first, as people plan a week; keys are the IST weekday numbers the server uses ("0" Sunday). */
const WEEK = [
  ['1', 'Monday'],
  ['2', 'Tuesday'],
  ['3', 'Wednesday'],
  ['4', 'Thursday'],
  ['5', 'Friday'],
  ['6', 'Saturday'],
  ['0', 'Sunday'],
] as const;
type Week = Record<string, number[]>;

const defaultWeek = (): Week => Object.fromEntries(WEEK.map(([key]) => [key, [...DEFAULT_SLOT_MINUTES]]));

/** Every start on the half hour from 09:00 whose session, of this length, ends by 22:00 (IST). */
const startsFor = (length: number): number[] =>
  Array.from({ length: (HOURS_END_MINUTE - length - HOURS_START_MINUTE) / 30 + 1 }, (_, index) => HOURS_START_MINUTE + 30 * index);

const HORIZONS = [
  [3, 'The next 3 days'],
  [7, '1 week'],
  [14, '2 weeks'],
  [21, '3 weeks'],
  [HORIZON_MAX_DAYS, '4 weeks'],
] as const;

type Settings = Omit<AvailabilityResponse, 'weekly' | 'isDefault'>;

function WeekEditor({ initial }: { initial: AvailabilityResponse }) {
  const save = useSaveAvailability();
  const [week, setWeek] = useState<Week>(initial.weekly);
  const [settings, setSettings] = useState<Settings>({
    sessionMinutes: initial.sessionMinutes,
    bufferMinutes: initial.bufferMinutes,
    datesOff: initial.datesOff,
    horizonDays: initial.horizonDays,
  });
  const [dayOff, setDayOff] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = startsFor(settings.sessionMinutes);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setSettings((current) => ({ ...current, [key]: value }));
  const horizons = HORIZONS.some(([days]) => days === settings.horizonDays)
    ? HORIZONS
    : [...HORIZONS, [settings.horizonDays, countOf(settings.horizonDays, { one: 'day', other: 'days' })] as const];

  const toggle = (day: string, minute: number) =>
    setWeek((current) => {
      const slots = current[day] ?? [];
      return { ...current, [day]: slots.includes(minute) ? slots.filter((m) => m !== minute) : [...slots, minute].sort((a, b) => a - b) };
    });
  const setDay = (day: string, slots: number[]) => setWeek((current) => ({ ...current, [day]: slots }));
  const setLength = (length: 30 | 60) => {
    set('sessionMinutes', length);
    // A start whose session would run past 22:00 goes with the longer length.
    const allowed = new Set(startsFor(length));
    setWeek((current) => Object.fromEntries(Object.entries(current).map(([day, slots]) => [day, slots.filter((m) => allowed.has(m))])));
  };
  const addDayOff = () => {
    if (!dayOff || settings.datesOff.includes(dayOff)) return;
    set('datesOff', [...settings.datesOff, dayOff].sort());
    setDayOff('');
  };

  const submit = () => {
    setError(null);
    save.mutate(
      { weekly: week, ...settings, sessionMinutes: settings.sessionMinutes === 30 ? 30 : 60 },
      {
        onSuccess: () => toast({ title: BOOKING_MESSAGES.availabilitySaved, tone: 'success' }),
        onError: (failure) => setError(messageFrom(failure, 'Could not save your slots. Please try again.')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-600">
        Times are in IST (Asia/Kolkata). Students can book from tomorrow, as far ahead as you choose, on the times you keep here.
        {initial.isDefault ? ' You are on the default slots right now.' : ''}
      </p>
      <section className="grid gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200 sm:grid-cols-2" aria-label="Booking rules">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink-800">Session length</legend>
          <div className="flex gap-2">
            {SESSION_LENGTHS.map((length) => (
              <button
                key={length}
                type="button"
                aria-pressed={settings.sessionMinutes === length}
                onClick={() => setLength(length)}
                className={cn(
                  'h-10 flex-1 rounded-button text-sm font-semibold ring-1',
                  settings.sessionMinutes === length ? 'bg-brand-600 text-white ring-brand-600' : 'bg-surface text-ink-700 ring-ink-200',
                )}
              >
                {length} minutes
              </button>
            ))}
          </div>
        </fieldset>
        <Field id="availability-buffer" label="Break between sessions">
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={settings.bufferMinutes}
              onChange={(event) => set('bufferMinutes', Number(event.target.value))}
            >
              {BUFFER_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? 'No break' : `${minutes} minutes`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="availability-horizon" label="Students may book">
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={settings.horizonDays}
              onChange={(event) => set('horizonDays', Number(event.target.value))}
            >
              {horizons.map(([days, label]) => (
                <option key={days} value={days}>
                  {label} ahead
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-col gap-2">
          <Field id="availability-day-off" label="Days off">
            {(control) => (
              <div className="flex gap-2">
                <input
                  {...control}
                  type="date"
                  className={inputClasses}
                  value={dayOff}
                  onChange={(event) => setDayOff(event.target.value)}
                />
                <Button variant="outline" onClick={addDayOff} disabled={!dayOff}>
                  Add
                </Button>
              </div>
            )}
          </Field>
          {settings.datesOff.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Your days off">
              {settings.datesOff.map((date) => (
                <li key={date}>
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'datesOff',
                        settings.datesOff.filter((d) => d !== date),
                      )
                    }
                    className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-800 ring-1 ring-ink-200 hover:ring-danger-400"
                    aria-label={`Remove day off ${dayCardLabels(date).day} ${dayCardLabels(date).label}`}
                  >
                    {dayCardLabels(date).day} {dayCardLabels(date).label} ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
      <ul className="flex flex-col gap-3">
        {WEEK.map(([day, label]) => {
          const slots = week[day] ?? [];
          return (
            <li key={day} className="rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200" data-testid="availability-day">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-ink-900">
                  {label}{' '}
                  <span className="text-sm font-normal text-ink-500">
                    · {slots.length === 0 ? 'Off' : countOf(slots.length, { one: 'slot', other: 'slots' })}
                  </span>
                </h2>
                <div className="flex gap-1">
                  <Button size="sm" variant="ghost" onClick={() => setDay(day, [...options])}>
                    All
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDay(day, [])}>
                    None
                  </Button>
                </div>
              </div>
              <div
                className="grid grid-cols-3 gap-2 min-[360px]:grid-cols-4 sm:grid-cols-6 lg:grid-cols-9"
                role="group"
                aria-label={`${label} slots`}
              >
                {options.map((minute) => {
                  const on = slots.includes(minute);
                  return (
                    <button
                      key={minute}
                      type="button"
                      aria-pressed={on}
                      onClick={() => toggle(day, minute)}
                      className={cn(
                        // Scrolled into view above the sticky save bar, never under it.
                        'h-10 scroll-mb-32 rounded-button text-sm font-semibold whitespace-nowrap ring-1 transition-colors',
                        on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-surface text-ink-600 ring-ink-200 hover:ring-brand-400',
                      )}
                    >
                      {slotLabel(minute)}
                    </button>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="sticky bottom-clear flex justify-end gap-2 rounded-card bg-surface/95 p-2 shadow-lifted ring-1 ring-ink-200 sm:p-3">
        <Button variant="ghost" size="sm" onClick={() => setWeek(defaultWeek())}>
          Use the default slots
        </Button>
        <Button size="sm" loading={save.isPending} onClick={submit}>
          Save slots
        </Button>
      </div>
    </div>
  );
}

/** /MentorAvailability: the mentor's weekly slots (IST), which the booking slot picker offers. */
export default function MentorAvailabilityPage() {
  const { user } = useAuth();
  const isMentor = user?.role === 'mentor';
  const { data, isPending, isError, error, refetch } = useAvailability();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <title>Weekly slots · Campus</title>
      <MentorPageHeader title="Your weekly slots" subtitle="Choose when students can book a call with you.">
        {user ? (
          <Link to={mentorPath(user.id)} className={buttonClasses({ variant: 'light', size: 'sm' })}>
            See your mentor page
          </Link>
        ) : null}
        <Link to="/MentorRequests" className={buttonClasses({ variant: 'onDark', size: 'sm' })}>
          Session requests
        </Link>
      </MentorPageHeader>
      {!isMentor ? (
        <FormAlert tone="info">Only mentors have weekly slots.</FormAlert>
      ) : isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : isError ? (
        <div role="alert" className="flex items-center gap-3 text-danger-700">
          {messageFrom(error, 'Could not load your slots.')}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <WeekEditor initial={data} />
      )}
    </div>
  );
}
