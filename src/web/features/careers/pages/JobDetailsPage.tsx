import {
  ArrowLeft,
  Briefcase,
  CalendarDays,
  CircleCheck,
  Clock,
  IndianRupee,
  Lock,
  MapPin,
  SearchX,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ApplyRequest, ListedJob } from '../../../../shared/contracts/careers.js';
import { formatDateLong } from '../../../../shared/format.js';
import {
  Avatar,
  Button,
  buttonClasses,
  Popup,
  RichText,
  Skeleton,
  StatusPanel,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/errors';
import { useApplyToJob } from '../api/applyToJob';
import { useJob } from '../api/getJob';
import { appliedClasses } from '../components/ApplyButton';
import { ApplyDialog } from '../components/ApplyDialog';
import { ClosingBadge } from '../components/Badges';
import { EmployerSignals } from '../components/EmployerSignals';
import { JobLogo } from '../components/JobLogo';
import { SaveButton } from '../components/SaveButton';
import {
  applyFailureMessage,
  closesInLabel,
  closingState,
  jobDetailErrorMessage,
  jobTypeLabel,
  locationLabel,
  payLabel,
} from '../lib/jobs';
import { APPLY_SUCCESS, CAREER_TEXT } from '../lib/texts';

function BackLink() {
  return (
    <Link
      to="/CarrerZonelandingPage"
      className="inline-flex w-max items-center gap-1.5 rounded-lg text-sm font-semibold text-ink-600 hover:text-ink-900"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Career Zone
    </Link>
  );
}

function Pill({ icon: Icon, children, label }: { icon: LucideIcon; children: ReactNode; label: string }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-100 ring-inset">
      <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-ink-100 text-ink-600">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <p className="flex min-w-0 flex-col">
        <span className="text-caption text-ink-500">{label}</span>
        <span className="text-sm font-semibold text-ink-900">{children}</span>
      </p>
    </li>
  );
}

function DetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading job details" className="flex flex-col gap-6">
      <div className="flex flex-col gap-5 rounded-panel bg-surface p-6 shadow-card ring-1 ring-ink-200 md:p-8">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-2xl md:size-20" />
          <div className="flex flex-1 flex-col gap-2.5">
            <Skeleton className="h-7 w-3/5" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Skeleton className="h-8 w-36 rounded-full" />
          <Skeleton className="h-8 w-28 rounded-full" />
          <Skeleton className="h-8 w-32 rounded-full" />
        </div>
        <div className="flex gap-3">
          <Skeleton className="h-11 w-36 rounded-button" />
          <Skeleton className="h-11 w-28 rounded-button" />
        </div>
      </div>
      <div className="flex flex-col gap-3 rounded-panel bg-surface p-6 shadow-card ring-1 ring-ink-200 md:p-8">
        <Skeleton className="h-10 w-64 rounded-field" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <span className="sr-only">Loading...</span>
    </div>
  );
}

interface Result {
  tone: 'success' | 'error';
  title: string;
  message: string;
}

/**
 * "Apply Now" opens the apply dialog (resume and cover note); then "Applying..." → "Applied" (disabled, green) and
 * the result popup (spec core §2.12, §4).
 */
function ApplyNow({ job }: { job: ListedJob }) {
  const apply = useApplyToJob();
  const [result, setResult] = useState<Result | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const applied = job.applied || apply.isSuccess;
  const closed = closingState(job) === 'closed';
  const submit = (body: ApplyRequest) =>
    apply.mutate(
      { jobId: job.id, body },
      {
        onSuccess: () => {
          setDialogOpen(false);
          setResult({ tone: 'success', ...APPLY_SUCCESS.detail });
        },
        onError: (error) => {
          setDialogOpen(false);
          setResult({ tone: 'error', title: CAREER_TEXT.applyFailedTitle, message: applyFailureMessage(error) });
        },
      },
    );

  let button;
  if (applied) {
    button = (
      <Button disabled className={cn(appliedClasses, 'w-full sm:w-auto')} icon={<CircleCheck className="size-4" aria-hidden="true" />}>
        {CAREER_TEXT.applied}
      </Button>
    );
  } else if (closed) {
    button = (
      <Button disabled variant="outline" className="w-full sm:w-auto" icon={<Lock className="size-4" aria-hidden="true" />}>
        Applications closed
      </Button>
    );
  } else {
    button = (
      <Button className="w-full sm:w-auto" loading={apply.isPending} aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
        {apply.isPending ? CAREER_TEXT.applying : CAREER_TEXT.applyNow}
      </Button>
    );
  }
  return (
    <>
      {button}
      <ApplyDialog job={job} open={dialogOpen} onOpenChange={setDialogOpen} pending={apply.isPending} onSubmit={submit} />
      <Popup
        open={result !== null}
        tone={result?.tone ?? 'success'}
        title={result?.title ?? ''}
        message={result?.message ?? ''}
        onClose={() => setResult(null)}
      />
    </>
  );
}

