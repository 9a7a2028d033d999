import { ArrowRight, GraduationCap, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { greetingFor } from '../../../../shared/format.js';
import { Avatar, buttonClasses, Skeleton } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { paletteAt } from '../../../lib/palette';
import { MentorHome, TopMentorCarousel, TopMentorsFrame } from '../../mentors';
import { AREAS, MENTOR_AREAS, ROLE_LABEL, SOON_AREAS, type Area } from '../areas';
import { useComingSoon } from '../../waitlist';
import { useOwnIdentity } from '../useOwnIdentity';

function AreaCard({ area, index, userId }: { area: Area; index: number; userId: string }) {
  const palette = paletteAt(index);
  return (
    <Link
      to={area.href(userId)}
      className={cn(
        'group flex h-full flex-col gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200 transition sm:gap-4 sm:p-5',
        'hover:-translate-y-0.5 hover:shadow-lifted',
        palette.ring,
      )}
    >
      <span className={cn('flex size-10 items-center justify-center rounded-2xl sm:size-12', palette.tile, palette.icon)}>
        <area.icon className="size-6" aria-hidden="true" />
      </span>
      <span className="flex-1">
        <span className="block text-base font-semibold text-ink-900">{area.label}</span>
        {/* On a phone the cards are tiles two to a row, so the first screen shows most of the places to go. */}
        <span className="mt-1 hidden text-sm text-ink-600 sm:block">{area.description}</span>
      </span>
      <span className="hidden items-center gap-1 text-sm font-semibold text-brand-700 sm:inline-flex">
        Open <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}

function SoonCard({ area, index, userId }: { area: Area; index: number; userId: string }) {
  const palette = paletteAt(index + 2);
  return (
    <Link
      to={area.href(userId)}
      className="flex items-center gap-3 rounded-card bg-surface p-4 ring-1 ring-ink-200 transition hover:bg-ink-50 hover:ring-ink-300"
    >
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', palette.tile, palette.icon)}>
        <area.icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate text-sm font-semibold text-ink-900">{area.label}</span>
          <span className="shrink-0 rounded-full bg-accent-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-accent-800">Soon</span>
        </span>
        <span className="block truncate text-caption text-ink-600">{area.description}</span>
      </span>
    </Link>
  );
}

/** The greeting panel of /view: photo, greeting, name, role and the next steps, or their places (DashboardFrame). */
function GreetingPanel({
  photo,
  greeting,
  name,
  role,
  actions,
}: {
  photo: ReactNode;
  greeting: ReactNode;
  name: ReactNode;
  role: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby="greeting"
      className="relative overflow-hidden rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] p-6 text-white shadow-lifted md:p-9"
    >
      <div className="pointer-events-none absolute -top-20 -right-16 size-64 rounded-full bg-white/10" aria-hidden="true" />
      <div className="pointer-events-none absolute right-24 -bottom-24 size-48 rounded-full bg-accent-400/25" aria-hidden="true" />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-4">
          {photo}
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-100">{greeting}</p>
            <h1 id="greeting" className="truncate text-title text-white md:text-display">
              {name}
            </h1>
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">{role}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}

/** A line of text's place on the greeting panel: as tall as the line, `width` wide. */
const TextPlace = ({ width }: { width: string }) => (
  <span className={cn('inline-block animate-pulse rounded bg-white/20', width)}>&nbsp;</span>
);

/**
 * /view before the session check has answered (dashboard's AppShellFrame): the greeting panel's places, and the Top
 * Mentors carousel where the server drew its mentors into the page (a student's home).
 */
export function DashboardFrame() {
  return (
    <div className="flex flex-col gap-10">
      <GreetingPanel
        photo={<Skeleton className="size-20 shrink-0 rounded-full bg-white/20" />}
        greeting={<TextPlace width="w-28" />}
        name={<TextPlace width="w-44" />}
        role={
          <>
            {/* The role's icon place: the badge then sits on its line as the page's does. */}
            <span className="size-3.5" />
            <TextPlace width="w-12" />
          </>
        }
        actions={[0, 1].map((place) => (
          <span key={place} className={cn(buttonClasses({ variant: 'onDark' }), 'w-32 animate-pulse bg-white/20')} aria-hidden="true" />
        ))}
      />
      <TopMentorsFrame onlyKnown />
    </div>
  );
}

/** Areas reached elsewhere on every screen (top bar, menu) are left out. */
const ELSEWHERE = new Set(['settings', 'notifications', 'menu']);
/** A student's side of mentorship and the career zone: a mentor gets their own pages instead. */
const STUDENT_ONLY = new Set(['career', 'mentors', 'referrals']);

/** The "Explore Campus" cards of a role: a mentor's own pages first, then what everyone shares. */
function exploreAreasFor(role: string): Area[] {
  const shared = AREAS.filter((area) => !ELSEWHERE.has(area.key));
  return role === 'mentor' ? [...MENTOR_AREAS, ...shared.filter((area) => !STUDENT_ONLY.has(area.key))] : shared;
}

/** /view: the signed-in home (spec §2.1), greeting and a card for every feature area. */
export default function DashboardPage() {
  const { user } = useAuth();
  const { name, photo } = useOwnIdentity();
  const userId = user?.id ?? '';
  const role = user?.role ?? 'student';
  const main = exploreAreasFor(role);
  const comingSoon = useComingSoon(SOON_AREAS, (area) => area.key);

  return (
    <div className="flex flex-col gap-10">
      <title>Home · Campus</title>
      <GreetingPanel
        photo={<Avatar name={name} src={photo} size="xl" className="ring-4 ring-white/25" />}
        greeting={`${greetingFor(new Date().getHours())},`}
        name={name}
        role={
          <>
            {role === 'mentor' ? (
              <GraduationCap className="size-3.5" aria-hidden="true" />
            ) : role === 'admin' ? (
              <ShieldCheck className="size-3.5" aria-hidden="true" />
            ) : (
              <Sparkles className="size-3.5" aria-hidden="true" />
            )}
            {ROLE_LABEL[role]}
          </>
        }
        actions={
          <>
            {role === 'admin' ? (
              <Link to="/admin" className={buttonClasses({ variant: 'light' })}>
                <ShieldCheck className="size-4" aria-hidden="true" /> Operator console
              </Link>
            ) : null}
            {role === 'admin' ? null : role === 'mentor' ? (
              <Link to="/SelfMentorSectionPage" className={buttonClasses({ variant: 'light' })}>
                Your mentor page
              </Link>
            ) : (
              <Link to="/MentorSection" className={buttonClasses({ variant: 'light' })}>
                Find a mentor
              </Link>
            )}
            {role === 'mentor' ? (
              <Link to="/MentorRequests" className={buttonClasses({ variant: 'onDark' })}>
                Requests and sessions
              </Link>
            ) : (
              <Link to="/CarrerZonelandingPage" className={buttonClasses({ variant: 'onDark' })}>
                Browse jobs
              </Link>
            )}
          </>
        }
      />

      {user && !user.profileCompleted && role !== 'admin' ? (
        <section className="flex flex-col gap-4 rounded-card bg-accent-50 p-5 ring-1 ring-accent-200 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-base font-semibold text-ink-900">Finish setting up your profile</h2>
            <p className="mt-1 text-sm text-ink-700">
              A complete profile helps {role === 'mentor' ? 'students find and book you' : 'mentors and classmates find you'}.
            </p>
          </div>
          <Link
            to={role === 'mentor' ? '/MentorAfterOtpSection' : '/AfterOtpSection1'}
            state={{ email: user.email, username: user.username, userId: user.id }}
            className={buttonClasses({ variant: 'primary' })}
          >
            Set up profile
          </Link>
        </section>
      ) : null}

      {role === 'mentor' ? <MentorHome /> : <TopMentorCarousel />}

      <section aria-labelledby="explore">
        <div className="mb-5 flex items-end justify-between gap-4">
          <div>
            <h2 id="explore" className="text-heading text-ink-900">
              Explore Campus
            </h2>
            <p className="mt-1 text-sm text-ink-600">Everything in one place. Pick where to go next.</p>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
          {main.map((area, index) => (
            <li key={area.key} className="offscreen-lazy">
              <AreaCard area={area} index={index} userId={userId} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="soon">
        <h2 id="soon" className="text-heading text-ink-900">
          Launching soon
        </h2>
        <p className="mt-1 mb-5 text-sm text-ink-600">New spaces we are building for you.</p>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {comingSoon.map((area, index) => (
            <li key={area.key} className="offscreen-lazy">
              <SoonCard area={area} index={index} userId={userId} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
