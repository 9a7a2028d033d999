import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { Button, Skeleton, buttonClasses } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useReferralRequests } from '../api/referralRequests';
import { MentorPageHeader } from '../components/MentorBits';
import { ReferralCarousel } from '../components/ReferralCarousel';
import { ReferralRequestCard } from '../components/ReferralRequestCard';

function MyReferralRequests() {
  const { data, isPending, isError, refetch } = useReferralRequests('student');
  return (
    <section aria-labelledby="my-referrals" className="flex flex-col gap-3">
      <h2 id="my-referrals" className="text-heading text-ink-900">
        Your referral requests
      </h2>
      {isPending ? (
        <Skeleton className="h-28" />
      ) : isError ? (
        <div role="alert" className="flex items-center gap-3 text-danger-700">
          Could not load your referral requests.
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.requests.length === 0 ? (
        <p role="status" className="rounded-card border border-dashed border-ink-300 p-6 text-center text-ink-600">
          No referral requests yet. Give an assessment to a mentor to ask for a referral.
        </p>
      ) : (
        data.requests.map((request) => <ReferralRequestCard key={request.id} request={request} as="student" />)
      )}
    </section>
  );
}

/** /GetRfereral: the referral carousel (platform-core §2.8) and the student's own requests. */
export default function GetReferralPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <title>Get Referral · Campus</title>
      <MentorPageHeader title="Get Referral" subtitle="Get referred by mentors at top companies.">
        {user?.role === 'mentor' ? (
          <Link to="/MentorReferrals" className={buttonClasses({ variant: 'light', size: 'sm' })}>
            <Handshake className="size-4" aria-hidden="true" /> Your referral requests and price
          </Link>
        ) : null}
      </MentorPageHeader>
      <ReferralCarousel />
      {user?.role === 'student' ? <MyReferralRequests /> : null}
    </div>
  );
}
