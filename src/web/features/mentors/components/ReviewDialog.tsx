import { Star } from 'lucide-react';
import { useState } from 'react';
import type { Booking, ReviewRequest } from '../../../../shared/contracts/mentors.js';
import { BOOKING_MESSAGES, REVIEW_DIMENSIONS } from '../../../../shared/contracts/mentors.constants.js';
import { Button, Dialog, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useReviewBooking } from '../api/reviewBooking';
import { countOf } from '../../../../shared/format.js';

type Scores = Omit<ReviewRequest, 'comment'>;
type ScoreKey = keyof Scores;

/** Five stars as a radio group, so keyboards and screen readers can pick a score. */
function StarPicker({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="text-sm font-semibold text-ink-700" id={`stars-${label}`}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={`stars-${label}`} className="flex gap-0.5">
        {[1, 2, 3, 4, 5].map((score) => (
          <button
            key={score}
            type="button"
            role="radio"
            aria-checked={value === score}
            aria-label={countOf(score, { one: 'star', other: 'stars' })}
            onClick={() => onChange(score)}
            className="rounded p-0.5 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Star className={cn('size-6', score <= value ? 'fill-accent-400 text-accent-400' : 'text-ink-300')} aria-hidden="true" />
          </button>
        ))}
      </div>
    </div>
  );
}

const EMPTY: Record<ScoreKey, number> = {
  rating: 0,
  subjectKnowledge: 0,
  inspirational: 0,
  problemSolving: 0,
  communication: 0,
  extraMile: 0,
};

/** The student rates a completed session: overall stars, the five "REVIEWS BY MENTEE" dimensions and a comment. */
export function ReviewDialog({ booking, open, onClose }: { booking: Booking; open: boolean; onClose: () => void }) {
  const review = useReviewBooking();
  const [scores, setScores] = useState(EMPTY);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const missing = Object.values(scores).some((score) => score === 0);

  const submit = () => {
    if (missing) {
      setError('Please give every item from 1 to 5 stars.');
      return;
    }
    setError(null);
    review.mutate(
      { id: booking.id, body: { ...(scores as Scores), comment: comment.trim() } },
      {
        onSuccess: () => {
          toast({ title: BOOKING_MESSAGES.reviewSaved, tone: 'success' });
          onClose();
        },
        onError: (failure) => setError(messageFrom(failure, 'Could not save your rating. Please try again.')),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        if (!value) onClose();
      }}
      title={`Rate your session with ${booking.mentor.name}`}
      description={booking.scheduledTimeIst}
      className="max-w-lg"
    >
      <div className="flex flex-col gap-3">
        <StarPicker label="Overall" value={scores.rating} onChange={(value) => setScores((s) => ({ ...s, rating: value }))} />
        <hr className="border-ink-100" />
        {REVIEW_DIMENSIONS.map(([key, label]) => (
          <StarPicker key={key} label={label} value={scores[key]} onChange={(value) => setScores((s) => ({ ...s, [key]: value }))} />
        ))}
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
          Comment (optional)
          <textarea
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            className="rounded-field border border-ink-200 px-3 py-2 text-sm font-normal"
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-danger-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={review.isPending} onClick={submit}>
            Submit rating
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
