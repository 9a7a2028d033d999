import { CircleCheck, Lock } from 'lucide-react';
import { useState } from 'react';
import type { ApplyRequest, ListedJob } from '../../../../shared/contracts/careers.js';
import { Button, Popup } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useApplyToJob } from '../api/applyToJob';
import { applyFailureMessage, closingState } from '../lib/jobs';
import { APPLY_SUCCESS, CAREER_TEXT, type ApplySuccessVariant } from '../lib/texts';
import { ApplyDialog } from './ApplyDialog';

interface Result {
  tone: 'success' | 'error';
  title: string;
  message: string;
}

/** The "Applied" look: disabled and green (spec core §2.12). */
export const appliedClasses = 'bg-success-600 text-white shadow-none hover:bg-success-600 disabled:opacity-100';

/**
 * Apply in place (landing and view-all cards): opens the apply dialog (resume and cover note), then shows the
 * spec's result popup. Already applied jobs show "Applied"; closed ones cannot be applied to.
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
  const [dialogOpen, setDialogOpen] = useState(false);
  const submit = (body: ApplyRequest) =>
    apply.mutate(
      { jobId: job.id, body },
      {
        onSuccess: () => {
          setDialogOpen(false);
          setResult({ tone: 'success', ...APPLY_SUCCESS[variant] });
        },
        onError: (error) => {
          setDialogOpen(false);
          setResult({ tone: 'error', title: CAREER_TEXT.applyFailedTitle, message: applyFailureMessage(error) });
        },
      },
    );
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
        aria-haspopup="dialog"
        onClick={() => setDialogOpen(true)}
      >
        {apply.isPending ? CAREER_TEXT.applying : 'Apply'}
      </Button>
    );
  }

  return (
    <>
      {button}
      <ApplyDialog job={job} open={dialogOpen} onOpenChange={setDialogOpen} pending={apply.isPending} onSubmit={submit} />
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
