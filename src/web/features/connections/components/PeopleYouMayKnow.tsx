import { Clock, Lock, RefreshCw, UserPlus, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { CONNECTION_MESSAGES } from '../../../../shared/contracts/connections.constants.js';
import type { SuggestedPerson } from '../../../../shared/contracts/profiles.js';
import { Avatar, Button, Skeleton, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { MATCH_LABELS, useSuggestions } from '../../profiles';
import { isAlreadyRequested, useConnect } from '../api/connect';
import { useSentRequests } from '../api/requests';
import { connectionErrorMessage } from '../lib/messages';
import { profilePath } from '../lib/paths';
import { EmptyState, ListError } from './ListStates';

const SKILLS_SHOWN = 3;

/** The first skills a suggested person shares publicly; the suggestions call leaves them out when details are private. */
function SkillChips({ person, name }: { person: SuggestedPerson; name: string }) {
  if (person.detailsHidden) {
    return (
      <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-ink-100 px-2.5 py-1 text-caption font-medium text-ink-600">
        <Lock className="size-3.5" aria-hidden="true" /> Details are private
      </p>
    );
  }
  if (person.skills.length === 0) return null;
  const extra = person.skills.length - SKILLS_SHOWN;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={`Skills of ${name}`}>
      {person.skills.slice(0, SKILLS_SHOWN).map((skill) => (
        <li key={skill} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-caption font-medium text-brand-800 ring-1 ring-brand-200">
          {skill}
        </li>
      ))}
      {extra > 0 ? <li className="px-1 py-0.5 text-caption font-medium text-ink-500">+{extra} more</li> : null}
    </ul>
  );
}

function SuggestionCard({
  person,
  requested,
  pending,
  onConnect,
  compact,
}: {
  person: SuggestedPerson;
  requested: boolean;
  pending: boolean;
  onConnect: () => void;
  compact: boolean;
}) {
  const name = person.name || person.username || 'Student';
  const match = MATCH_LABELS[person.match];
  const study = [person.college, person.degree].filter(Boolean).join(' · ');
  return (
    <li
      aria-label={name}
      className={cn('flex gap-3', compact ? 'items-center py-3' : 'flex-col rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200')}
    >
      <Link to={profilePath(person.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg hover:opacity-90">
        <Avatar name={name} src={person.profilePictureUrl} size={compact ? 'md' : 'lg'} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink-900">{name}</span>
          <span className="block truncate text-sm text-ink-500">
            {person.headline || study || (person.username ? `@${person.username}` : '')}
          </span>
          {match && !compact ? (
            <span className="mt-1 inline-flex rounded-full bg-mint-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-mint-700">
              {match}
            </span>
          ) : null}
        </span>
      </Link>
      {compact ? null : <SkillChips person={person} name={name} />}
      {requested ? (
        <Button
          variant="secondary"
          size="sm"
          disabled
          icon={<Clock className="size-4" aria-hidden="true" />}
          aria-label={`Requested ${name}`}
          title="Requested"
          className={compact ? 'w-9 shrink-0 px-0' : 'w-full'}
        >
          {compact ? null : 'Requested'}
        </Button>
      ) : (
        <Button
          variant={compact ? 'outline' : 'primary'}
          size="sm"
          onClick={onConnect}
          loading={pending}
          icon={<UserPlus className="size-4" aria-hidden="true" />}
          aria-label={`Connect with ${name}`}
          title={`Connect with ${name}`}
          className={compact ? 'w-9 shrink-0 px-0' : 'w-full'}
        >
          {compact ? null : 'Connect'}
        </Button>
      )}
    </li>
  );
}

/** "People you may know" (GET /api/users/suggestions) with a Connect button each; `compact` is the side panel's short list. */
export function PeopleYouMayKnow({ ownId, excludeId, compact = false }: { ownId: string; excludeId?: string; compact?: boolean }) {
  const suggestions = useSuggestions();
  const sent = useSentRequests(ownId);
  const connect = useConnect(ownId);
  const requestedIds = new Set((sent.data ?? []).filter((request) => request.kind === 'connection').map((request) => request.receiverId));
  const people = (suggestions.data?.pages.flatMap((page) => page.people) ?? []).filter((person) => person.id !== excludeId);
  const shown = compact ? people.slice(0, 5) : people;

  const onConnect = (person: SuggestedPerson) =>
    connect.mutate(person.id, {
      onSuccess: () => toast({ title: CONNECTION_MESSAGES.sent, tone: 'success' }),
      onError: (error) =>
        isAlreadyRequested(error)
          ? toast({ title: CONNECTION_MESSAGES.alreadySent, tone: 'info' })
          : toast({ title: connectionErrorMessage(error, CONNECTION_MESSAGES.sendFailed), tone: 'error' }),
    });

  if (suggestions.isPending) {
    return (
      <ul
        role="status"
        aria-label="Loading people you may know"
        className={compact ? 'flex flex-col gap-4 py-2' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'}
      >
        {Array.from({ length: compact ? 4 : 6 }, (_, index) => (
          <li key={index} className={cn('flex items-center gap-3', !compact && 'rounded-card bg-surface p-4 ring-1 ring-ink-200')}>
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="mt-2 h-3 w-20" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (suggestions.isError && people.length === 0) {
    return <ListError query={suggestions} fallback="People you may know could not be loaded." />;
  }
  if (shown.length === 0) {
    return (
      <EmptyState icon={UsersRound} title="No one to suggest yet">
        As more students from your college join Campus, they will appear here.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={compact ? 'People you may know' : 'Suggested people'}
        className={compact ? 'divide-y divide-ink-100' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'}
      >
        {shown.map((person) => (
          <SuggestionCard
            key={person.id}
            person={person}
            compact={compact}
            requested={requestedIds.has(person.id)}
            pending={connect.isPending && connect.variables === person.id}
            onConnect={() => onConnect(person)}
          />
        ))}
      </ul>
      {compact ? (
        <Link to="/NetworkPage" className="text-sm font-semibold text-brand-700 hover:underline">
          See all
        </Link>
      ) : suggestions.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void suggestions.fetchNextPage()}
          loading={suggestions.isFetchingNextPage}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          Show more people
        </Button>
      ) : null}
    </div>
  );
}