function JobDetails({ job }: { job: ListedJob }) {
  const closesIn = closesInLabel(job);
  const state = closingState(job);
  return (
    <div className="flex flex-col gap-6">
      <title>{`${job.title} at ${job.company} · Campus`}</title>
      <section
        aria-labelledby="job-title"
        className={cn(
          'flex flex-col gap-5 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-8',
          state === 'closed' && 'bg-ink-50',
        )}
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <JobLogo src={job.companyLogoUrl ?? job.logoUrl} company={job.companyName} size="lg" />
          <div className="min-w-0 flex-1">
            <div className="mb-1.5 flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold text-brand-700">{jobTypeLabel(job.jobType)}</span>
              <ClosingBadge job={job} />
            </div>
            <h1 id="job-title" className="text-title break-words text-ink-900">
              {job.title}
            </h1>
            <p className="mt-1 text-base font-medium text-ink-600">{job.company}</p>
            <EmployerSignals employer={job.employer} company={job.company} className="mt-2" />
          </div>
        </div>

        <ul className="flex flex-wrap gap-2" aria-label="Key details">
          <Pill icon={IndianRupee} label="Pay">
            {payLabel(job)}
          </Pill>
          <Pill icon={Briefcase} label="Type">
            {jobTypeLabel(job.jobType)}
          </Pill>
          <Pill icon={MapPin} label="Location">
            {locationLabel(job)}
          </Pill>
          {job.duration ? (
            <Pill icon={Clock} label="Duration">
              {job.duration}
            </Pill>
          ) : null}
        </ul>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ApplyNow job={job} />
          <SaveButton job={job} className="w-full sm:w-auto" />
          {closesIn ? (
            <p className={cn('text-sm font-medium sm:ml-2', state === 'closing-soon' ? 'text-accent-800' : 'text-ink-600')}>{closesIn}</p>
          ) : null}
          {state === 'closed' ? <p className="text-sm text-ink-600 sm:ml-2">This opportunity is no longer taking applications.</p> : null}
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-8" aria-label="About the opportunity">
          <Tabs defaultValue="description">
            <TabsList className="w-full sm:w-auto">
              <TabsTrigger value="description" className="flex-1 sm:flex-none">
                Job Description
              </TabsTrigger>
              <TabsTrigger value="company" className="flex-1 sm:flex-none">
                Company
              </TabsTrigger>
            </TabsList>
            <TabsContent value="description" className="mt-6">
              <h2 className="sr-only">Job Description</h2>
              {job.description.trim() ? <RichText html={job.description} /> : <p className="text-ink-600">{CAREER_TEXT.noDescription}</p>}
              {job.skills.length > 0 ? (
                <div className="mt-6 border-t border-ink-200 pt-5">
                  <h2 className="text-sm font-semibold text-ink-900">Skills</h2>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {job.skills.map((skill) => (
                      <li key={skill} className="rounded-full bg-ink-100 px-3 py-1 text-sm font-medium text-ink-700">
                        {skill}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </TabsContent>
            <TabsContent value="company" className="mt-6">
              <div className="mb-4 flex items-center gap-3">
                <JobLogo src={job.companyLogoUrl ?? job.logoUrl} company={job.companyName} size="sm" />
                <h2 className="text-base font-semibold text-ink-900">{job.company}</h2>
              </div>
              {job.companyAbout.trim() ? <RichText html={job.companyAbout} /> : <p className="text-ink-600">{CAREER_TEXT.noCompanyInfo}</p>}
            </TabsContent>
          </Tabs>
        </section>

        <aside className="flex flex-col gap-6" aria-label="About this job">
          <section className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6" aria-labelledby="recruiter-heading">
            <h2 id="recruiter-heading" className="text-sm font-semibold text-ink-500">
              Recruiter
            </h2>
            <div className="mt-3 flex items-center gap-3">
              <Avatar name={job.hr.name} size="lg" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink-900">{job.hr.name}</p>
                <p className="truncate text-sm text-ink-600">{job.hr.position}</p>
              </div>
            </div>
          </section>
          <section className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6" aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-sm font-semibold text-ink-500">
              At a glance
            </h2>
            <ul className="mt-4 flex flex-col gap-4">
              <Fact icon={CalendarDays} label="Posted on">
                {formatDateLong(job.createdAt)}
              </Fact>
              <Fact icon={Clock} label={state === 'closed' ? 'Closed' : 'Apply by'}>
                {job.closesAt ? formatDateLong(job.closesAt) : state === 'closed' ? 'Closed' : 'Open until filled'}
              </Fact>
              <Fact icon={Users} label="Applicants">
                {job._count.applications}
              </Fact>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}

/** /CareerZoneDetails/{jobId} (spec core §2.12). */
export default function JobDetailsPage() {
  const { jobId } = useParams();
  const id = jobId?.trim() ?? '';
  const job = useJob(id || undefined);

  let body: ReactNode;
  if (!id) {
    body = <StatusPanel eyebrow="Career Zone" title={CAREER_TEXT.noJobId} actions={<BrowseLink />} />;
  } else if (job.isPending) {
    body = <DetailsSkeleton />;
  } else if (job.isError) {
    const notFound = isApiError(job.error) && job.error.status === 404;
    body = notFound ? (
      <StatusPanel
        eyebrow="Career Zone"
        art={
          <span className="flex size-16 items-center justify-center rounded-3xl bg-brand-50 text-brand-600">
            <SearchX className="size-8" aria-hidden="true" />
          </span>
        }
        title={CAREER_TEXT.noJobDetails}
        actions={<BrowseLink />}
      >
        {jobDetailErrorMessage(job.error)}
      </StatusPanel>
    ) : (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-panel border border-danger-200 bg-danger-50 px-6 py-10 text-center"
      >
        <p className="text-base font-semibold text-danger-700">{jobDetailErrorMessage(job.error)}</p>
        <Button variant="outline" onClick={() => void job.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!job.data) {
    body = <StatusPanel eyebrow="Career Zone" title={CAREER_TEXT.noJobDetails} actions={<BrowseLink />} />;
  } else {
    body = <JobDetails job={job.data} />;
  }

  return (
    <div className="flex flex-col gap-5">
      {job.data ? null : <title>Job details · Campus</title>}
      <BackLink />
      {body}
    </div>
  );
}

function BrowseLink() {
  return (
    <Link to="/CarrerZone" className={buttonClasses()}>
      Browse opportunities
    </Link>
  );
}
