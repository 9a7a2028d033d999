import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { BLOG_MESSAGES, BLOG_SKELETON_CARDS } from '../../../../shared/contracts/blogs.constants.js';
import { buttonClasses } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useMyBlogs } from '../api/myBlogs';
import { BlogCardsSkeleton, BlogGrid } from '../components/BlogCard';
import { ListEmpty, ListError } from '../components/ListMessage';

/** /BlogPage/{userId}: "Your Blog", the signed-in user's own posts (drafts and every visibility). */
export default function MyBlogsPage() {
  const { user } = useAuth();
  const list = useMyBlogs();
  const write = (
    <Link to={`/blogcreate/${user?.id ?? ''}`} className={buttonClasses()}>
      <PenLine className="size-4" aria-hidden="true" /> Write a blog
    </Link>
  );
  return (
    <div className="flex flex-col gap-6">
      <title>Your Blog · Campus</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-title text-ink-900">{BLOG_MESSAGES.yourBlog}</h1>
          <p className="mt-1 text-ink-600">Everything you have written, drafts included.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/libblog" className={buttonClasses({ variant: 'outline' })}>
            Read blogs
          </Link>
          {write}
        </div>
      </header>
      {list.isPending ? (
        <BlogCardsSkeleton count={BLOG_SKELETON_CARDS} />
      ) : list.isError ? (
        <ListError message={BLOG_MESSAGES.loadMineFailed} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <ListEmpty message={BLOG_MESSAGES.noBlogs} action={write} />
      ) : (
        <BlogGrid blogs={list.data.data} hrefOf={(blog) => `/BlogDetails/${blog.id}`} showAuthor={false} />
      )}
    </div>
  );
}
