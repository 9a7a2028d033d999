import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { senderInitial } from '../lib/notifications';

/** The sender's photo, or the first letter of the sender name (community §2.11). */
export function SenderAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn('size-10 shrink-0 rounded-full', className);
  if (src && !failed) return <img src={src} alt="" onError={() => setFailed(true)} className={cn(base, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={cn(base, 'inline-flex items-center justify-center bg-brand-100 text-sm font-bold text-brand-800')}>
      {senderInitial(name)}
    </span>
  );
}
