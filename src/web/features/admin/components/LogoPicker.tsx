import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { JobLogo } from '../../careers';

const LOGO_SIDE = 256;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Reads an image file, scales it to at most 256 px and returns a PNG (or JPEG for photos) data URL. */
async function toLogoDataUrl(file: File): Promise<string> {
  if (!ACCEPTED.includes(file.type)) throw new Error('Choose a PNG, JPEG, WebP or GIF image.');
  if (file.size > 5 * 1024 * 1024) throw new Error('Choose an image under 5 MB.');
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, LOGO_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot read images.');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const url = file.type === 'image/jpeg' ? canvas.toDataURL('image/jpeg', 0.85) : canvas.toDataURL('image/png');
  if (url.length > 400_000) throw new Error('This image is too detailed for a logo. Try a simpler one.');
  return url;
}

/** The company logo: upload one, or leave it empty to draw it from the company's initials. */
export function LogoPicker({
  value,
  company,
  onChange,
}: {
  value: string | null;
  company: string;
  onChange: (url: string | null) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink-800" id={`${id}-label`}>
        Company logo
      </span>
      <div className="flex items-center gap-4">
        <JobLogo src={value} company={company.trim() || 'Company'} size="md" />
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={`${id}-file`}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-button border border-ink-200 bg-surface px-3 text-sm font-semibold text-ink-800 hover:bg-ink-50 focus-within:shadow-focus"
          >
            <ImageUp className="size-4" aria-hidden="true" />
            {busy ? 'Reading...' : value ? 'Change logo' : 'Upload logo'}
            <input
              id={`${id}-file`}
              type="file"
              accept={ACCEPTED.join(',')}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                setBusy(true);
                setError(null);
                toLogoDataUrl(file)
                  .then(onChange)
                  .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : 'Could not read this image.'))
                  .finally(() => setBusy(false));
              }}
            />
          </label>
          {value ? (
            <button
              type="button"
              onClick={() => onChange(null)}
              className="inline-flex h-9 items-center gap-2 rounded-button px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50"
            >
              <Trash2 className="size-4" aria-hidden="true" /> Remove
            </button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p className="text-caption font-medium text-danger-700" role="alert">
          {error}
        </p>
      ) : (
        <p className="text-caption text-ink-500">Optional. Without one, a logo is drawn from the company&apos;s initials.</p>
      )}
    </div>
  );
}
