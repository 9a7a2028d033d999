import { Flag, Heart, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Blog, BlogComment } from '../../../../shared/contracts/blogs.js';
import { BLOG_COMMENT_MAX } from '../../../../shared/contracts/blogs.constants.js';
import { relativeTime } from '../../../../shared/format.js';
import { Avatar, Button, Dialog, FormAlert, inputClasses, toast } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { addComment, deleteComment, editComment, useCommentAction, useComments } from '../api/comments';
import { useLike } from '../api/like';
import { report } from '../api/report';

/** Like button with the count; shown only where the author allows likes and the post is published. */
export function LikeButton({ blog }: { blog: Blog }) {
  const like = useLike(blog.id);
  return (
    <Button
      variant={blog.likedByMe ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={blog.likedByMe}
      onClick={() =>
        like.mutate(!blog.likedByMe, {
          onError: (error) => toast({ title: messageFrom(error, 'Could not save your like.'), tone: 'error' }),
        })
      }
      icon={<Heart className={cn('size-4', blog.likedByMe && 'fill-current')} aria-hidden="true" />}
    >
      {blog.likedByMe ? 'Liked' : 'Like'}
      <span className="tabular-nums">· {blog.likeCount}</span>
    </Button>
  );
}

/** "Report": a reason goes to the moderators. */
export function ReportButton({ postId, commentId, label = 'Report' }: { postId: string; commentId?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const result = await report({ postId, commentId }, reason);
      toast({ title: result.message, tone: 'success' });
      setOpen(false);
      setReason('');
    } catch (failure) {
      setError(messageFrom(failure, 'Could not send the report. Please try again.'));
    } finally {
      setSending(false);
    }
  };
  const fieldId = `report-${commentId ?? postId}`;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} icon={<Flag className="size-4" aria-hidden="true" />}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={commentId ? 'Report this comment' : 'Report this blog'}>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <label htmlFor={fieldId} className="text-sm font-semibold text-ink-800">
            What is wrong?
          </label>
          <textarea
            id={fieldId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={500}
            className={cn(inputClasses, 'h-auto py-2')}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={sending} disabled={reason.trim().length < 3}>
              Send report
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function CommentItem({ comment, postId }: { comment: BlogComment; postId: string }) {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.body);
  const save = useCommentAction(postId, (body: string) => editComment(postId, comment.id, body));
  const remove = useCommentAction(postId, () => deleteComment(postId, comment.id));
  return (
    <li className="flex gap-3 border-b border-ink-100 py-4 last:border-0">
      <Avatar name={comment.author.username} src={comment.author.profilePictureUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold text-ink-900">{comment.author.username}</span>{' '}
          <time dateTime={comment.createdAt} className="text-ink-500">
            {relativeTime(comment.createdAt)}
          </time>
        </p>
        {editing ? (
          <form
            className="mt-2 flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(text, { onSuccess: () => setEditing(false) });
            }}
          >
            <label htmlFor={`edit-${comment.id}`} className="sr-only">
              Edit your comment
            </label>
            <textarea
              id={`edit-${comment.id}`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={BLOG_COMMENT_MAX}
              rows={2}
              className={cn(inputClasses, 'h-auto py-2')}
            />
            {save.isError ? <FormAlert>{messageFrom(save.error, 'Could not save the comment.')}</FormAlert> : null}
            <div className="flex gap-2">
              <Button type="submit" size="sm" loading={save.isPending} disabled={!text.trim()}>
                Save
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <p className="mt-1 text-[0.9375rem] break-words whitespace-pre-line text-ink-700">{comment.body}</p>
        )}
        {user && !editing ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {comment.canEdit ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label="Edit comment"
                onClick={() => setEditing(true)}
                icon={<Pencil className="size-4" aria-hidden="true" />}
              >
                Edit
              </Button>
            ) : null}
            {comment.canDelete ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label="Delete comment"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onError: (error) => toast({ title: messageFrom(error, 'Could not delete the comment.'), tone: 'error' }),
                  })
                }
                icon={<Trash2 className="size-4" aria-hidden="true" />}
              >
                Delete
              </Button>
            ) : null}
            {comment.author.id !== user.id ? <ReportButton postId={postId} commentId={comment.id} /> : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** Comments of a published post where its author allows them: the list and, for signed-in readers, a form. */
export function CommentsSection({ blog }: { blog: Blog }) {
  const { user } = useAuth();
  const comments = useComments(blog.id, blog.allowComments);
  const [text, setText] = useState('');
  const add = useCommentAction(blog.id, (body: string) => addComment(blog.id, body));
  if (!blog.allowComments) return null;
  return (
    <section aria-labelledby="comments-heading" className="mt-8">
      <h2 id="comments-heading" className="text-heading text-ink-900">
        Comments <span className="text-ink-500">({blog.commentCount})</span>
      </h2>
      {user ? (
        <form
          className="mt-4 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(text.trim(), { onSuccess: () => setText('') });
          }}
        >
          <label htmlFor="new-comment" className="text-sm font-semibold text-ink-800">
            Add a comment
          </label>
          <textarea
            id="new-comment"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={BLOG_COMMENT_MAX}
            rows={3}
            placeholder="Say something kind and useful…"
            className={cn(inputClasses, 'h-auto py-2')}
          />
          {add.isError ? <FormAlert>{messageFrom(add.error, 'Could not post the comment. Please try again.')}</FormAlert> : null}
          <div>
            <Button type="submit" loading={add.isPending} disabled={!text.trim()}>
              Post comment
            </Button>
          </div>
        </form>
      ) : null}
      {comments.isPending ? (
        <p className="mt-4 text-sm text-ink-600">Loading comments…</p>
      ) : comments.isError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-danger-700">
          {messageFrom(comments.error, 'Could not load the comments.')}
        </p>
      ) : comments.data.data.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">No comments yet.</p>
      ) : (
        <ul className="mt-2">
          {comments.data.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} postId={blog.id} />
          ))}
        </ul>
      )}
    </section>
  );
}
