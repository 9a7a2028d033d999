import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A tooltip that phones can open too: its trigger is a button, described by the tip (screen readers read it on
 * focus), which shows on hover, on keyboard focus and on a tap, and closes on Escape or when the pointer and focus
 * leave. The tip stays in the page while hidden, so `aria-describedby` always has its text.
 */
export function Tooltip({
  tip,
  children,
  className,
  tipClassName,
}: {
  tip: string;
  children: ReactNode;
  className?: string;
  /** Where the tip sits when its left edge under the trigger would leave the screen, e.g. `sm:left-auto sm:right-0`. */
  tipClassName?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={cn('relative inline-flex', className)} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className="inline-flex cursor-help rounded-full text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {children}
      </button>
      <span
        role="tooltip"
        id={id}
        className={cn(
          'absolute top-full left-0 z-30 mt-1.5 w-72 max-w-[calc(100vw-3rem)] rounded-lg bg-ink-900 px-3 py-2 text-xs leading-relaxed font-normal text-white shadow-lifted',
          tipClassName,
          !open && 'hidden',
        )}
      >
        {tip}
      </span>
    </span>
  );
}
