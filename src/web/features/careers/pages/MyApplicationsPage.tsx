import { ClipboardList, Hourglass, IndianRupee, MapPin } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { Application, ApplicationStatus } from '../../../../shared/contracts/careers.js';
import { APPLICATION_STATUSES } from '../../../../shared/contracts/careers.constants.js';
import { countOf, formatDateLong } from '../../../../shared/format.js';
import { Button, buttonClasses, Skeleton, toast, Tooltip } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { cn } from '../../../lib/cn';
import { useMyApplications } from '../api/myApplications';
import { useWithdrawApplication } from '../api/withdrawApplication';
import { applicationStatusLabel, ApplicationStatusBadge, Badge, ClosingBadge } from '../components/Badges';
import { CareerHeader } from '../components/CareerHeader';
import { detailsPath } from '../components/JobCard';
import { JobLogo } from '../components/JobLogo';
import { EmptyState, ErrorState, LoadMore } from '../components/ListStates';
import { jobTypeLabel, locationLabel, shortPayLabel } from '../lib/jobs';
import { EMPLOYER_TEXT, noReplyTooltip } from '../lib/responsiveness';

type StatusFilter = ApplicationStatus | 'all';

const STEPS: ApplicationStatus[] = ['pending', 'reviewed', 'shortlisted', 'hired'];

/** Where an application stands: applied, reviewed, shortlisted, hired (or rejected). */
function Progress({ status }: { status: ApplicationStatus }) {
  const reached = status === 'rejected' ? 1 : STEPS.indexOf(status);
  return (
    <ol className="flex items-center gap-1.5" aria-label={`Progress: ${applicationStatusLabel(status)}`}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          title={step === 'pending' ? 'Applied' : applicationStatusLabel(step)}
          className={cn(
            'h-1.5 flex-1 rounded-full',
            index <= reached
              ? status === 'rejected'
                ? 'bg-danger-600/70'
                : status === 'hired'
                  ? 'bg-success-600'
                  : 'bg-brand-500'
              : 'bg-ink-200',
          )}
        >
          <span className="sr-only">{step === 'pending' ? 'Applied' : applicationStatusLabel(step)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * "No reply yet" on an application still pending 21 days after it was sent, with a one-click withdrawal (the student
 * may apply again later). Above the card's stretched link.
 */
function NoReplyYet({ application }: { application: Application }) {
  const withdraw = useWithdrawApplication();
  return (
    <div className="relative z-10 flex flex-wrap items-center gap-2 sm:justify-end">
      {/* The badge sits at the card's right edge from the small breakpoint: the tip opens leftwards there. */}
      <Tooltip tip={noReplyTooltip(application.job.company)} tipClassName="sm:right-0 sm:left-auto">
        <Badge tone="neutral">
          <Hourglass className="size-3" aria-hidden="true" /> {EMPLOYER_TEXT.noReplyYet}
        </Badge>
      </Tooltip>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${EMPLOYER_TEXT.withdraw} application to ${application.job.title}`}
        disabled={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(application.id, {
            onSuccess: () =>
              toast({
                title: 'Application withdrawn',
                description: `${application.job.title} at ${application.job.company}`,
                tone: 'success',
              }),
            onError: (error) => toast({ title: 'Could not withdraw', description: messageFrom(error, 'Please try again.'), tone: 'error' }),
          })
        }
      >
        {withdraw.isPending ? 'Withdrawing...' : EMPLOYER_TEXT.withdraw}
      </Button>
    </div>
  );
}

function ApplicationCard({ application }: { application: Application }) {
  const { job } = application;
  const moved = application.updatedAt !== application.appliedAt;
  return (
    <article
      className="relative flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200 transition hover:shadow-lifted sm:flex-row sm:items-center"
      data-testid="application"
      aria-labelledby={`application-${application.id}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <JobLogo src={job.companyLogoUrl ?? job.logoUrl} company={job.companyName} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`application-${application.id}`} className="text-base leading-snug font-semibold text-ink-900">
              <Link to={detailsPath(job.id)} className="after:absolute after:inset-0 after:rounded-card hover:text-brand-700">
                {job.title}
              </Link>
            </h3>
            <ClosingBadge job={job} />
          </div>
          <p className="text-sm text-ink-600">
            {job.company} · {jobTypeLabel(job.jobType)}
          </p>
          <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-caption text-ink-500">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" /> {locationLabel(job)}
            </span>
            <span className="inline-flex items-center gap-1">
              <IndianRupee className="size-3.5" aria-hidden="true" /> {shortPayLabel(job)}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-60 sm:items-end">
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <span className="text-caption text-ink-500 sm:hidden">Status</span>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <div className="w-full sm:w-44">
          <Progress status={application.status} />
        </div>
        <dl className="text-caption text-ink-500 sm:text-right">
          <div>
            <dt className="inline">Applied on </dt>
            <dd className="inline font-medium text-ink-700">{formatDateLong(application.appliedAt)}</dd>
          </div>
          {moved ? (
            <div>
              <dt className="inline">Updated on </dt>
              <dd className="inline font-medium text-ink-700">{formatDateLong(application.updatedAt)}</dd>
            </div>
          ) : null}
        </dl>
        {application.noReplyYet ? <NoReplyYet application={application} /> : null}
      </div>
    </article>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading your applications" className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
          <Skeleton className="size-12 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="hidden h-6 w-24 rounded-full sm:block" />
        </div>
      ))}
      <span className="sr-only">Loading...</span>
    </div>
  );
}

