import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Mentor } from '../../../../shared/contracts/mentors.js';
import { BOOKING_MESSAGES, MENTOR_SLIDE_MS } from '../../../../shared/contracts/mentors.constants.js';
import { Avatar, Carousel, Skeleton } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useTopMentors } from '../api/mentors';
import { LinkedinLink, Rating, ScheduleCallLink, mentorPath } from './MentorBits';

function Slide({ mentor, tab }: { mentor: Mentor; tab: TagTab }) {
  const tags = tab === 'focus' ? mentor.functionalFocusArea : mentor.areaOfExpertise;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center" data-testid="top-mentor-slide">
      <Avatar name={mentor.fullName} src={mentor.profilePictureUrl} size="xl" className="size-24 text-3xl" priority />
      <div className="min-w-0 flex-1">
        <h3 className="text-heading text-ink-900">
          <Link to={mentorPath(mentor.id)} className="hover:text-brand-700">
            {mentor.fullName}
          </Link>
        </h3>
        <p className="text-sm text-ink-600">
          {mentor.headline}
          {mentor.company ? ` · ${mentor.company}` : ''}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <Rating value={mentor.rating} reviews={mentor.totalReviews} />
          <LinkedinLink mentor={mentor} />
        </div>
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <span className="text-sm font-semibold text-mint-700">{mentor.availability ?? 'Check Schedule'}</span>
          <ScheduleCallLink id={mentor.id} />
        </div>
      </div>
    </div>
  );
}

type TagTab = 'focus' | 'expertise';

/** The panel around the carousel: its heading, "Show all" and the tag tabs. */
function TopMentorsPanel({ tab, onTab, children }: { tab: TagTab; onTab: (tab: TagTab) => void; children: ReactNode }) {
  return (
    <section
      aria-labelledby="top-mentors-title"
      className="flex flex-col gap-4 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="top-mentors-title" className="text-heading text-ink-900">
          Top Mentors
        </h2>
        <Link to="/MentorSectionShowAll" className="text-sm font-semibold text-brand-700 hover:underline">
          Show all
        </Link>
      </div>
      <div role="tablist" aria-label="Mentor tags" className="inline-flex w-max rounded-full bg-ink-100 p-0.5 text-sm font-semibold">
        {(
          [
            ['focus', 'Focus Area'],
            ['expertise', 'Expertise'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => onTab(key)}
            className={cn('rounded-full px-4 py-1.5', tab === key ? 'bg-surface text-brand-700 shadow-soft' : 'text-ink-600')}
          >
            {label}
          </button>
        ))}
      </div>
      {children}
    </section>
  );
}

/** A slide's place while the mentors load: as tall as a loaded slide with its arrows, so nothing below moves. */
function SlideSkeleton() {
  return (
    <div className="flex min-h-[21.9rem] flex-col gap-4 sm:min-h-[11.9rem] sm:flex-row sm:items-center" data-testid="top-mentor-skeleton">
      <Skeleton className="size-24 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-9 w-40" />
      </div>
    </div>
  );
}

/** The mentors, one at a time, wrap-around arrows and a 200 ms slide (platform-core §2.7). */
function MentorSlides({ mentors, tab }: { mentors: readonly Mentor[]; tab: TagTab }) {
  return (
    <Carousel
      items={mentors}
      slideMs={MENTOR_SLIDE_MS}
      itemLabel="mentor"
      itemKey={(mentor) => mentor.id}
      renderItem={(mentor) => <Slide mentor={mentor} tab={tab} />}
      positionTestId="top-mentor-position"
    />
  );
}

/**
 * The carousel in a page's frame, while the session check runs: the mentors the server drew into the page's HTML
 * where it had them (the same list the carousel then shows, so its photo paints before any code has run), else a
 * slide's place. `onlyKnown` draws nothing rather than a place.
 */
export function TopMentorsFrame({ onlyKnown = false }: { onlyKnown?: boolean }) {
  const mentors = useTopMentors({ fetch: false }).data?.mentors ?? [];
  if (onlyKnown && mentors.length === 0) return null;
  return (
    <TopMentorsPanel tab="focus" onTab={() => undefined}>
      {mentors.length > 0 ? <MentorSlides mentors={mentors} tab="focus" /> : <SlideSkeleton />}
    </TopMentorsPanel>
  );
}

/** Top mentors, one at a time (platform-core §2.7), with the tag tabs. */
export function TopMentorCarousel() {
  const { data, isPending, isError } = useTopMentors();
  const [tab, setTab] = useState<TagTab>('focus');
  const mentors = data?.mentors ?? [];

  return (
    <TopMentorsPanel tab={tab} onTab={setTab}>
      {isPending ? (
        <SlideSkeleton />
      ) : isError ? (
        <p role="alert" className="text-danger-700">
          {BOOKING_MESSAGES.loadMentorsFailed}
        </p>
      ) : mentors.length === 0 ? (
        <p role="status" className="text-ink-600">
          No mentors found.
        </p>
      ) : (
        <MentorSlides mentors={mentors} tab={tab} />
      )}
    </TopMentorsPanel>
  );
}
