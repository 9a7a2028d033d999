import { BookOpen, GraduationCap, Handshake, Lock, MapPin, Sparkles, UsersRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { CONNECTION_MESSAGES } from '../../../../shared/contracts/connections.constants.js';
import { Avatar, Dialog, Skeleton } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useProfile } from '../../profiles';
import { BackLink } from '../components/BackLink';
import { ConnectionAction, useConnectionActions, type ConnectionActions } from '../components/ConnectionAction';
import { PeopleYouMayKnow } from '../components/PeopleYouMayKnow';
import { connectionErrorMessage } from '../lib/messages';
import { collabPath, profilePath } from '../lib/paths';
import { aboutPreview, fallbackMessage, fallbackProfileView, profileView, type ProfileView } from '../lib/profileView';
import { useRelation, type RelationState } from '../lib/useRelation';
import type { RelationStatus } from '../lib/status';

const frame = 'rounded-card bg-surface shadow-card ring-1 ring-ink-200';
const card = `${frame} p-5`;

function Count({ value, label, to }: { value: number; label: string; to?: string }) {
  const body = (
    <>
      <span className="block text-lg font-bold text-ink-900">{value}</span>
      <span className="block text-caption text-ink-500">{label}</span>
    </>
  );
  return to ? (
    <Link to={to} className="rounded-lg px-3 py-1 text-center hover:bg-ink-100">
      {body}
    </Link>
  ) : (
    <div className="px-3 py-1 text-center">{body}</div>
  );
}

function Header({ view, action }: { view: ProfileView; action: ReactNode }) {
  const [enlarged, setEnlarged] = useState(false);
  const study = [view.college, view.degree].filter(Boolean).join(' · ');
  return (
    <section aria-label="Profile" className={cn(frame, 'overflow-hidden')}>
      <div className="h-24 bg-gradient-to-r from-brand-600 via-brand-500 to-accent-400 md:h-28" aria-hidden="true" />
      <div className="flex flex-col gap-4 px-5 pb-5">
        <button
          type="button"
          onClick={() => setEnlarged(true)}
          aria-label={`Enlarge the photo of ${view.name}`}
          className="-mt-12 self-start rounded-full ring-4 ring-surface"
        >
          <Avatar name={view.name} src={view.profilePictureUrl} size="xl" className="md:size-24" />
        </button>
        <div>
          <h1 className="text-title text-ink-900">{view.name}</h1>
          {view.headline ? <p className="mt-1 text-ink-700">{view.headline}</p> : null}
          {study ? (
            <p className="mt-2 flex items-start gap-1.5 text-sm text-ink-600">
              <GraduationCap className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden="true" />
              {study}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-3">
          <div className="flex gap-2">
            <Count value={view.connections} label="Connections" />
            <Count value={view.collabs} label="Collabs" {...(view.id && !view.locked ? { to: collabPath(view.id) } : {})} />
          </div>
          <div className="hidden min-[769px]:block">{action}</div>
        </div>
      </div>
      <Dialog open={enlarged} onOpenChange={setEnlarged} title={view.name} className="max-w-lg">
        {view.profilePictureUrl ? (
          <img
            src={view.profilePictureUrl}
            alt={`Photo of ${view.name}`}
            className="mx-auto aspect-square w-full max-w-96 rounded-card object-cover"
          />
        ) : (
          <Avatar name={view.name} size="xl" className="mx-auto" />
        )}
      </Dialog>
    </section>
  );
}

function About({ about }: { about: string }) {
  const [expanded, setExpanded] = useState(false);
  const preview = aboutPreview(about, expanded);
  return (
    <section aria-labelledby="about-title" className={card}>
      <h2 id="about-title" className="text-heading text-ink-900">
        About
      </h2>
      <p className="mt-2 whitespace-pre-line text-ink-700">{preview.text}</p>
      {preview.truncated ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? 'See Less' : 'See More'}
        </button>
      ) : null}
    </section>
  );
}

