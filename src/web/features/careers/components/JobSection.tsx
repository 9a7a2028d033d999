import { ArrowRight } from 'lucide-react';
import type { FocusEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListedJobCard } from '../../../../shared/contracts/careers.js';
import { cn } from '../../../lib/cn';
import { CompactJobCard } from './CompactJobCard';
import { EmptyState, ErrorState } from './ListStates';
import { JobCardSkeleton, JOB_SKELETON_COUNT } from './Skeletons';

const ROW = cn(
  // A swipeable row on phones, a grid from tablets up.
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]',
  'sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4',
);
const ITEM = 'w-[72%] shrink-0 snap-start sm:w-auto';

/**
 * In the swipeable row, the browser scrolls a focused control only just into view and the mandatory snap then pulls the
 * row back to the card before, leaving the control half off the screen: the focused card is brought to the row's start.
 */
function showFocusedCard(event: FocusEvent<HTMLUListElement>) {
  const card = event.target instanceof HTMLElement ? event.target.closest('li') : null;
  if (card && event.currentTarget.scrollWidth > event.currentTarget.clientWidth) {
    card.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'instant' });
  }
}

/** A landing section ("For You", "Internships", "Jobs"): heading, View All link and up to eight cards. */
export function JobSection({
  id,
  title,
  subtitle,
  viewAllTo,
  jobs,
  isPending,
  error,
  onRetry,
  emptyText,
  paidLabel = false,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  viewAllTo: string;
  jobs: ListedJobCard[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  paidLabel?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={`section-${id}`} className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-heading text-ink-900">
            {title}
          </h2>
          {subtitle ? <p className="mt-0.5 text-sm text-ink-600">{subtitle}</p> : null}
        </div>
        <Link
          to={viewAllTo}
          aria-label={`View All ${title}`}
          className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          View All <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {isPending ? (
        <div role="status" aria-label={`Loading ${title}`} className={ROW}>
          {Array.from({ length: JOB_SKELETON_COUNT }, (_, index) => (
            <div key={index} className={ITEM}>
              <JobCardSkeleton compact />
            </div>
          ))}
        </div>
      ) : error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : !jobs || jobs.length === 0 ? (
        <EmptyState title={emptyText} className="py-8" />
      ) : (
        <ul className={ROW} onFocus={showFocusedCard}>
          {jobs.map((job, index) => (
            <li key={job.id} className={ITEM}>
              <CompactJobCard job={job} index={index} crop paidLabel={paidLabel} applyVariant="card" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
