import { CalendarSync } from 'lucide-react';
import { useId, useState } from 'react';
import type { Booking } from '../../../../shared/contracts/mentors.js';
import { Button, Dialog, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useMentor } from '../api/mentors';
import { useAnswerReschedule, useProposeReschedule, type RescheduleAnswer } from '../api/reschedule';

/**
 * "Propose new time": the mentor's free starts, one chosen, sent to the other side (issue 31.5); on a request still
 * pending, the mentor's answer with another time (issue 37.1).
 */
export function ProposeTimeButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" icon={<CalendarSync className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        {booking.status === 'pending' ? 'Propose another time' : 'Propose new time'}
      </Button>
      {open ? <ProposeTimeDialog booking={booking} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ProposeTimeDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const id = useId();
  const mentor = useMentor(booking.mentorId);
  const propose = useProposeReschedule();
  const [chosen, setChosen] = useState<string | null>(null);
  const request = booking.status === 'pending';
  const days = (mentor.data?.slotDays ?? [])
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.available && slot.scheduledTime !== booking.scheduledTime) }))
    .filter((day) => day.slots.length > 0);
  // Awaited rather than a callback of mutate: the refetch that shows the proposal removes this dialog's button (and
  // with it this dialog) before mutate's own callbacks would run, and the confirmation was lost with them.
  const send = async () => {
    if (!chosen) return;
    try {
      await propose.mutateAsync({ id: booking.id, scheduledTime: chosen });
    } catch (error) {
      toast({ title: messageFrom(error, 'The time could not be proposed. Please try again.'), tone: 'error' });
      return;
    }
    toast({
      title: 'Your proposed time was sent.',
      description: request
        ? 'The student accepts it, which confirms the session, or keeps the time they asked for.'
        : 'The session keeps its time until it is accepted.',
      tone: 'success',
    });
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={request ? 'Propose another time' : 'Propose a new time'}
      description={
        request
          ? `Asked for ${booking.scheduledTimeIst}. The student accepts your time, which confirms the session, or keeps the time they asked for.`
          : `Now ${booking.scheduledTimeIst}. The other side accepts or declines; until then the session keeps its time.`
      }
    >
      {mentor.isPending ? (
        <p role="status" className="text-sm text-ink-600">
          Loading free times…
        </p>
      ) : days.length === 0 ? (
        <p className="text-sm text-ink-600">No other free time in the coming days.</p>
      ) : (
        <fieldset className="flex max-h-72 flex-col gap-3 overflow-y-auto">
          <legend className="sr-only">Free times (IST)</legend>
          {days.map((day) => (
            <div key={day.date}>
              <p id={`${id}-${day.date}`} className="mb-1 text-sm font-semibold text-ink-800">
                {day.day}, {day.label}
              </p>
              <div className="flex flex-wrap gap-2" role="radiogroup" aria-labelledby={`${id}-${day.date}`}>
                {day.slots.map((slot) => (
                  <label
                    key={slot.scheduledTime}
                    className="cursor-pointer rounded-full px-3 py-1.5 text-sm ring-1 ring-ink-300 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:checked]:ring-brand-600 has-[:focus-visible]:shadow-focus"
                  >
                    <input
                      type="radio"
                      name={`${id}-slot`}
                      className="sr-only"
                      value={slot.scheduledTime}
                      checked={chosen === slot.scheduledTime}
                      onChange={() => setChosen(slot.scheduledTime)}
                    />
                    {slot.time}
                  </label>
                ))}
              </div>
            </div>
          ))}
        </fieldset>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Back
        </Button>
        <Button disabled={!chosen} loading={propose.isPending} onClick={() => void send()}>
          Propose this time
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A proposal waiting on a confirmed session, or the mentor's other time for a pending request: the other side
 * answers it, the proposer may withdraw it.
 */
export function ProposalNotice({ booking, as }: { booking: Booking; as: 'mentor' | 'student' }) {
  const answer = useAnswerReschedule();
  const proposal = booking.proposal;
  if (!proposal || (booking.status !== 'confirmed' && booking.status !== 'pending')) return null;
  const mine = proposal.proposedBy === as;
  const request = booking.status === 'pending';
  const other = as === 'student' ? booking.mentor.name : booking.student.name;
  const send = (value: RescheduleAnswer) =>
    answer.mutate(
      { id: booking.id, answer: value },
      {
        onSuccess: () =>
          toast({
            title:
              value === 'accept'
                ? request
                  ? 'Your session is confirmed.'
                  : 'The session was moved.'
                : value === 'decline'
                  ? request
                    ? 'Your request keeps the time you asked for.'
                    : 'The session keeps its time.'
                  : 'Your proposal was withdrawn.',
            tone: 'success',
          }),
        onError: (error) => toast({ title: messageFrom(error, 'Something went wrong. Please try again.'), tone: 'error' }),
      },
    );
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-card bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200 sm:flex-row sm:items-center"
    >
      {request ? (
        <p className="flex-1">
          {mine ? 'You proposed' : `${other} cannot make this time and proposed`} <strong>{proposal.scheduledTimeIst}</strong> instead.
        </p>
      ) : (
        <p className="flex-1">
          {mine ? 'You proposed' : `${other} proposed`} moving this session to <strong>{proposal.scheduledTimeIst}</strong>.
        </p>
      )}
      <div className="flex gap-2">
        {mine ? (
          <Button size="sm" variant="ghost" loading={answer.isPending} onClick={() => send('withdraw')}>
            Withdraw
          </Button>
        ) : (
          <>
            <Button size="sm" loading={answer.isPending && answer.variables?.answer === 'accept'} onClick={() => send('accept')}>
              Accept new time
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={answer.isPending && answer.variables?.answer === 'decline'}
              onClick={() => send('decline')}
            >
              {request ? 'Keep my time' : 'Keep current time'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
