import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_MESSAGES, REFERRAL_MESSAGES, REFERRAL_SLIDE_MS } from '../../../../shared/contracts/mentors.js';
import { Skeleton } from '../../../components/ui';
import { useReferralMentors } from '../api/referralMentors';
import { ReferralCard } from './ReferralCard';
import { SAMPLE_REFERRAL_MENTORS, isUnreachable } from './referralSamples';
import { wrapIndex } from './TopMentorCarousel';

/** "Get Referral" (platform-core §2.8): one referrer at a time, wrap-around arrows, a 300 ms slide, Show All. */
export function ReferralCarousel({ limit = 10 }: { limit?: number }) {
  const { data, isPending, isError, error } = useReferralMentors({}, limit);
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<-1 | 0 | 1>(0);
  const sample = isError && isUnreachable(error);
  const mentors = sample ? SAMPLE_REFERRAL_MENTORS : (data?.mentors ?? []);
  const position = Math.min(index, Math.max(mentors.length - 1, 0));
  const current = mentors[position];

  const go = (step: -1 | 1) => {
    setDirection(step);
    setIndex((value) => wrapIndex(value, step, mentors.length));
    window.setTimeout(() => setDirection(0), REFERRAL_SLIDE_MS);
  };

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
      ) : !current ? (
        <p role="status" className="text-ink-600">
          No mentors found.
        </p>
      ) : (
        // On phones the card takes the whole width and the arrows sit under it.
        <div className="grid grid-cols-2 items-center gap-3 sm:flex">
          <button
            type="button"
            aria-label="Previous referral mentor"
            onClick={() => go(-1)}
            className="shrink-0 justify-self-end rounded-full p-2 ring-1 ring-ink-200 hover:bg-ink-50"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <div className="order-first col-span-2 min-w-0 flex-1 overflow-hidden sm:order-none" aria-live="polite">
            <div
              key={`${current.id}-${position}`}
              className="transition-transform ease-out"
              style={{
                transitionDuration: `${REFERRAL_SLIDE_MS}ms`,
                transform: direction === 0 ? 'translateX(0)' : `translateX(${direction * 8}%)`,
              }}
            >
              <ReferralCard mentor={current} index={position} sample={sample} />
            </div>
          </div>
          <button
            type="button"
            aria-label="Next referral mentor"
            onClick={() => go(1)}
            className="shrink-0 justify-self-start rounded-full p-2 ring-1 ring-ink-200 hover:bg-ink-50"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
      {mentors.length > 1 ? (
        <p className="text-center text-xs text-ink-500" data-testid="referral-position">
          {position + 1} / {mentors.length}
        </p>
      ) : null}
    </section>
  );
}
