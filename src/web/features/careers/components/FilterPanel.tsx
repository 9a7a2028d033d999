import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { JobType } from '../../../../shared/contracts/careers.js';
import { JOB_TYPES, RESPONSIVE_MIN_REPLY_RATE, RESPONSIVENESS } from '../../../../shared/contracts/careers.constants.js';
import { Button, Dialog, inputClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  jobTypeLabel,
  type JobFilters,
  type JobSort,
  type PostedWithin,
  type RemoteFilter,
} from '../lib/jobs';
import { countOf } from '../../../../shared/format.js';

/** Cities with the most listings; any other can be typed. */
const CITIES = ['Bengaluru', 'Mumbai', 'Delhi', 'Pune', 'Hyderabad', 'Chennai', 'Gurugram', 'Noida', 'Kolkata', 'Ahmedabad'];

const REMOTE_OPTIONS: { value: RemoteFilter; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'remote', label: 'Remote' },
  { value: 'onsite', label: 'On-site' },
];

const POSTED_OPTIONS: { value: PostedWithin | null; label: string }[] = [
  { value: null, label: 'Any time' },
  { value: '1', label: 'Last 24 hours' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
];

const DURATION_OPTIONS = [1, 2, 3, 6, 12];

const SORT_OPTIONS: { value: JobSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'responsive', label: 'Responsive employers' },
];

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset',
        pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50 hover:ring-ink-300',
      )}
    >
      {children}
    </button>
  );
}

