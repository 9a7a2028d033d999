import { Globe, Heart, Lock, MessageCircle, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Blog } from '../../../../shared/contracts/blogs.js';
import { formatDateLong } from '../../../../shared/format.js';
import { Avatar, Skeleton } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { bannerOf, DEFAULT_BLOG_IMAGE, VISIBILITY_LABEL } from '../lib/blogs';

const VISIBILITY_ICON = { public: Globe, friends: Users, private: Lock } as const;

export function VisibilityBadge({ blog, className }: { blog: Pick<Blog, 'visibility' | 'status' | 'moderation'>; className?: string }) {
  const Icon = VISIBILITY_ICON[blog.visibility];
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)}>
      <span className="inline-flex items-center gap-1 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
        <Icon className="size-3.5" aria-hidden="true" />
        {VISIBILITY_LABEL[blog.visibility]}
      </span>
      {blog.status === 'draft' ? (
        <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800">Draft</span>
      ) : null}
      {blog.moderation && blog.moderation.state !== 'visible' ? (
        <span className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
          {blog.moderation.state === 'held' ? 'Held for review' : 'Hidden by a moderator'}
        </span>
      ) : null}
    </span>
  );
}

/** A post in a list: banner, title, description, author, date and counts; opens `to`. */
export function BlogCard({ blog, to, showAuthor = true }: { blog: Blog; to: string; showAuthor?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-200 bg-surface shadow-soft transition-shadow hover:shadow-lifted">
      <img
        src={bannerOf(blog)}
        alt=""
        loading="lazy"
        className="aspect-[16/9] w-full bg-ink-100 object-cover"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_BLOG_IMAGE)) event.currentTarget.src = DEFAULT_BLOG_IMAGE;
        }}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <VisibilityBadge blog={blog} />
        <h3 className="line-clamp-2 text-base font-semibold text-ink-900">
          <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
            {blog.title || 'Untitled draft'}
          </Link>
        </h3>
        {blog.description ? <p className="line-clamp-2 text-sm text-ink-600">{blog.description}</p> : null}
        {blog.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {blog.tags.slice(0, 4).map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-2 text-xs text-ink-600">
          {showAuthor ? (
            <span className="flex min-w-0 items-center gap-2">
              <Avatar name={blog.author.username} src={blog.author.profilePictureUrl} size="sm" />
              <span className="min-w-0 truncate text-sm font-medium text-ink-800">{blog.author.username}</span>
            </span>
          ) : null}
          <span className="flex items-center gap-3">
            <time dateTime={blog.createdAt}>{formatDateLong(blog.createdAt)}</time>
            <span className="ml-auto inline-flex items-center gap-1">
              <Heart className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Likes:</span>
              {blog.likeCount}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Comments:</span>
              {blog.commentCount}
            </span>
          </span>
        </div>
      </div>
    </article>
  );
}

/** The loading state of a card list: `count` placeholder cards (three on "Your Blog", core §9). */
export function BlogCardsSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2 xl:grid-cols-3', className)} role="status" aria-label="Loading blogs">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="blog-card-skeleton" className="overflow-hidden rounded-card border border-ink-200 bg-surface">
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function BlogGrid({ blogs, hrefOf, showAuthor }: { blogs: Blog[]; hrefOf: (blog: Blog) => string; showAuthor?: boolean }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {blogs.map((blog) => (
        <li key={blog.id}>
          <BlogCard blog={blog} to={hrefOf(blog)} {...(showAuthor === undefined ? {} : { showAuthor })} />
        </li>
      ))}
    </ul>
  );
}
