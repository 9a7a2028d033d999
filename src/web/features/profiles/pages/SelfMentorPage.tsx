import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, Briefcase, ExternalLink, Eye, GraduationCap, Languages, Pencil, RefreshCw, Star, UsersRound } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MENTOR_TAGS_MAX, MENTOR_TAGS_MIN } from '../../../../shared/constants.js';
import { mentorProfileRequestSchema, type MentorPageDraft, type MentorProfile } from '../../../../shared/contracts/profiles.js';
import { countOf, formatRupees } from '../../../../shared/format.js';
import { PROFILE_SERVER_MESSAGES } from '../../../../shared/messages.js';
import { EXPERTISE_SUGGESTIONS, FOCUS_AREA_SUGGESTIONS } from '../../../../shared/suggestions/index.js';
import {
  Button,
  buttonClasses,
  Dialog,
  Field,
  FormAlert,
  Input,
  inputClasses,
  Skeleton,
  StatusPanel,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { isApiError, messageFrom } from '../../../lib/errors';
import { useMentorProfile, useUpdateMentorProfile } from '../api/mentorProfile';
import { EditorHeader, Panel, SaveBar, UnsavedNote } from '../components/EditorPage';
import { EducationList } from '../components/EntryLists';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { TagPicker } from '../components/TagPicker';
import { experienceStat, isMentorDraftDirty, mentorDraftFrom, mentorDraftProblem, mentorUpdateFrom, yearsText } from '../lib/editors';

/** Three tabs side by side even on a phone: long names wrap onto two lines there. */
const TAB = 'px-2 text-xs leading-tight sm:px-4 sm:text-sm';

const detailsSchema = mentorProfileRequestSchema.pick({ fullName: true, headline: true, company: true, program: true, linkedinUrl: true });
type Details = Pick<MentorProfile, 'fullName' | 'headline' | 'company' | 'program' | 'linkedinUrl'>;

function DetailsDialog({ profile, open, onClose }: { profile: MentorProfile; open: boolean; onClose: () => void }) {
  const id = useId();
  const update = useUpdateMentorProfile();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Details>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      fullName: profile.fullName,
      headline: profile.headline,
      company: profile.company,
      program: profile.program,
      linkedinUrl: profile.linkedinUrl,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await update.mutateAsync(values);
      toast({ title: 'Details saved', tone: 'success' });
      onClose();
    } catch (failure) {
      setError(messageFrom(failure, 'Your details could not be saved. Please try again.'));
    }
  });
  const text = (name: keyof Details, label: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} {...form.register(name)} />}
    </Field>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !update.isPending) onClose();
      }}
      title="Edit your details"
      className="max-h-[90dvh] max-w-lg overflow-y-auto"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {error ? <FormAlert>{error}</FormAlert> : null}
        {text('fullName', 'Full Name')}
        {text('headline', 'Headline')}
        {text('company', 'Company')}
        {text('program', 'Program')}
        {text('linkedinUrl', 'LinkedIn Profile')}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save details
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    // A group of a description list may hold only its term and description, so the icon sits inside the term.
    <div className="relative rounded-card bg-ink-50 px-3 py-3 ring-1 ring-ink-200 sm:pr-4 sm:pl-16">
      <dt className="text-caption font-semibold text-ink-500">
        <span className="absolute top-1/2 left-4 hidden size-9 -translate-y-1/2 items-center justify-center rounded-xl bg-surface text-brand-700 ring-1 ring-ink-200 sm:flex">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-heading text-ink-900">{value}</dd>
    </div>
  );
}

function Stats({ profile }: { profile: MentorProfile }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Your numbers">
      <Stat
        label="Experience"
        value={experienceStat(profile.yearsOfExperience)}
        icon={<Briefcase className="size-4" aria-hidden="true" />}
      />
      <Stat label="Reviews" value={profile.totalReviews} icon={<Star className="size-4" aria-hidden="true" />} />
      <Stat label="Total mentees" value={profile.totalMentees} icon={<UsersRound className="size-4" aria-hidden="true" />} />
    </dl>
  );
}

