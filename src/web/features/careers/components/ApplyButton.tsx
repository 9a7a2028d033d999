import { CircleCheck, Lock } from 'lucide-react';
import { useState } from 'react';
import type { ListedJob } from '../../../../shared/contracts/careers.js';
import { Button, Popup } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useApplyToJob } from '../api/applyToJob';
import { applyFailureMessage, closingState } from '../lib/jobs';
import { APPLY_SUCCESS, CAREER_TEXT, type ApplySuccessVariant } from '../lib/texts';

interface Result {
  tone: 'success' | 'error';
  title: string;
  message: string;
}

/** The "Applied" look: disabled and green (spec core §2.12). */
export const appliedClasses = 'bg-success-600 text-white shadow-none hover:bg-success-600 disabled:opacity-100';

/**
 * Apply in place (landing and view-all cards): applies with one tap and shows the result popup. Already
 * applied jobs show "Applied"; closed ones cannot be applied to.
 */
export function ApplyButton({
  job,
  variant,
  block = false,
  className,
}: {
  job: Pick<ListedJob, 'id' | 'title' | 'applied' | 'status' | 'closesAt'>;
  variant: Exclude<ApplySuccessVariant, 'detail'>;
  block?: boolean;
  className?: string;
}) {
  const apply = useApplyToJob();
  const [result, setResult] = useState<Result | null>(null);
  const applied = job.applied || apply.isSuccess;
  const closed = closingState(job) === 'closed';

  let button;
  if (applied) {
    button = (
      <Button
        size="sm"
        block={block}
        disabled
        className={cn(appliedClasses, className)}
        icon={<CircleCheck className="size-4" aria-hidden="true" />}
      >
        {CAREER_TEXT.applied}
      </Button>
    );
  } else if (closed) {
    button = (
      <Button
        size="sm"
        variant="outline"
        block={block}
        disabled
        className={className}
        icon={<Lock className="size-4" aria-hidden="true" />}
      >
        Closed
      </Button>
    );
  } else {
    button = (
      <Button
        size="sm"
        block={block}
        className={className}
        loading={apply.isPending}
        aria-label={apply.isPending ? `Applying to ${job.title}` : `Apply to ${job.title}`}
        onClick={() =>
          apply.mutate(job.id, {
            onSuccess: () => setResult({ tone: 'success', ...APPLY_SUCCESS[variant] }),
            onError: (error) => setResult({ tone: 'error', title: CAREER_TEXT.applyFailedTitle, message: applyFailureMessage(error) }),
          })
        }
      >
        {apply.isPending ? CAREER_TEXT.applying : 'Apply'}
      </Button>
    );
  }

  return (
    <>
      {button}
      <Popup
        open={result !== null}
        tone={result?.tone ?? 'success'}
        title={result?.title ?? ''}
        message={result?.message ?? ''}
        onClose={() => setResult(null)}
      />
    </>
  );
}
