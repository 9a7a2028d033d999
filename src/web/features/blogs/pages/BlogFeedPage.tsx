import { BookOpenCheck, PenLine, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BLOG_MESSAGES } from '../../../../shared/contracts/blogs.constants.js';
import { Button, buttonClasses, inputClasses, Spinner } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useSearchParamSync } from '../../../lib/useSearchParamSync';
import { useFeed } from '../api/allBlogs';
import { BlogCardsSkeleton, BlogGrid } from '../components/BlogCard';
import { ListEmpty, ListError } from '../components/ListMessage';

/** Tags offered as filters before any post is loaded; the loaded posts add theirs. */
const STARTER_TAGS = ['placements', 'internships', 'dsa', 'webdev', 'college-life', 'exams'];

/** /libblog: everything the viewer may see, newest first; typo-tolerant search, tag filters, infinite scroll. */
export default function BlogFeedPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const [search, setSearch] = useState(text.trim());
  const tag = params.get('tag') ?? '';
  useSearchParamSync('search', text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);

  const feed = useFeed(search, tag);
  const blogs = feed.data?.pages.flatMap((page) => page.data) ?? [];
  const tags = [...new Set([...(tag ? [tag] : []), ...blogs.flatMap((blog) => blog.tags), ...STARTER_TAGS])].slice(0, 14);

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const chooseTag = (next: string) => {
    const copy = new URLSearchParams(params);
    if (next && next !== tag) copy.set('tag', next);
    else copy.delete('tag');
    setParams(copy, { replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <title>Blogs · Campus</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-title text-ink-900">Blogs</h1>
          <p className="mt-1 text-ink-600">Stories from students across India.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/blog" className={buttonClasses({ variant: 'ghost' })}>
            <BookOpenCheck className="size-4" aria-hidden="true" /> Blog guidelines
          </Link>
          {user ? (
            <Link to={`/blogcreate/${user.id}`} className={buttonClasses()}>
              <PenLine className="size-4" aria-hidden="true" /> Write
            </Link>
          ) : null}
        </div>
      </header>
      <div role="search" className="flex flex-col gap-3">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-400" aria-hidden="true" />
          <label htmlFor="blog-search" className="sr-only">
            Search blogs
          </label>
          <input
            id="blog-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Title, tag or author"
            className={cn(inputClasses, 'pl-12')}
          />
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Filter by tag">
          {tags.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-pressed={tag === name}
                onClick={() => chooseTag(name)}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                  tag === name
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-ink-200 bg-surface text-ink-700 hover:border-brand-300',
                )}
              >
                #{name}
                {tag === name ? <X className="size-3.5" aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="feed-heading">
        <h2 id="feed-heading" className="sr-only">
          Posts
        </h2>
        {feed.isPending ? (
          <BlogCardsSkeleton count={6} />
        ) : feed.isError && !feed.isFetchNextPageError ? (
          <ListError message={BLOG_MESSAGES.retrieveFailed} onRetry={() => void feed.refetch()} />
        ) : blogs.length === 0 ? (
          <ListEmpty message={BLOG_MESSAGES.noBlogs} />
        ) : (
          <>
            <BlogGrid blogs={blogs} hrefOf={(blog) => `/BlogDetails/${blog.id}`} />
            <div ref={sentinel} className="flex justify-center py-6">
              {isFetchingNextPage ? (
                <Spinner />
              ) : hasNextPage ? (
                <Button variant="outline" onClick={() => void fetchNextPage()}>
                  Load more
                </Button>
              ) : null}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
