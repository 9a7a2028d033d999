import { ChevronLeft, ChevronRight, Lock, LockOpen, Pencil, Plus, Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminJob } from '../../../../shared/contracts/careers.js';
import { countOf, formatDateLong } from '../../../../shared/format.js';
import { Button, buttonClasses, inputClasses, Skeleton, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { Badge, ClosingBadge, EmptyState, ErrorState, JobLogo, jobTypeLabel, locationLabel } from '../../careers';
import { ADMIN_PAGE_SIZE, useAdminJobs, type AdminJobsParams } from '../api/adminJobs';
import { useSetJobOpen } from '../api/closeJob';
import { AdminHeader } from '../components/AdminHeader';

type StatusTab = AdminJobsParams['status'];
const TABS: { value: StatusTab; label: string }[] = [
  { value: 'all', label: 'All jobs' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

function StatusCell({ job }: { job: AdminJob }) {
  return job.status === 'closed' ? (
    <ClosingBadge job={job} />
  ) : (
    <span className="flex flex-wrap gap-1">
      <Badge tone="success">Open</Badge>
      <ClosingBadge job={job} />
    </span>
  );
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 disabled:opacity-50';

function OpenCloseButton({ job, compact }: { job: AdminJob; compact: boolean }) {
  const toggle = useSetJobOpen();
  const reopen = job.status === 'closed';
  const label = `${reopen ? 'Reopen' : 'Close'} ${job.title}`;
  const onClick = () =>
    toggle.mutate(
      { id: job.id, open: reopen },
      {
        onSuccess: (saved) =>
          toast({ tone: 'success', title: saved.status === 'open' ? 'Job reopened' : 'Job closed', description: saved.title }),
        onError: (error) =>
          toast({ tone: 'error', title: 'Could not change the job', description: messageFrom(error, 'Please try again.') }),
      },
    );
  const Icon = reopen ? LockOpen : Lock;
  if (compact) {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={toggle.isPending}
        aria-label={label}
        title={reopen ? 'Reopen' : 'Close'}
        className={iconButton}
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    );
  }
  return (
    <Button
      size="sm"
      variant={reopen ? 'secondary' : 'ghost'}
      loading={toggle.isPending}
      aria-label={label}
      onClick={onClick}
      icon={<Icon className="size-4" aria-hidden="true" />}
    >
      {reopen ? 'Reopen' : 'Close'}
    </Button>
  );
}

/** Applicants, edit, close or reopen. Icons in the desktop table (labels for screen readers), words on phones. */
function Actions({ job, compact }: { job: AdminJob; compact: boolean }) {
  if (compact) {
    return (
      <div className="flex items-center justify-end gap-0.5 whitespace-nowrap">
        <Link to={`/admin/jobs/${job.id}`} className={iconButton} aria-label={`Applicants of ${job.title}`} title="Applicants">
          <Users className="size-4" aria-hidden="true" />
        </Link>
        <Link to={`/admin/jobs/${job.id}/edit`} className={iconButton} aria-label={`Edit ${job.title}`} title="Edit">
          <Pencil className="size-4" aria-hidden="true" />
        </Link>
        <OpenCloseButton job={job} compact />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Link
        to={`/admin/jobs/${job.id}`}
        className={buttonClasses({ size: 'sm', variant: 'outline' })}
        aria-label={`Applicants of ${job.title}`}
      >
        <Users className="size-4" aria-hidden="true" /> Applicants
      </Link>
      <Link to={`/admin/jobs/${job.id}/edit`} className={buttonClasses({ size: 'sm', variant: 'ghost' })} aria-label={`Edit ${job.title}`}>
        <Pencil className="size-4" aria-hidden="true" /> Edit
      </Link>
      <OpenCloseButton job={job} compact={false} />
    </div>
  );
}

function TableSkeleton() {
  return (
    <div role="status" aria-label="Loading jobs" className="flex flex-col gap-3 p-4">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-4">
          <Skeleton className="size-10 rounded-xl" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-24 md:block" />
          <Skeleton className="hidden h-4 w-16 md:block" />
          <Skeleton className="h-8 w-24 rounded-button" />
        </div>
      ))}
      <span className="sr-only">Loading...</span>
    </div>
  );
}

/** /admin: every job with applicant counts; create, edit, close and reopen; applicants per job. */
export default function AdminJobsPage() {
  const [params, setParams] = useSearchParams();
  const status = (['all', 'open', 'closed'] as const).find((value) => value === params.get('status')) ?? 'all';
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);
  const jobs = useAdminJobs({ search, status, page });

  const update = (next: Partial<{ status: StatusTab; q: string; page: number }>) => {
    const merged = { status, q: search, page, ...next };
    const query: Record<string, string> = {};
    if (merged.status !== 'all') query.status = merged.status;
    if (merged.q.trim()) query.q = merged.q.trim();
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { replace: true });
  };

  useEffect(() => {
    if (text.trim() === search) return;
    const pathname = window.location.pathname;
    const timer = setTimeout(() => {
      // Left the page meanwhile (its next page may still be loading): do not pull the reader back.
      if (window.location.pathname !== pathname) return;
      const query: Record<string, string> = {};
      if (status !== 'all') query.status = status;
      if (text.trim()) query.q = text.trim();
      setParams(query, { replace: true });
    }, 350);
    return () => clearTimeout(timer);
  }, [text, search, status, setParams]);

  const data = jobs.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <title>Operator console · Campus</title>
      <AdminHeader
        title="Jobs and internships"
        subtitle="Post openings, keep them current and move applications along."
        actions={
          <Link to="/admin/jobs/new" className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" /> New job
          </Link>
        }
      />

      <div className="grid grid-cols-3 gap-3" role="group" aria-label="Jobs by status">
        {TABS.map((tab) => {
          const count = data?.counts[tab.value];
          return (
            <button
              key={tab.value}
              type="button"
              aria-pressed={status === tab.value}
              onClick={() => update({ status: tab.value, page: 1 })}
              className={cn(
                'flex flex-col items-start gap-1 rounded-card p-4 text-left ring-1 transition md:p-5',
                status === tab.value
                  ? 'bg-brand-600 text-white shadow-lifted ring-brand-600'
                  : 'bg-surface text-ink-800 shadow-card ring-ink-200 hover:ring-ink-300',
              )}
            >
              <span className={cn('text-sm font-medium', status === tab.value ? 'text-brand-100' : 'text-ink-500')}>{tab.label}</span>
              <span className="text-2xl font-bold tabular-nums" data-testid={`count-${tab.value}`}>
                {count ?? '–'}
              </span>
            </button>
          );
        })}
      </div>

      <div className="relative">
        <label htmlFor="admin-job-search" className="sr-only">
          Search jobs
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-400" aria-hidden="true" />
        <input
          id="admin-job-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Title, company, skill or city"
          className={cn(inputClasses, 'pl-12')}
        />
      </div>

      <section aria-label="Jobs" className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-ink-200">
        {jobs.isPending ? (
          <TableSkeleton />
        ) : jobs.isError ? (
          <ErrorState className="m-4" error={jobs.error} onRetry={() => void jobs.refetch()} />
        ) : data && data.jobs.length === 0 ? (
          <EmptyState
            className="m-4"
            title={search ? 'No jobs match this search' : status === 'closed' ? 'No closed jobs' : 'No jobs yet'}
            action={
              search ? undefined : (
                <Link to="/admin/jobs/new" className={buttonClasses()}>
                  Post the first job
                </Link>
              )
            }
          />
        ) : data ? (
          <>
            {/* Desktop: a table. */}
            <table className="hidden w-full text-left text-sm md:table">
              <thead className="border-b border-ink-200 bg-ink-50 text-caption font-semibold tracking-wide text-ink-500 uppercase">
                <tr>
                  <th scope="col" className="px-5 py-3">
                    Job
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Type
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Applicants
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Closes
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                  <th scope="col" className="py-3 pr-4 pl-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className={cn('divide-y divide-ink-200', jobs.isPlaceholderData && 'opacity-60')}>
                {data.jobs.map((job) => (
                  <tr key={job.id} className="align-middle hover:bg-ink-50/70" data-testid="admin-job-row">
                    <td className="px-5 py-3">
                      <div className="flex items-center gap-3">
                        <JobLogo src={job.companyLogoUrl} company={job.companyName} size="sm" />
                        <div className="min-w-0">
                          <Link to={`/admin/jobs/${job.id}`} className="font-semibold text-ink-900 hover:text-brand-700">
                            {job.title}
                          </Link>
                          <p className="truncate text-caption text-ink-500">
                            {job.companyName} · {locationLabel(job)}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap text-ink-700">{jobTypeLabel(job.jobType)}</td>
                    <td className="px-3 py-3 text-right font-semibold text-ink-900 tabular-nums">
                      <Link to={`/admin/jobs/${job.id}`} className="rounded px-1 hover:text-brand-700 hover:underline">
                        {job._count.applications}
                      </Link>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap text-ink-700">{job.closesAt ? formatDateLong(job.closesAt) : '—'}</td>
                    <td className="px-3 py-3">
                      <StatusCell job={job} />
                    </td>
                    <td className="py-3 pr-4 pl-2">
                      <Actions job={job} compact />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>

            {/* Phones: cards. */}
            <ul className={cn('divide-y divide-ink-200 md:hidden', jobs.isPlaceholderData && 'opacity-60')}>
              {data.jobs.map((job) => (
                <li key={job.id} className="flex flex-col gap-3 p-4" data-testid="admin-job-card">
                  <div className="flex items-start gap-3">
                    <JobLogo src={job.companyLogoUrl} company={job.companyName} size="sm" />
                    <div className="min-w-0 flex-1">
                      <Link to={`/admin/jobs/${job.id}`} className="font-semibold text-ink-900 hover:text-brand-700">
                        {job.title}
                      </Link>
                      <p className="text-caption text-ink-500">
                        {job.companyName} · {jobTypeLabel(job.jobType)} · {locationLabel(job)}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-caption text-ink-600">
                    <StatusCell job={job} />
                    <span>{countOf(job._count.applications, { one: 'applicant', other: 'applicants' })}</span>
                    {job.closesAt ? <span>· closes {formatDateLong(job.closesAt)}</span> : null}
                  </div>
                  <Actions job={job} compact={false} />
                </li>
              ))}
            </ul>

            <nav
              aria-label="Pages"
              className="flex items-center justify-between gap-3 border-t border-ink-200 px-4 py-3 text-sm text-ink-600"
            >
              <span>
                Page {data.page} of {pages} · {countOf(data.total, { one: 'job', other: 'jobs' })}
              </span>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page <= 1}
                  onClick={() => update({ page: page - 1 })}
                  icon={<ChevronLeft className="size-4" aria-hidden="true" />}
                >
                  Previous
                </Button>
                <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => update({ page: page + 1 })}>
                  Next <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </nav>
          </>
        ) : null}
      </section>
    </div>
  );
}
