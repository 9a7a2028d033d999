import { cn } from '../../lib/cn';

/** A grey placeholder block shown while content loads; rounded unless `className` says how (a photo's is a circle). */
export function Skeleton({ className }: { className?: string }) {
  const rounded = /(^|\s)rounded-/.test(className ?? '') ? undefined : 'rounded-lg';
  return <div aria-hidden="true" className={cn('animate-pulse bg-ink-200/70', rounded, className)} />;
}
