import { Briefcase } from 'lucide-react';
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
import { hasAnyFilter, opportunitiesLabel } from '../lib/jobs';

const PAGE_SIZE = 12;
const GRID = 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3';

/** /CarrerZone: every listing, with server-side search, filters and "Load more" (spec core §2.11). */
export default function CareerListPage() {
  const { filters, setFilters, clear } = useJobFilters();
  const list = useJobPages(filters, { limit: PAGE_SIZE });
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];
  const total = list.data?.pages[0]?.total;
  const filtered = hasAnyFilter(filters);

  return (
    <div className="flex flex-col gap-6">
      <title>Career Zone · Campus</title>
      <CareerHeader
        title="Opportunities"
        subtitle="Internships and jobs from companies across India, remote and on-site."
        count={total === undefined ? (list.isError ? undefined : 'Loading opportunities...') : opportunitiesLabel(total)}
        controls={
          <>
            <SearchBar value={filters.search} onSearch={(search) => setFilters({ ...filters, search })} />
            <FilterButton filters={filters} onChange={setFilters} />
          </>
        }
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
                <li key={job.id}>
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
