import type { Booking } from '../../../../shared/contracts/mentors.js';
import { Button, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useConfirmSession } from '../api/confirmation';

/**
 * "Did this session take place?" on the card of a session held over the mentor's external link (the room cannot see
 * that call): asked from 10 minutes after the start until an outcome is recorded; then this side's own answer.
 */
export function TookPlace({ booking, as }: { booking: Booking; as: 'mentor' | 'student' }) {
  const confirm = useConfirmSession();
  if (!booking.tookPlace) return null;
  const mine = booking.tookPlace[as];
  const open = booking.attendanceOutcome === null;
  // Decided without this side's answer (by the operator, or by the room before a link was set): nothing to show.
  if (!open && mine === null) return null;
  const headingId = `took-place-${booking.id}`;
  const send = (tookPlace: boolean) =>
    confirm.mutate(
      { id: booking.id, tookPlace },
      {
        onSuccess: (result) => toast({ title: result.message, tone: 'success' }),
        onError: (error) => toast({ title: messageFrom(error, 'Could not save your answer. Please try again.'), tone: 'error' }),
      },
    );
  return (
    <div
      className="flex flex-wrap items-center gap-2 text-sm text-ink-700"
      role="group"
      aria-labelledby={headingId}
      data-testid="took-place"
    >
      <span id={headingId} className="font-semibold">
        {mine === null ? 'Did this session take place?' : `Your answer: ${mine ? 'it took place.' : 'it did not take place.'}`}
      </span>
      {open ? (
        <>
          <Button
            size="sm"
            variant={mine === true ? 'primary' : 'outline'}
            aria-pressed={mine === true}
            disabled={confirm.isPending}
            onClick={() => send(true)}
          >
            Yes
          </Button>
          <Button
            size="sm"
            variant={mine === false ? 'primary' : 'outline'}
            aria-pressed={mine === false}
            disabled={confirm.isPending}
            onClick={() => send(false)}
          >
            No
          </Button>
        </>
      ) : null}
      {open && mine !== null && booking.tookPlace[as === 'student' ? 'mentor' : 'student'] !== null ? (
        <span className="text-ink-600">You disagree: the operator will look at it.</span>
      ) : null}
    </div>
  );
}
