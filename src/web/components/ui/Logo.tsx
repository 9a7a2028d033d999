import { useId } from 'react';
import { cn } from '../../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" className={cn('size-9 shrink-0', className)} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path d="M42.5 22.5a14 14 0 1 0 0 19" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <circle cx="45" cy="32" r="4.5" fill="#fb923c" />
    </svg>
  );
}

/** The brand: mark plus the "Campus" word. `tone="light"` for dark backgrounds. */
export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={tone === 'light' ? 'rounded-[0.6rem] ring-2 ring-white/70' : undefined} />
      <span className={cn('text-xl font-bold tracking-tight', tone === 'light' ? 'text-white' : 'text-brand-950')}>Campus</span>
    </span>
  );
}
