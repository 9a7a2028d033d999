import { Briefcase, Clock } from 'lucide-react';
import type { MentorListItem } from '../../../../shared/contracts/mentors.js';
import { Avatar } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { Rating, ScheduleCallLink, TagSlider, mentorPath } from './MentorBits';
import { Link } from 'react-router';
import { countOf } from '../../../../shared/format.js';
import { ReliabilityLines } from './Reliability';

/** A card of the "All Mentors" list (platform-core §2.6). */
export function MentorCard({ mentor }: { mentor: MentorListItem }) {
  return (
    <article
      className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200"
      data-testid="mentor-card"
      aria-labelledby={`mentor-${mentor.id}`}
    >
      <div className="flex items-start gap-4">
        <Avatar name={mentor.fullName} src={mentor.profilePictureUrl} size="xl" />
        <div className="min-w-0 flex-1">
          <h2 id={`mentor-${mentor.id}`} className="text-base font-semibold text-ink-900">
            <Link to={mentorPath(mentor.id)} className="hover:text-brand-700">
              {mentor.fullName}
            </Link>
          </h2>
          <p className="text-sm text-ink-600">{mentor.headline}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700">
            <Rating value={mentor.rating} />
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4 text-ink-400" aria-hidden="true" />
              {countOf(mentor.experience, { one: 'year', other: 'years' })}
            </span>
            {mentor.company ? (
              <span className="inline-flex items-center gap-1">
                <Briefcase className="size-4 text-ink-400" aria-hidden="true" />
                {mentor.company}
              </span>
            ) : null}
          </div>
          <div className="mt-2">
            <ReliabilityLines figures={mentor.reliability} />
          </div>
        </div>
      </div>
      <TagSlider mentor={mentor} compact />
      <div className="mt-auto flex flex-wrap gap-2">
        <span
          className={cn(
            'inline-flex h-9 items-center rounded-button px-3 text-sm font-semibold',
            mentor.availableToday ? 'bg-mint-100 text-mint-700' : 'bg-ink-100 text-ink-500',
          )}
        >
          <span className="sr-only">Next free slot: </span>
          {mentor.availability ?? 'No free slot this week'}
        </span>
        <ScheduleCallLink id={mentor.id} className="flex-1" />
      </div>
    </article>
  );
}