const FILTERS: StatusFilter[] = ['all', ...APPLICATION_STATUSES];

function isStatusFilter(value: string | null): value is StatusFilter {
  return value !== null && (FILTERS as string[]).includes(value);
}

/** /CareerZoneApplications: the student's applications with their status and dates. */
export default function MyApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StatusFilter = isStatusFilter(raw) ? raw : 'all';
  const list = useMyApplications(status);
  const applications = list.data?.pages.flatMap((page) => page.applications) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <div className="flex flex-col gap-6">
      <title>My applications · Career Zone · Campus</title>
      <CareerHeader
        title="My applications"
        subtitle="Every opportunity you applied to, and where each one stands."
        count={total === undefined ? undefined : countOf(total, { one: 'application', other: 'applications' })}
      />

      <div role="group" aria-label="Filter by status" className="-mx-4 flex gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:px-0">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => setParams(value === 'all' ? {} : { status: value }, { replace: true })}
            className={cn(
              'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors ring-inset',
              status === value ? 'bg-ink-900 text-white ring-ink-900' : 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50',
            )}
          >
            {value === 'all' ? 'All' : applicationStatusLabel(value)}
          </button>
        ))}
      </div>

      <section aria-labelledby="applications-heading">
        <h2 id="applications-heading" className="sr-only">
          Applications
        </h2>
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && !list.isFetchNextPageError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : applications.length === 0 ? (
          <EmptyState
            icon={<ClipboardList className="size-6" aria-hidden="true" />}
            title={
              status === 'all' ? 'You have not applied to anything yet' : `No ${applicationStatusLabel(status).toLowerCase()} applications`
            }
            action={
              status === 'all' ? (
                <Link to="/CarrerZonelandingPage" className={buttonClasses()}>
                  Explore opportunities
                </Link>
              ) : undefined
            }
          >
            {status === 'all'
              ? 'Apply to a job or internship and follow its progress here.'
              : 'Applications move as recruiters review them.'}
          </EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {applications.map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} />
                </li>
              ))}
            </ul>
            <LoadMore
              shown={applications.length}
              total={total ?? applications.length}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              noun="applications"
            />
            {list.isFetchNextPageError ? <ErrorState className="mt-4" error={list.error} /> : null}
          </>
        )}
      </section>
    </div>
  );
}
