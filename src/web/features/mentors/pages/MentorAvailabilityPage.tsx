import { useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_MESSAGES, DEFAULT_SLOT_MINUTES, slotLabel } from '../../../../shared/contracts/mentors.constants.js';
import { Button, FormAlert, Skeleton, buttonClasses, toast } from '../../../components/ui';
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

function WeekEditor({ initial, isDefault }: { initial: Week; isDefault: boolean }) {
  const save = useSaveAvailability();
  const [week, setWeek] = useState<Week>(initial);
  const [error, setError] = useState<string | null>(null);
  // The spec's slot times, plus any other time this mentor saved earlier.
  const options = [...new Set([...DEFAULT_SLOT_MINUTES, ...Object.values(initial).flat()])].sort((a, b) => a - b);

  const toggle = (day: string, minute: number) =>
    setWeek((current) => {
      const slots = current[day] ?? [];
      return { ...current, [day]: slots.includes(minute) ? slots.filter((m) => m !== minute) : [...slots, minute].sort((a, b) => a - b) };
    });
  const setDay = (day: string, slots: number[]) => setWeek((current) => ({ ...current, [day]: slots }));

  const submit = () => {
    setError(null);
    save.mutate(week, {
      onSuccess: () => toast({ title: BOOKING_MESSAGES.availabilitySaved, tone: 'success' }),
      onError: (failure) => setError(messageFrom(failure, 'Could not save your slots. Please try again.')),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-600">
        Times are in IST (Asia/Kolkata). Students can book the next 3 days starting tomorrow, on the slots you keep here.
        {isDefault ? ' You are on the default slots right now.' : ''}
      </p>
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
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8" role="group" aria-label={`${label} slots`}>
                {options.map((minute) => {
                  const on = slots.includes(minute);
                  return (
                    <button
                      key={minute}
                      type="button"
                      aria-pressed={on}
                      onClick={() => toggle(day, minute)}
                      className={cn(
                        'h-10 rounded-button text-sm font-semibold ring-1 transition-colors',
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
      <div className="sticky bottom-clear flex flex-wrap justify-end gap-2 rounded-card bg-surface/95 p-3 shadow-lifted ring-1 ring-ink-200">
        <Button variant="ghost" onClick={() => setWeek(defaultWeek())}>
          Use the default slots
        </Button>
        <Button loading={save.isPending} onClick={submit}>
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
        <WeekEditor initial={data.weekly} isDefault={data.isDefault} />
      )}
    </div>
  );
}
