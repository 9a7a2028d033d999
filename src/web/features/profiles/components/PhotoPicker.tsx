import { Camera, ImagePlus, RefreshCw } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { imageErrorMessage, resizeToJpeg } from '../lib/image';

/**
 * Photo upload with preview (spec §2.4a step 4, §2.5 step 4). The chosen file is resized in the
 * browser (longest side 500 px, JPEG 0.7) before anything is sent; failures say so.
 */
export function PhotoPicker({
  value,
  onChange,
  label = 'Profile photo',
  invalid,
  describedBy,
  fallback,
}: {
  /** A data URL, or an address of the current photo. */
  value: string;
  onChange: (dataUrl: string) => void;
  label?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** Shown in the preview circle when there is no photo yet (initials). */
  fallback?: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await resizeToJpeg(file));
    } catch (failure) {
      setError(imageErrorMessage(failure));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div
        className={cn(
          'relative flex size-36 items-center justify-center overflow-hidden rounded-full bg-brand-50 ring-4 ring-offset-2 sm:size-40',
          invalid || error ? 'ring-danger-200' : 'ring-brand-100',
        )}
      >
        {value ? (
          <img src={value} alt="Preview of your profile photo" className="size-full object-cover" />
        ) : (
          (fallback ?? <Camera className="size-12 text-brand-400" aria-hidden="true" />)
        )}
        {busy ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70" role="status">
            <Spinner className="size-6 text-brand-600" />
            <span className="sr-only">Processing photo...</span>
          </div>
        ) : null}
      </div>
      <div>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-describedby={[error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined}
          aria-invalid={invalid || Boolean(error) || undefined}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-button px-5 text-[0.9375rem] font-semibold transition-colors',
            'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-500',
            value
              ? 'border border-ink-200 bg-surface text-ink-800 hover:bg-ink-50'
              : 'bg-brand-600 text-white shadow-soft hover:bg-brand-700',
          )}
        >
          {value ? <RefreshCw className="size-4" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
          {value ? 'Change photo' : `Upload ${label.toLowerCase()}`}
        </label>
        <p className="mt-2 text-caption text-ink-500">JPEG, PNG, WebP or GIF. We resize it to 500 px for you.</p>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-caption font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
