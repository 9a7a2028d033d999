import { ArrowRight, Clock, IndianRupee, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { ListedJobCard } from '../../../../shared/contracts/careers.js';
import { Avatar, buttonClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { paletteAt } from '../../../lib/palette';
import { closingState, jobTypeLabel, locationLabel, payLabel, postedLabel } from '../lib/jobs';
import { AppliedBadge, ClosingBadge } from './Badges';
import { EmployerSignals } from './EmployerSignals';
import { JobLogo } from './JobLogo';
import { SaveIconButton } from './SaveButton';
import { countOf } from '../../../../shared/format.js';

export const detailsPath = (id: string) => `/CareerZoneDetails/${id}`;

/**
 * A listing on /CarrerZone and the saved list (spec core §2.11): company and logo, job type, role,
 * location, stipend or salary in rupees, the recruiter's name and position; Apply opens the details.
 */
export function JobCard({ job, index }: { job: ListedJobCard; index: number }) {
  const palette = paletteAt(index);
  const closed = closingState(job) === 'closed';
  return (
    <article
      aria-labelledby={`job-${job.id}-title`}
      className={cn(
        'relative flex h-full flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200 transition hover:shadow-lifted',
        palette.ring,
        closed && 'bg-ink-50',
      )}
      data-testid="job-card"
    >
      <div className="flex items-start gap-3">
        <JobLogo src={job.companyLogoUrl ?? job.logoUrl} company={job.companyName} className={closed ? 'grayscale' : undefined} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink-900">{job.company}</p>
          <p className="mt-0.5 text-caption text-ink-500">{postedLabel(job.createdAt)}</p>
        </div>
        <SaveIconButton job={job} title={job.title} />
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', palette.tile, palette.icon)} data-testid="job-type">
            {jobTypeLabel(job.jobType)}
          </span>
          <ClosingBadge job={job} />
          {job.applied ? <AppliedBadge /> : null}
        </div>
        <h3 id={`job-${job.id}-title`} className="line-clamp-2 text-base leading-snug font-semibold text-ink-900">
          <Link
            to={detailsPath(job.id)}
            className="hover:text-brand-700 focus-visible:outline-none after:absolute after:inset-0 after:rounded-card focus-visible:after:outline-3 focus-visible:after:outline-brand-500"
          >
            {job.title}
          </Link>
        </h3>
        <EmployerSignals employer={job.employer} company={job.company} />
      </div>

      <ul className="flex flex-col gap-1.5 text-sm text-ink-600">
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-ink-400" aria-hidden="true" />
          <span className="truncate" data-testid="job-location">
            {locationLabel(job)}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <IndianRupee className="size-4 shrink-0 text-ink-400" aria-hidden="true" />
          <span className="truncate font-medium text-ink-800">{payLabel(job)}</span>
        </li>
        {job.duration ? (
          <li className="flex items-center gap-2">
            <Clock className="size-4 shrink-0 text-ink-400" aria-hidden="true" />
            <span>{job.duration}</span>
          </li>
        ) : null}
      </ul>

      <div className="flex items-center gap-2.5 rounded-xl bg-ink-50 px-3 py-2.5">
        <Avatar name={job.hr.name} size="sm" />
        <div className="min-w-0 text-sm leading-tight">
          <p className="truncate font-semibold text-ink-800">{job.hr.name}</p>
          <p className="truncate text-caption text-ink-500">{job.hr.position}</p>
        </div>
      </div>

      <div className="mt-auto flex items-center justify-between gap-3 pt-1">
        <span className="inline-flex items-center gap-1.5 text-caption text-ink-500">
          <Users className="size-3.5" aria-hidden="true" />
          {countOf(job._count.applications, { one: 'applicant', other: 'applicants' })}
        </span>
        <Link
          to={detailsPath(job.id)}
          aria-label={`${job.applied || closed ? 'View' : 'Apply to'} ${job.title}`}
          className={cn(buttonClasses({ size: 'sm', variant: job.applied || closed ? 'outline' : 'primary' }), 'relative z-10')}
        >
          {job.applied || closed ? 'View' : 'Apply'}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
