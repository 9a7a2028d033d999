import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReferralRequest, ReferralStatus } from '../../../../shared/contracts/mentors.js';
import { formatDateLong, formatRupees } from '../../../../shared/format.js';
import { Avatar, Button, Dialog, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useReferralStatus } from '../api/referralRequests';
import { DocumentButton } from './DocumentButton';
import { mentorPath } from './MentorBits';

const STATUS_STYLES: Record<ReferralStatus, string> = {
  pending: 'bg-accent-100 text-accent-800',
  accepted: 'bg-brand-50 text-brand-700',
  declined: 'bg-danger-50 text-danger-700',
  referred: 'bg-mint-100 text-mint-700',
};
const STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  referred: 'Referred',
};
type Move = 'accepted' | 'declined' | 'referred';
const MOVE_LABELS: Record<Move, string> = { accepted: 'Accept', declined: 'Decline', referred: 'Mark referred' };
const MOVE_DONE: Record<Move, string> = { accepted: 'Request accepted.', declined: 'Request declined.', referred: 'Marked as referred.' };

/** A referral request as its student or its mentor sees it; the mentor reads the assessment and moves it on. */
export function ReferralRequestCard({ request, as }: { request: ReferralRequest; as: 'mentor' | 'student' }) {
  const status = useReferralStatus();
  const [move, setMove] = useState<Move | null>(null);
  const [note, setNote] = useState('');
  const other = as === 'student' ? request.mentor : request.student;
  const moves: Move[] =
    as !== 'mentor'
      ? []
      : request.status === 'pending'
        ? ['accepted', 'referred', 'declined']
        : request.status === 'accepted'
          ? ['referred', 'declined']
          : [];
  const confirm = () => {
    if (!move) return;
    status.mutate(
      { id: request.id, body: { status: move, note } },
      {
        onSuccess: () => {
          toast({ title: MOVE_DONE[move], tone: 'success' });
          setMove(null);
          setNote('');
        },
        onError: (error) => toast({ title: messageFrom(error, 'Something went wrong. Please try again.'), tone: 'error' }),
      },
    );
  };
  return (
    <article
      className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200"
      data-testid="referral-request"
      aria-label={`Referral request ${as === 'mentor' ? 'from' : 'to'} ${other.name}`}
    >
      <div className="flex flex-wrap items-start gap-3">
        <Avatar name={other.name} src={other.profilePictureUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink-900">
            {as === 'student' ? (
              <Link to={mentorPath(request.mentor.id)} className="hover:text-brand-700">
                {other.name}
              </Link>
            ) : (
              other.name
            )}
          </h3>
          <p className="text-sm text-ink-600">
            {request.targetRole} at <span className="font-semibold">{request.company}</span> · {formatRupees(request.price)} ·{' '}
            {formatDateLong(request.createdAt)}
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_STYLES[request.status])}>
          {STATUS_LABELS[request.status]}
        </span>
      </div>
      {as === 'mentor' ? (
        <dl className="flex flex-col gap-2 text-sm">
          {request.assessment.map((item) => (
            <div key={item.question}>
              <dt className="font-semibold text-ink-700">{item.question}</dt>
              <dd className="whitespace-pre-line text-ink-800">{item.answer}</dd>
            </div>
          ))}
          {request.note ? (
            <div>
              <dt className="font-semibold text-ink-700">Note</dt>
              <dd className="whitespace-pre-line text-ink-800">{request.note}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {request.mentorNote ? (
        <p className="text-sm text-ink-600">
          <span className="font-semibold">{as === 'mentor' ? 'Your note' : 'Mentor’s note'}: </span>
          {request.mentorNote}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {request.jobLink ? (
          <a
            href={request.jobLink}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" /> Job posting
          </a>
        ) : null}
        <DocumentButton url={request.resumeUrl} label="Resume" />
        <span className="flex-1" />
        {moves.map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant={kind === 'declined' ? 'outline' : kind === 'referred' ? 'secondary' : 'primary'}
            onClick={() => setMove(kind)}
          >
            {MOVE_LABELS[kind]}
          </Button>
        ))}
      </div>
      <Dialog
        open={move !== null}
        onOpenChange={(open) => {
          if (!open) setMove(null);
        }}
        title={move ? `${MOVE_LABELS[move]}: ${request.student.name}` : ''}
        description="The student gets a notification with your note."
      >
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
          Note (optional)
          <textarea
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="rounded-field border border-ink-200 px-3 py-2 text-sm font-normal"
          />
        </label>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setMove(null)}>
            Back
          </Button>
          <Button variant={move === 'declined' ? 'danger' : 'primary'} loading={status.isPending} onClick={confirm}>
            {move ? MOVE_LABELS[move] : ''}
          </Button>
        </div>
      </Dialog>
    </article>
  );
}
