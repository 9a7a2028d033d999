import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Skeleton } from '../../../components/ui';
import { connectionErrorMessage } from '../lib/messages';

/** What a list needs of its query to say it failed and to try again. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A list that could not load: the sentence (community §8) and a Retry button. */
export function ListError({
  query,
  fallback,
  prefix = '',
}: {
  query: RetryableQuery;
  fallback: string;
  /** The connections page shows "Error: {message}" (community §2.10). */
  prefix?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-danger-50 px-4 py-6 text-center ring-1 ring-danger-200">
      <p role="alert" className="text-sm font-medium text-danger-700">
        {prefix}
        {connectionErrorMessage(query.error, fallback)}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void query.refetch()}
        loading={query.isFetching}
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
      >
        Retry
      </Button>
    </div>
  );
}

export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-ink-300 px-4 py-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-ink-100 text-ink-500">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="font-semibold text-ink-900">{title}</p>
      {children ? <p className="max-w-sm text-sm text-ink-600">{children}</p> : null}
    </div>
  );
}

/** Rows of grey blocks while a list of people loads. */
export function PeopleSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <ul role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="flex items-center gap-3 rounded-card bg-surface p-4 ring-1 ring-ink-200">
          <Skeleton className="size-12 shrink-0 rounded-full" />
          <div className="flex-1">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="mt-2 h-3 w-24" />
          </div>
        </li>
      ))}
    </ul>
  );
}
