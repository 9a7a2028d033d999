import { Link } from 'react-router';
import type { ModerationAction, ModerationItem } from '../../../../shared/contracts/blogs.js';
import { formatDateLong } from '../../../../shared/format.js';
import { Avatar, Button, FormAlert, Skeleton } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { AdminHeader } from '../../admin';
import { useModerate, useModerationQueue } from '../api/moderation';
import { ListEmpty, ListError } from '../components/ListMessage';

const ACTIONS: { action: ModerationAction; label: string; variant: 'outline' | 'danger' | 'secondary' }[] = [
  { action: 'restore', label: 'Restore', variant: 'secondary' },
  { action: 'hide', label: 'Hide', variant: 'outline' },
  { action: 'delete', label: 'Delete', variant: 'danger' },
];

function QueueItem({ item }: { item: ModerationItem }) {
  const moderate = useModerate();
  const what = item.kind === 'post' ? 'Blog' : 'Comment';
  return (
    <li className="flex flex-col gap-3 rounded-card border border-ink-200 bg-surface p-4 shadow-soft">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">{what}</span>
        <span
          className={
            item.state === 'visible'
              ? 'rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700'
              : 'rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700'
          }
        >
          {item.state === 'held' ? 'Held' : item.state === 'hidden' ? 'Hidden' : 'Visible'}
        </span>
        <span className="flex min-w-0 items-center gap-1.5 text-ink-700">
          <Avatar name={item.author.username} src={item.author.profilePictureUrl} size="sm" />
          <span className="truncate">{item.author.username}</span>
        </span>
        <span className="text-ink-500">{formatDateLong(item.updatedAt)}</span>
      </div>
      <div className="min-w-0">
        <h2 className="font-semibold break-words text-ink-900">
          <Link to={`/BlogDetails/${item.postId}`} className="hover:underline">
            {item.title || 'Untitled'}
          </Link>
        </h2>
        {item.excerpt ? <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-700">{item.excerpt}</p> : null}
      </div>
      {item.heldReason ? <p className="text-sm text-danger-700">Held on save: {item.heldReason}</p> : null}
      {item.reports.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink-800">Reports</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-ink-700">
            {item.reports.map((report) => (
              <li key={`${report.reporter}-${report.createdAt}`}>
                “{report.reason}” — {report.reporter}, {formatDateLong(report.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {moderate.isError ? <FormAlert>{messageFrom(moderate.error, 'Could not apply the decision. Please try again.')}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map(({ action, label, variant }) => (
          <Button
            key={action}
            size="sm"
            variant={variant}
            disabled={moderate.isPending}
            loading={moderate.isPending && moderate.variables?.action === action}
            onClick={() => moderate.mutate({ item, action })}
            aria-label={`${label} ${what.toLowerCase()} “${item.title || 'Untitled'}”`}
          >
            {label}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** /admin/moderation: held posts and reported posts and comments, with the reasons; restore, hide or delete. */
export default function AdminModerationPage() {
  const queue = useModerationQueue();
  return (
    <div className="flex flex-col gap-6">
      <title>Blog moderation · Operator console · Campus</title>
      <AdminHeader
        title="Blog moderation"
        subtitle="Posts held by the checks on save, and what readers reported. The author hears each decision."
      />
      {queue.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading the queue">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-36 w-full" />
          ))}
        </div>
      ) : queue.isError ? (
        <ListError message={messageFrom(queue.error, 'Could not load the moderation queue.')} onRetry={() => void queue.refetch()} />
      ) : queue.data.data.length === 0 ? (
        <ListEmpty message="Nothing to review. Held and reported items appear here." />
      ) : (
        <ul className="flex flex-col gap-3">
          {queue.data.data.map((item) => (
            <QueueItem key={`${item.kind}-${item.commentId ?? item.postId}`} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
