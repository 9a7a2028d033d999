import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';
import { PROFILE_MESSAGES } from '../../../../shared/messages.js';
import { Button, Skeleton, StatusPanel } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useProfile } from '../api/getProfile';
import { NotAllowed } from './NotAllowed';

/** The owner check of every /{editor}/{userId} page: the id in the URL must be the signed-in user's. */
export function useOwnerParam(): { ownId: string; isOwner: boolean } {
  const { userId } = useParams();
  const { user } = useAuth();
  const ownId = user?.id ?? '';
  return { ownId, isOwner: Boolean(user) && (userId === undefined || userId === ownId) };
}

export function EditorSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-4 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-8" role="status">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-6 w-48" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex-1">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-2 h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function LoadError({
  error,
  onRetry,
  retrying,
  title = 'We could not load your details',
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  title?: string;
}) {
  return (
    <StatusPanel
      eyebrow="Profile"
      title={title}
      actions={
        <Button onClick={onRetry} loading={retrying} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
          Retry
        </Button>
      }
    >
      <p role="alert">{messageFrom(error, PROFILE_MESSAGES.profileLoadFailed)}</p>
    </StatusPanel>
  );
}

/** Back link, title and one line under it. */
export function EditorHeader({
  title,
  description,
  backTo,
  backLabel,
}: {
  title: string;
  description: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <header className="flex flex-col gap-2">
      <Link to={backTo} className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {backLabel}
      </Link>
      <h1 className="text-title text-ink-900">{title}</h1>
      <p className="text-ink-600">{description}</p>
    </header>
  );
}

/**
 * The frame of an owner-only profile editor: someone else's id gets the "not allowed" page; the owner
 * gets a header, then a skeleton, an error with Retry, or the editor with their profile.
 */
export function EditorPage({
  title,
  description,
  pathFor,
  children,
  wide = false,
  skeletonRows,
  back,
}: {
  title: string;
  description: ReactNode;
  /** This editor's address for a given user id (the not-allowed page links to the visitor's own). */
  pathFor: (userId: string) => string;
  children: (profile: UserProfile) => ReactNode;
  wide?: boolean;
  skeletonRows?: number;
  /** Where the back link goes (default: the edit-profile hub). */
  back?: { to: string; label: string };
}) {
  const { ownId, isOwner } = useOwnerParam();
  const query = useProfile();
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6', wide ? 'max-w-5xl' : 'max-w-3xl')}>
      <title>{`${title} · Campus`}</title>
      {!isOwner ? (
        <NotAllowed ownHref={pathFor(ownId)} />
      ) : (
        <>
          <EditorHeader
            title={title}
            description={description}
            backTo={back?.to ?? `/ProfileEditSection/${ownId}`}
            backLabel={back?.label ?? 'Edit profile'}
          />
          {query.isPending ? (
            <EditorSkeleton {...(skeletonRows ? { rows: skeletonRows } : {})} />
          ) : query.isError ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : (
            children(query.data)
          )}
        </>
      )}
    </div>
  );
}

/** A white card holding one editor. */
export function Panel({ children, className, labelledBy }: { children: ReactNode; className?: string; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={cn('rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-8', className)}>
      {children}
    </section>
  );
}

/**
 * The Cancel / Save bar under an editor. While there are unsaved changes it floats above the mobile
 * navigation so Save is always at hand; otherwise it stays in place at the end of the page.
 */
export function SaveBar({ children, floating = true }: { children: ReactNode; floating?: boolean }) {
  return (
    <div
      className={cn(
        'z-10 flex flex-wrap items-center justify-end gap-3 rounded-card p-3 ring-1 ring-ink-200',
        floating ? 'sticky bottom-clear bg-surface/95 shadow-lifted backdrop-blur' : 'bg-surface shadow-card',
      )}
    >
      {children}
    </div>
  );
}

/** "You have unsaved changes." at the start of a save bar (its own line on a phone). */
export function UnsavedNote({ show }: { show: boolean }) {
  if (!show) return null;
  return <span className="w-full text-sm text-ink-600 sm:mr-auto sm:w-auto">You have unsaved changes.</span>;
}