/** What a locked area looks like underneath: grey shapes only, no one's data (the server does not send it). */
function LockedArea() {
  return (
    <div className="relative overflow-hidden rounded-card">
      <div aria-hidden="true" className="flex flex-col gap-4 p-2 blur-[3px] select-none">
        <div className="flex gap-3">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="size-12 rounded-full bg-ink-200" />
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {[20, 16, 24, 14, 18].map((width, index) => (
            <span key={index} className="h-7 rounded-full bg-brand-100" style={{ width: `${width * 4}px` }} />
          ))}
        </div>
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface/60 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-white shadow-soft">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <p className="font-semibold text-ink-900">{CONNECTION_MESSAGES.connectToExplore}</p>
      </div>
    </div>
  );
}

function CollabsAndSkills({ view }: { view: ProfileView }) {
  return (
    <section aria-labelledby="collabs-title" className={card}>
      <h2 id="collabs-title" className="text-heading text-ink-900">
        Collabs and Skills
      </h2>
      <div className="mt-3">
        {view.locked ? (
          <LockedArea />
        ) : (
          <div className="flex flex-col gap-5">
            <div>
              <h3 className="flex items-center gap-1.5 text-sm font-semibold text-ink-600">
                <Handshake className="size-4" aria-hidden="true" /> Collaborators
              </h3>
              {view.collaborators.length === 0 ? (
                <p className="mt-2 text-sm text-ink-500">No collaborators yet.</p>
              ) : (
                <ul className="mt-2 flex flex-col gap-2">
                  {view.collaborators.map((person, index) => {
                    const body = (
                      <>
                        <Avatar name={person.name} src={person.profilePictureUrl} size="sm" />
                        <span className="min-w-0">
                          <span className="block truncate text-sm font-semibold text-ink-900">{person.name}</span>
                          {person.headline ? <span className="block truncate text-caption text-ink-500">{person.headline}</span> : null}
                        </span>
                      </>
                    );
                    return (
                      <li key={person.id ?? index}>
                        {person.id ? (
                          <Link to={profilePath(person.id)} className="flex items-center gap-2.5 rounded-lg p-1 hover:bg-ink-50">
                            {body}
                          </Link>
                        ) : (
                          <div className="flex items-center gap-2.5 p-1">{body}</div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
            <div>
              <h3 className="flex items-center gap-1.5 text-sm font-semibold text-ink-600">
                <Sparkles className="size-4" aria-hidden="true" /> Skills
              </h3>
              {view.skills.length === 0 ? (
                <p className="mt-2 text-sm text-ink-500">{CONNECTION_MESSAGES.noSkills}</p>
              ) : (
                <ul aria-label="Skills" className="mt-2 flex flex-wrap gap-1.5">
                  {view.skills.map((skill) => (
                    <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
                      {skill}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function AboutPersonPanel({ view }: { view: ProfileView }) {
  const first = view.name.split(' ')[0] ?? view.name;
  const rows = [
    { icon: MapPin, label: 'Location', value: view.location },
    { icon: GraduationCap, label: 'College', value: view.college },
    { icon: BookOpen, label: 'Course', value: view.degree },
    ...view.education.filter(Boolean).map((value) => ({ icon: GraduationCap, label: 'Education', value })),
  ].filter((row) => row.value);
  return (
    <section aria-labelledby="person-panel-title" className={card}>
      <h2 id="person-panel-title" className="font-semibold text-ink-900">
        About {first}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">{CONNECTION_MESSAGES.noAbout}</p>
      ) : (
        <dl className="mt-3 flex flex-col gap-3">
          {rows.map((row, index) => (
            // A group of a description list may hold only its term and description, so the icon sits inside the term.
            <div key={`${row.label}-${index}`} className="relative min-w-0 pl-6.5">
              <dt className="text-caption text-ink-500">
                <row.icon className="absolute top-0.5 left-0 size-4 text-ink-400" aria-hidden="true" />
                {row.label}
              </dt>
              <dd className="text-sm break-words text-ink-800">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="flex flex-col gap-4">
      <div className={cn(frame, 'overflow-hidden')}>
        <Skeleton className="h-24 rounded-none" />
        <div className="flex flex-col gap-3 px-5 pb-5">
          <Skeleton className="-mt-12 size-24 rounded-full ring-4 ring-surface" />
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-10 w-40" />
        </div>
      </div>
      <div className={card}>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-3/4" />
      </div>
      <div className={card}>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-3 h-16 w-full" />
      </div>
    </div>
  );
}

function Layout({ view, notice, action, footer }: { view: ProfileView; notice: ReactNode; action: ReactNode; footer: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-4">
      <title>{`${view.name} · Campus`}</title>
      <BackLink fallback="/NetworkPage" />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_17rem] xl:grid-cols-[14rem_minmax(0,1fr)_17rem]">
        <aside className="hidden xl:block" aria-label={`About ${view.name}`}>
          <div className="sticky top-24">
            <AboutPersonPanel view={view} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          <Header view={view} action={action} />
          {notice}
          <About about={view.about} />
          <CollabsAndSkills view={view} />
        </div>
        <aside className="hidden lg:block" aria-label="People you may know">
          <div className={cn(card, 'sticky top-24')}>
            <h2 className="flex items-center gap-2 font-semibold text-ink-900">
              <UsersRound className="size-4 text-ink-500" aria-hidden="true" /> People you may know
            </h2>
            <PeopleYouMayKnow ownId={user?.id ?? ''} {...(view.id ? { excludeId: view.id } : {})} compact />
          </div>
        </aside>
      </div>
      {footer ? (
        // Sticky above the bottom navigation within the page, not fixed over the whole screen: it keeps clear of
        // the footer's links, and the page's scroll padding keeps a control reached with Tab above it.
        <div className="sticky bottom-clear z-30 rounded-card bg-surface/95 px-4 py-3 shadow-lifted ring-1 ring-ink-200 backdrop-blur min-[769px]:hidden">
          {footer}
        </div>
      ) : null}
    </div>
  );
}

function NoticeLine({ actions, status }: { actions: ConnectionActions; status: RelationStatus }) {
  // "Connection request sent successfully!" is not shown beside "Connected" once the request was accepted.
  if (!actions.notice || (actions.notice.whileStatus && actions.notice.whileStatus !== status)) return null;
  return (
    <p
      role={actions.notice.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-card px-4 py-3 text-sm font-medium ring-1',
        actions.notice.tone === 'error' ? 'bg-danger-50 text-danger-700 ring-danger-200' : 'bg-mint-50 text-mint-700 ring-mint-100',
      )}
    >
      {actions.notice.text}
    </p>
  );
}

function LiveProfile({ ownId, view }: { ownId: string; view: ProfileView & { id: string } }) {
  const state: RelationState = useRelation(ownId, view.id, view.username ?? view.name);
  const actions = useConnectionActions(ownId, { id: view.id, name: view.name });
  return (
    <>
      <Layout
        view={view}
        notice={<NoticeLine actions={actions} status={state.relation?.status ?? 'none'} />}
        action={<ConnectionAction personId={view.id} state={state} actions={actions} />}
        footer={<ConnectionAction personId={view.id} state={state} actions={actions} block />}
      />
      {actions.dialog}
    </>
  );
}

function FallbackProfile({ message }: { message: string }) {
  return (
    <Layout
      view={fallbackProfileView()}
      notice={
        <p role="alert" className="rounded-card bg-accent-50 px-4 py-3 text-sm font-medium text-accent-800 ring-1 ring-accent-200">
          {message}
        </p>
      }
      action={null}
      footer={null}
    />
  );
}

function ProfileById({ userId, ownId }: { userId: string; ownId: string }) {
  const profile = useProfile(userId);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <FallbackProfile message={fallbackMessage(userId, connectionErrorMessage(profile.error, CONNECTION_MESSAGES.loadProfileFailed))} />
    );
  }
  return <LiveProfile ownId={ownId} view={{ ...profileView(profile.data), id: profile.data.id }} />;
}

/** /AfterConnecting/{userId}: another student's profile and the connection action (community §2.9). */
export default function OtherProfilePage() {
  const { userId } = useParams();
  const { user } = useAuth();
  const ownId = user?.id ?? '';
  if (!userId) return <FallbackProfile message={fallbackMessage(undefined, '')} />;
  if (userId === ownId) return <Navigate to="/self-profile" replace />;
  return <ProfileById key={userId} userId={userId} ownId={ownId} />;
}
