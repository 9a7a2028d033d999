import { useAuth } from '../../../lib/auth';
import { useForYou } from '../api/forYou';
import { sectionCanMatch, useJobs } from '../api/listJobs';
import { CareerHeader } from '../components/CareerHeader';
import { FilterButton } from '../components/FilterPanel';
import { JobSection } from '../components/JobSection';
import { FetchErrorPopup } from '../components/ListStates';
import { ResultsLine } from '../components/ResultsLine';
import { SearchBar } from '../components/SearchBar';
import { useJobFilters } from '../components/useJobFilters';
import { hasAnyFilter, INTERNSHIP_TYPES, opportunitiesLabel, OTHER_JOB_TYPES } from '../lib/jobs';

const SECTION_SIZE = 8;

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/**
 * /CarrerZonelandingPage (spec core §2.13): search, filter and count; "For You" (ranked by the
 * student's profile), "Internships" and "Jobs", each with a View All link. Cards crop titles to 20
 * characters and apply in place.
 */
export default function CareerLandingPage() {
  const { status } = useAuth();
  const { filters, setFilters, clear, query } = useJobFilters();
  const filtered = hasAnyFilter(filters);

  const count = useJobs(filters, { limit: 1 });
  // "For You" ranks by the profile; while a search or filter is on, the two filtered sections answer it.
  const forYou = useForYou(SECTION_SIZE, status === 'authed' && !filtered);
  const internships = useJobs(filters, { limit: SECTION_SIZE, onlyTypes: INTERNSHIP_TYPES });
  const jobs = useJobs(filters, { limit: SECTION_SIZE, onlyTypes: OTHER_JOB_TYPES });

  const failures = [count, forYou, internships, jobs].filter((item) => item.isError);
  const lastFailure = Math.max(0, ...failures.map((item) => item.errorUpdatedAt));
  const basedOn = forYou.data?.basedOn ?? [];

  return (
    <div className="flex flex-col gap-8">
      <title>Career Zone · Campus</title>
      <div className="flex flex-col gap-4">
        <CareerHeader
          title="Find your next opportunity"
          subtitle="Internships and jobs from companies across India, picked for students like you."
          count={count.data ? opportunitiesLabel(count.data.total) : count.isError ? undefined : 'Loading opportunities...'}
          controls={
            <>
              <SearchBar value={filters.search} onSearch={(search) => setFilters({ ...filters, search })} />
              <FilterButton filters={filters} onChange={setFilters} />
            </>
          }
        />
        <ResultsLine filters={filters} onClear={clear} />
      </div>

      {status === 'authed' && !filtered ? (
        <JobSection
          id="for-you"
          title="For You"
          subtitle={basedOn.length > 0 ? `Matched to your ${basedOn.slice(0, 3).join(', ')}` : 'The newest openings, picked for you'}
          viewAllTo="/CareerZoneForYouviewAll"
          jobs={forYou.data?.jobs}
          isPending={forYou.isPending}
          error={forYou.isError ? forYou.error : null}
          onRetry={() => void forYou.refetch()}
          emptyText="No opportunities for you yet."
        />
      ) : null}

      <JobSection
        id="internships"
        title="Internships"
        subtitle="Paid internships to boost your skills and resume"
        viewAllTo={withQuery('/CareerZoneInternshipviewAll', query)}
        jobs={sectionCanMatch(filters, INTERNSHIP_TYPES) ? internships.data?.jobs : []}
        isPending={sectionCanMatch(filters, INTERNSHIP_TYPES) && internships.isPending}
        error={internships.isError ? internships.error : null}
        onRetry={() => void internships.refetch()}
        emptyText={filtered ? 'No internships match your search.' : 'No internships open right now.'}
        paidLabel
      />

      <JobSection
        id="jobs"
        title="Jobs"
        subtitle="Full-time, part-time and contract roles"
        viewAllTo={withQuery('/CareerZoneJobviewAll', query)}
        jobs={sectionCanMatch(filters, OTHER_JOB_TYPES) ? jobs.data?.jobs : []}
        isPending={sectionCanMatch(filters, OTHER_JOB_TYPES) && jobs.isPending}
        error={jobs.isError ? jobs.error : null}
        onRetry={() => void jobs.refetch()}
        emptyText={filtered ? 'No jobs match your search.' : 'No jobs open right now.'}
      />

      <FetchErrorPopup isError={failures.length > 0} errorUpdatedAt={lastFailure} />
    </div>
  );
}
