import { CircleAlert, FileText, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui';

/** A list that failed to load, with the spec's sentence and a way to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-card border border-danger-200 bg-danger-50 px-6 py-8 text-center">
      <CircleAlert className="size-8 text-danger-600" aria-hidden="true" />
      <p className="font-semibold text-danger-700">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} icon={<RotateCw className="size-4" aria-hidden="true" />}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** A list with nothing to show. */
export function ListEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-ink-300 bg-surface px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <FileText className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold text-ink-800">{message}</p>
      {action}
    </div>
  );
}
