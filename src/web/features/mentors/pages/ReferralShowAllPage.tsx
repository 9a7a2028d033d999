import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_MESSAGES, REFERRAL_MESSAGES } from '../../../../shared/contracts/mentors.constants.js';
import { Button } from '../../../components/ui';
import { useReferralMentors } from '../api/referralMentors';
import { MentorsHeader } from '../components/MentorBits';
import { ReferralCard } from '../components/ReferralCard';
import { SAMPLE_REFERRAL_MENTORS, isUnreachable } from '../components/referralSamples';
import { useSearchParamSync } from '../../../lib/useSearchParamSync';

/** /GetReferalShowAll (platform-core §2.9): every referrer, searchable by name, headline and company. */
export default function ReferralShowAllPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [filterOpen, setFilterOpen] = useState(Boolean(params.get('company')));
  const [limit, setLimit] = useState(20);
  const company = params.get('company') ?? '';
  const { data, isPending, isError, error, refetch, isFetching } = useReferralMentors(
    { search: params.get('search') ?? '', company },
    limit,
  );
  const sample = isError && isUnreachable(error);

  // The search box writes to the address a moment after typing stops.
  useSearchParamSync('search', search);

  const setCompany = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('company', value);
    else next.delete('company');
    setParams(next, { replace: true });
    setLimit(20);
  };
  const mentors = sample ? SAMPLE_REFERRAL_MENTORS : (data?.mentors ?? []);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <title>Get Referral · Campus</title>
      <MentorsHeader
        title="Get Referral"
        search={search}
        onSearch={setSearch}
        filterOpen={filterOpen}
        onToggleFilter={() => setFilterOpen((open) => !open)}
        filterCount={company ? 1 : 0}
      />
      {filterOpen ? (
        <section
          aria-label="Filters"
          className="flex flex-wrap items-end gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200"
        >
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
            Refers to
            <select
              className="h-10 rounded-field border border-ink-200 bg-surface px-3 text-sm text-ink-800"
              value={company}
              onChange={(event) => setCompany(event.target.value)}
            >
              <option value="">Any company</option>
              {data?.companies.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
        </section>
      ) : null}
      {sample ? (
        <p role="status" className="rounded-field bg-accent-50 px-3 py-2 text-sm text-accent-800">
          {REFERRAL_MESSAGES.sampleNotice}
        </p>
      ) : null}
      {isPending ? (
        <p role="status" className="py-10 text-center text-ink-600">
          Loading mentors...
        </p>
      ) : isError && !sample ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-danger-700">
          {BOOKING_MESSAGES.loadMentorsFailed}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : mentors.length === 0 ? (
        <p role="status" className="py-10 text-center text-ink-600">
          No mentors found
        </p>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {mentors.map((mentor, index) => (
              <ReferralCard key={mentor.id} mentor={mentor} index={index} sample={sample} />
            ))}
          </div>
          {data && data.mentors.length < data.total ? (
            <Button variant="outline" className="mx-auto" loading={isFetching} onClick={() => setLimit((value) => value + 20)}>
              Load more
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
