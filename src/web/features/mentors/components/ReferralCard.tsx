import { Briefcase, Building2, Clock, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { ReferralMentor } from '../../../../shared/contracts/mentors.js';
import { REFERRAL_MESSAGES } from '../../../../shared/contracts/mentors.constants.js';
import { countOf, formatRupees } from '../../../../shared/format.js';
import { Avatar, buttonClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { paletteAt } from '../../../lib/palette';
import { Rating, mentorPath } from './MentorBits';

export const assessmentPath = (id: string) => `/assessment/${id}`;
export const schedulePath = (id: string) => `/schedule/${id}`;

/**
 * A referrer (platform-core §2.8–2.9): rating, experience, "Refer to", number of sessions, "Give Assessment"
 * and the price button. Sample mentors (API unreachable) have no pages, so their buttons are disabled.
 */
export function ReferralCard({ mentor, index, sample = false }: { mentor: ReferralMentor; index: number; sample?: boolean }) {
  const palette = paletteAt(index);
  const price = formatRupees(mentor.referralPrice);
  return (
    <article
      className="flex h-full flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200"
      data-testid="referral-card"
      aria-labelledby={`referral-${mentor.id}`}
    >
      <div className="flex items-start gap-4">
        <span className={cn('rounded-full p-1', palette.tile)}>
          <Avatar name={mentor.fullName} src={mentor.profilePictureUrl} size="lg" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`referral-${mentor.id}`} className="text-base font-semibold text-ink-900">
            {sample ? (
              mentor.fullName
            ) : (
              <Link to={mentorPath(mentor.id)} className="hover:text-brand-700">
                {mentor.fullName}
              </Link>
            )}
          </h3>
          <p className="flex items-center gap-1 text-sm text-ink-600">
            <Briefcase className="size-4 shrink-0 text-ink-400" aria-hidden="true" />
            <span className="truncate">
              {mentor.headline}
              {mentor.company ? ` · ${mentor.company}` : ''}
            </span>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700">
            <Rating value={mentor.rating} reviews={mentor.totalReviews} />
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4 text-ink-400" aria-hidden="true" />
              {countOf(mentor.experience, { one: 'year', other: 'years' })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users className="size-4 text-ink-400" aria-hidden="true" />
              {countOf(mentor.sessions, { one: 'session', other: 'sessions' })}
            </span>
          </div>
        </div>
      </div>
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink-700">
        <Building2 className="size-4 text-ink-400" aria-hidden="true" />
        <span className="font-semibold">Refer to</span>
        {mentor.referTo.map((company) => (
          <span key={company} className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', palette.tile, palette.icon)}>
            {company}
          </span>
        ))}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 [&>*]:flex-1 [&>*]:whitespace-nowrap">
        {sample ? (
          <>
            <span aria-disabled="true" className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'opacity-50')}>
              Give Assessment
            </span>
            <span aria-disabled="true" className={cn(buttonClasses({ size: 'sm' }), 'opacity-50')}>
              {price}
            </span>
          </>
        ) : (
          <>
            <Link to={assessmentPath(mentor.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Give Assessment
            </Link>
            <Link
              to={schedulePath(mentor.id)}
              className={buttonClasses({ size: 'sm' })}
              aria-label={`Schedule a referral call for ${price}`}
              aria-describedby={`referral-price-${mentor.id}`}
            >
              {price}
            </Link>
          </>
        )}
      </div>
      <p id={`referral-price-${mentor.id}`} className="-mt-2 text-xs text-ink-600">
        {REFERRAL_MESSAGES.priceExplained}
      </p>
    </article>
  );
}
