import { ChevronLeft, ChevronRight, ExternalLink, FileText, Pencil, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Applicant, ApplicationStatus } from '../../../../shared/contracts/careers.js';
import { APPLICATION_STATUSES } from '../../../../shared/contracts/careers.constants.js';
import { formatDateLong } from '../../../../shared/format.js';
import { Avatar, Button, buttonClasses, inputClasses, Skeleton, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { isApiError, messageFrom } from '../../../lib/errors';
import { applicationStatusLabel, ApplicationStatusBadge, Badge, EmptyState, ErrorState } from '../../careers';
import { APPLICANTS_PAGE_SIZE, useApplicants } from '../api/jobApplicants';
import { openResume } from '../api/openResume';
import { useUpdateApplicationStatus } from '../api/updateApplicationStatus';
import { AdminHeader } from '../components/AdminHeader';
import { BackLink } from '../components/BackLink';

type StatusFilter = ApplicationStatus | 'all';

function StatusSelect({ applicant }: { applicant: Applicant }) {
  const id = useId();
  const update = useUpdateApplicationStatus();
  const name = applicant.user.username ?? applicant.user.email;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Status of {name}
      </label>
      <select
        id={id}
        value={update.isPending && update.variables ? update.variables.status : applicant.status}
        disabled={update.isPending}
        onChange={(event) => {
          const status = event.target.value as ApplicationStatus;
          update.mutate(
            { id: applicant.id, status },
            {
              onSuccess: () =>
                toast({
                  tone: 'success',
                  title: 'Status updated',
                  description: `${name} is now ${applicationStatusLabel(status).toLowerCase()}.`,
                }),
              onError: (error) =>
                toast({ tone: 'error', title: 'Could not update the status', description: messageFrom(error, 'Please try again.') }),
            },
          );
        }}
        className={cn(inputClasses, 'h-10 w-40 py-0 text-sm')}
      >
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {applicationStatusLabel(status)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Open resume": the document route needs the operator's token, so it is fetched and opened from a blob. */
function OpenResumeButton({ url, name }: { url: string; name: string }) {
  const [opening, setOpening] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={opening}
      aria-label={`Open resume of ${name}`}
      icon={<FileText className="size-4" aria-hidden="true" />}
      onClick={() => {
        setOpening(true);
        openResume(url)
          .catch((error: unknown) =>
            toast({ tone: 'error', title: 'Could not open the resume', description: messageFrom(error, 'Please try again.') }),
          )
          .finally(() => setOpening(false));
      }}
    >
      Open resume
    </Button>
  );
}

/** College · course · semester, skills as chips, the cover note and the resume: what the applicant sent. */
function ApplicantDetails({ applicant, name }: { applicant: Applicant; name: string }) {
  const { college, course, semester, skills } = applicant.profile;
  const line = [college, course, semester ? `Semester ${semester}` : ''].filter(Boolean).join(' · ');
  if (!line && skills.length === 0 && !applicant.coverNote && !applicant.resumeUrl) return null;
  return (
    <div className="flex min-w-0 flex-col gap-2 text-sm md:pl-13" data-testid="applicant-details">
      {line ? <p className="text-ink-700 [overflow-wrap:anywhere]">{line}</p> : null}
      {skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Skills of ${name}`}>
          {skills.map((skill) => (
            <li key={skill}>
              <Badge>{skill}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {applicant.coverNote ? (
        <figure className="rounded-field bg-ink-50 px-3 py-2">
          <figcaption className="text-caption font-semibold text-ink-600">Cover note</figcaption>
          <p className="mt-1 whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">{applicant.coverNote}</p>
        </figure>
      ) : null}
      {applicant.resumeUrl ? (
        <div>
          <OpenResumeButton url={applicant.resumeUrl} name={name} />
        </div>
      ) : null}
    </div>
  );
}

function ApplicantRow({ applicant }: { applicant: Applicant }) {
  const name = applicant.user.username ?? applicant.user.email.split('@')[0] ?? applicant.user.email;
  const moved = applicant.updatedAt !== applicant.appliedAt;
  return (
    <li className="flex flex-col gap-3 p-4 md:px-5" data-testid="applicant">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-6">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Avatar name={name} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink-900">{name}</p>
            <p className="truncate text-caption text-ink-500">{applicant.user.email}</p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-caption text-ink-500 md:w-72">
          <div>
            <dt>Applied</dt>
            <dd className="font-medium text-ink-800">{formatDateLong(applicant.appliedAt)}</dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd className="font-medium text-ink-800">{moved ? formatDateLong(applicant.updatedAt) : '—'}</dd>
          </div>
        </dl>
        <div className="flex items-center justify-between gap-3 md:justify-end">
          <ApplicationStatusBadge status={applicant.status} className="md:hidden" />
          <StatusSelect applicant={applicant} />
        </div>
      </div>
      <ApplicantDetails applicant={applicant} name={name} />
    </li>
  );
}

/** /admin/jobs/{id}: a job's applicants, with a status select that moves each application (the student is notified). */
export default function AdminApplicantsPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StatusFilter = raw && (APPLICATION_STATUSES as readonly string[]).includes(raw) ? (raw as ApplicationStatus) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApplicants(id, status, page);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / APPLICANTS_PAGE_SIZE)) : 1;
  const all = data ? Object.values(data.counts).reduce((sum, count) => sum + count, 0) : undefined;
  const notFound = isApiError(list.error) && list.error.status === 404;

  const setQuery = (next: { status?: StatusFilter; page?: number }) => {
    const merged = { status, page, ...next };
    const query: Record<string, string> = {};
    if (merged.status !== 'all') query.status = merged.status;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <title>{data ? `Applicants: ${data.job.title} · Operator console · Campus` : 'Applicants · Operator console · Campus'}</title>
      <AdminHeader
        back={<BackLink />}
        title={data ? data.job.title : 'Applicants'}
        subtitle={
          data ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {data.job.companyName}
              {data.job.status === 'closed' ? <Badge>Closed</Badge> : <Badge tone="success">Open</Badge>}
            </span>
          ) : undefined
        }
        actions={
          data ? (
            <>
              <Link to={`/CareerZoneDetails/${data.job.id}`} className={buttonClasses({ variant: 'outline' })}>
                <ExternalLink className="size-4" aria-hidden="true" /> View as student
              </Link>
              <Link to={`/admin/jobs/${data.job.id}/edit`} className={buttonClasses({ variant: 'secondary' })}>
                <Pencil className="size-4" aria-hidden="true" /> Edit job
              </Link>
            </>
          ) : undefined
        }
      />

      {notFound ? null : (
        <div role="group" aria-label="Filter by status" className="-mx-4 flex gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:px-0">
          {(['all', ...APPLICATION_STATUSES] as StatusFilter[]).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              onClick={() => setQuery({ status: value, page: 1 })}
              className={cn(
                'inline-flex shrink-0 items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-inset',
                status === value ? 'bg-ink-900 text-white ring-ink-900' : 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50',
              )}
            >
              {value === 'all' ? 'All' : applicationStatusLabel(value)}
              <span
                className={cn('rounded-full px-1.5 text-xs tabular-nums', status === value ? 'bg-white/20' : 'bg-ink-100 text-ink-600')}
              >
                {value === 'all' ? (all ?? '–') : (data?.counts[value] ?? '–')}
              </span>
            </button>
          ))}
        </div>
      )}

      <section aria-label="Applicants" className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-ink-200">
        {list.isPending ? (
          <div role="status" aria-label="Loading applicants" className="flex flex-col gap-4 p-5">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-10 w-40 rounded-field" />
              </div>
            ))}
          </div>
        ) : list.isError ? (
          notFound ? (
            <EmptyState className="m-4" title="Job not found." action={<BackLink />} />
          ) : (
            <ErrorState className="m-4" error={list.error} onRetry={() => void list.refetch()} />
          )
        ) : data && data.applications.length === 0 ? (
          <EmptyState
            className="m-4"
            icon={<Users className="size-6" aria-hidden="true" />}
            title={status === 'all' ? 'No applications yet' : `No ${applicationStatusLabel(status).toLowerCase()} applications`}
          >
            {status === 'all' ? 'Students who apply appear here.' : 'Choose another status to see more.'}
          </EmptyState>
        ) : data ? (
          <>
            <ul className={cn('divide-y divide-ink-200', list.isPlaceholderData && 'opacity-60')}>
              {data.applications.map((applicant) => (
                <ApplicantRow key={applicant.id} applicant={applicant} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav
                aria-label="Pages"
                className="flex items-center justify-between gap-3 border-t border-ink-200 px-4 py-3 text-sm text-ink-600"
              >
                <span>
                  Page {data.page} of {pages}
                </span>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setQuery({ page: page - 1 })}>
                    <ChevronLeft className="size-4" aria-hidden="true" /> Previous
                  </Button>
                  <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setQuery({ page: page + 1 })}>
                    Next <ChevronRight className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
