import { AlertTriangle, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDateLong } from '../../../../shared/format.js';
import { Button, Dialog, FormAlert, inputClasses, Skeleton, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { AdminHeader } from '../../admin';
import { useReport, useSetReportStatus } from '../api/adminReport';
import { REPORTS_PAGE_SIZE, useReports, type ReportFilter } from '../api/adminReports';
import { useSetSuspended, useSuspensions } from '../api/adminSuspensions';

const FILTERS: { value: ReportFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

function ReportDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const report = useReport(id);
  const setStatus = useSetReportStatus();
  const setSuspended = useSetSuspended();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const data = report.data;

  const suspend = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    if (!reason.trim()) {
      setReasonError('Say why the account is suspended.');
      return;
    }
    setReasonError(null);
    setSuspended.mutate(
      { userId: data.reported.id, suspend: true, reason: reason.trim() },
      {
        onSuccess: () => toast({ tone: 'success', title: 'Account suspended from the Human Library' }),
        onError: (error) => toast({ tone: 'error', title: messageFrom(error, 'Could not suspend the account.') }),
      },
    );
  };

  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Report" className="max-w-2xl">
      {report.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : report.isError || !data ? (
        <FormAlert>{messageFrom(report.error, 'Could not load the report.')}</FormAlert>
      ) : (
        <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-ink-700">Reported</dt>
            <dd className="break-all">{data.reported.email}</dd>
            <dt className="font-semibold text-ink-700">By</dt>
            <dd className="break-all">{data.reporterEmail ?? 'The crisis rule (automatic)'}</dd>
            <dt className="font-semibold text-ink-700">Reason</dt>
            <dd>{data.reason}</dd>
          </dl>
          <section aria-labelledby="transcript-title">
            <h3 id="transcript-title" className="text-sm font-semibold text-ink-900">
              Last messages
            </h3>
            {data.transcript.length === 0 ? (
              <p className="mt-2 text-sm text-ink-500">No messages were exchanged.</p>
            ) : (
              <ol className="mt-2 flex flex-col gap-1.5 text-sm">
                {data.transcript.map((line, index) => (
                  <li key={index} className={cn('rounded-lg px-3 py-1.5', line.crisis ? 'bg-accent-50 text-accent-800' : 'bg-ink-50')}>
                    <span className="font-semibold">{line.from === 'reported' ? 'Reported' : 'Reporter'}: </span>
                    {line.text}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              loading={setStatus.isPending}
              onClick={() => setStatus.mutate({ id: data.id, status: data.status === 'open' ? 'resolved' : 'open' })}
            >
              {data.status === 'open' ? 'Mark resolved' : 'Reopen'}
            </Button>
            {data.reported.suspended ? (
              <Button variant="outline" onClick={() => setSuspended.mutate({ userId: data.reported.id, suspend: false })}>
                Lift suspension
              </Button>
            ) : null}
          </div>
          {data.reported.suspended ? null : (
            <form onSubmit={suspend} noValidate className="flex flex-col gap-2">
              <label htmlFor="suspend-reason" className="text-sm font-semibold text-ink-800">
                Suspend from the Human Library: reason
              </label>
              <input
                id="suspend-reason"
                className={inputClasses}
                value={reason}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? 'suspend-reason-error' : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              {reasonError ? (
                <p id="suspend-reason-error" role="alert" className="text-caption font-medium text-danger-700">
                  {reasonError}
                </p>
              ) : null}
              <div>
                <Button type="submit" variant="danger" loading={setSuspended.isPending}>
                  Suspend account
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** /admin/human-library: reports (crisis first), their messages, and suspensions. */
export default function AdminHumanLibraryPage() {
  const [filter, setFilter] = useState<ReportFilter>('open');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const reports = useReports(filter, page);
  const suspensions = useSuspensions();
  const lift = useSetSuspended();
  const pages = reports.data ? Math.max(1, Math.ceil(reports.data.total / REPORTS_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <title>Human Library · Operator console · Campus</title>
      <AdminHeader title="Human Library" subtitle="Reports of anonymous chats, crisis reports first, and suspended accounts." />
      <div role="group" aria-label="Report status" className="flex gap-2">
        {FILTERS.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={filter === option.value ? 'primary' : 'outline'}
            aria-pressed={filter === option.value}
            onClick={() => {
              setFilter(option.value);
              setPage(1);
            }}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <section aria-labelledby="reports-title" className="rounded-card border border-ink-200 bg-surface p-4 shadow-soft">
        <h2 id="reports-title" className="text-lg font-semibold text-ink-900">
          Reports
        </h2>
        {reports.isPending ? (
          <ul className="mt-3 flex flex-col gap-2" aria-label="Loading reports">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton className="h-14 w-full" />
              </li>
            ))}
          </ul>
        ) : reports.isError ? (
          <div className="mt-3 flex flex-col items-start gap-2">
            <FormAlert>{messageFrom(reports.error, 'Could not load the reports.')}</FormAlert>
            <Button size="sm" variant="outline" onClick={() => void reports.refetch()}>
              Try again
            </Button>
          </div>
        ) : reports.data.data.length === 0 ? (
          <p className="mt-3 text-sm text-ink-600">No reports here. Nothing needs your attention.</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-ink-100">
            {reports.data.data.map((report) => (
              <li key={report.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                    {report.crisis ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">
                        <AlertTriangle className="size-3.5" aria-hidden="true" /> Crisis
                      </span>
                    ) : null}
                    <span className="break-all">{report.reported.email}</span>
                    {report.reported.suspended ? <span className="text-xs font-semibold text-danger-700">Suspended</span> : null}
                  </p>
                  <p className="truncate text-sm text-ink-600">
                    {report.reason} · {formatDateLong(report.createdAt)} · {report.status}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setOpenId(report.id)}
                  aria-label={`Read the report on ${report.reported.email}`}
                >
                  Read
                </Button>
              </li>
            ))}
          </ul>
        )}
        {reports.data && pages > 1 ? (
          <nav aria-label="Report pages" className="mt-3 flex items-center justify-end gap-2 text-sm">
            <Button size="sm" variant="ghost" disabled={page <= 1} aria-label="Previous page" onClick={() => setPage(page - 1)}>
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button size="sm" variant="ghost" disabled={page >= pages} aria-label="Next page" onClick={() => setPage(page + 1)}>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </section>
      <section aria-labelledby="suspensions-title" className="rounded-card border border-ink-200 bg-surface p-4 shadow-soft">
        <h2 id="suspensions-title" className="text-lg font-semibold text-ink-900">
          Suspended accounts
        </h2>
        {suspensions.isPending ? (
          <Skeleton className="mt-3 h-14 w-full" />
        ) : suspensions.isError ? (
          <FormAlert>{messageFrom(suspensions.error, 'Could not load the suspensions.')}</FormAlert>
        ) : suspensions.data.data.length === 0 ? (
          <p className="mt-3 text-sm text-ink-600">No account is suspended.</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-ink-100">
            {suspensions.data.data.map((suspension) => (
              <li key={suspension.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-all text-ink-900">{suspension.email}</p>
                  <p className="text-sm text-ink-600">
                    {suspension.reason} · {formatDateLong(suspension.createdAt)}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => lift.mutate({ userId: suspension.userId, suspend: false })}>
                  Lift suspension
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReportDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
