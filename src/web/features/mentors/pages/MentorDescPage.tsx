import { ChevronLeft, Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { MentorDetail, MentorReviews } from '../../../../shared/contracts/mentors.js';
import { BOOKING_MESSAGES, REVIEW_DIMENSIONS } from '../../../../shared/contracts/mentors.constants.js';
import { Avatar, Button, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, buttonClasses } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useMentor, useMentors } from '../api/mentors';
import { BookingFlow } from '../components/BookingFlow';
import { LinkedinLink, Rating } from '../components/MentorBits';
import { ReliabilityLines, ReliabilityPanel } from '../components/Reliability';
import { useIsMobile } from '../../../lib/useMediaQuery';
import { countOf } from '../../../../shared/format.js';

const selectClasses = 'h-11 rounded-field border-0 bg-white px-3 text-sm text-ink-800';

/** The spec's inert search and dropdowns, made into a mentor search that opens the list. */
function MentorSearchBar() {
  const navigate = useNavigate();
  const { data } = useMentors({}, 1);
  const [search, setSearch] = useState('');
  const [domain, setDomain] = useState('');
  const [expertise, setExpertise] = useState('');
  const go = (event?: FormEvent) => {
    event?.preventDefault();
    const params = new URLSearchParams();
    if (search.trim()) params.set('search', search.trim());
    if (domain) params.set('focusArea', domain);
    if (expertise) params.set('expertise', expertise);
    void navigate(`/MentorSectionShowAll?${params.toString()}`);
  };
  return (
    <form onSubmit={go} className="flex flex-col gap-2 md:flex-row" role="search">
      <div className="flex min-w-0 flex-1 items-center gap-2 rounded-field bg-white px-3 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-white">
        <Search className="size-4 text-ink-400" aria-hidden="true" />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search mentors"
          aria-label="Search mentors"
          className="h-11 min-w-0 flex-1 bg-transparent text-ink-900 outline-none placeholder:text-ink-400"
        />
      </div>
      <select aria-label="Domain" className={selectClasses} value={domain} onChange={(e) => setDomain(e.target.value)}>
        <option value="">Domain</option>
        {data?.facets.focusAreas.map((value) => (
          <option key={value}>{value}</option>
        ))}
      </select>
      <select aria-label="Expertise" className={selectClasses} value={expertise} onChange={(e) => setExpertise(e.target.value)}>
        <option value="">Expertise</option>
        {data?.facets.expertise.map((value) => (
          <option key={value}>{value}</option>
        ))}
      </select>
      <Button type="submit" variant="light">
        ALL FILTERS
      </Button>
    </form>
  );
}

