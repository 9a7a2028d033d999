import { CalendarSync } from 'lucide-react';
import { useId, useState } from 'react';
import { RESCHEDULE_CUTOFF_MINUTES, type Booking } from '../../../../shared/contracts/mentors.js';
import { Button, Dialog, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useMentor } from '../api/mentors';
import { useAnswerReschedule, useProposeReschedule, type RescheduleAnswer } from '../api/reschedule';

/** A confirmed session can be moved until 3 hours before its start. */
export const canPropose = (booking: Booking, now = Date.now()) =>
  booking.status === 'confirmed' && new Date(booking.scheduledTime).getTime() - now >= RESCHEDULE_CUTOFF_MINUTES * 60_000;

/** "Propose new time": the mentor's free starts, one chosen, sent to the other side (issue 31.5). */
export function ProposeTimeButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" icon={<CalendarSync className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        Propose new time
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
  const days = (mentor.data?.slotDays ?? [])
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.available && slot.scheduledTime !== booking.scheduledTime) }))
    .filter((day) => day.slots.length > 0);
  const send = () =>
    chosen &&
    propose.mutate(
      { id: booking.id, scheduledTime: chosen },
      {
        onSuccess: () => {
          toast({
            title: 'Your proposed time was sent.',
            description: 'The session keeps its time until it is accepted.',
            tone: 'success',
          });
          onClose();
        },
        onError: (error) => toast({ title: messageFrom(error, 'The time could not be proposed. Please try again.'), tone: 'error' }),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Propose a new time"
      description={`Now ${booking.scheduledTimeIst}. The other side accepts or declines; until then the session keeps its time.`}
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
        <Button disabled={!chosen} loading={propose.isPending} onClick={send}>
          Propose this time
        </Button>
      </div>
    </Dialog>
  );
}

/** A proposal waiting on a confirmed session: the other side answers it, the proposer may withdraw it. */
export function ProposalNotice({ booking, as }: { booking: Booking; as: 'mentor' | 'student' }) {
  const answer = useAnswerReschedule();
  const proposal = booking.proposal;
  if (!proposal || booking.status !== 'confirmed') return null;
  const mine = proposal.proposedBy === as;
  const send = (value: RescheduleAnswer) =>
    answer.mutate(
      { id: booking.id, answer: value },
      {
        onSuccess: () =>
          toast({
            title:
              value === 'accept'
                ? 'The session was moved.'
                : value === 'decline'
                  ? 'The session keeps its time.'
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
      <p className="flex-1">
        {mine ? 'You proposed' : `${as === 'student' ? booking.mentor.name : booking.student.name} proposed`} moving this session to{' '}
        <strong>{proposal.scheduledTimeIst}</strong>.
      </p>
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
              Keep current time
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
