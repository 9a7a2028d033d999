import { useState } from 'react';
import { initialsOf } from '../../../shared/format.js';
import { cn } from '../../lib/cn';

/** Background/foreground pairs with AA contrast, chosen by a hash of the name. */
const PALETTE = [
  'bg-brand-100 text-brand-800',
  'bg-accent-100 text-accent-800',
  'bg-mint-100 text-mint-700',
  'bg-[#fce7f3] text-[#9d174d]',
  'bg-[#e0f2fe] text-[#075985]',
  'bg-[#fef9c3] text-[#854d0e]',
] as const;

export function paletteIndex(seed: string, size: number = PALETTE.length): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % size;
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg', xl: 'size-20 text-2xl' } as const;

export interface AvatarProps {
  name: string | null | undefined;
  /** A photo served by the app itself (/uploads/...). Without one, initials are drawn. */
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
  /**
   * The photo is the first thing a page shows (a carousel's card): fetched at once, ahead of other images. Every
   * other photo waits until it nears the screen, so a list of forty does not hold back the one in view.
   */
  priority?: boolean;
}

export function Avatar({ name, src, size = 'md', className, priority = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const label = name?.trim() || 'User';
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={label}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-full bg-ink-100 object-cover', sizes[size], className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold select-none',
        PALETTE[paletteIndex(label)],
        sizes[size],
        className,
      )}
    >
      {initialsOf(label)}
    </span>
  );
}
