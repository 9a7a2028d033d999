import { cn } from '../../../lib/cn';
import { badgeText } from '../lib/notifications';

/** A small red count on an icon; nothing at zero. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-surface',
        className,
      )}
    >
      {text}
    </span>
  );
}
