import { ArrowLeft, BookOpen, House, PenLine } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateLong } from '../../../../shared/format.js';
import { RichText } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useBlog } from '../api/getBlog';
import { BlogLoadError, BlogPageSkeleton } from '../components/BlogStates';
import { bannerOf, DEFAULT_BLOG_IMAGE } from '../lib/blogs';

/** The small footer of the mobile layout: the ways on from a post. */
function MobileFooter() {
  const { user } = useAuth();
  const links = [
    { to: '/view', label: 'Home', icon: House },
    { to: '/libblog', label: 'Blogs', icon: BookOpen },
    ...(user ? [{ to: `/blogcreate/${user.id}`, label: 'Write', icon: PenLine }] : []),
  ];
  return (
    <footer className="mt-8 border-t border-ink-200 pt-4 md:hidden">
      <nav aria-label="Blog">
        <ul className="flex justify-around">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="flex flex-col items-center gap-1 text-xs font-semibold text-ink-600 hover:text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

/** /blog-description/{id}: title, first image (or the default one), created date, content; back arrow and mobile footer. */
export default function BlogDescriptionPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const blog = useBlog(id);
  const back = (
    <button
      type="button"
      onClick={() => navigate(-1)}
      aria-label="Back"
      className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
    </button>
  );
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div>{back}</div>
      {!id ? (
        <BlogLoadError missingId />
      ) : blog.isPending ? (
        <BlogPageSkeleton />
      ) : blog.isError ? (
        <BlogLoadError error={blog.error} />
      ) : (
        <article className="flex flex-col gap-4">
          <title>{`${blog.data.title || 'Untitled'} · Campus`}</title>
          <h1 className="text-title break-words text-ink-900">{blog.data.title || 'Untitled'}</h1>
          <p className="text-sm text-ink-600">
            <time dateTime={blog.data.createdAt}>{formatDateLong(blog.data.createdAt)}</time> · {blog.data.author.username}
          </p>
          <img
            src={bannerOf(blog.data)}
            alt=""
            className="aspect-[16/9] w-full rounded-card bg-ink-100 object-cover"
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(DEFAULT_BLOG_IMAGE)) event.currentTarget.src = DEFAULT_BLOG_IMAGE;
            }}
          />
          <RichText html={blog.data.content} />
        </article>
      )}
      <MobileFooter />
    </div>
  );
}
