import { CheckCircle2, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';
import { Button, Dialog, FormAlert, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useUpdateProfile } from '../api/updateProfile';
import { useUploadProfilePhoto } from '../api/uploadPhoto';
import { EditorPage, Panel } from '../components/EditorPage';
import { PhotoPicker } from '../components/PhotoPicker';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { dataUrlBytes, percentOf, sizeText } from '../lib/editors';
import { dataUrlToBlob } from '../lib/image';

function PhotoEditor({ profile }: { profile: UserProfile }) {
  const id = useId();
  const upload = useUploadProfilePhoto();
  const update = useUpdateProfile();
  const [pending, setPending] = useState<string | null>(null);
  const [dimensions, setDimensions] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const name = profile.name || profile.username || profile.email || 'You';
  const busy = upload.isPending || update.isPending;

  async function send() {
    if (!pending) return;
    setError(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ picture: dataUrlToBlob(pending), onProgress: setProgress });
      setPending(null);
      setDimensions(null);
      toast({ title: 'Photo updated', description: 'Your new photo is on your profile.', tone: 'success' });
    } catch (failure) {
      setError(messageFrom(failure, 'Your photo could not be uploaded. Please try again.'));
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    setError(null);
    try {
      await update.mutateAsync({ body: { removeProfilePicture: true } });
      setConfirmRemove(false);
      toast({ title: 'Photo removed', description: 'Your initials are shown instead.', tone: 'success' });
    } catch (failure) {
      setConfirmRemove(false);
      setError(messageFrom(failure, 'Your photo could not be removed. Please try again.'));
    }
  }

  const percent = progress === null ? 0 : percentOf(progress);

  return (
    <div className="flex flex-col gap-6">
      <Panel labelledBy={`${id}-title`}>
        <h2 id={`${id}-title`} className="mb-6 text-heading text-ink-900">
          Profile photo
        </h2>
        <div className="grid items-start gap-8 md:grid-cols-[1fr_auto_1fr]">
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="text-sm font-semibold text-ink-700">Now</p>
            <ProfilePhoto name={name} src={profile.profilePictureUrl} className="size-36 text-4xl ring-4 ring-ink-100 sm:size-40" />
            {profile.profilePictureUrl ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setConfirmRemove(true)}
                disabled={busy}
                icon={<Trash2 className="size-4" aria-hidden="true" />}
              >
                Remove photo
              </Button>
            ) : (
              <p className="text-caption text-ink-500">No photo yet: people see your initials.</p>
            )}
          </div>
          <div className="hidden h-full w-px bg-ink-200 md:block" aria-hidden="true" />
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="text-sm font-semibold text-ink-700">New photo</p>
            <PhotoPicker
              value={pending ?? ''}
              onChange={(dataUrl) => {
                setPending(dataUrl);
                setError(null);
                const image = new Image();
                image.onload = () => setDimensions(`${image.naturalWidth} × ${image.naturalHeight} px`);
                image.src = dataUrl;
              }}
              label="Photo"
            />
          </div>
        </div>

        {pending ? (
          <div className="mt-8 flex flex-col gap-4 rounded-card bg-ink-50 p-4 ring-1 ring-ink-200">
            <p className="flex items-start gap-2 text-sm text-ink-700">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-mint-700" aria-hidden="true" />
              <span>
                Resized in your browser to JPEG{dimensions ? `, ${dimensions}` : ''}, {sizeText(dataUrlBytes(pending))}.
              </span>
            </p>
            {progress !== null ? (
              <div className="flex items-center gap-3">
                <div
                  className="h-2.5 flex-1 overflow-hidden rounded-full bg-ink-200"
                  role="progressbar"
                  aria-label="Upload progress"
                  aria-valuenow={percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="h-full rounded-full bg-brand-600 transition-[width] duration-150" style={{ width: `${percent}%` }} />
                </div>
                <span className="w-12 text-right text-sm font-semibold text-ink-800" aria-live="polite">
                  {percent}%
                </span>
              </div>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                variant="ghost"
                onClick={() => {
                  setPending(null);
                  setDimensions(null);
                }}
                disabled={busy}
              >
                Cancel
              </Button>
              <Button onClick={() => void send()} loading={upload.isPending} icon={<Upload className="size-4" aria-hidden="true" />}>
                {upload.isPending ? 'Uploading...' : 'Upload photo'}
              </Button>
            </div>
          </div>
        ) : null}
        {error ? (
          <div className="mt-4">
            <FormAlert>{error}</FormAlert>
          </div>
        ) : null}
      </Panel>

      <Dialog
        open={confirmRemove}
        onOpenChange={(open) => {
          if (!update.isPending) setConfirmRemove(open);
        }}
        title="Remove your photo?"
        description="Your initials will be shown instead until you upload a new one."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirmRemove(false)} disabled={update.isPending}>
            Keep photo
          </Button>
          <Button variant="danger" onClick={() => void remove()} loading={update.isPending}>
            Remove photo
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** /uploadsection/{userId}: the owner's photo, resized in the browser (≤ 500 px, JPEG 0.7) and uploaded with progress. */
export default function UploadPhotoPage() {
  return (
    <EditorPage
      title="Photo"
      description="A clear photo helps classmates and mentors recognise you. We resize it to 500 px before it leaves your device."
      pathFor={(id) => `/uploadsection/${id}`}
      skeletonRows={2}
    >
      {(profile) => <PhotoEditor profile={profile} />}
    </EditorPage>
  );
}
