import { useState } from 'react';
import { initialsOf } from '../../../../shared/format.js';
import { cn } from '../../../lib/cn';

const sizes = {
  sm: 'size-10 rounded-xl text-sm',
  md: 'size-12 rounded-xl text-base',
  lg: 'size-16 rounded-2xl text-xl md:size-20',
} as const;

/** The company's logo (an uploaded image or the initials logo the server draws); initials if it fails to load. */
export function JobLogo({
  src,
  company,
  size = 'md',
  className,
}: {
  src: string | null;
  company: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={`${company} logo`}
        loading={src.startsWith('data:') ? undefined : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('shrink-0 bg-surface object-cover ring-1 ring-ink-200', sizes[size], className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${company} logo`}
      className={cn('inline-flex shrink-0 items-center justify-center bg-brand-600 font-bold text-white', sizes[size], className)}
    >
      {initialsOf(company)}
    </span>
  );
}
