import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { canProposeTime, isReviewable, type Booking, type BookingStatus } from '../../../../shared/contracts/mentors.js';
import type { AttendanceOutcome } from '../../../../shared/contracts/sessions.js';
import { REFERRAL_SESSION_TYPE } from '../../../../shared/contracts/mentors.constants.js';
import { Avatar, Button, Dialog, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { RoomLink, SessionChatLink } from '../../sessions';
import { messageFrom } from '../../../lib/errors';
import { useBookingAction, type BookingAction } from '../api/bookings';
import { DocumentButton } from './DocumentButton';
import { ProposalNotice, ProposeTimeButton } from './Reschedule';
import { Rating, mentorPath } from './MentorBits';
import { ReviewDialog } from './ReviewDialog';
import { TookPlace } from './TookPlace';

const STATUS_STYLES: Record<BookingStatus, string> = {
  pending: 'bg-accent-100 text-accent-800',
  confirmed: 'bg-mint-100 text-mint-700',
  declined: 'bg-danger-50 text-danger-700',
  cancelled: 'bg-ink-100 text-ink-600',
  completed: 'bg-brand-50 text-brand-700',
  expired: 'bg-ink-100 text-ink-600',
};
const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
  expired: 'Expired',
};

function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_STYLES[status])}>{STATUS_LABELS[status]}</span>;
}

function ReasonDialog({
  action,
  onClose,
  onConfirm,
  busy,
}: {
  action: BookingAction | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={action === 'decline' ? 'Decline this request?' : 'Cancel this session?'}
      description="The other person sees your reason."
    >
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
        Reason
        <textarea
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="rounded-field border border-ink-200 px-3 py-2 text-sm font-normal"
        />
      </label>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Back
        </Button>
        <Button variant="danger" loading={busy} onClick={() => onConfirm(reason)}>
          {action === 'decline' ? 'Decline' : 'Cancel session'}
        </Button>
      </div>
    </Dialog>
  );
}

/** Who came to the room, as each side reads it (decided 10 minutes after the start). */
const ATTENDANCE_TEXTS: Record<'mentor' | 'student', Record<AttendanceOutcome, string>> = {
  student: {
    held: 'Held: you both joined.',
    student_no_show: 'You did not join within 10 minutes of the start.',
    mentor_no_show: 'The mentor did not join within 10 minutes of the start.',
    both_no_show: 'Neither of you joined.',
    not_held: 'Did not take place; nobody is counted as a no-show.',
  },
  mentor: {
    held: 'Held: you both joined.',
    student_no_show: 'The student did not join within 10 minutes of the start.',
    mentor_no_show: 'You did not join within 10 minutes of the start.',
    both_no_show: 'Neither of you joined.',
    not_held: 'Did not take place; nobody is counted as a no-show.',
  },
};

/** What the other person is told when the live session's button is pressed, said in one word first. */
const OUTCOME = {
  mentor: {
    pending: 'Declined: the student is told no and may book another slot.',
    confirmed: 'Cancelled: the student is told the session is off.',
  },
  student: {
    pending: 'Withdrawn: your request is taken back and the mentor is told.',
    confirmed: 'Cancelled: the mentor is told the session is off.',
  },
} as const;

/**
 * One session as its student or its mentor sees it: time, agenda, answers and documents, and what they may do
 * now (the mentor accepts or declines a request; either cancels a live one; the student rates a finished one).
 */
