import { CircleAlert, RotateCw, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, Popup } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { listErrorLine } from '../lib/jobs';
import { CAREER_TEXT } from '../lib/texts';

/** A list that failed to load: "Error: ..." (spec core §8 "Jobs") and a way to try again. */
export function ErrorState({ error, onRetry, className }: { error: unknown; onRetry?: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 rounded-card border border-danger-200 bg-danger-50 px-6 py-8 text-center', className)}
    >
      <CircleAlert className="size-8 text-danger-600" aria-hidden="true" />
      <p className="font-semibold text-danger-700">{listErrorLine(error)}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} icon={<RotateCw className="size-4" aria-hidden="true" />}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** A list with nothing to show. */
export function EmptyState({
  title,
  children,
  action,
  icon,
  className,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center gap-2 rounded-card border border-dashed border-ink-300 bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      <span className="mb-1 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        {icon ?? <SearchX className="size-6" aria-hidden="true" />}
      </span>
      <p className="text-base font-semibold text-ink-900">{title}</p>
      {children ? <div className="max-w-md text-sm text-ink-600">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}

/**
 * The spec's popup when job listings fail to load: "Error Fetching Jobs" / "Failed to load job listings.".
 * Shown once per failure (a new failure, after a retry, shows it again).
 */
export function FetchErrorPopup({ isError, errorUpdatedAt }: { isError: boolean; errorUpdatedAt: number }) {
  const [dismissedAt, setDismissedAt] = useState(0);
  const open = isError && errorUpdatedAt > 0 && errorUpdatedAt !== dismissedAt;
  return (
    <Popup
      open={open}
      tone="error"
      title={CAREER_TEXT.fetchErrorTitle}
      message={CAREER_TEXT.fetchErrorMessage}
      onClose={() => setDismissedAt(errorUpdatedAt)}
    />
  );
}

/** "Load more" under a paged list, with how much is shown. */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onLoadMore,
  noun = 'opportunities',
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  noun?: string;
}) {
  if (total === 0) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-ink-500" aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {hasMore ? (
        <Button variant="outline" onClick={onLoadMore} loading={loading}>
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
