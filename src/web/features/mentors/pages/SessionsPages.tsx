import { CalendarRange, CalendarSync, Handshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Booking } from '../../../../shared/contracts/mentors.js';
import { Button, Skeleton, buttonClasses } from '../../../components/ui';
import { CALENDAR_SETTINGS_PATH } from '../../calendar';
import { useBookings } from '../api/bookings';
import { BookingCard } from '../components/BookingCard';

/**
 * Upcoming first (requests and confirmed sessions still ahead, soonest first), then the past (finished,
 * declined and cancelled, latest first), where a finished session can be rated.
 */
function SessionGroups({ bookings, as }: { bookings: Booking[]; as: 'mentor' | 'student' }) {
  const now = new Date().toISOString();
  const isUpcoming = (booking: Booking) => (booking.status === 'pending' || booking.status === 'confirmed') && booking.scheduledTime > now;
  const upcoming = bookings.filter(isUpcoming).sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime));
  const past = bookings.filter((booking) => !isUpcoming(booking));
  const groups = [
    { id: 'upcoming', title: 'Upcoming', items: upcoming, empty: 'Nothing ahead right now.' },
    { id: 'past', title: 'Past', items: past, empty: 'No past sessions yet.' },
  ];
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`sessions-${group.id}`} className="flex flex-col gap-3">
          <h2 id={`sessions-${group.id}`} className="text-heading text-ink-900">
            {group.title} <span className="text-sm font-medium text-ink-500">({group.items.length})</span>
          </h2>
          {group.items.length === 0 ? (
            <p className="text-sm text-ink-600">{group.empty}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {group.items.map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} as={as} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function BookingList({
  as,
  title,
  subtitle,
  empty,
  actions,
}: {
  as: 'mentor' | 'student';
  title: string;
  subtitle: string;
  empty: string;
  actions?: ReactNode;
}) {
  const { data, isPending, isError, refetch } = useBookings(as);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <title>{`${title} · Campus`}</title>
      <header className="rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] px-5 py-6 text-white shadow-lifted md:px-8">
        <h1 className="text-title text-white">{title}</h1>
        <p className="text-sm text-brand-100">{subtitle}</p>
        {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-danger-700">
          Could not load your sessions. Please try again.
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.bookings.length === 0 ? (
        <p role="status" className="rounded-card border border-dashed border-ink-300 p-8 text-center text-ink-600">
          {empty}
        </p>
      ) : (
        <SessionGroups bookings={data.bookings} as={as} />
      )}
    </div>
  );
}

export function MySessionsPage() {
  return (
    <BookingList
      as="student"
      title="My sessions"
      subtitle="Your requests and confirmed sessions with mentors. Times are in IST."
      empty="No sessions yet. Find a mentor and request a slot."
      actions={
        <Link to={CALENDAR_SETTINGS_PATH} className={buttonClasses({ variant: 'light', size: 'sm' })}>
          <CalendarSync className="size-4" aria-hidden="true" /> Add your sessions to your calendar
        </Link>
      }
    />
  );
}

export function MentorRequestsPage() {
  return (
    <BookingList
      as="mentor"
      title="Session requests"
      subtitle="Students who asked for your time. Accept or decline with a reason."
      empty="No requests yet."
      actions={
        <>
          <Link to="/MentorAvailability" className={buttonClasses({ variant: 'light', size: 'sm' })}>
            <CalendarRange className="size-4" aria-hidden="true" /> Edit weekly slots
          </Link>
          <Link to="/MentorReferrals" className={buttonClasses({ variant: 'onDark', size: 'sm' })}>
            <Handshake className="size-4" aria-hidden="true" /> Referral requests and price
          </Link>
        </>
      }
    />
  );
}
