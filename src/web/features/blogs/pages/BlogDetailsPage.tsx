import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BLOG_MESSAGES } from '../../../../shared/contracts/blogs.constants.js';
import { formatDateLong } from '../../../../shared/format.js';
import { Avatar, Button, buttonClasses, Dialog, FormAlert, RichText } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useDeleteBlog } from '../api/deleteBlog';
import { useBlog } from '../api/getBlog';
import { VisibilityBadge } from '../components/BlogCard';
import { BlogLoadError, BlogPageSkeleton } from '../components/BlogStates';
import { CommentsSection, LikeButton, ReportButton } from '../components/Engagement';
import { bannerOf, DEFAULT_BLOG_IMAGE } from '../lib/blogs';

/** /BlogDetails/{id}: the post with its banner, likes and comments; edit and delete for its author. */
export default function BlogDetailsPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const blog = useBlog(id);
  const remove = useDeleteBlog();
  const [confirming, setConfirming] = useState(false);

  if (!id) return <BlogLoadError missingId />;
  if (blog.isPending) return <BlogPageSkeleton />;
  if (blog.isError) return <BlogLoadError error={blog.error} />;
  const post = blog.data;
  const isAuthor = user?.id === post.author.id;
  const canDelete = isAuthor || user?.role === 'admin';
  const open = post.status === 'published' && (post.moderation === null || post.moderation.state === 'visible');

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5">
      <title>{`${post.title || 'Untitled'} · Campus`}</title>
      <header className="flex flex-col gap-3">
        <VisibilityBadge blog={post} />
        <h1 className="text-title break-words text-ink-900">{post.title || 'Untitled draft'}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-600">
          <Link to={`/blog/${post.author.id}`} className="flex items-center gap-2 font-medium text-ink-800 hover:underline">
            <Avatar name={post.author.username} src={post.author.profilePictureUrl} size="sm" />
            {post.author.username}
          </Link>
          <span aria-hidden="true">·</span>
          <time dateTime={post.createdAt}>{formatDateLong(post.createdAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readingMinutes} min read</span>
        </div>
        {post.moderation && post.moderation.state !== 'visible' ? (
          <FormAlert>
            {post.moderation.state === 'held'
              ? `${BLOG_MESSAGES.heldNotice} ${post.moderation.reason ?? ''}`
              : 'A moderator hid this blog.'}
          </FormAlert>
        ) : null}
      </header>
      <img
        src={bannerOf(post)}
        alt=""
        className="aspect-[16/9] w-full rounded-card bg-ink-100 object-cover"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_BLOG_IMAGE)) event.currentTarget.src = DEFAULT_BLOG_IMAGE;
        }}
      />
      {post.description ? <p className="text-lg text-ink-700">{post.description}</p> : null}
      <RichText html={post.content} />
      {post.mediaUrl.length > 1 ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="More images">
          {post.mediaUrl.slice(1).map((url, index) => (
            <li key={url}>
              <img src={url} alt={`Image ${index + 2} of the post`} loading="lazy" className="w-full rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      {post.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`/libblog?tag=${encodeURIComponent(tag)}`}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 border-y border-ink-200 py-3">
        {open && post.allowLikes && user ? <LikeButton blog={post} /> : null}
        {isAuthor ? (
          <Link to={`/blogcreate/${post.author.id}?edit=${post.id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Pencil className="size-4" aria-hidden="true" /> Edit
          </Link>
        ) : null}
        {canDelete ? (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} icon={<Trash2 className="size-4" aria-hidden="true" />}>
            Delete
          </Button>
        ) : null}
        {user && !isAuthor ? <ReportButton postId={post.id} /> : null}
      </div>
      {open ? <CommentsSection blog={post} /> : null}
      <Dialog
        open={confirming}
        onOpenChange={(next) => !remove.isPending && setConfirming(next)}
        title="Delete blog"
        description={BLOG_MESSAGES.deleteConfirm}
      >
        {remove.isError ? <FormAlert>{BLOG_MESSAGES.deleteFailed}</FormAlert> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            disabled={remove.isPending}
            onClick={() => remove.mutate(post.id, { onSuccess: () => navigate(`/BlogPage/${user?.id ?? ''}`, { replace: true }) })}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </article>
  );
}
