import { useId, useState } from 'react';
import type { ExperienceInput, UserProfile } from '../../../../shared/contracts/profiles.js';
import { Button, Field, FormAlert, inputClasses, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useUpdateProfile } from '../api/updateProfile';
import { EditorPage, Panel } from '../components/EditorPage';
import { ExperienceList } from '../components/EntryLists';
import { experienceInputs } from '../lib/editors';

const ABOUT_MAX = 2000;

function AboutEditor({ profile }: { profile: UserProfile }) {
  const id = useId();
  const update = useUpdateProfile();
  const [about, setAbout] = useState(profile.about);
  const [error, setError] = useState<string | null>(null);
  const dirty = about.trim() !== profile.about.trim();

  async function save() {
    setError(null);
    if (about.length > ABOUT_MAX) {
      setError(`Please keep it under ${ABOUT_MAX} characters.`);
      return;
    }
    try {
      const saved = await update.mutateAsync({ body: { about: about.trim() } });
      setAbout(saved.about);
      toast({ title: 'About saved', tone: 'success' });
    } catch (failure) {
      setError(messageFrom(failure, 'Your about text could not be saved. Please try again.'));
    }
  }

  return (
    <Panel labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-5 text-heading text-ink-900">
        About you
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Field
          id={`${id}-about`}
          label="About"
          hint={`${about.length}/${ABOUT_MAX} characters. Others see the first 100 before “See More”.`}
        >
          {(control) => (
            <textarea
              {...control}
              value={about}
              onChange={(event) => setAbout(event.target.value)}
              rows={6}
              maxLength={ABOUT_MAX}
              placeholder="Who you are, what you study, what you are looking for."
              className={cn(inputClasses, 'h-auto min-h-40 resize-y py-3 leading-relaxed')}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setAbout(profile.about)} disabled={!dirty || update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            {update.isPending ? 'Saving...' : 'Save about'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function ExperienceEditor({ profile }: { profile: UserProfile }) {
  const id = useId();
  const update = useUpdateProfile();

  async function save(next: ExperienceInput[]): Promise<boolean> {
    try {
      await update.mutateAsync({ body: { experience: experienceInputs(next) } });
      toast({ title: 'Experience saved', tone: 'success' });
      return true;
    } catch (error) {
      toast({ title: 'Experience not saved', description: messageFrom(error, 'Please try again.'), tone: 'error' });
      return false;
    }
  }

  return (
    <Panel labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-5 text-heading text-ink-900">
        Experience
      </h2>
      <ExperienceList entries={experienceInputs(profile.experience)} onChange={save} saving={update.isPending} />
    </Panel>
  );
}

/** /AboutAndExperience/{userId} and /about/{userId}: the owner's about text and experience list. */
export default function AboutExperiencePage() {
  return (
    <EditorPage
      title="About and experience"
      description="Tell people your story, and list internships, jobs, projects and volunteering."
      pathFor={(id) => `/AboutAndExperience/${id}`}
    >
      {(profile) => (
        <div className="flex flex-col gap-6">
          <AboutEditor key={`about-${profile.id}`} profile={profile} />
          <ExperienceEditor profile={profile} />
        </div>
      )}
    </EditorPage>
  );
}
