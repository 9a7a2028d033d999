import { BookOpen, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PROFILE_TAGS_MAX, PROFILE_TAGS_MIN } from '../../../../shared/constants.js';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';
import { INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS } from '../../../../shared/suggestions/index.js';
import { Button, FormAlert, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useUpdateProfile } from '../api/updateProfile';
import { EditorPage, Panel, SaveBar, UnsavedNote } from '../components/EditorPage';
import { TagPicker } from '../components/TagPicker';
import { sameList, tagListProblem } from '../lib/editors';
import { suggestedFor } from '../lib/suggest';

type Kind = 'skills' | 'interests';

const TEXT: Record<Kind, { title: string; description: string; noun: string; label: string; empty: string; saved: string }> = {
  skills: {
    title: 'Skills',
    description: `What you can do: pick ${PROFILE_TAGS_MIN} to ${PROFILE_TAGS_MAX} skills. Search the list or type your own.`,
    noun: 'skill',
    label: 'Skills',
    empty: 'You have not added any skills yet. Start with the suggestions below.',
    saved: 'Your skills have been saved.',
  },
  interests: {
    title: 'Interests',
    description: `Topics you care about: pick ${PROFILE_TAGS_MIN} to ${PROFILE_TAGS_MAX}. They help us suggest people, jobs and mentors.`,
    noun: 'topic',
    label: 'Interests',
    empty: 'You have not added any interests yet. Start with the suggestions below.',
    saved: 'Your interests have been saved.',
  },
};

function TagsEditor({ profile, kind }: { profile: UserProfile; kind: Kind }) {
  const id = useId();
  const text = TEXT[kind];
  const saved = kind === 'skills' ? profile.Skills : profile.Interests;
  const [value, setValue] = useState<string[]>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();
  const dirty = !sameList(value, saved);
  const Icon = kind === 'skills' ? Sparkles : BookOpen;

  async function save() {
    const issue = tagListProblem(value, kind);
    setProblem(issue);
    if (issue) return;
    try {
      const result = await update.mutateAsync({ body: kind === 'skills' ? { Skills: value } : { Interests: value } });
      setValue(kind === 'skills' ? result.Skills : result.Interests);
      toast({ title: text.saved, tone: 'success' });
    } catch (error) {
      setProblem(messageFrom(error, `Your ${kind} could not be saved. Please try again.`));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Panel labelledBy={`${id}-title`}>
        <h2 id={`${id}-title`} className="mb-5 flex items-center gap-2 text-heading text-ink-900">
          <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          Your {kind}
        </h2>
        {saved.length === 0 && value.length === 0 ? (
          <p className="mb-4 rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-600">{text.empty}</p>
        ) : null}
        <TagPicker
          id={`${id}-picker`}
          label={text.label}
          noun={text.noun}
          value={value}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
          suggestions={kind === 'skills' ? SKILL_SUGGESTIONS : INTEREST_SUGGESTIONS}
          quickPicks={suggestedFor(profile.degree, kind)}
          min={PROFILE_TAGS_MIN}
          max={PROFILE_TAGS_MAX}
          invalid={Boolean(problem)}
        />
        {problem ? (
          <div className="mt-4">
            <FormAlert>{problem}</FormAlert>
          </div>
        ) : null}
      </Panel>
      <SaveBar floating={dirty}>
        <UnsavedNote show={dirty} />
        <Button
          variant="ghost"
          onClick={() => {
            setValue(saved);
            setProblem(null);
          }}
          disabled={!dirty || update.isPending}
        >
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={update.isPending} disabled={!dirty}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </SaveBar>
      <p className="text-center text-sm text-ink-500">
        Shown on{' '}
        <Link to="/self-profile" className="font-semibold text-brand-700 hover:underline">
          your profile
        </Link>{' '}
        to everyone your privacy settings allow.
      </p>
    </div>
  );
}

function TagsEditorPage({ kind }: { kind: Kind }) {
  const text = TEXT[kind];
  return (
    <EditorPage title={text.title} description={text.description} pathFor={(id) => `/${kind}/${id}`} skeletonRows={3}>
      {(profile) => <TagsEditor key={`${profile.id}-${kind}`} profile={profile} kind={kind} />}
    </EditorPage>
  );
}

/** /skills/{userId}: the owner's skills, 2 to 5, with searchable suggestions. */
export function SkillsPage() {
  return <TagsEditorPage kind="skills" />;
}

/** /interests/{userId}: the owner's interests, 2 to 5, with searchable suggestions. */
export function InterestsPage() {
  return <TagsEditorPage kind="interests" />;
}
