import { Bookmark, BookmarkCheck } from 'lucide-react';
import type { ListedJob } from '../../../../shared/contracts/careers.js';
import { Button, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useToggleSave } from '../api/saveJob';

function useSave(job: Pick<ListedJob, 'id' | 'saved'>) {
  const toggle = useToggleSave();
  const onToggle = () =>
    toggle.mutate(
      { jobId: job.id, save: !job.saved },
      {
        onError: (error) =>
          toast({ tone: 'error', title: 'Could not update your saved jobs', description: messageFrom(error, 'Please try again.') }),
      },
    );
  return { onToggle, pending: toggle.isPending };
}

/** The detail page's Save button: "Save" or "Saved". */
export function SaveButton({ job, className }: { job: Pick<ListedJob, 'id' | 'saved'>; className?: string }) {
  const { onToggle, pending } = useSave(job);
  const Icon = job.saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={job.saved ? 'secondary' : 'outline'}
      onClick={onToggle}
      disabled={pending}
      aria-pressed={job.saved}
      className={className}
      icon={<Icon className={cn('size-4', job.saved && 'fill-current')} aria-hidden="true" />}
    >
      {job.saved ? 'Saved' : 'Save'}
    </Button>
  );
}

/** A bookmark icon on a card. */
export function SaveIconButton({ job, title }: { job: Pick<ListedJob, 'id' | 'saved'>; title: string }) {
  const { onToggle, pending } = useSave(job);
  const Icon = job.saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={pending}
      aria-pressed={job.saved}
      aria-label={job.saved ? `Remove ${title} from saved jobs` : `Save ${title}`}
      title={job.saved ? 'Saved' : 'Save'}
      className={cn(
        'relative z-10 flex size-9 shrink-0 items-center justify-center rounded-full transition-colors',
        job.saved ? 'bg-brand-50 text-brand-700 hover:bg-brand-100' : 'text-ink-500 hover:bg-ink-100 hover:text-ink-800',
      )}
    >
      <Icon className={cn('size-5', job.saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
