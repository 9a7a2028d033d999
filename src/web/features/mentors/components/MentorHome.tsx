import { ArrowRight, CalendarCheck, CalendarRange, Gauge, Handshake, Inbox, Star, UserRoundCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  loweredText,
  type Booking,
  type FreeWeekResponse,
  type MentorDetail,
  type OwnReliabilityResponse,
  type ReferralRequest,
} from '../../../../shared/contracts/mentors.js';
import { answerDeadline } from '../../../../shared/contracts/mentors.constants.js';
import { countOf, relativeTime } from '../../../../shared/format.js';
import { Avatar, Button, Skeleton } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/useCountdown';
import { useFreeWeek } from '../api/availability';
import { useBookings } from '../api/bookings';
import { useMentor } from '../api/mentors';
import { useReferralRequests } from '../api/referralRequests';
import { useOwnReliability } from '../api/reliability';
import { ReliabilityPanel } from './Reliability';
import { BookingCard } from './BookingCard';
import { Rating } from './MentorBits';

/** How many of each kind the home shows before "See all". */
const SHOWN = 3;

interface QueryState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** One block of the mentor home: heading, a link to the full page, and the list's loading, error and empty states. */
function HomeSection({
  id,
  title,
  icon,
  count,
  link,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  count?: string | undefined;
  link: { to: string; label: string };
  query: QueryState;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-heading text-ink-900">
          <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
          {title}
          {count ? <span className="text-sm font-medium text-ink-500">({count})</span> : null}
        </h2>
        <Link to={link.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800">
          {link.label} <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-danger-50 p-4 text-sm text-danger-700">
          Could not load this part of your home.
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : empty !== null ? (
        <p role="status" className="rounded-card border border-dashed border-ink-300 p-6 text-center text-sm text-ink-600">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** The mentor's figures as students see them, and each request or session that lowered them. */
function OwnReliability({ own }: { own: OwnReliabilityResponse }) {
  return (
    <div className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200">
      <ReliabilityPanel figures={own.reliability} />
      <div>
        <h3 className="text-sm font-semibold text-ink-800">What lowered them</h3>
        {own.lowered.length === 0 ? (
          <p className="mt-1 text-sm text-ink-600">Nothing: every counted request was answered within 24 hours and every session held.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1.5 text-sm text-ink-700" data-testid="reliability-lowered">
            {own.lowered.map((item) => (
              <li key={`${item.kind}-${item.bookingId}`} className="border-l-2 border-accent-300 pl-3">
                {loweredText(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

const byTime = (a: Booking, b: Booking) => a.scheduledTime.localeCompare(b.scheduledTime);

function FreeWeek({ week }: { week: FreeWeekResponse }) {
  const days = week.days.map((day) => ({ ...day, free: day.slots.filter((slot) => slot.available) }));
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" data-testid="free-week">
      {days.map((day) => (
        <li key={day.date} className="rounded-card bg-surface p-3 shadow-card ring-1 ring-ink-200">
          <p className="text-sm font-semibold text-ink-900">
            {day.day} {day.label}{' '}
            <span className="font-normal text-ink-500">
              · {day.free.length === 0 ? 'No free slot' : countOf(day.free.length, { one: 'free slot', other: 'free slots' })}
            </span>
          </p>
          {day.free.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Free slots on ${day.day} ${day.label}`}>
              {day.free.map((slot) => (
                <li key={slot.scheduledTime} className="rounded-full bg-mint-100 px-2.5 py-0.5 text-xs font-semibold text-mint-700">
                  {slot.time}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ReferralRow({ request }: { request: ReferralRequest }) {
  return (
    <li className="flex items-center gap-3 rounded-card bg-surface p-3 shadow-card ring-1 ring-ink-200">
      <Avatar name={request.student.name} src={request.student.profilePictureUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-ink-900">{request.student.name}</p>
        <p className="truncate text-xs text-ink-600">
          {request.targetRole} at {request.company} · {relativeTime(request.createdAt)}
        </p>
      </div>
    </li>
  );
}

function ReviewRow({ booking }: { booking: Booking }) {
  const review = booking.review!;
  return (
    <li className="flex flex-col gap-1 rounded-card bg-surface p-3 shadow-card ring-1 ring-ink-200">
      <div className="flex flex-wrap items-center gap-2">
        <Avatar name={booking.student.name} src={booking.student.profilePictureUrl} size="sm" />
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-ink-900">{booking.student.name}</p>
        <Rating value={review.rating} />
      </div>
      {review.comment ? <p className="text-sm text-ink-700">“{review.comment}”</p> : null}
      <p className="text-xs text-ink-500">{relativeTime(review.createdAt)}</p>
    </li>
  );
}

/** What students see of a mentor, each part a reason they book or pass. */
const PROFILE_PARTS: [string, (mentor: MentorDetail) => boolean][] = [
  ['Photo', (mentor) => Boolean(mentor.profilePictureUrl)],
  ['Headline', (mentor) => mentor.headline.trim() !== ''],
  ['Company', (mentor) => mentor.company.trim() !== ''],
  ['About', (mentor) => mentor.about.trim() !== ''],
  ['LinkedIn', (mentor) => Boolean(mentor.linkedinId)],
  ['Languages', (mentor) => mentor.languages.length > 0],
  ['Focus areas', (mentor) => mentor.functionalFocusArea.length > 0],
  ['Expertise', (mentor) => mentor.areaOfExpertise.length > 0],
];

/** How complete the mentor's page is, and what is missing, with the way to fill it in. */
function ProfileCompleteness({ mentor }: { mentor: MentorDetail }) {
  const missing = PROFILE_PARTS.filter(([, has]) => !has(mentor)).map(([label]) => label);
  const percent = Math.round(((PROFILE_PARTS.length - missing.length) / PROFILE_PARTS.length) * 100);
  return (
    <div className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200" data-testid="profile-completeness">
      <p className="text-sm font-semibold text-ink-900">Your mentor page is {percent}% complete</p>
      <div
        className="h-2 rounded-full bg-ink-100"
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-2 rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-ink-600">
        {missing.length === 0 ? 'Everything students look for is there.' : `Missing: ${missing.join(', ')}.`}
      </p>
    </div>
  );
}

/** A request can be answered until it expires: 48 hours after it was made, or at the session's start if sooner. */
function timeLeftToAnswer(booking: Booking, now: number): string {
  const deadline = answerDeadline(new Date(booking.scheduledTime), new Date(booking.createdAt));
  const minutes = Math.floor((deadline.getTime() - now) / 60_000);
  if (minutes <= 0) return 'Too late to answer: the request has expired';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const left =
    days > 0
      ? `${days} d ${hours} h`
      : hours > 0
        ? `${hours} h ${minutes % 60} min`
        : countOf(minutes, { one: 'minute', other: 'minutes' });
  return `${left} left to answer`;
}

/**
 * What a mentor needs first on /view: requests waiting for an answer (accepted or declined in place), the
 * next confirmed sessions with their agenda, answers and documents, the free slots of the coming week,
 * referral requests and the latest reviews.
 */
export function MentorHome() {
  const { user } = useAuth();
  const nowMs = useNow(60_000);
  const profile = useMentor(user?.id);
  const bookings = useBookings('mentor');
  const referrals = useReferralRequests('mentor');
  const week = useFreeWeek();
  const reliability = useOwnReliability();
  const now = new Date().toISOString();
  const all = bookings.data?.bookings ?? [];
  const waiting = all.filter((booking) => booking.status === 'pending').sort(byTime);
  const next = all.filter((booking) => booking.status === 'confirmed' && booking.scheduledTime > now).sort(byTime);
  const reviews = all
    .filter((booking) => booking.review !== null)
    .sort((a, b) => b.review!.createdAt.localeCompare(a.review!.createdAt))
    .slice(0, SHOWN);
  const openReferrals = (referrals.data?.requests ?? []).filter((request) => request.status === 'pending');

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-8">
        <HomeSection
          id="home-requests"
          title="Requests waiting for your answer"
          icon={<Inbox className="size-5" aria-hidden="true" />}
          count={bookings.data ? String(waiting.length) : undefined}
          link={{ to: '/MentorRequests', label: 'All requests' }}
          query={bookings}
          empty={waiting.length === 0 ? 'No request is waiting for you. New ones appear here.' : null}
        >
          <ul className="flex flex-col gap-3" data-testid="home-requests">
            {waiting.slice(0, SHOWN).map((booking) => (
              <li key={booking.id} className="flex flex-col gap-1">
                <p className="text-sm font-semibold text-accent-800" data-testid="time-left">
                  {timeLeftToAnswer(booking, nowMs)}
                </p>
                <BookingCard booking={booking} as="mentor" headingLevel={3} />
              </li>
            ))}
          </ul>
        </HomeSection>

        <HomeSection
          id="home-next"
          title="Your next sessions"
          icon={<CalendarCheck className="size-5" aria-hidden="true" />}
          link={{ to: '/MentorRequests', label: 'All sessions' }}
          query={bookings}
          empty={next.length === 0 ? 'No confirmed session ahead yet.' : null}
        >
          <ul className="flex flex-col gap-3" data-testid="home-next">
            {next.slice(0, SHOWN).map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} as="mentor" headingLevel={3} />
              </li>
            ))}
          </ul>
        </HomeSection>
      </div>

      <div className="flex min-w-0 flex-col gap-8">
        <HomeSection
          id="home-profile"
          title="Your profile"
          icon={<UserRoundCheck className="size-5" aria-hidden="true" />}
          link={{ to: '/SelfMentorSectionPage', label: 'Edit' }}
          query={profile}
          empty={null}
        >
          {profile.data ? <ProfileCompleteness mentor={profile.data} /> : null}
        </HomeSection>

        <HomeSection
          id="home-reliability"
          title="Your reliability"
          icon={<Gauge className="size-5" aria-hidden="true" />}
          link={{ to: `/MentorDescPage/${user?.id ?? ''}`, label: 'As students see it' }}
          query={reliability}
          empty={null}
        >
          {reliability.data ? <OwnReliability own={reliability.data} /> : null}
        </HomeSection>

        <HomeSection
          id="home-week"
          title="Free slots this week"
          icon={<CalendarRange className="size-5" aria-hidden="true" />}
          count={week.data ? String(week.data.free) : undefined}
          link={{ to: '/MentorAvailability', label: 'Edit slots' }}
          query={week}
          empty={week.data && week.data.free === 0 ? 'No free slot left this week. Add slots so students can book you.' : null}
        >
          {week.data ? <FreeWeek week={week.data} /> : null}
        </HomeSection>

        <HomeSection
          id="home-referrals"
          title="Referral requests"
          icon={<Handshake className="size-5" aria-hidden="true" />}
          count={referrals.data ? String(openReferrals.length) : undefined}
          link={{ to: '/MentorReferrals', label: 'Review' }}
          query={referrals}
          empty={openReferrals.length === 0 ? 'No referral request is waiting.' : null}
        >
          <ul className="flex flex-col gap-2">
            {openReferrals.slice(0, SHOWN).map((request) => (
              <ReferralRow key={request.id} request={request} />
            ))}
          </ul>
        </HomeSection>

        <HomeSection
          id="home-reviews"
          title="Recent reviews"
          icon={<Star className="size-5" aria-hidden="true" />}
          link={{ to: '/SelfMentorSectionPage', label: 'Your mentor page' }}
          query={bookings}
          empty={reviews.length === 0 ? 'No review yet. Students rate a session once it is over.' : null}
        >
          <ul className="flex flex-col gap-2">
            {reviews.map((booking) => (
              <ReviewRow key={booking.id} booking={booking} />
            ))}
          </ul>
        </HomeSection>
      </div>
    </div>
  );
}
