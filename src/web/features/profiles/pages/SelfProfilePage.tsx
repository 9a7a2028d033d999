import { BookOpen, Briefcase, GraduationCap, MapPin, Pencil, RefreshCw, Sparkles, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';
import { PROFILE_MESSAGES } from '../../../../shared/messages.js';
import { Button, buttonClasses, Skeleton, StatusPanel } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useProfile } from '../api/getProfile';
import { ProfilePhoto } from '../components/ProfilePhoto';

function Section({ title, icon, children, action }: { title: string; icon: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6" aria-label={title}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink-900">
          <span className="flex size-8 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-500">{children}</p>;
}

function Chips({ items, tone }: { items: string[]; tone: 'brand' | 'accent' }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className={
            tone === 'brand'
              ? 'rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200'
              : 'rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-800 ring-1 ring-accent-200'
          }
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

function yearsText(start: number | null, end: number | null, current: boolean) {
  if (!start && !end) return current ? 'Present' : '';
  return `${start ?? ''}${start || end || current ? ' – ' : ''}${current ? 'Present' : (end ?? '')}`;
}

function monthText(value: string | null) {
  if (!value) return '';
  const [year, month] = value.split('-').map(Number);
  if (!year || !month) return value;
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

function ProfileView({ profile }: { profile: UserProfile }) {
  const name = profile.name || profile.username || 'Your profile';
  const studyLine = [profile.college, profile.degree].filter(Boolean).join(' · ');
  const editHref = `/ProfileEditSection/${profile.id}`;
  const edit = (to: string, what: string) => (
    <Link
      to={to}
      aria-label={`Edit ${what}`}
      title={`Edit ${what}`}
      className="flex size-9 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-brand-700"
    >
      <Pencil className="size-4" aria-hidden="true" />
    </Link>
  );
  return (
    <div className="flex flex-col gap-6">
      <section className="overflow-hidden rounded-panel bg-surface shadow-card ring-1 ring-ink-200" aria-label="Profile">
        <div className="h-28 bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] md:h-36" aria-hidden="true" />
        <div className="px-5 pb-6 md:px-8">
          <div className="-mt-14 flex flex-col gap-4 md:-mt-16 md:flex-row md:items-end md:justify-between">
            <ProfilePhoto
              name={name}
              src={profile.profilePictureUrl}
              className="size-28 border-4 border-surface text-3xl shadow-card md:size-32"
            />
            <Link to={editHref} className={buttonClasses({ variant: 'outline' })}>
              <Pencil className="size-4" aria-hidden="true" /> Edit profile
            </Link>
          </div>
          <h1 className="mt-4 text-title text-ink-900">{name}</h1>
          {profile.username ? <p className="text-sm font-medium text-ink-500">@{profile.username}</p> : null}
          {profile.headline[0] ? <p className="mt-2 text-ink-700">{profile.headline[0]}</p> : null}
          <div className="mt-3 flex flex-col gap-1.5 text-sm text-ink-600 sm:flex-row sm:flex-wrap sm:gap-x-5">
            {studyLine ? (
              <span className="inline-flex items-center gap-1.5">
                <GraduationCap className="size-4 text-ink-400" aria-hidden="true" />
                {studyLine}
                {profile.semester ? ` · Semester ${profile.semester}` : ''}
              </span>
            ) : null}
            {profile.location ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4 text-ink-400" aria-hidden="true" />
                {profile.location}
              </span>
            ) : null}
          </div>
          <dl className="mt-5 grid max-w-sm grid-cols-2 gap-3">
            <div className="rounded-card bg-ink-50 px-4 py-3 ring-1 ring-ink-200">
              <dt className="text-caption font-semibold text-ink-500">Connections</dt>
              <dd className="text-heading text-ink-900">{profile._count.connections1}</dd>
            </div>
            <div className="rounded-card bg-ink-50 px-4 py-3 ring-1 ring-ink-200">
              <dt className="text-caption font-semibold text-ink-500">Collabs</dt>
              <dd className="text-heading text-ink-900">{profile._count.connections2}</dd>
            </div>
          </dl>
        </div>
      </section>

      {!profile.profileCompleted ? (
        <section className="flex flex-col gap-4 rounded-card bg-accent-50 p-5 ring-1 ring-accent-200 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-base font-semibold text-ink-900">Finish setting up your profile</h2>
            <p className="mt-1 text-sm text-ink-700">Add your college, course, interests, skills and a photo.</p>
          </div>
          <Link
            to={profile.role === 'mentor' ? '/MentorAfterOtpSection' : '/AfterOtpSection1'}
            state={{ email: profile.email, username: profile.username, userId: profile.id }}
            className={buttonClasses()}
          >
            Set up profile
          </Link>
        </section>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section
          title="About"
          icon={<UserRoundPen className="size-4" aria-hidden="true" />}
          action={edit(`/AboutAndExperience/${profile.id}`, 'about')}
        >
          {profile.about ? (
            <p className="text-body whitespace-pre-line text-ink-700">{profile.about}</p>
          ) : (
            <Empty>No information provided.</Empty>
          )}
        </Section>
        <Section title="Skills" icon={<Sparkles className="size-4" aria-hidden="true" />} action={edit(`/skills/${profile.id}`, 'skills')}>
          {profile.Skills.length > 0 ? <Chips items={profile.Skills} tone="brand" /> : <Empty>No skills listed.</Empty>}
        </Section>
        <Section
          title="Interests"
          icon={<BookOpen className="size-4" aria-hidden="true" />}
          action={edit(`/interests/${profile.id}`, 'interests')}
        >
          {profile.Interests.length > 0 ? <Chips items={profile.Interests} tone="accent" /> : <Empty>No interests listed.</Empty>}
        </Section>
        <Section
          title="Education"
          icon={<GraduationCap className="size-4" aria-hidden="true" />}
          action={edit(`/education/${profile.id}`, 'education')}
        >
          {profile.education.length > 0 ? (
            <ul className="flex flex-col gap-4">
              {profile.education.map((entry) => (
                <li key={entry.id} className="border-l-2 border-brand-200 pl-4">
                  <p className="font-semibold text-ink-900">{entry.institution}</p>
                  <p className="text-sm text-ink-700">{[entry.degree, entry.fieldOfStudy].filter(Boolean).join(', ')}</p>
                  <p className="text-caption text-ink-500">
                    {[yearsText(entry.startYear, entry.endYear, entry.current), entry.grade].filter(Boolean).join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>No education added yet.</Empty>
          )}
        </Section>
        <Section
          title="Experience"
          icon={<Briefcase className="size-4" aria-hidden="true" />}
          action={edit(`/AboutAndExperience/${profile.id}`, 'experience')}
        >
          {profile.experience.length > 0 ? (
            <ul className="flex flex-col gap-4">
              {profile.experience.map((entry) => (
                <li key={entry.id} className="border-l-2 border-accent-200 pl-4">
                  <p className="font-semibold text-ink-900">{entry.title}</p>
                  <p className="text-sm text-ink-700">{[entry.company, entry.employmentType].filter(Boolean).join(' · ')}</p>
                  <p className="text-caption text-ink-500">
                    {[monthText(entry.startDate), entry.current ? 'Present' : monthText(entry.endDate)].filter(Boolean).join(' – ')}
                  </p>
                  {entry.description ? <p className="mt-1 text-sm text-ink-600">{entry.description}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <Empty>No experience added yet.</Empty>
          )}
        </Section>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-6" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="overflow-hidden rounded-panel bg-surface shadow-card ring-1 ring-ink-200">
        <Skeleton className="h-28 rounded-none md:h-36" />
        <div className="px-5 pb-6 md:px-8">
          <Skeleton className="-mt-14 size-28 rounded-full border-4 border-surface md:size-32" />
          <Skeleton className="mt-4 h-8 w-56" />
          <Skeleton className="mt-2 h-4 w-32" />
          <Skeleton className="mt-4 h-4 w-72 max-w-full" />
          <div className="mt-5 grid max-w-sm grid-cols-2 gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="rounded-card bg-surface p-6 shadow-card ring-1 ring-ink-200">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-4/5" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** /self-profile: the signed-in user's own profile from GET /api/users/profile. */
export default function SelfProfilePage() {
  const query = useProfile();
  return (
    <>
      <title>Your profile · Campus</title>
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        <StatusPanel
          eyebrow="Profile"
          title="We could not load your profile"
          actions={
            <Button
              onClick={() => void query.refetch()}
              loading={query.isFetching}
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
            >
              Retry
            </Button>
          }
        >
          <p role="alert">{messageFrom(query.error, PROFILE_MESSAGES.profileLoadFailed)}</p>
        </StatusPanel>
      ) : (
        <ProfileView profile={query.data} />
      )}
    </>
  );
}