function Header({ profile, action }: { profile: MentorProfile; action?: ReactNode }) {
  return (
    <section className="overflow-hidden rounded-panel bg-surface shadow-card ring-1 ring-ink-200" aria-label="Mentor">
      <div className="h-24 bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] md:h-28" aria-hidden="true" />
      <div className="px-5 pb-6 md:px-8">
        <div className="-mt-12 flex items-end justify-between gap-4">
          <ProfilePhoto
            name={profile.fullName}
            src={profile.profilePictureUrl}
            className="size-24 border-4 border-surface text-2xl shadow-card"
          />
          {action}
        </div>
        <h2 className="mt-3 flex items-center gap-2 text-title text-ink-900">
          {profile.fullName}
          <BadgeCheck className="size-6 text-brand-600" aria-label="Mentor" />
        </h2>
        <p className="text-ink-700">{profile.headline}</p>
        <p className="mt-1 text-sm text-ink-600">{[profile.company, profile.program].filter(Boolean).join(' · ')}</p>
        {profile.linkedinUrl ? (
          <a
            href={profile.linkedinUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" /> LinkedIn profile
          </a>
        ) : null}
      </div>
    </section>
  );
}

function Chips({ items, tone }: { items: string[]; tone: 'brand' | 'accent' }) {
  if (items.length === 0) return <p className="text-sm text-ink-500">Nothing listed yet.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            'rounded-full px-3 py-1 text-sm font-medium ring-1',
            tone === 'brand' ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-accent-50 text-accent-800 ring-accent-200',
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

function EducationView({ profile }: { profile: MentorProfile }) {
  if (profile.education.length === 0) return <p className="text-sm text-ink-500">No education listed.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {profile.education.map((entry) => (
        <li key={entry.id} className="border-l-2 border-brand-200 pl-4">
          <p className="font-semibold text-ink-900">{entry.institution}</p>
          <p className="text-sm text-ink-700">{[entry.degree, entry.fieldOfStudy].filter(Boolean).join(', ')}</p>
          <p className="text-caption text-ink-500">{yearsText(entry.startYear, entry.endYear, entry.current)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The page as students see it: saved data only, nothing to edit. */
function PublicView({ profile, dirty }: { profile: MentorProfile; dirty: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-start gap-2 rounded-card bg-brand-50 px-4 py-3 text-sm text-brand-800 ring-1 ring-brand-200">
        <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {dirty
          ? 'This is how students see your page now. Your unsaved changes are not shown: save them to publish.'
          : 'This is how students see your page.'}
      </p>
      <Header
        profile={profile}
        action={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800 ring-1 ring-accent-200">
            <Star className="size-4 fill-current" aria-hidden="true" />
            {profile.rating === null
              ? 'New mentor'
              : `${profile.rating.toFixed(1)} (${countOf(profile.totalReviews, { one: 'review', other: 'reviews' })})`}
          </span>
        }
      />
      <Stats profile={profile} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <Panel>
            <h3 className="mb-3 text-base font-semibold text-ink-900">About</h3>
            <p className="whitespace-pre-line text-ink-700">{profile.about}</p>
          </Panel>
          <Panel>
            <h3 className="mb-3 text-base font-semibold text-ink-900">Functional Focus Area</h3>
            <Chips items={profile.functionalFocusArea} tone="brand" />
            <h3 className="mt-6 mb-3 text-base font-semibold text-ink-900">Area of expertise</h3>
            <Chips items={profile.areaOfExpertise} tone="accent" />
          </Panel>
        </div>
        <div className="flex flex-col gap-6">
          <Panel>
            <h3 className="mb-3 flex items-center gap-2 text-base font-semibold text-ink-900">
              <GraduationCap className="size-4 text-ink-500" aria-hidden="true" /> Education
            </h3>
            <EducationView profile={profile} />
          </Panel>
          <Panel>
            <p className="text-caption font-semibold text-ink-500">Referral price</p>
            <p className="text-heading text-ink-900">{formatRupees(profile.referralPrice)}</p>
            {profile.languages.length > 0 ? (
              <p className="mt-3 flex items-center gap-2 text-sm text-ink-600">
                <Languages className="size-4 text-ink-400" aria-hidden="true" /> {profile.languages.join(', ')}
              </p>
            ) : null}
          </Panel>
        </div>
      </div>
    </div>
  );
}

function suggestedTags(all: readonly string[], chosen: readonly string[], count = 8): string[] {
  const taken = new Set(chosen.map((item) => item.toLowerCase()));
  return all.filter((item) => !taken.has(item.toLowerCase())).slice(0, count);
}

function MentorEditor({ profile }: { profile: MentorProfile }) {
  const id = useId();
  const update = useUpdateMentorProfile();
  const [draft, setDraft] = useState<MentorPageDraft>(() => mentorDraftFrom(profile));
  const [publicView, setPublicView] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = isMentorDraftDirty(draft, profile);
  const set = <K extends keyof MentorPageDraft>(key: K, value: MentorPageDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  async function save() {
    const issue = mentorDraftProblem(draft);
    setProblem(issue);
    if (issue) return;
    try {
      const saved = await update.mutateAsync(mentorUpdateFrom(draft, profile));
      setDraft(mentorDraftFrom(saved));
      toast({ title: 'Mentor page saved', description: 'Students now see your changes.', tone: 'success' });
    } catch (failure) {
      const fieldMessage = isApiError(failure) ? Object.values(failure.fields ?? {})[0]?.[0] : undefined;
      setProblem(fieldMessage ?? messageFrom(failure, 'Your mentor page could not be saved. Please try again.'));
    }
  }

  function cancel() {
    setDraft(mentorDraftFrom(profile));
    setProblem(null);
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <EditorHeader
          title="Your mentor page"
          description="What students see when they find you. Edit the tabs, then Save."
          backTo="/view"
          backLabel="Home"
        />
        <label className="flex shrink-0 cursor-pointer items-center gap-3 rounded-full bg-surface px-4 py-2 shadow-card ring-1 ring-ink-200">
          <span className="text-sm font-semibold text-ink-800">Public Profile View</span>
          <button
            type="button"
            role="switch"
            aria-checked={publicView}
            aria-label="Public Profile View"
            onClick={() => setPublicView((value) => !value)}
            className={cn(
              'relative h-6 w-11 rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              publicView ? 'bg-brand-600' : 'bg-ink-300',
            )}
          >
            <span
              className={cn(
                'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
                publicView && 'translate-x-5',
              )}
              aria-hidden="true"
            />
          </button>
        </label>
      </div>

      {publicView ? (
        <PublicView profile={profile} dirty={dirty} />
      ) : (
        <>
          <Header
            profile={profile}
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => setDetailsOpen(true)}
                icon={<Pencil className="size-4" aria-hidden="true" />}
              >
                Edit details
              </Button>
            }
          />
          <Stats profile={profile} />
          {profile.totalMentees === 0 ? (
            <p className="-mt-3 text-caption text-ink-500">Reviews and mentees count up as students book and rate your sessions.</p>
          ) : null}

          <Panel labelledBy={`${id}-tabs`}>
            <h2 id={`${id}-tabs`} className="sr-only">
              About and tags
            </h2>
            <Tabs defaultValue="about">
              <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
                <TabsTrigger value="about" className={TAB}>
                  About
                </TabsTrigger>
                <TabsTrigger value="focus" className={TAB}>
                  Functional Focus Area
                </TabsTrigger>
                <TabsTrigger value="expertise" className={TAB}>
                  Area of expertise
                </TabsTrigger>
              </TabsList>
              <TabsContent value="about">
                <Field
                  id={`${id}-about`}
                  label="About"
                  hint="Start with your years of experience: the first number is shown as your Experience."
                >
                  {(control) => (
                    <textarea
                      {...control}
                      value={draft.about}
                      onChange={(event) => set('about', event.target.value)}
                      rows={7}
                      maxLength={3000}
                      className={cn(inputClasses, 'h-auto min-h-44 resize-y py-3 leading-relaxed')}
                    />
                  )}
                </Field>
              </TabsContent>
              <TabsContent value="focus">
                <TagPicker
                  id={`${id}-focus`}
                  label="Functional Focus Area"
                  noun="focus area"
                  value={draft.functionalFocusArea}
                  onChange={(next) => set('functionalFocusArea', next)}
                  suggestions={FOCUS_AREA_SUGGESTIONS}
                  quickPicks={suggestedTags(FOCUS_AREA_SUGGESTIONS, draft.functionalFocusArea)}
                  min={MENTOR_TAGS_MIN}
                  max={MENTOR_TAGS_MAX}
                />
              </TabsContent>
              <TabsContent value="expertise">
                <TagPicker
                  id={`${id}-expertise`}
                  label="Area of expertise"
                  noun="area of expertise"
                  value={draft.areaOfExpertise}
                  onChange={(next) => set('areaOfExpertise', next)}
                  suggestions={EXPERTISE_SUGGESTIONS}
                  quickPicks={suggestedTags(EXPERTISE_SUGGESTIONS, draft.areaOfExpertise)}
                  min={MENTOR_TAGS_MIN}
                  max={MENTOR_TAGS_MAX}
                />
              </TabsContent>
            </Tabs>
          </Panel>

          <Panel labelledBy={`${id}-education`}>
            <h2 id={`${id}-education`} className="mb-5 text-heading text-ink-900">
              Education
            </h2>
            <EducationList
              entries={draft.education}
              onChange={async (next) => {
                set('education', next);
                return true;
              }}
              emptyText="No education listed yet. Add where you studied; students often ask."
            />
          </Panel>

          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <SaveBar floating={dirty}>
            <UnsavedNote show={dirty} />
            <Button variant="ghost" onClick={cancel} disabled={!dirty || update.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={update.isPending} disabled={!dirty}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </SaveBar>
          {detailsOpen ? <DetailsDialog profile={profile} open onClose={() => setDetailsOpen(false)} /> : null}
        </>
      )}
    </div>
  );
}

function MentorSkeleton() {
  return (
    <div className="flex flex-col gap-6" role="status">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-10 w-64" />
      <div className="overflow-hidden rounded-panel bg-surface shadow-card ring-1 ring-ink-200">
        <Skeleton className="h-24 rounded-none" />
        <div className="px-5 pb-6 md:px-8">
          <Skeleton className="-mt-12 size-24 rounded-full border-4 border-surface" />
          <Skeleton className="mt-3 h-7 w-56" />
          <Skeleton className="mt-2 h-4 w-72 max-w-full" />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-panel" />
    </div>
  );
}

/**
 * /SelfMentorSectionPage: the signed-in mentor's own page (spec §2.10): About, Functional Focus Area
 * and Area of expertise tabs, stats from real data, education, suggested tags, Cancel and Save that
 * really revert and save (PATCH /api/users/mentorProfile), and the "Public Profile View".
 */
export default function SelfMentorPage() {
  const { user } = useAuth();
  const isMentor = user?.role === 'mentor';
  const query = useMentorProfile(undefined, isMentor);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <title>Your mentor page · Campus</title>
      {!isMentor ? (
        <StatusPanel
          eyebrow="Mentors only"
          title="This page is for mentors"
          actions={
            <>
              <Link to="/self-profile" className={buttonClasses()}>
                View my profile
              </Link>
              <Link to="/MentorSection" className={buttonClasses({ variant: 'outline' })}>
                Find a mentor
              </Link>
            </>
          }
        >
          Mentors edit what students see about them here. Your own profile is on your profile page.
        </StatusPanel>
      ) : query.isPending ? (
        <MentorSkeleton />
      ) : query.isError ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <StatusPanel
            eyebrow="Mentor page"
            title="Finish your mentor setup first"
            actions={
              <Link to="/MentorAfterOtpSection" className={buttonClasses()}>
                Set up my mentor profile
              </Link>
            }
          >
            {PROFILE_SERVER_MESSAGES.mentorSetupFirst} It takes four short steps.
          </StatusPanel>
        ) : (
          <StatusPanel
            eyebrow="Mentor page"
            title="We could not load your mentor page"
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
            <p role="alert">{messageFrom(query.error, 'Please check your connection and try again.')}</p>
          </StatusPanel>
        )
      ) : (
        <MentorEditor key={query.data.id} profile={query.data} />
      )}
    </div>
  );
}
