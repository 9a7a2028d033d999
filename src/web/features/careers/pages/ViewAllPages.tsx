import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobType, ListedJobCard } from '../../../../shared/contracts/careers.js';
import { Button } from '../../../components/ui';
import { useForYouPages } from '../api/forYou';
import { useJobPages } from '../api/listJobs';
import { CareerHeader } from '../components/CareerHeader';
import { CompactJobCard } from '../components/CompactJobCard';
import { FilterButton } from '../components/FilterPanel';
import { EmptyState, ErrorState, FetchErrorPopup, LoadMore } from '../components/ListStates';
import { ResultsLine } from '../components/ResultsLine';
import { SearchBar } from '../components/SearchBar';
import { JobGridSkeleton } from '../components/Skeletons';
import { useJobFilters } from '../components/useJobFilters';
import { hasAnyFilter, INTERNSHIP_TYPES, opportunitiesLabel, OTHER_JOB_TYPES } from '../lib/jobs';

const PAGE_SIZE = 12;
const GRID = 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function BackToLanding({ query }: { query?: string }) {
  return (
    <Link
      to={query ? `/CarrerZonelandingPage?${query}` : '/CarrerZonelandingPage'}
      className="inline-flex w-max items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-100 hover:text-white"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Career Zone
    </Link>
  );
}

interface PagedList {
  jobs: ListedJobCard[];
  total: number | undefined;
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
}

function ViewAllGrid({ list, paidLabel, empty }: { list: PagedList; paidLabel?: boolean; empty: ReactNode }) {
  return (
    <section aria-labelledby="opportunities-heading">
      <h2 id="opportunities-heading" className="sr-only">
        Opportunities
      </h2>
      {list.isPending ? (
        <JobGridSkeleton className={GRID} compact />
      ) : list.isError && !list.isFetchNextPageError ? (
        <ErrorState error={list.error} onRetry={list.refetch} />
      ) : list.jobs.length === 0 ? (
        empty
      ) : (
        <>
          <ul className={`grid gap-4 ${GRID}`}>
            {list.jobs.map((job, index) => (
              <li key={job.id}>
                <CompactJobCard job={job} index={index} paidLabel={paidLabel ?? false} applyVariant="list" />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={list.jobs.length}
            total={list.total ?? list.jobs.length}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={list.fetchNextPage}
          />
          {list.isFetchNextPageError ? <ErrorState className="mt-4" error={list.error} /> : null}
        </>
      )}
      <FetchErrorPopup isError={list.isError} errorUpdatedAt={list.errorUpdatedAt} />
    </section>
  );
}

function useTypedPages(types: readonly JobType[]) {
  const { filters, setFilters, clear, query } = useJobFilters();
  const pages = useJobPages(filters, { limit: PAGE_SIZE, onlyTypes: types });
  const list: PagedList = {
    jobs: pages.data?.pages.flatMap((page) => page.jobs) ?? [],
    total: pages.data?.pages[0]?.total,
    isPending: pages.isPending && pages.fetchStatus !== 'idle',
    isError: pages.isError,
    isFetchNextPageError: pages.isFetchNextPageError,
    error: pages.error,
    errorUpdatedAt: pages.errorUpdatedAt,
    hasNextPage: pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    fetchNextPage: () => void pages.fetchNextPage(),
    refetch: () => void pages.refetch(),
  };
  return { filters, setFilters, clear, query, list };
}

function TypedViewAll({
  title,
  subtitle,
  types,
  paidLabel,
  noun,
}: {
  title: string;
  subtitle: string;
  types: readonly JobType[];
  paidLabel?: boolean;
  noun: string;
}) {
  const { filters, setFilters, clear, query, list } = useTypedPages(types);
  const filtered = hasAnyFilter(filters);
  return (
    <div className="flex flex-col gap-6">
      <title>{`${title} · Career Zone · Campus`}</title>
      <CareerHeader
        back={<BackToLanding query={query} />}
        title={title}
        subtitle={subtitle}
        count={list.total === undefined ? (list.isError ? undefined : 'Loading opportunities...') : opportunitiesLabel(list.total)}
        controls={
          <>
            <SearchBar value={filters.search} onSearch={(search) => setFilters({ ...filters, search })} />
            <FilterButton filters={filters} onChange={setFilters} lockedTypes={types} />
          </>
        }
      />
      <ResultsLine filters={filters} onClear={clear} />
      <ViewAllGrid
        list={list}
        paidLabel={paidLabel ?? false}
        empty={
          <EmptyState
            title={filtered ? `No ${noun} match your search` : `No ${noun} open right now`}
            action={
              filtered ? (
                <Button variant="outline" onClick={clear}>
                  Clear search and filters
                </Button>
              ) : undefined
            }
          >
            {filtered ? 'Try other words, a nearby city or fewer filters.' : 'New listings are posted every week. Check back soon.'}
          </EmptyState>
        }
      />
    </div>
  );
}

/** /CareerZoneInternshipviewAll: real internships (unlike the spec's static sample), "Internship (Paid)" where paid. */
export function InternshipsViewAllPage() {
  return (
    <TypedViewAll
      title="Internships"
      subtitle="Every open internship, newest first. Paid ones are marked Internship (Paid)."
      types={INTERNSHIP_TYPES}
      paidLabel
      noun="internships"
    />
  );
}

/** /CareerZoneJobviewAll: full-time, part-time and contract roles. */
export function JobsViewAllPage() {
  return (
    <TypedViewAll title="Jobs" subtitle="Full-time, part-time and contract roles, newest first." types={OTHER_JOB_TYPES} noun="jobs" />
  );
}

/** /CareerZoneForYouviewAll: every open listing, ranked by the student's skills, interests and course. */
export function ForYouViewAllPage() {
  const pages = useForYouPages(PAGE_SIZE);
  const first = pages.data?.pages[0];
  const basedOn = first?.basedOn ?? [];
  const list: PagedList = {
    jobs: pages.data?.pages.flatMap((page) => page.jobs) ?? [],
    total: first?.total,
    isPending: pages.isPending,
    isError: pages.isError,
    isFetchNextPageError: pages.isFetchNextPageError,
    error: pages.error,
    errorUpdatedAt: pages.errorUpdatedAt,
    hasNextPage: pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    fetchNextPage: () => void pages.fetchNextPage(),
    refetch: () => void pages.refetch(),
  };
  return (
    <div className="flex flex-col gap-6">
      <title>For You · Career Zone · Campus</title>
      <CareerHeader
        back={<BackToLanding />}
        title="For You"
        subtitle={
          basedOn.length > 0
            ? `Ranked by your ${basedOn.slice(0, 5).join(', ')}, then the newest.`
            : 'The newest openings. Add skills and interests to your profile to rank them for you.'
        }
        count={list.total === undefined ? (list.isError ? undefined : 'Loading opportunities...') : opportunitiesLabel(list.total)}
      />
      <ViewAllGrid
        list={list}
        empty={
          <EmptyState title="No opportunities for you yet">New jobs and internships are posted every week. Check back soon.</EmptyState>
        }
      />
    </div>
  );
}
