import { IndianRupee, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { ListedJobCard } from '../../../../shared/contracts/careers.js';
import { cn } from '../../../lib/cn';
import { paletteAt } from '../../../lib/palette';
import { closingState, cropTitle, internshipLabel, jobTypeLabel, locationLabel, shortPayLabel } from '../lib/jobs';
import type { ApplySuccessVariant } from '../lib/texts';
import { ApplyButton } from './ApplyButton';
import { ClosingBadge } from './Badges';
import { JobLogo } from './JobLogo';
import { detailsPath } from './JobCard';

/**
 * A card of the landing's sections and the view-all pages (spec core §2.13–2.14): the colour cycles by
 * index, the card opens the details, and its Apply button applies in place with a popup.
 */
export function CompactJobCard({
  job,
  index,
  crop = false,
  paidLabel = false,
  applyVariant,
}: {
  job: ListedJobCard;
  index: number;
  /** Landing cards crop titles to the first 20 characters. */
  crop?: boolean;
  /** The internships page labels paid internships "Internship (Paid)". */
  paidLabel?: boolean;
  applyVariant: Exclude<ApplySuccessVariant, 'detail'>;
}) {
  const palette = paletteAt(index);
  const closed = closingState(job) === 'closed';
  const title = crop ? cropTitle(job.title) : job.title;
  return (
    <article
      aria-labelledby={`card-${job.id}-title`}
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-ink-200 transition hover:-translate-y-0.5 hover:shadow-lifted',
        palette.ring,
      )}
      data-testid="job-card"
    >
      <div className={cn('flex items-start justify-between gap-3 px-4 pt-4 pb-3', palette.tile)}>
        <JobLogo src={job.companyLogoUrl ?? job.logoUrl} company={job.companyName} size="sm" className={closed ? 'grayscale' : undefined} />
        <span className={cn('rounded-full bg-white/80 px-2.5 py-0.5 text-xs font-semibold', palette.icon)} data-testid="job-type">
          {paidLabel ? internshipLabel(job) : jobTypeLabel(job.jobType)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 px-4 pt-3 pb-4">
        <h3 id={`card-${job.id}-title`} className="text-[0.9375rem] leading-snug font-semibold text-ink-900" title={job.title}>
          <Link
            to={detailsPath(job.id)}
            className={cn(
              'after:absolute after:inset-0 after:rounded-card hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-500',
              !crop && 'line-clamp-2',
            )}
          >
            {title}
          </Link>
        </h3>
        <p className="truncate text-sm text-ink-600">{job.company}</p>
        {closingState(job) === 'open' ? null : (
          <div>
            <ClosingBadge job={job} />
          </div>
        )}
        <ul className="mt-1 flex flex-col gap-1 text-caption text-ink-600">
          <li className="flex items-center gap-1.5">
            <MapPin className="size-3.5 shrink-0 text-ink-400" aria-hidden="true" />
            <span className="truncate" data-testid="job-location">
              {locationLabel(job)}
            </span>
          </li>
          <li className="flex items-start gap-1.5">
            <IndianRupee className="mt-0.5 size-3.5 shrink-0 text-ink-400" aria-hidden="true" />
            <span className="font-medium text-ink-800">{shortPayLabel(job)}</span>
          </li>
        </ul>
        <div className="relative z-10 mt-auto pt-3">
          <ApplyButton job={job} variant={applyVariant} block />
        </div>
      </div>
    </article>
  );
}
