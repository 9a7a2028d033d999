import { pad2, splitDuration } from '../../../shared/format.js';
import { cn } from '../../lib/cn';
import { useNow } from '../../lib/useCountdown';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** Days, hours, minutes and seconds until `target`, refreshed every second; zeros once passed. */
export function Countdown({ target, className }: { target: string | number | Date; className?: string }) {
  const now = useNow(1000);
  const targetMs = target instanceof Date ? target.getTime() : new Date(target).getTime();
  const parts = splitDuration(targetMs - now);
  return (
    <div className={cn('flex gap-2 sm:gap-3', className)} role="timer" aria-live="off">
      {UNITS.map(([key, label]) => (
        <div key={key} className="flex min-w-16 flex-col items-center rounded-card bg-surface px-3 py-2.5 shadow-soft ring-1 ring-ink-200">
          <span className="text-2xl font-bold text-ink-900 tabular-nums">{pad2(parts[key])}</span>
          <span className="text-caption text-ink-500">{label}</span>
        </div>
      ))}
    </div>
  );
}
