import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';

/** A settings list that could not load: what went wrong, and Retry. */
export function LoadError({
  query,
  fallback,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  fallback: string;
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-card bg-danger-50 p-4 ring-1 ring-danger-200">
      <p role="alert" className="text-sm font-medium text-danger-700">
        {messageFrom(query.error, fallback)}
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void query.refetch()}
        loading={query.isFetching}
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
      >
        Retry
      </Button>
    </div>
  );
}