function ReviewBars({ reviews }: { reviews: MentorReviews }) {
  return (
    <section aria-labelledby="reviews-title" className="rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
      <h2 id="reviews-title" className="mb-4 text-sm font-bold tracking-wide text-ink-800">
        REVIEWS BY MENTEE
      </h2>
      <ul className="flex flex-col gap-3">
        {REVIEW_DIMENSIONS.map(([key, label]) => {
          const value = reviews[key];
          return (
            <li key={key} className="flex flex-col gap-1">
              <div className="flex justify-between text-sm text-ink-700">
                <span>{label}</span>
                <span className="font-semibold">{value === 'N/A' ? 'N/A' : `${value}%`}</span>
              </div>
              <div
                className="h-2 rounded-full bg-ink-100"
                role="progressbar"
                aria-label={label}
                aria-valuenow={value === 'N/A' ? 0 : value}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="h-2 rounded-full bg-brand-500" style={{ width: `${value === 'N/A' ? 0 : value}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Details({ mentor }: { mentor: MentorDetail }) {
  const rows: [string, string][] = [
    ['Full Name', mentor.fullName],
    ['About', mentor.about],
    ['Designation', mentor.headline],
    ['Company', mentor.company],
    ['Programme', mentor.programme],
    ['Years of Experience', `${mentor.experience}`],
    ['Email', mentor.email ?? 'Not shared'],
    ['Language', mentor.languages.join(', ') || 'Not given'],
    ['Functional Domain', mentor.functionalFocusArea.join(', ')],
    ['Expertise', mentor.areaOfExpertise.join(', ')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-500">{label}</dt>
          <dd className="text-sm text-ink-900">{value || '—'}</dd>
        </div>
      ))}
      <dt className="text-sm font-semibold text-ink-500">LinkedIn</dt>
      <dd>
        <LinkedinLink mentor={mentor} />
      </dd>
    </dl>
  );
}

/** The mentor detail page (community §2.8), desktop and mobile (≤ 768 px) layouts. */
export default function MentorDescPage() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { data: mentor, isPending, isError, error } = useMentor(userId);
  const { user } = useAuth();
  const [tab, setTab] = useState('details');
  const [chips, setChips] = useState<'focus' | 'expertise'>('focus');
  const tabsRef = useRef<HTMLDivElement>(null);

  const schedule = () => {
    setTab('slots');
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <title>{mentor ? `${mentor.fullName} · Mentors · Campus` : 'Mentor · Campus'}</title>
      <header className="flex flex-col gap-4 rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] px-5 py-6 text-white shadow-lifted md:px-8">
        <div className="flex items-center gap-3">
          {mobile ? (
            <button type="button" aria-label="Back" onClick={() => void navigate(-1)} className="rounded-full p-2 ring-1 ring-white/40">
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
          ) : null}
          <div>
            <h1 className="text-title text-white">MENTORS FOR YOU</h1>
            <p className="text-sm text-brand-100">Advice from the ones who have been at your place</p>
          </div>
        </div>
        <MentorSearchBar />
      </header>

      {isPending ? (
        <div className="flex flex-col gap-4 rounded-card bg-surface p-6 ring-1 ring-ink-200">
          <Skeleton className="size-24 rounded-full" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : isError || !mentor ? (
        <div role="alert" className="rounded-card bg-surface p-8 text-center ring-1 ring-ink-200">
          <p className="font-semibold text-ink-800">{BOOKING_MESSAGES.noMentorData}</p>
          {isError ? <p className="mt-1 text-sm text-danger-700">{messageFrom(error, BOOKING_MESSAGES.loadMentorFailed)}</p> : null}
          <Link to="/MentorSectionShowAll" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            See all mentors
          </Link>
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
          <div className="flex flex-col gap-5">
            <section className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200 md:flex-row md:items-start md:p-6">
              <Avatar name={mentor.fullName} src={mentor.profilePictureUrl} size="xl" className="size-28 text-4xl" />
              <div className="min-w-0 flex-1">
                <h2 className="text-title text-ink-900">{mentor.fullName}</h2>
                <p className="text-ink-600">
                  {mentor.headline}
                  {mentor.company ? ` at ${mentor.company}` : ''}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
                  <Rating value={mentor.rating} reviews={mentor.totalReviews} />
                  <LinkedinLink mentor={mentor} />
                </div>
                <div className="mt-2">
                  <ReliabilityLines figures={mentor.reliability} />
                </div>
                <div className="mt-3 flex flex-wrap gap-2 text-sm">
                  <span className="rounded-full bg-mint-100 px-3 py-1 font-semibold text-mint-700">
                    {mentor.successfulCalls}+ Successful Calls
                  </span>
                  <span className="rounded-full bg-accent-100 px-3 py-1 font-semibold text-accent-800">
                    {countOf(mentor.experience, { one: 'year', other: 'years' })} of experience
                  </span>
                </div>
                {mobile ? (
                  <div className="mt-3 flex flex-col gap-2">
                    <div role="tablist" className="inline-flex w-max rounded-full bg-ink-100 p-0.5 text-xs font-semibold">
                      {(
                        [
                          ['focus', 'Focus Areas'],
                          ['expertise', 'Expertise'],
                        ] as const
                      ).map(([key, label]) => (
                        <button
                          key={key}
                          type="button"
                          role="tab"
                          aria-selected={chips === key}
                          onClick={() => setChips(key)}
                          className={cn('rounded-full px-3 py-1', chips === key ? 'bg-surface text-brand-700 shadow-soft' : 'text-ink-600')}
                        >
                          {label}
                        </button>
                      ))}
                    </div>
                    <Chips tags={chips === 'focus' ? mentor.functionalFocusArea : mentor.areaOfExpertise} />
                  </div>
                ) : (
                  <div className="mt-3 flex flex-col gap-2">
                    <Chips tags={mentor.functionalFocusArea} />
                    <Chips tags={mentor.areaOfExpertise} tone="accent" />
                  </div>
                )}
              </div>
              <div className="flex flex-col gap-2 md:self-start">
                <Button onClick={schedule}>SCHEDULE CALL</Button>
                {user?.id === mentor.id ? (
                  <Link to="/MentorAvailability" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                    Edit your weekly slots
                  </Link>
                ) : null}
              </div>
            </section>

            <div ref={tabsRef} className="scroll-mt-20">
              <Tabs value={tab} onValueChange={setTab}>
                <TabsList>
                  <TabsTrigger value="details">PERSONAL DETAILS</TabsTrigger>
                  <TabsTrigger value="slots">VIEW SLOTS</TabsTrigger>
                </TabsList>
                <TabsContent value="details" className="rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
                  <Details mentor={mentor} />
                </TabsContent>
                <TabsContent value="slots" className="rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
                  <BookingFlow mentor={mentor} mobile={mobile} />
                </TabsContent>
              </Tabs>
            </div>
          </div>
          <div className="flex flex-col gap-5">
            <div className="rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
              <ReliabilityPanel
                figures={mentor.reliability}
                heading={<h2 className="text-sm font-bold tracking-wide text-ink-800">RELIABILITY</h2>}
              />
            </div>
            <ReviewBars reviews={mentor.reviews} />
          </div>
        </div>
      )}
    </div>
  );
}

function Chips({ tags, tone = 'brand' }: { tags: string[]; tone?: 'brand' | 'accent' }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag}
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-medium',
            tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-accent-50 text-accent-800',
          )}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
