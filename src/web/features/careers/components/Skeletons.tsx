import { Skeleton } from '../../../components/ui';
import { cn } from '../../../lib/cn';

/** The spec's job-card skeleton count (core §9). */
export const JOB_SKELETON_COUNT = 4;

export function JobCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200" data-testid="job-card-skeleton">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-xl" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3.5 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-5 w-4/5" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-2/5" />
      </div>
      {compact ? null : <Skeleton className="h-3 w-3/5" />}
      <Skeleton className="mt-1 h-10 w-full rounded-button" />
    </div>
  );
}

/** Four job cards while a list loads. */
export function JobGridSkeleton({
  count = JOB_SKELETON_COUNT,
  compact = false,
  className,
}: {
  count?: number;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div role="status" aria-label="Loading opportunities" className={cn('grid gap-4', className)}>
      {Array.from({ length: count }, (_, index) => (
        <JobCardSkeleton key={index} compact={compact} />
      ))}
      <span className="sr-only">Loading...</span>
    </div>
  );
}
