import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { useSavedJobs } from '../api/savedJobs';
import { CareerHeader } from '../components/CareerHeader';
import { JobCard } from '../components/JobCard';
import { EmptyState, ErrorState, LoadMore } from '../components/ListStates';
import { JobGridSkeleton } from '../components/Skeletons';

const GRID = 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3';

/** /CareerZoneSaved: the jobs the student saved, newest save first. */
export default function SavedJobsPage() {
  const list = useSavedJobs();
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];
  const total = list.data?.pages[0]?.total;
  return (
    <div className="flex flex-col gap-6">
      <title>Saved jobs · Career Zone · Campus</title>
      <CareerHeader
        title="Saved jobs"
        subtitle="Opportunities you kept for later. Apply before they close."
        count={total === undefined ? undefined : `${total} saved`}
      />
      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading" className="sr-only">
          Saved jobs
        </h2>
        {list.isPending ? (
          <JobGridSkeleton className={GRID} />
        ) : list.isError && !list.isFetchNextPageError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : jobs.length === 0 ? (
          <EmptyState
            icon={<Bookmark className="size-6" aria-hidden="true" />}
            title="No saved jobs yet"
            action={
              <Link to="/CarrerZone" className={buttonClasses()}>
                Browse opportunities
              </Link>
            }
          >
            Tap the bookmark on any job or internship to keep it here.
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
              noun="saved jobs"
            />
            {list.isFetchNextPageError ? <ErrorState className="mt-4" error={list.error} /> : null}
          </>
        )}
      </section>
    </div>
  );
}
