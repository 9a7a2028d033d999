import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { EventBanner } from '../../../../shared/contracts/events.js';
import { EVENT_BANNERS, EVENT_MESSAGES, eventBannerUrl } from '../../../../shared/contracts/events.constants.js';
import { Field, inputClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { uploadErrorMessage } from '../../../lib/upload';
import { uploadEventBanner } from '../api/uploadBanner';

const illustrationLabel = (banner: EventBanner) => banner[0]!.toUpperCase() + banner.slice(1);

/**
 * The event's banner: an uploaded image, or else one of the shipped illustrations, which stays chosen
 * so that removing the image falls back to it.
 */
export function BannerPicker({
  banner,
  imageUrl,
  error,
  onBanner,
  onImage,
  onUploading,
}: {
  banner: EventBanner;
  imageUrl: string | null;
  error?: string | undefined;
  onBanner: (banner: EventBanner) => void;
  onImage: (url: string | null) => void;
  /** True while a file is on its way, so the form can hold its submit until the address is known. */
  onUploading: (uploading: boolean) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  const upload = async (file: File) => {
    setUploadError(null);
    setProgress(0);
    onUploading(true);
    try {
      onImage(await uploadEventBanner(file, setProgress));
    } catch (failure) {
      setUploadError(uploadErrorMessage(failure, EVENT_MESSAGES.bannerUploadFailed));
    } finally {
      setProgress(null);
      onUploading(false);
    }
  };

  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-ink-900">Banner</legend>
      <div className="flex flex-col gap-4">
        <Field id={`${id}-illustration`} label="Illustration" hint={imageUrl ? 'Shown if you remove the uploaded banner.' : undefined}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={banner}
              onChange={(change) => onBanner(change.target.value as EventBanner)}
            >
              {EVENT_BANNERS.map((option) => (
                <option key={option} value={option}>
                  {illustrationLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={`${id}-file`}
              className={cn(
                'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-button border border-ink-200 bg-surface px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-ink-50',
                'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
                progress !== null && 'cursor-wait opacity-60',
              )}
            >
              <ImageUp className="size-4" aria-hidden="true" />
              {imageUrl ? 'Replace banner' : 'Upload a banner'}
              <input
                id={`${id}-file`}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                disabled={progress !== null}
                aria-describedby={`${id}-file-hint${shownError ? ` ${id}-file-error` : ''}`}
                aria-invalid={shownError ? true : undefined}
                onChange={(change) => {
                  const file = change.target.files?.[0];
                  change.target.value = '';
                  if (file) void upload(file);
                }}
              />
            </label>
            {imageUrl ? (
              <button
                type="button"
                onClick={() => {
                  setUploadError(null);
                  onImage(null);
                }}
                className="inline-flex h-9 items-center gap-2 rounded-button px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <Trash2 className="size-4" aria-hidden="true" /> Remove
              </button>
            ) : null}
          </div>
          <p id={`${id}-file-hint`} className="text-caption text-ink-500">
            JPEG, PNG or WebP, up to 10 MB. Shown instead of the illustration.
          </p>
          {progress !== null ? (
            <progress max={100} value={progress} className="h-2 w-full accent-brand-600" aria-label="Banner upload progress" />
          ) : null}
          {shownError ? (
            <p id={`${id}-file-error`} className="text-caption font-medium text-danger-700" role="alert">
              {shownError}
            </p>
          ) : null}
        </div>
      </div>
      <img
        src={imageUrl ?? eventBannerUrl(banner)}
        alt={imageUrl ? 'Preview of the uploaded banner' : `Preview of the ${illustrationLabel(banner)} illustration`}
        width={320}
        height={180}
        className="aspect-video w-full rounded-lg bg-ink-100 object-cover"
      />
    </fieldset>
  );
}
