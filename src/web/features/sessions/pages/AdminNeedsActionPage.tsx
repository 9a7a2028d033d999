import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { AttendanceOutcome, NeedsActionSession } from '../../../../shared/contracts/sessions.js';
import { Button, FormAlert, Skeleton, inputClasses, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { AdminHeader } from '../../admin';
import { useNeedsAction, useResolveSession } from '../api/needsAction';

const DECISIONS: { value: AttendanceOutcome; label: string }[] = [
  { value: 'held', label: 'It took place' },
  { value: 'not_held', label: 'It did not take place (nobody charged)' },
  { value: 'student_no_show', label: 'The student did not come' },
  { value: 'mentor_no_show', label: 'The mentor did not come' },
  { value: 'both_no_show', label: 'Neither came' },
];

const said = (tookPlace: boolean | null) => (tookPlace === null ? 'no answer' : tookPlace ? 'it took place' : 'it did not take place');

function DisputedSession({ session }: { session: NeedsActionSession }) {
  const id = useId();
  const resolve = useResolveSession();
  const [outcome, setOutcome] = useState<AttendanceOutcome>('held');
  const title = `${session.student.name} with ${session.mentor.name}`;
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200" data-booking={session.bookingId}>
      <div>
        <h2 className="font-semibold break-words text-ink-900">{title}</h2>
        <p className="text-sm text-ink-600">
          <time dateTime={session.scheduledTime}>{session.scheduledTimeIst}</time> · {session.duration} min
        </p>
      </div>
      <dl className="grid gap-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold">Student ({session.student.name})</dt>
        <dd>{said(session.student.tookPlace)}</dd>
        <dt className="font-semibold">Mentor ({session.mentor.name})</dt>
        <dd>{said(session.mentor.tookPlace)}</dd>
        {session.meetingUrl ? (
          <>
            <dt className="font-semibold">Link</dt>
            <dd className="min-w-0 break-all">
              <a
                href={session.meetingUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 text-brand-700 underline"
              >
                {session.meetingUrl} <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {session.lastMessages.length > 0 ? (
        <section aria-label={`Last chat messages of ${title}`} className="rounded-md bg-ink-50 p-3 text-sm">
          <h3 className="mb-1 font-semibold text-ink-800">Session chat (last messages)</h3>
          <ol className="flex flex-col gap-1">
            {session.lastMessages.map((message, index) => (
              <li key={index} className="break-words text-ink-700">
                <span className="font-medium">{message.senderName}:</span> {message.body}
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className="text-sm text-ink-600">No chat messages in this session.</p>
      )}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          resolve.mutate(
            { id: session.bookingId, outcome },
            {
              onSuccess: (result) => toast({ tone: 'success', title: result.message }),
              onError: (error) => toast({ tone: 'error', title: messageFrom(error, 'Could not record the decision.') }),
            },
          );
        }}
      >
        <label htmlFor={`${id}-outcome`} className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink-800">
          Decision
          <select
            id={`${id}-outcome`}
            className={inputClasses}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as AttendanceOutcome)}
          >
            {DECISIONS.map((decision) => (
              <option key={decision.value} value={decision.value}>
                {decision.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={resolve.isPending} aria-label={`Record decision for ${title}`}>
          Record decision
        </Button>
      </form>
    </li>
  );
}

/** /admin/sessions: external-link sessions whose two sides disagree on whether they took place; the operator decides. */
export default function AdminNeedsActionPage() {
  const list = useNeedsAction();
  return (
    <div className="flex flex-col gap-6">
      <title>Needs action · Operator console · Campus</title>
      <AdminHeader
        title="Needs action"
        subtitle="Sessions over an external link whose student and mentor disagree on whether they took place. Your decision is recorded as the attendance and both are told; a no-show counts towards the warning and the pause."
      />
      {list.isPending ? (
        <ul className="flex flex-col gap-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-40 w-full" />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <FormAlert>
          {messageFrom(list.error, 'Could not load the sessions.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : list.data.sessions.length === 0 ? (
        <p className="rounded-card bg-surface p-6 text-ink-600 ring-1 ring-ink-200">Nothing needs action: no disputed sessions.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.sessions.map((session) => (
            <DisputedSession key={session.bookingId} session={session} />
          ))}
        </ul>
      )}
    </div>
  );
}
