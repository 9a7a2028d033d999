import { useState } from 'react';
import { initialsOf } from '../../../../shared/format.js';
import { cn } from '../../../lib/cn';

/** A large round profile photo; initials drawn locally when there is none (nothing from a third party). */
export function ProfilePhoto({ name, src, className }: { name: string; src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  const label = name.trim() || 'User';
  if (src && !failed) {
    return (
      <img src={src} alt={`Photo of ${label}`} onError={() => setFailed(true)} className={cn('rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      className={cn('inline-flex items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 select-none', className)}
    >
      {initialsOf(label)}
    </span>
  );
}
