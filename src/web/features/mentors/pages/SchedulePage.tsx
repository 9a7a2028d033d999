import { Link, useParams } from 'react-router';
import { BOOKING_MESSAGES, REFERRAL_SESSION_TYPE } from '../../../../shared/contracts/mentors.constants.js';
import { Skeleton } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useMentor } from '../api/mentors';
import { useReferralMentor } from '../api/referralMentors';
import { BookingFlow } from '../components/BookingFlow';
import { MentorPageHeader } from '../components/MentorBits';
import { MentorSummary } from '../components/MentorSummary';
import { useIsMobile } from '../../../lib/useMediaQuery';

/** /schedule/{id}: book a referral call with the mentor through the booking flow (platform-core §2.9). Payment is not taken here. */
export default function SchedulePage() {
  const { id } = useParams();
  const mobile = useIsMobile();
  const referrer = useReferralMentor(id);
  const detail = useMentor(id);
  const failed = referrer.error ?? detail.error;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>Schedule a call · Campus</title>
      <MentorPageHeader title="Schedule a referral call" subtitle="Pick a slot (IST) and tell the mentor what you need." />
      {referrer.isPending || detail.isPending ? (
        <Skeleton className="h-48" />
      ) : failed || !referrer.data || !detail.data ? (
        <div role="alert" className="rounded-card bg-surface p-8 text-center ring-1 ring-ink-200">
          <p className="font-semibold text-ink-800">{BOOKING_MESSAGES.noMentorData}</p>
          <p className="mt-1 text-sm text-danger-700">{messageFrom(failed, BOOKING_MESSAGES.loadMentorFailed)}</p>
          <Link to="/GetReferalShowAll" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            See all referral mentors
          </Link>
        </div>
      ) : (
        <>
          <MentorSummary mentor={referrer.data} />
          <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
            <BookingFlow mentor={detail.data} mobile={mobile} sessionType={REFERRAL_SESSION_TYPE} />
          </section>
        </>
      )}
    </div>
  );
}
