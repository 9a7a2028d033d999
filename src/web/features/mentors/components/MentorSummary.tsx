import { Link } from 'react-router';
import type { ReferralMentor } from '../../../../shared/contracts/mentors.js';
import { REFERRAL_MESSAGES } from '../../../../shared/contracts/mentors.constants.js';
import { formatRupees } from '../../../../shared/format.js';
import { Avatar } from '../../../components/ui';
import { Rating, mentorPath } from './MentorBits';

/** The referrer a referral page is about: photo, name, role, rating, "Refer to" and the price. */
export function MentorSummary({ mentor }: { mentor: ReferralMentor }) {
  return (
    <section className="flex flex-wrap items-center gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
      <Avatar name={mentor.fullName} src={mentor.profilePictureUrl} size="lg" />
      <div className="min-w-[12rem] flex-1">
        <h2 className="text-base font-semibold text-ink-900">
          <Link to={mentorPath(mentor.id)} className="hover:text-brand-700">
            {mentor.fullName}
          </Link>
        </h2>
        <p className="text-sm text-ink-600">
          {mentor.headline}
          {mentor.company ? ` · ${mentor.company}` : ''}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700">
          <Rating value={mentor.rating} reviews={mentor.totalReviews} />
          <span>Refer to: {mentor.referTo.join(', ') || '—'}</span>
        </div>
      </div>
      <div className="flex max-w-56 flex-col items-end gap-1 text-right">
        <p
          className="rounded-full bg-brand-50 px-4 py-2 text-lg font-bold text-brand-700"
          aria-label={`Price ${formatRupees(mentor.referralPrice)}`}
        >
          {formatRupees(mentor.referralPrice)}
        </p>
        <p className="text-xs text-ink-600">{REFERRAL_MESSAGES.priceExplained}</p>
      </div>
    </section>
  );
}
