import { PenLine, Rss } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BLOG_MESSAGES, BLOG_SKELETON_CARDS } from '../../../../shared/contracts/blogs.constants.js';
import { Avatar, buttonClasses } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useUserBlogs } from '../api/userBlogs';
import { BlogCardsSkeleton, BlogGrid } from '../components/BlogCard';
import { ListEmpty, ListError } from '../components/ListMessage';

/** /blog/{userId}: a user's blog, the posts the viewer may see; "Write" on one's own; the public Atom feed linked. */
export default function UserBlogPage() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  const own = user?.id === userId;
  const list = useUserBlogs(userId);
  const author = list.data?.data[0]?.author;
  const name = own ? 'Your blog' : author ? `${author.username}’s blog` : 'Blog';
  const feedUrl = `/blog/${userId}/feed.atom`;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${name} · Campus`}</title>
      <link rel="alternate" type="application/atom+xml" title={`${name} (Atom)`} href={feedUrl} />
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          {author ? <Avatar name={author.username} src={author.profilePictureUrl} size="lg" /> : null}
          <div className="min-w-0">
            <h1 className="truncate text-title text-ink-900">{name}</h1>
            <a href={feedUrl} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
              <Rss className="size-4" aria-hidden="true" /> Atom feed of public posts
            </a>
          </div>
        </div>
        {own ? (
          <Link to={`/blogcreate/${userId}`} className={buttonClasses()}>
            <PenLine className="size-4" aria-hidden="true" /> Write
          </Link>
        ) : null}
      </header>
      {list.isPending ? (
        <BlogCardsSkeleton count={BLOG_SKELETON_CARDS} />
      ) : list.isError ? (
        <ListError message={BLOG_MESSAGES.retrieveFailed} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <ListEmpty
          message={BLOG_MESSAGES.noBlogs}
          action={
            own ? (
              <Link to={`/blogcreate/${userId}`} className={buttonClasses()}>
                Write your first blog
              </Link>
            ) : undefined
          }
        />
      ) : (
        <BlogGrid
          blogs={list.data.data}
          hrefOf={(blog) => (own ? `/BlogDetails/${blog.id}` : `/blog-description/${blog.id}`)}
          showAuthor={false}
        />
      )}
    </div>
  );
}
