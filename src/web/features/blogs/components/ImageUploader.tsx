import { ImagePlus, Star, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { BLOG_MEDIA_MAX } from '../../../../shared/contracts/blogs.constants.js';
import { Button, FormAlert } from '../../../components/ui';
import { uploadBlogImage } from '../api/uploadMedia';

/** The post's images: upload with progress, remove, and pick the banner (the first image). */
export function ImageUploader({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const url = await uploadBlogImage(file, setProgress);
      onChange([...value, url]);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not upload the image.');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {value.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Images of the post">
          {value.map((url, index) => (
            <li key={url} className="relative overflow-hidden rounded-lg border border-ink-200">
              <img src={url} alt={index === 0 ? 'Banner image' : `Image ${index + 1}`} className="aspect-[16/9] w-full object-cover" />
              {index === 0 ? (
                <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  Banner
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onChange([url, ...value.filter((other) => other !== url)])}
                  className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-ink-800 hover:bg-white"
                >
                  <Star className="size-3" aria-hidden="true" /> Make banner
                </button>
              )}
              <button
                type="button"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => onChange(value.filter((other) => other !== url))}
                className="absolute top-1.5 right-1.5 rounded-full bg-white/90 p-1 text-ink-800 hover:bg-white"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        aria-label="Choose an image"
        aria-describedby={hintId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={progress !== null || value.length >= BLOG_MEDIA_MAX}
          icon={<ImagePlus className="size-4" aria-hidden="true" />}
        >
          Add image
        </Button>
        <p id={hintId} className="text-caption text-ink-600">
          JPEG, PNG or WebP, up to 10 MB. The first image is the banner.
        </p>
      </div>
      {progress !== null ? (
        <div className="flex flex-col gap-1">
          <span className="text-xs text-ink-600">Uploading image… {progress}%</span>
          <progress max={100} value={progress} className="h-2 w-full accent-brand-600" aria-label="Upload progress" />
        </div>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </div>
  );
}
