import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BLOG_MESSAGES } from '../../../../shared/contracts/blogs.constants.js';
import { buttonClasses, Skeleton, StatusPanel } from '../../../components/ui';
import { isApiError, messageFrom } from '../../../lib/errors';

/** A post's page while it loads. */
export function BlogPageSkeleton() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4" role="status" aria-label="Loading the blog">
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="aspect-[16/9] w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** Not found (also what a post the viewer may not see looks like), a missing id, or a failed load (core §8 "Blog"). */
export function BlogLoadError({ error, missingId = false }: { error?: unknown; missingId?: boolean }) {
  const notFound = !missingId && isApiError(error) && error.status === 404;
  const title = missingId ? BLOG_MESSAGES.idMissing : notFound ? BLOG_MESSAGES.notFoundSorry : BLOG_MESSAGES.fetchFailed;
  const detail = missingId ? BLOG_MESSAGES.idNotProvided : notFound ? BLOG_MESSAGES.notFound : messageFrom(error, BLOG_MESSAGES.loadFailed);
  return (
    <StatusPanel
      title={<span role="alert">{title}</span>}
      actions={
        <Link to="/libblog" className={buttonClasses({ variant: 'outline' })}>
          <ArrowLeft className="size-4" aria-hidden="true" /> All blogs
        </Link>
      }
    >
      <p>{detail}</p>
    </StatusPanel>
  );
}
