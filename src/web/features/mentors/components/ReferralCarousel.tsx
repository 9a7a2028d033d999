import { Link } from 'react-router';
import { BOOKING_MESSAGES, REFERRAL_MESSAGES, REFERRAL_SLIDE_MS } from '../../../../shared/contracts/mentors.constants.js';
import { Carousel, Skeleton } from '../../../components/ui';
import { useReferralMentors } from '../api/referralMentors';
import { ReferralCard } from './ReferralCard';
import { SAMPLE_REFERRAL_MENTORS, isUnreachable } from './referralSamples';

/** "Get Referral" (platform-core §2.8): one referrer at a time, wrap-around arrows, a 300 ms slide, Show All. */
export function ReferralCarousel({ limit = 10 }: { limit?: number }) {
  const { data, isPending, isError, error } = useReferralMentors({}, limit);
  const sample = isError && isUnreachable(error);
  const mentors = sample ? SAMPLE_REFERRAL_MENTORS : (data?.mentors ?? []);

  return (
    <section
      aria-labelledby="referral-title"
      className="flex flex-col gap-4 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="referral-title" className="text-heading text-ink-900">
          Get Referral
        </h2>
        <Link to="/GetReferalShowAll" className="text-sm font-semibold text-brand-700 hover:underline">
          Show All
        </Link>
      </div>
      {sample ? (
        <p role="status" className="rounded-field bg-accent-50 px-3 py-2 text-sm text-accent-800">
          {REFERRAL_MESSAGES.sampleNotice}
        </p>
      ) : null}
      {isPending ? (
        <div className="flex flex-col gap-3" data-testid="referral-skeleton">
          <div className="flex items-center gap-4">
            <Skeleton className="size-16 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-9 w-full" />
        </div>
      ) : isError && !sample ? (
        <p role="alert" className="text-danger-700">
          {BOOKING_MESSAGES.loadMentorsFailed}
        </p>
      ) : mentors.length === 0 ? (
        <p role="status" className="text-ink-600">
          No mentors found.
        </p>
      ) : (
        <Carousel
          items={mentors}
          slideMs={REFERRAL_SLIDE_MS}
          itemLabel="referral mentor"
          itemKey={(mentor, position) => `${mentor.id}-${position}`}
          renderItem={(mentor, position) => <ReferralCard mentor={mentor} index={position} sample={sample} />}
          positionTestId="referral-position"
        />
      )}
    </section>
  );
}