function Group({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <fieldset className="flex flex-col gap-2.5" aria-labelledby={id}>
      <legend id={id} className="mb-2.5 text-sm font-semibold text-ink-900">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

function toNumber(text: string): number | null {
  const digits = text.replace(/[^\d]/g, '');
  if (digits === '') return null;
  return Math.min(Number(digits), 100_000_000);
}

function FilterForm({
  initial,
  onApply,
  onCancel,
  lockedTypes,
}: {
  initial: JobFilters;
  onApply: (filters: JobFilters) => void;
  onCancel: () => void;
  lockedTypes: readonly JobType[] | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState<JobFilters>(initial);
  const [otherCity, setOtherCity] = useState(() => draft.locations.filter((city) => !CITIES.includes(city)).join(', '));
  const typeOptions = lockedTypes ?? JOB_TYPES;

  const toggleType = (type: JobType) =>
    setDraft((current) => ({
      ...current,
      jobTypes: current.jobTypes.includes(type) ? current.jobTypes.filter((item) => item !== type) : [...current.jobTypes, type],
    }));
  const toggleCity = (city: string) =>
    setDraft((current) => ({
      ...current,
      locations: current.locations.includes(city) ? current.locations.filter((item) => item !== city) : [...current.locations, city],
    }));

  const submit = () => {
    const typed = otherCity
      .split(',')
      .map((city) => city.trim())
      .filter((city) => city !== '');
    const chosen = draft.locations.filter((city) => CITIES.includes(city));
    const locations = [...new Set([...chosen, ...typed])].slice(0, 10);
    onApply({ ...draft, locations });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex max-h-[calc(100dvh-10rem)] flex-col"
    >
      <div className="-mx-6 flex flex-col gap-5 overflow-y-auto px-6 pb-2">
        <Group title="Sort by" id={`${id}-sort`}>
          <div className="flex flex-wrap gap-2">
            {SORT_OPTIONS.map((option) => (
              <Chip key={option.value} pressed={draft.sort === option.value} onClick={() => setDraft({ ...draft, sort: option.value })}>
                {option.label}
              </Chip>
            ))}
          </div>
        </Group>

        <Group title="Employers" id={`${id}-employers`}>
          <div className="flex flex-wrap gap-2">
            <Chip pressed={draft.responsiveOnly} onClick={() => setDraft({ ...draft, responsiveOnly: !draft.responsiveOnly })}>
              Replies to {RESPONSIVE_MIN_REPLY_RATE}% or more
            </Chip>
          </div>
          <p className="text-caption text-ink-500">
            Employers who moved at least half of their recent applications past “pending” within {RESPONSIVENESS.replyWithinDays} days.
          </p>
        </Group>

        {typeOptions.length > 1 ? (
          <Group title="Job type" id={`${id}-type`}>
            <div className="flex flex-wrap gap-2">
              {typeOptions.map((type) => (
                <Chip key={type} pressed={draft.jobTypes.includes(type)} onClick={() => toggleType(type)}>
                  {jobTypeLabel(type)}
                </Chip>
              ))}
            </div>
          </Group>
        ) : null}

        <Group title="Location" id={`${id}-location`}>
          <div className="flex flex-wrap gap-2">
            {CITIES.map((city) => (
              <Chip key={city} pressed={draft.locations.includes(city)} onClick={() => toggleCity(city)}>
                {city}
              </Chip>
            ))}
          </div>
          <label htmlFor={`${id}-city`} className="mt-1 text-caption font-medium text-ink-600">
            Other cities (comma-separated)
          </label>
          <input
            id={`${id}-city`}
            value={otherCity}
            onChange={(event) => setOtherCity(event.target.value)}
            placeholder="e.g. Jaipur, Kochi"
            maxLength={200}
            className={cn(inputClasses, 'h-11')}
          />
        </Group>

        <Group title="Work mode" id={`${id}-remote`}>
          <div className="flex flex-wrap gap-2">
            {REMOTE_OPTIONS.map((option) => (
              <Chip key={option.value} pressed={draft.remote === option.value} onClick={() => setDraft({ ...draft, remote: option.value })}>
                {option.label}
              </Chip>
            ))}
          </div>
        </Group>

        <Group title="Pay per month (₹)" id={`${id}-pay`}>
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-min`} className="text-caption font-medium text-ink-600">
                Minimum
              </label>
              <input
                id={`${id}-min`}
                inputMode="numeric"
                value={draft.minPay ?? ''}
                onChange={(event) => setDraft({ ...draft, minPay: toNumber(event.target.value) })}
                placeholder="e.g. 10000"
                className={cn(inputClasses, 'h-11')}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-max`} className="text-caption font-medium text-ink-600">
                Maximum
              </label>
              <input
                id={`${id}-max`}
                inputMode="numeric"
                value={draft.maxPay ?? ''}
                onChange={(event) => setDraft({ ...draft, maxPay: toNumber(event.target.value) })}
                placeholder="e.g. 50000"
                className={cn(inputClasses, 'h-11')}
              />
            </div>
          </div>
          <p className="text-caption text-ink-500">An annual salary counts as a twelfth per month. Unpaid listings are left out.</p>
        </Group>

        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <div className="flex flex-col gap-2.5">
            <label htmlFor={`${id}-duration`} className="text-sm font-semibold text-ink-900">
              Duration
            </label>
            <select
              id={`${id}-duration`}
              value={draft.duration ?? ''}
              onChange={(event) => setDraft({ ...draft, duration: event.target.value === '' ? null : Number(event.target.value) })}
              className={cn(inputClasses, 'h-11')}
            >
              <option value="">Any duration</option>
              {DURATION_OPTIONS.map((months) => (
                <option key={months} value={months}>
                  Up to {countOf(months, { one: 'month', other: 'months' })}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2.5">
            <label htmlFor={`${id}-posted`} className="text-sm font-semibold text-ink-900">
              Posted within
            </label>
            <select
              id={`${id}-posted`}
              value={draft.postedWithin ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, postedWithin: event.target.value === '' ? null : (event.target.value as PostedWithin) })
              }
              className={cn(inputClasses, 'h-11')}
            >
              {POSTED_OPTIONS.map((option) => (
                <option key={option.label} value={option.value ?? ''}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        <label className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink-700">
          <input
            type="checkbox"
            checked={draft.includeClosed}
            onChange={(event) => setDraft({ ...draft, includeClosed: event.target.checked })}
            className="size-[1.125rem] cursor-pointer accent-brand-600"
          />
          Include closed listings
        </label>
      </div>

      <div className="mt-4 flex items-center justify-between gap-3 border-t border-ink-200 pt-4">
        <Button
          variant="ghost"
          className="whitespace-nowrap"
          onClick={() => {
            setDraft({ ...EMPTY_FILTERS, search: draft.search });
            setOtherCity('');
          }}
        >
          Clear all
        </Button>
        <div className="flex gap-3">
          <span className="hidden sm:contents">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </span>
          <Button type="submit" className="whitespace-nowrap">
            Show results
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * The Filter button and its panel: the order (newest or responsive employers first), responsive employers only, job
 * type, location, remote, pay range, duration and posted within.
 * Every choice is sent to the server (GET /api/jobs), nothing is filtered in the browser.
 */
export function FilterButton({
  filters,
  onChange,
  lockedTypes,
  className,
}: {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
  /** The page shows only these types (view-all pages): the type choice is limited to them. */
  lockedTypes?: readonly JobType[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        className={cn('h-12 shrink-0 px-4 sm:px-5', className)}
        icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
        aria-label={count > 0 ? `Filter (${count} active)` : 'Filter'}
      >
        <span className="sr-only sm:not-sr-only">Filter</span>
        {count > 0 ? (
          <span className="flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs text-white" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Filter opportunities"
        description="Narrow the listings down. Filters apply to every page of results."
        className="max-w-xl"
      >
        {open ? (
          <FilterForm
            initial={filters}
            lockedTypes={lockedTypes}
            onCancel={() => setOpen(false)}
            onApply={(next) => {
              onChange(next);
              setOpen(false);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
