import {
  BookOpen,
  Briefcase,
  Camera,
  Check,
  ChevronRight,
  GraduationCap,
  IdCard,
  Presentation,
  Settings,
  ShieldCheck,
  Sparkles,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';
import { buttonClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { paletteAt } from '../../../lib/palette';
import { EditorPage } from '../components/EditorPage';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { completeness, countText, PRIVACY_LABELS, profileSteps } from '../lib/editors';

interface HubLink {
  to: string;
  icon: LucideIcon;
  title: string;
  status: string;
}

function hubLinks(profile: UserProfile): HubLink[] {
  const id = profile.id;
  const privacy = profile.privacy?.profileDetails ?? 'everyone';
  const links: HubLink[] = [
    {
      to: `/uploadsection/${id}`,
      icon: Camera,
      title: 'Photo',
      status: profile.profilePictureUrl ? 'Photo added' : 'No photo yet',
    },
    {
      to: `/PersonalInfoUpdate/${id}`,
      icon: IdCard,
      title: 'Personal information',
      status: [profile.name, profile.college].filter(Boolean).join(' · ') || 'Name, college, course and phone',
    },
    {
      to: `/AboutAndExperience/${id}`,
      icon: Briefcase,
      title: 'About and experience',
      status: [
        profile.about ? 'About written' : 'No about yet',
        countText(profile.experience.length, 'experience', 'experiences', 'no experience'),
      ].join(' · '),
    },
    {
      to: `/skills/${id}`,
      icon: Sparkles,
      title: 'Skills',
      status: profile.Skills.length > 0 ? profile.Skills.join(', ') : 'No skills yet',
    },
    {
      to: `/interests/${id}`,
      icon: BookOpen,
      title: 'Interests',
      status: profile.Interests.length > 0 ? profile.Interests.join(', ') : 'No interests yet',
    },
    {
      to: `/education/${id}`,
      icon: GraduationCap,
      title: 'Education',
      status: countText(profile.education.length, 'entry', 'entries', 'No education yet'),
    },
    {
      to: `/collab/${id}`,
      icon: UsersRound,
      title: 'Collaborators',
      status: countText(profile._count.connections2, 'collaborator', 'collaborators', 'No collaborators yet'),
    },
    {
      to: `/DesFollowerMiddleSectionPrivacy/${id}`,
      icon: ShieldCheck,
      title: 'Privacy',
      status: `Profile details: ${PRIVACY_LABELS[privacy].title}`,
    },
  ];
  if (profile.role === 'mentor') {
    links.push({ to: '/SelfMentorSectionPage', icon: Presentation, title: 'Mentor page', status: 'What students see when they find you' });
  }
  links.push({ to: '/SelfSetting', icon: Settings, title: 'Account settings', status: 'Password, devices and account' });
  return links;
}

function Hub({ profile }: { profile: UserProfile }) {
  const percent = completeness(profile);
  const steps = profileSteps(profile);
  const todo = steps.filter((step) => !step.done);
  const name = profile.name || profile.username || profile.email || 'Your profile';
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="Profile strength"
        className="flex flex-col gap-5 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:flex-row md:items-center md:p-7"
      >
        <div className="flex min-w-0 flex-1 items-center gap-4 md:gap-5">
          <ProfilePhoto name={name} src={profile.profilePictureUrl} className="size-16 shrink-0 text-xl md:size-20 md:text-2xl" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-heading text-ink-900">{name}</p>
            {profile.username ? <p className="text-sm text-ink-500">@{profile.username}</p> : null}
            <div className="mt-3 flex items-center gap-3">
              <div
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-ink-100"
                role="progressbar"
                aria-label="Profile strength"
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <span className="text-sm font-semibold text-ink-800">{percent}%</span>
            </div>
            <p className="mt-2 text-sm text-ink-600">
              {todo.length === 0
                ? 'Your profile is complete. Nice work!'
                : `Next: ${todo
                    .slice(0, 2)
                    .map((step) => step.label.toLowerCase())
                    .join(', ')}.`}
            </p>
          </div>
        </div>
        <Link to="/self-profile" className={cn(buttonClasses({ variant: 'outline' }), 'shrink-0')}>
          View profile
        </Link>
      </section>

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {hubLinks(profile).map((link, index) => {
          const palette = paletteAt(index);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                className="group flex h-full items-center gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200 transition hover:-translate-y-0.5 hover:shadow-lifted"
              >
                <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', palette.tile, palette.icon)}>
                  <link.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900">{link.title}</span>
                  <span className="block truncate text-sm text-ink-600">{link.status}</span>
                </span>
                <ChevronRight
                  className="size-5 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          );
        })}
      </ul>

      {todo.length > 0 ? (
        <section aria-label="Checklist" className="rounded-card bg-accent-50 p-5 ring-1 ring-accent-200">
          <h2 className="text-base font-semibold text-ink-900">Make your profile stand out</h2>
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {steps.map((step) => (
              <li
                key={step.key}
                className={cn('flex items-center gap-2 text-sm', step.done ? 'text-ink-500 line-through' : 'text-ink-800')}
              >
                <span
                  className={cn(
                    'flex size-5 shrink-0 items-center justify-center rounded-full',
                    step.done ? 'bg-mint-100 text-mint-700' : 'bg-white ring-1 ring-accent-200',
                  )}
                >
                  {step.done ? <Check className="size-3.5" aria-hidden="true" /> : null}
                </span>
                {step.label}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** /ProfileEditSection/{userId}: the owner's hub linking every profile editor, with how complete the profile is. */
export default function ProfileEditSectionPage() {
  return (
    <EditorPage
      title="Edit profile"
      description="Pick a part of your profile to update. Changes are saved section by section."
      pathFor={(id) => `/ProfileEditSection/${id}`}
      skeletonRows={6}
      back={{ to: '/self-profile', label: 'Your profile' }}
    >
      {(profile) => <Hub profile={profile} />}
    </EditorPage>
  );
}
