import { Eye, Lock, PenLine, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { PrivacyAudience, PrivacySettings, UserProfile } from '../../../../shared/contracts/profiles.js';
import { DEFAULT_PRIVACY, PRIVACY_AUDIENCES } from '../../../../shared/contracts/profiles.constants.js';
import { Button, FormAlert, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useUpdateProfile } from '../api/updateProfile';
import { EditorPage, Panel, SaveBar, UnsavedNote } from '../components/EditorPage';
import { PRIVACY_LABELS } from '../lib/editors';

const SETTINGS: { key: keyof PrivacySettings; title: string; text: string; icon: ReactNode }[] = [
  {
    key: 'profileDetails',
    title: 'Profile details',
    text: 'Your about text, location, skills, interests, education and experience. Your name, photo, headline, college and course are always shown.',
    icon: <Eye className="size-5" aria-hidden="true" />,
  },
  {
    key: 'connections',
    title: 'Connections',
    text: 'The people you are connected and collaborate with. Applies to your lists as soon as the Network opens.',
    icon: <Users className="size-5" aria-hidden="true" />,
  },
  {
    key: 'blogs',
    title: 'Blogs',
    text: 'The list of your blogs on your blog page and its feed. Each blog’s own setting (public, private, friends-only) still applies.',
    icon: <PenLine className="size-5" aria-hidden="true" />,
  },
];

function AudienceChoice({
  name,
  value,
  onChange,
  labelledBy,
}: {
  name: string;
  value: PrivacyAudience;
  onChange: (next: PrivacyAudience) => void;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      {PRIVACY_AUDIENCES.map((audience) => {
        const checked = value === audience;
        return (
          <label
            key={audience}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-field border p-3 transition-colors',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              checked ? 'border-brand-500 bg-brand-50' : 'border-ink-200 bg-surface hover:border-ink-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={audience}
              checked={checked}
              onChange={() => onChange(audience)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-semibold text-ink-900">{PRIVACY_LABELS[audience].title}</span>
              <span className="block text-caption text-ink-600">{PRIVACY_LABELS[audience].text}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

function PrivacyEditor({ profile }: { profile: UserProfile }) {
  const id = useId();
  const saved: PrivacySettings = { ...DEFAULT_PRIVACY, ...profile.privacy };
  const [value, setValue] = useState<PrivacySettings>(saved);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const dirty = SETTINGS.some((setting) => value[setting.key] !== saved[setting.key]);

  async function save() {
    setError(null);
    try {
      const result = await update.mutateAsync({ body: { privacy: value } });
      setValue({ ...DEFAULT_PRIVACY, ...result.privacy });
      toast({ title: 'Privacy settings saved', tone: 'success' });
    } catch (failure) {
      setError(messageFrom(failure, 'Your privacy settings could not be saved. Please try again.'));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {error ? <FormAlert>{error}</FormAlert> : null}
      {SETTINGS.map((setting) => (
        <Panel key={setting.key} labelledBy={`${id}-${setting.key}`}>
          <div className="mb-4 flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{setting.icon}</span>
            <div>
              <h2 id={`${id}-${setting.key}`} className="text-heading text-ink-900">
                Who can see my {setting.title.toLowerCase()}
              </h2>
              <p className="mt-1 text-sm text-ink-600">{setting.text}</p>
            </div>
          </div>
          <AudienceChoice
            name={`${id}-${setting.key}-choice`}
            value={value[setting.key]}
            onChange={(next) => setValue((current) => ({ ...current, [setting.key]: next }))}
            labelledBy={`${id}-${setting.key}`}
          />
        </Panel>
      ))}
      <p className="flex items-start gap-2 rounded-card bg-ink-50 px-4 py-3 text-sm text-ink-600 ring-1 ring-ink-200">
        <Lock className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
        Your email and phone number are never shown to anyone else, whatever you choose here.
      </p>
      <SaveBar floating={dirty}>
        <UnsavedNote show={dirty} />
        <Button variant="ghost" onClick={() => setValue(saved)} disabled={!dirty || update.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={update.isPending} disabled={!dirty}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </SaveBar>
    </div>
  );
}

/**
 * /DesFollowerMiddleSectionPrivacy and /DesFollowerMiddleSectionPrivacy/{userId}: who sees my profile
 * details, my connections and my blogs (everyone, connections, only me). The server enforces it.
 */
export default function PrivacyPage() {
  return (
    <EditorPage
      title="Privacy"
      description="Choose who sees what on your profile."
      pathFor={(id) => `/DesFollowerMiddleSectionPrivacy/${id}`}
      skeletonRows={3}
    >
      {(profile) => <PrivacyEditor key={profile.id} profile={profile} />}
    </EditorPage>
  );
}
