import { Briefcase } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Button } from '../../../components/ui';
import { useJobPages } from '../api/listJobs';
import { CareerHeader } from '../components/CareerHeader';
import { FilterButton } from '../components/FilterPanel';
import { JobCard } from '../components/JobCard';
import { EmptyState, ErrorState, FetchErrorPopup, LoadMore } from '../components/ListStates';
import { ResultsLine } from '../components/ResultsLine';
import { SearchBar } from '../components/SearchBar';
import { JobGridSkeleton } from '../components/Skeletons';
import { useJobFilters } from '../components/useJobFilters';
import { hasAnyFilter, opportunitiesLabel, type JobFilters } from '../lib/jobs';

const PAGE_SIZE = 12;
const GRID = 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3';

/** The list's banner with its search and filter: the page's own, and the stand-in's while the session check runs. */
function ListHeader({ filters, count, onChange }: { filters: JobFilters; count: ReactNode; onChange: (filters: JobFilters) => void }) {
  return (
    <CareerHeader
      title="Opportunities"
      subtitle="Internships and jobs from companies across India, remote and on-site."
      count={count}
      controls={
        <>
          <SearchBar value={filters.search} onSearch={(search) => onChange({ ...filters, search })} />
          <FilterButton filters={filters} onChange={onChange} />
        </>
      }
    />
  );
}

const LOADING_COUNT = 'Loading opportunities...';

/**
 * /CarrerZone as it stands before the session check has answered (dashboard's AppShellFrame): the banner and the
 * cards' skeletons, drawn into the page's HTML at build time, so the heading paints with the stylesheet.
 */
export function CareerListFrame() {
  const { filters } = useJobFilters();
  return (
    <div className="flex flex-col gap-6">
      <ListHeader filters={filters} count={LOADING_COUNT} onChange={() => undefined} />
      <JobGridSkeleton className={GRID} />
    </div>
  );
}

/** /CarrerZone: every listing, with server-side search, filters and "Load more" (spec core §2.11). */
export default function CareerListPage() {
  const { filters, setFilters, clear } = useJobFilters();
  // A page of cards is drawn in the background, a few milliseconds at a time, instead of in one long task when it
  // arrives: a phone keeps answering taps meanwhile (the query's own update would draw it synchronously).
  const list = useDeferredValue(useJobPages(filters, { limit: PAGE_SIZE }));
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];
  const total = list.data?.pages[0]?.total;
  const filtered = hasAnyFilter(filters);

  return (
    <div className="flex flex-col gap-6">
      <title>Career Zone · Campus</title>
      <ListHeader
        filters={filters}
        count={total === undefined ? (list.isError ? undefined : LOADING_COUNT) : opportunitiesLabel(total)}
        onChange={setFilters}
      />
      <ResultsLine filters={filters} onClear={clear} />

      <section aria-labelledby="listings-heading" aria-busy={list.isFetching}>
        <h2 id="listings-heading" className="sr-only">
          Job listings
        </h2>
        {list.isPending ? (
          <JobGridSkeleton className={GRID} />
        ) : list.isError && !list.isFetchNextPageError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : jobs.length === 0 ? (
          <EmptyState
            title={filtered ? 'No opportunities match your search' : 'No opportunities yet'}
            icon={filtered ? undefined : <Briefcase className="size-6" aria-hidden="true" />}
            action={
              filtered ? (
                <Button variant="outline" onClick={clear}>
                  Clear search and filters
                </Button>
              ) : undefined
            }
          >
            {filtered
              ? 'Try other words, a nearby city or fewer filters.'
              : 'New jobs and internships are posted every week. Check back soon.'}
          </EmptyState>
        ) : (
          <>
            <ul className={`grid gap-4 ${GRID}`}>
              {jobs.map((job, index) => (
                <li key={job.id} className="offscreen-lazy">
                  <JobCard job={job} index={index} />
                </li>
              ))}
            </ul>
            <LoadMore
              shown={jobs.length}
              total={total ?? jobs.length}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
            {list.isFetchNextPageError ? <ErrorState className="mt-4" error={list.error} /> : null}
          </>
        )}
      </section>
      <FetchErrorPopup isError={list.isError} errorUpdatedAt={list.errorUpdatedAt} />
    </div>
  );
}
