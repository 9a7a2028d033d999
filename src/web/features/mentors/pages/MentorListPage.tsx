import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_MESSAGES } from '../../../../shared/contracts/mentors.constants.js';
import { MENTOR_SORT_LABELS, MENTOR_SORTS, QUICK_ANSWER_RATE, type MentorSort } from '../../../../shared/contracts/mentors.reliability.js';
import { Button } from '../../../components/ui';
import { useMentors, type MentorFilters } from '../api/mentors';
import { MentorCard } from '../components/MentorCard';
import { MentorsHeader } from '../components/MentorBits';
import { TopMentorCarousel, TopMentorsFrame } from '../components/TopMentorCarousel';
import { useSearchParamSync } from '../../../lib/useSearchParamSync';
import { countOf } from '../../../../shared/format.js';

const selectClasses = 'h-10 rounded-field border border-ink-200 bg-surface px-3 text-sm text-ink-800';

const LOADING_MENTORS = 'Loading mentors...';

/**
 * /MentorSection as it stands before the session check has answered (dashboard's AppShellFrame): the banner, the
 * carousel's place and the list's loading line, drawn into the page's HTML at build time.
 */
export function MentorListFrame() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <MentorsHeader
        title="All Mentors"
        search={params.get('search') ?? ''}
        onSearch={() => undefined}
        filterOpen={false}
        onToggleFilter={() => undefined}
      />
      <TopMentorsFrame />
      <p className="py-10 text-center text-ink-600">{LOADING_MENTORS}</p>
    </div>
  );
}

/** "All Mentors" (platform-core §2.6): search and filters live in the address, so other pages can link to a search. */
export default function MentorListPage({ withCarousel = false }: { withCarousel?: boolean }) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [filterOpen, setFilterOpen] = useState(Boolean(params.get('focusArea') || params.get('expertise') || params.get('company')));
  const [page, setPage] = useState(1);
  const filters: MentorFilters = {
    search: params.get('search') ?? '',
    focusArea: params.get('focusArea') ?? '',
    expertise: params.get('expertise') ?? '',
    company: params.get('company') ?? '',
    availableToday: params.get('availableToday') === 'true',
    answersQuickly: params.get('answersQuickly') === 'true',
    sort: MENTOR_SORTS.find((sort) => sort === params.get('sort')) ?? 'best',
  };
  // Twenty cards are drawn in the background, a few milliseconds at a time, instead of in one long task when the
  // list arrives: a phone keeps answering taps meanwhile (the query's own update would draw them synchronously).
  const { data, isPending, isError, refetch, isFetching } = useDeferredValue(useMentors(filters, 20 * page));

  // The search box writes to the address a moment after typing stops.
  useSearchParamSync('search', search);

  const setFilter = (key: keyof MentorFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setPage(1);
  };
  const filterCount = [
    filters.focusArea,
    filters.expertise,
    filters.company,
    filters.availableToday ? 'y' : '',
    filters.answersQuickly ? 'y' : '',
  ].filter(Boolean).length;
  const facets = data?.facets;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <title>All Mentors · Campus</title>
      <MentorsHeader
        title="All Mentors"
        search={search}
        onSearch={setSearch}
        filterOpen={filterOpen}
        onToggleFilter={() => setFilterOpen((open) => !open)}
        filterCount={filterCount}
      />
      {filterOpen ? (
        <section
          aria-label="Filters"
          className="flex flex-wrap items-end gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200"
        >
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
            Focus area
            <select className={selectClasses} value={filters.focusArea} onChange={(e) => setFilter('focusArea', e.target.value)}>
              <option value="">Any</option>
              {facets?.focusAreas.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
            Expertise
            <select className={selectClasses} value={filters.expertise} onChange={(e) => setFilter('expertise', e.target.value)}>
              <option value="">Any</option>
              {facets?.expertise.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
            Company
            <select className={selectClasses} value={filters.company} onChange={(e) => setFilter('company', e.target.value)}>
              <option value="">Any</option>
              {facets?.companies.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
          <label className="flex h-10 items-center gap-2 text-sm font-semibold text-ink-700">
            <input
              type="checkbox"
              checked={filters.availableToday ?? false}
              onChange={(e) => setFilter('availableToday', e.target.checked ? 'true' : '')}
              className="size-4 accent-brand-600"
            />
            Available today
          </label>
          <label className="flex h-10 items-center gap-2 text-sm font-semibold text-ink-700">
            <input
              type="checkbox"
              checked={filters.answersQuickly ?? false}
              onChange={(e) => setFilter('answersQuickly', e.target.checked ? 'true' : '')}
              className="size-4 accent-brand-600"
            />
            Answers quickly
            <span className="font-normal text-ink-500">({QUICK_ANSWER_RATE}%+ within 24 hours)</span>
          </label>
          {filterCount > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                const next = new URLSearchParams();
                if (filters.search) next.set('search', filters.search);
                if (filters.sort && filters.sort !== 'best') next.set('sort', filters.sort);
                setParams(next, { replace: true });
              }}
            >
              Clear filters
            </Button>
          ) : null}
        </section>
      ) : null}

      {withCarousel ? <TopMentorCarousel /> : null}

      {isPending ? (
        <p role="status" className="py-10 text-center text-ink-600">
          {LOADING_MENTORS}
        </p>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-danger-700">
          {BOOKING_MESSAGES.loadMentorsFailed}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.mentors.length === 0 ? (
        <p role="status" className="py-10 text-center text-ink-600">
          No mentors found
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-600" aria-live="polite">
              {countOf(data.total, { one: 'mentor', other: 'mentors' })}
            </p>
            <SortMenu value={filters.sort ?? 'best'} onChange={(sort) => setFilter('sort', sort === 'best' ? '' : sort)} />
          </div>
          {/* As many columns as fit cards at least as wide as their tag tabs (20.5rem), one on the narrowest phones. */}
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(20.5rem,100%),1fr))] gap-4">
            {data.mentors.map((mentor) => (
              <li key={mentor.id} className="offscreen-lazy grid">
                <MentorCard mentor={mentor} />
              </li>
            ))}
          </ul>
          {data.mentors.length < data.total ? (
            <Button variant="outline" className="mx-auto" loading={isFetching} onClick={() => setPage((value) => value + 1)}>
              Load more
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** "Sort by": best match (search relevance, else rating), "Answers quickly" or "Most sessions held". */
function SortMenu({ value, onChange }: { value: MentorSort; onChange: (sort: MentorSort) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-ink-700">
      Sort by
      <select
        className={selectClasses}
        value={value}
        onChange={(e) => onChange(MENTOR_SORTS.find((sort) => sort === e.target.value) ?? 'best')}
      >
        {MENTOR_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {MENTOR_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
