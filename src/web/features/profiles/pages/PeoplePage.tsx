import { GraduationCap, Lock, RefreshCw, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { SuggestedPerson } from '../../../../shared/contracts/profiles.js';
import { Button, buttonClasses, Skeleton, StatusPanel } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useSuggestions } from '../api/suggestions';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { MATCH_LABELS } from '../lib/editors';

const SKILLS_SHOWN = 3;

function PersonCard({ person }: { person: SuggestedPerson }) {
  const name = person.name || person.username || 'Student';
  const match = MATCH_LABELS[person.match];
  const extra = person.skills.length - SKILLS_SHOWN;
  const study = [person.college, person.degree].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200" aria-label={name}>
      <div className="flex items-start gap-3">
        <ProfilePhoto name={name} src={person.profilePictureUrl} className="size-14 shrink-0 text-lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink-900">{name}</p>
          {person.username ? <p className="truncate text-sm text-ink-500">@{person.username}</p> : null}
          {match ? (
            <span className="mt-1 inline-flex rounded-full bg-mint-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-mint-700">
              {match}
            </span>
          ) : null}
        </div>
      </div>
      {person.headline ? <p className="mt-3 line-clamp-2 text-sm text-ink-700">{person.headline}</p> : null}
      {study ? (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-ink-600">
          <GraduationCap className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden="true" />
          <span className="min-w-0">{study}</span>
        </p>
      ) : null}
      <div className="mt-3 flex-1">
        {person.detailsHidden ? (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-ink-100 px-2.5 py-1 text-caption font-medium text-ink-600">
            <Lock className="size-3.5" aria-hidden="true" /> Details are private
          </p>
        ) : person.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Skills of ${name}`}>
            {person.skills.slice(0, SKILLS_SHOWN).map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-caption font-medium text-brand-800 ring-1 ring-brand-200"
              >
                {skill}
              </li>
            ))}
            {extra > 0 ? <li className="px-1 py-0.5 text-caption font-medium text-ink-500">+{extra} more</li> : null}
          </ul>
        ) : null}
      </div>
      <Link to={`/AfterConnecting/${person.id}`} className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-4')}>
        View profile
      </Link>
    </li>
  );
}

function PeopleSkeleton() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading people">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="mt-2 h-3 w-20" />
            </div>
          </div>
          <Skeleton className="mt-4 h-3 w-full" />
          <Skeleton className="mt-2 h-3 w-2/3" />
          <Skeleton className="mt-5 h-9 w-full" />
        </li>
      ))}
    </ul>
  );
}

/** /follower-section: people to meet, from the viewer's college and course first (GET /api/users/suggestions). */
export default function PeoplePage() {
  const { user } = useAuth();
  const query = useSuggestions();
  const first = query.data?.pages[0];
  const people = query.data?.pages.flatMap((page) => page.people) ?? [];
  const basis = first?.basis;
  const subtitle =
    basis?.college || basis?.degree
      ? `Students from ${[basis.college, basis.degree].filter(Boolean).join(', studying ')} come first.`
      : 'Students on Campus you might like to meet.';

  return (
    <div className="flex flex-col gap-6">
      <title>People you may know · Campus</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-title text-ink-900">People you may know</h1>
        <p className="text-ink-600">{query.isPending ? 'Finding classmates...' : subtitle}</p>
      </header>

      {first && !basis?.college && !basis?.degree && user?.role === 'student' ? (
        <p className="rounded-card bg-accent-50 px-4 py-3 text-sm text-ink-800 ring-1 ring-accent-200">
          Add your college and course to see your classmates first.{' '}
          <Link to={`/PersonalInfoUpdate/${user.id}`} className="font-semibold text-brand-700 hover:underline">
            Update your details
          </Link>
        </p>
      ) : null}

      {query.isPending ? (
        <PeopleSkeleton />
      ) : query.isError && people.length === 0 ? (
        <StatusPanel
          eyebrow="People"
          title="We could not load suggestions"
          actions={
            <Button
              onClick={() => void query.refetch()}
              loading={query.isFetching}
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
            >
              Retry
            </Button>
          }
        >
          <p role="alert">{messageFrom(query.error, 'Please check your connection and try again.')}</p>
        </StatusPanel>
      ) : people.length === 0 ? (
        <StatusPanel
          art={
            <span className="flex size-20 items-center justify-center rounded-3xl bg-brand-50 text-brand-700">
              <UsersRound className="size-10" aria-hidden="true" />
            </span>
          }
          eyebrow="People"
          title="No one to suggest yet"
          actions={
            <Link to="/view" className={buttonClasses({ variant: 'outline' })}>
              Back to dashboard
            </Link>
          }
        >
          As more students from your college join Campus, they will appear here.
        </StatusPanel>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Suggested people">
            {people.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-ink-500">
              Showing {people.length} of {first?.total ?? people.length}
            </p>
            {query.hasNextPage ? (
              <Button variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                Show more people
              </Button>
            ) : null}
            {query.isFetchNextPageError ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {messageFrom(query.error, 'More people could not be loaded. Please try again.')}
              </p>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
