import { Handshake, Lock, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Connection } from '../../../../shared/contracts/connections.js';
import { CONNECTION_MESSAGES } from '../../../../shared/contracts/connections.constants.js';
import { countOf, formatDateLong } from '../../../../shared/format.js';
import { Button, buttonClasses, toast } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useProfile } from '../../profiles';
import { useEndCollaboration, useRequestCollaboration } from '../api/collaborate';
import { useConnectionsPages } from '../api/connections';
import { usePendingRequests, useSentRequests } from '../api/requests';
import { BackLink } from '../components/BackLink';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState, ListError, PeopleSkeleton } from '../components/ListStates';
import { PeopleSearch } from '../components/PeopleSearch';
import { PersonRow, personName } from '../components/PersonRow';
import { IncomingRequests, SentRequests } from '../components/RequestLists';
import { Section } from '../components/Section';
import { confirmationText } from '../lib/confirmations';
import { connectionErrorMessage } from '../lib/messages';
import { profilePath } from '../lib/paths';
import { displayNameOf } from '../lib/profileView';
import { useDebounced } from '../lib/useDebounced';
import { useRelationsLive } from '../lib/useRelationsLive';

const INVITE_PAGE_SIZE = 10;

function MyCollaborators() {
  const query = useConnectionsPages('');
  const end = useEndCollaboration();
  const [ending, setEnding] = useState<Connection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pages = query.data?.pages ?? [];
  const list = pages.flatMap((page) => page.collaborators);
  const total = pages[0]?.totalCollaborators ?? 0;
  const text = confirmationText('endCollaboration', ending ? personName(ending.otherUser) : '');

  if (query.isPending) return <PeopleSkeleton rows={3} label="Loading collaborators" />;
  if (query.isError && pages.length === 0) {
    return <ListError query={query} fallback={CONNECTION_MESSAGES.fetchProfileFailed} />;
  }
  if (list.length === 0) {
    return (
      <EmptyState icon={Handshake} title="No collaborators yet">
        Invite one of your connections below to build something together.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Your collaborators" className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {list.map((connection) => (
          <PersonRow
            key={connection.id}
            person={connection.otherUser}
            detail={`Collaborating since ${formatDateLong(connection.collaboratingSince ?? connection.createdAt)}`}
            actions={
              <Button
                size="sm"
                variant="outline"
                aria-label={`End collaboration with ${personName(connection.otherUser)}`}
                onClick={() => {
                  setError(null);
                  setEnding(connection);
                }}
              >
                End
              </Button>
            }
          />
        ))}
      </ul>
      {list.length < total ? (
        <Button variant="outline" className="self-center" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={text.title}
        description={text.description}
        confirmLabel={text.label}
        pending={end.isPending}
        error={error}
        onConfirm={() =>
          ending &&
          end.mutate(ending.otherUser.id, {
            onSuccess: (result) => {
              setEnding(null);
              toast({ title: result.message, tone: 'success' });
            },
            onError: (failure) => setError(connectionErrorMessage(failure, CONNECTION_MESSAGES.statusFailed)),
          })
        }
      />
    </div>
  );
}

