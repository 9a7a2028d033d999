import { useId, useState } from 'react';
import type { HelpTicket, HelpTicketStatus } from '../../../../shared/contracts/help.js';
import { HELP_TICKET_STATUSES } from '../../../../shared/contracts/help.constants.js';
import { relativeTime } from '../../../../shared/format.js';
import { Button, Field, FormAlert, Skeleton, inputClasses, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { AdminHeader } from '../../admin';
import { useHelpTickets, useTicketAction } from '../api/helpTickets';

const STATUS_LABELS: Record<HelpTicketStatus | 'all', string> = { all: 'All', open: 'Open', answered: 'Answered', closed: 'Closed' };

function TicketItem({ ticket }: { ticket: HelpTicket }) {
  const id = useId();
  const action = useTicketAction();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const run = async (what: { answer: string } | 'close') => {
    if (what !== 'close' && what.answer.trim().length < 2) {
      setError('Please write an answer.');
      return;
    }
    setError(undefined);
    try {
      const result = await action.mutateAsync({ id: ticket.id, action: what });
      toast({ tone: 'success', title: result.message });
      setAnswer('');
    } catch (failure) {
      setError(messageFrom(failure, 'Could not update the ticket.'));
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200" data-ticket={ticket.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold break-all text-ink-900">
          {ticket.username} <span className="font-normal text-ink-600">&lt;{ticket.email}&gt;</span>
        </p>
        <p className="text-sm text-ink-500">
          <span className="font-semibold text-ink-700">{STATUS_LABELS[ticket.status]}</span> · {relativeTime(ticket.createdAt)}
        </p>
      </div>
      <p className="whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">{ticket.problem}</p>
      {ticket.answer ? (
        <p className="rounded-lg bg-brand-50 p-3 text-sm whitespace-pre-line text-brand-900 [overflow-wrap:anywhere]">
          Answer: {ticket.answer}
        </p>
      ) : null}
      {ticket.status !== 'closed' ? (
        <div className="flex flex-col gap-2">
          <Field id={`${id}-answer`} label="Answer (sent by email)" error={error}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                className={cn(inputClasses, 'h-auto py-2')}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => void run('close')}>
              Close
            </Button>
            <Button size="sm" disabled={action.isPending} onClick={() => void run({ answer })}>
              Send answer
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** /admin/tickets: requests from the help form; answer them (mailed) and close them. */
export default function AdminTicketsPage() {
  const [status, setStatus] = useState<HelpTicketStatus | 'all'>('open');
  const [page, setPage] = useState(1);
  const tickets = useHelpTickets({ status, page });
  return (
    <div className="flex flex-col gap-6">
      <title>Help tickets · Operator console · Campus</title>
      <AdminHeader title="Help tickets" subtitle="Requests sent through the help form." />
      <div role="group" aria-label="Ticket status" className="flex flex-wrap gap-2">
        {(['all', ...HELP_TICKET_STATUSES] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? 'primary' : 'outline'}
            aria-pressed={status === value}
            onClick={() => (setStatus(value), setPage(1))}
          >
            {STATUS_LABELS[value]}
          </Button>
        ))}
      </div>
      {tickets.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : tickets.isError ? (
        <FormAlert>{messageFrom(tickets.error, 'Could not load tickets.')}</FormAlert>
      ) : tickets.data.tickets.length === 0 ? (
        <p className="rounded-card bg-surface p-6 text-ink-600 ring-1 ring-ink-200">No tickets here.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {tickets.data.tickets.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
      {tickets.data && tickets.data.total > 20 ? (
        <div className="flex justify-center gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={page * 20 >= tickets.data.total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}
