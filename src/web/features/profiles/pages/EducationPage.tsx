import { useId } from 'react';
import type { EducationInput, UserProfile } from '../../../../shared/contracts/profiles.js';
import { toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useUpdateProfile } from '../api/updateProfile';
import { EditorPage, Panel } from '../components/EditorPage';
import { EducationList } from '../components/EntryLists';
import { educationInputs } from '../lib/editors';

function EducationEditor({ profile }: { profile: UserProfile }) {
  const id = useId();
  const update = useUpdateProfile();

  async function save(next: EducationInput[]): Promise<boolean> {
    try {
      await update.mutateAsync({ body: { education: educationInputs(next) } });
      toast({ title: 'Education saved', tone: 'success' });
      return true;
    } catch (error) {
      toast({ title: 'Education not saved', description: messageFrom(error, 'Please try again.'), tone: 'error' });
      return false;
    }
  }

  return (
    <Panel labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-5 text-heading text-ink-900">
        Your education
      </h2>
      <EducationList entries={educationInputs(profile.education)} onChange={save} saving={update.isPending} />
    </Panel>
  );
}

/** /education/{userId}: the owner's education list (add, edit, remove, reorder), saved on every change. */
export default function EducationPage() {
  return (
    <EditorPage
      title="Education"
      description="Your college and school, newest first. Each change is saved right away."
      pathFor={(id) => `/education/${id}`}
    >
      {(profile) => <EducationEditor profile={profile} />}
    </EditorPage>
  );
}