/** Connections who are not collaborators yet, each with an Invite button. */
function InviteConnections({ ownId }: { ownId: string }) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const query = useConnectionsPages(search, INVITE_PAGE_SIZE);
  const sent = useSentRequests(ownId, 'collaboration');
  const pending = usePendingRequests(ownId, 'collaboration');
  const invite = useRequestCollaboration();
  const pages = query.data?.pages ?? [];
  const candidates = pages.flatMap((page) => page.connections).filter((connection) => !connection.collaboratingSince);
  const invited = new Set((sent.data ?? []).map((request) => request.receiverId));
  const askedMe = new Set((pending.data ?? []).map((request) => request.senderId));
  const more = pages.length > 0 && pages.flatMap((page) => page.connections).length < (pages[0]?.totalConnections ?? 0);

  return (
    <div className="flex flex-col gap-3">
      <PeopleSearch value={text} onChange={setText} placeholder="Search your connections" label="Search your connections to invite" />
      {query.isPending ? (
        <PeopleSkeleton rows={2} label="Loading connections" />
      ) : query.isError && pages.length === 0 ? (
        <ListError query={query} fallback={CONNECTION_MESSAGES.fetchProfileFailed} />
      ) : candidates.length === 0 ? (
        <EmptyState icon={UserPlus} title={search ? 'No connections found.' : 'No one to invite yet'}>
          {search ? null : (
            <>
              Collaborators are connections first.{' '}
              <Link to="/NetworkPage" className="font-semibold text-brand-700 hover:underline">
                Find classmates
              </Link>
            </>
          )}
        </EmptyState>
      ) : (
        <ul aria-label="Connections to invite" className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {candidates.map((connection) => {
            const other = connection.otherUser;
            const label = invited.has(other.id) ? 'Invited' : askedMe.has(other.id) ? 'Asked you' : null;
            return (
              <PersonRow
                key={connection.id}
                person={other}
                detail={other.headline[0] || other.college || `Connected since ${formatDateLong(connection.createdAt)}`}
                actions={
                  label ? (
                    <span className="rounded-full bg-ink-100 px-2.5 py-1 text-caption font-semibold text-ink-600">{label}</span>
                  ) : (
                    <Button
                      size="sm"
                      aria-label={`Invite ${personName(other)} to collaborate`}
                      loading={invite.isPending && invite.variables === other.id}
                      icon={<Handshake className="size-4" aria-hidden="true" />}
                      onClick={() =>
                        invite.mutate(other.id, {
                          onSuccess: (result) => toast({ title: result.message, tone: 'success' }),
                          onError: (error) =>
                            toast({ title: connectionErrorMessage(error, CONNECTION_MESSAGES.statusFailed), tone: 'error' }),
                        })
                      }
                    >
                      Invite
                    </Button>
                  )
                }
              />
            );
          })}
        </ul>
      )}
      {more ? (
        <Button variant="outline" className="self-center" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}

function OwnCollabs({ ownId }: { ownId: string }) {
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-title text-ink-900">Collaborations</h1>
          <p className="mt-1 text-ink-600">The connections you build projects with, and the invitations between you.</p>
        </div>
        <Link to="/NetworkPage" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <UsersRound className="size-4" aria-hidden="true" /> Go to Network
        </Link>
      </header>
      <Section id="collab-requests-title" title="Collaboration requests">
        <IncomingRequests ownId={ownId} kind="collaboration" />
      </Section>
      <Section id="collaborators-title" title="Your collaborators">
        <MyCollaborators />
      </Section>
      <Section id="collab-sent-title" title="Invitations you sent">
        <SentRequests ownId={ownId} kind="collaboration" />
      </Section>
      <Section id="invite-title" title="Invite a connection">
        <InviteConnections ownId={ownId} />
      </Section>
    </div>
  );
}

/** Someone else's collaborators, when they are visible to the viewer (connections only). */
function TheirCollabs({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  if (profile.isPending) return <PeopleSkeleton rows={3} label="Loading collaborators" />;
  if (profile.isError) {
    return <ListError query={profile} fallback={CONNECTION_MESSAGES.loadProfileFailed} />;
  }
  const name = displayNameOf(profile.data);
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-title text-ink-900">{`${name}'s collaborators`}</h1>
        <p className="mt-1 text-ink-600">{countOf(profile.data._count.connections2, { one: 'collaborator', other: 'collaborators' })}</p>
      </header>
      {profile.data.networkLocked ? (
        <div className="flex flex-col items-center gap-3 rounded-card bg-surface px-4 py-10 text-center ring-1 ring-ink-200">
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-white">
            <Lock className="size-5" aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink-900">{CONNECTION_MESSAGES.connectToExplore}</p>
          <Link to={profilePath(userId)} className={buttonClasses({ size: 'sm' })}>
            Open {name}&apos;s profile
          </Link>
        </div>
      ) : profile.data.collaborators.length === 0 ? (
        <EmptyState icon={Handshake} title="No collaborators yet" />
      ) : (
        <ul aria-label={`Collaborators of ${name}`} className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {profile.data.collaborators.map((person) => (
            <PersonRow key={person.id} person={person} detail={person.headline || (person.username ? `@${person.username}` : '')} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** /collabs and /collab/{userId}: the signed-in user's collaborations to manage, or someone else's collaborators. */
export default function CollabsPage() {
  useRelationsLive();
  const { userId } = useParams();
  const { user } = useAuth();
  const ownId = user?.id ?? '';
  const own = !userId || userId === ownId;
  return (
    <div className="flex flex-col gap-4">
      <title>Collaborations · Campus</title>
      <BackLink fallback="/NetworkPage" />
      {own ? <OwnCollabs ownId={ownId} /> : <TheirCollabs key={userId} userId={userId} />}
    </div>
  );
}