export function BookingCard({ booking, as, headingLevel = 2 }: { booking: Booking; as: 'mentor' | 'student'; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const action = useBookingAction();
  const [asking, setAsking] = useState<BookingAction | null>(null);
  const [rating, setRating] = useState(false);
  const other = as === 'student' ? booking.mentor : booking.student;
  const run = (kind: BookingAction, reason = '') =>
    action.mutate(
      { id: booking.id, action: kind, reason },
      {
        onSuccess: () => {
          setAsking(null);
          toast({
            title: kind === 'accept' ? 'Session confirmed.' : kind === 'decline' ? 'Request declined.' : 'Session cancelled.',
            tone: 'success',
          });
        },
        onError: (error) => toast({ title: messageFrom(error, 'Something went wrong. Please try again.'), tone: 'error' }),
      },
    );
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  const reviewable = isReviewable(booking);
  // The mentor reads about the student; the student reads their own answers.
  const answers = [
    [as === 'student' ? 'What you want to learn' : 'What they want to learn', booking.learningGoals],
    [as === 'student' ? 'Advice you look for' : 'Advice they look for', booking.specificAdvice],
    ['Steps taken so far', booking.previousSteps],
    ['Challenges', booking.challenges],
  ].filter(([, value]) => value);
  return (
    <article
      className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200"
      data-testid="booking"
      aria-label={`Session with ${other.name}`}
    >
      <div className="flex flex-wrap items-start gap-3">
        <Avatar name={other.name} src={other.profilePictureUrl} />
        <div className="min-w-0 flex-1">
          <Heading className="font-semibold text-ink-900">
            {as === 'student' ? (
              <Link to={mentorPath(booking.mentorId)} className="hover:text-brand-700">
                {other.name}
              </Link>
            ) : (
              other.name
            )}
          </Heading>
          <p className="flex items-start gap-1 text-sm text-ink-600">
            <CalendarClock className="mt-0.5 size-4" aria-hidden="true" /> {booking.scheduledTimeIst} · {booking.duration} min
            {booking.sessionType === REFERRAL_SESSION_TYPE ? ' · Referral call' : ''}
          </p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <p className="text-sm text-ink-800">
        <span className="font-semibold">Agenda: </span>
        {booking.agenda}
      </p>
      {answers.length > 0 ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
          {answers.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-500">{label}</dt>
              <dd className="text-ink-800">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {booking.reason ? <p className="text-sm text-ink-600">Reason: {booking.reason}</p> : null}
      {booking.lateCancellation ? <p className="text-sm text-ink-600">Cancelled less than 3 hours before the start.</p> : null}
      <ProposalNotice booking={booking} as={as} />
      {booking.status === 'expired' ? (
        <p className="text-sm text-ink-600" data-testid="booking-expired">
          {as === 'student' ? (
            <>
              The mentor did not answer this request in time, so it expired.{' '}
              <Link to={mentorPath(booking.mentorId)} className="font-semibold text-brand-700 underline">
                Book another slot
              </Link>
            </>
          ) : (
            'This request expired: it was not answered before its start or within 48 hours.'
          )}
        </p>
      ) : null}
      {booking.attendanceOutcome ? (
        <p className="text-sm text-ink-700" data-testid="booking-attendance">
          <span className="font-semibold">Attendance: </span>
          {ATTENDANCE_TEXTS[as][booking.attendanceOutcome]}
        </p>
      ) : null}
      <TookPlace booking={booking} as={as} />
      {booking.review ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700" data-testid="booking-review">
          <span className="font-semibold">{as === 'student' ? 'Your rating' : 'Rating'}:</span>
          <Rating value={booking.review.rating} />
          {booking.review.comment ? <span className="text-ink-600">“{booking.review.comment}”</span> : null}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <DocumentButton url={booking.resumeUrl} label="Resume" />
        <DocumentButton url={booking.documentUrl} label="Other document" />
        {booking.status === 'completed' && booking.chatEnabled ? <SessionChatLink bookingId={booking.id} /> : null}
        <span className="flex-1" />
        {booking.status === 'confirmed' ? (
          <RoomLink bookingId={booking.id} scheduledTime={booking.scheduledTime} duration={booking.duration} />
        ) : null}
        {as === 'mentor' && booking.status === 'pending' ? (
          <>
            <Button size="sm" loading={action.isPending && !asking} onClick={() => run('accept')}>
              Accept
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAsking('decline')} aria-describedby={`${booking.id}-outcome`}>
              Decline
            </Button>
          </>
        ) : null}
        {canProposeTime(booking, as) && !booking.proposal ? <ProposeTimeButton booking={booking} /> : null}
        {/* A mentor answers a request with Accept or Decline; Cancel is for a session already agreed. */}
        {live && !(as === 'mentor' && booking.status === 'pending') ? (
          <Button size="sm" variant="ghost" onClick={() => setAsking('cancel')} aria-describedby={`${booking.id}-outcome`}>
            Cancel
          </Button>
        ) : null}
        {as === 'student' && booking.status === 'completed' && !booking.review && reviewable ? (
          <Button size="sm" onClick={() => setRating(true)}>
            Rate session
          </Button>
        ) : null}
      </div>
      {live ? (
        <p id={`${booking.id}-outcome`} className="-mt-1 text-right text-xs text-ink-500">
          {OUTCOME[as][booking.status === 'pending' ? 'pending' : 'confirmed']}
        </p>
      ) : null}
      {as === 'student' && booking.status === 'completed' && !booking.review ? (
        <ReviewDialog booking={booking} open={rating} onClose={() => setRating(false)} />
      ) : null}
      <ReasonDialog action={asking} busy={action.isPending} onClose={() => setAsking(null)} onConfirm={(reason) => run(asking!, reason)} />
    </article>
  );
}
