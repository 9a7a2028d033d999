import { CircleCheck, Clock3, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ApplicationStatus, JobSummary } from '../../../../shared/contracts/careers.js';
import { cn } from '../../../lib/cn';
import { closingState } from '../lib/jobs';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'mint' | 'danger' | 'success' | 'sky';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-ink-100 text-ink-700 ring-ink-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  accent: 'bg-accent-50 text-accent-800 ring-accent-200',
  mint: 'bg-mint-50 text-mint-700 ring-mint-100',
  danger: 'bg-danger-50 text-danger-700 ring-danger-200',
  success: 'bg-success-50 text-success-700 ring-success-200',
  sky: 'bg-[#e0f2fe] text-[#075985] ring-[#bae6fd]',
};

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** "Closing soon" within three days of the closing date, "Closed" once closed; nothing otherwise. */
export function ClosingBadge({ job, now }: { job: Pick<JobSummary, 'status' | 'closesAt'>; now?: number }) {
  const state = closingState(job, now);
  if (state === 'closed')
    return (
      <Badge tone="neutral">
        <Lock className="size-3" aria-hidden="true" /> Closed
      </Badge>
    );
  if (state === 'closing-soon')
    return (
      <Badge tone="accent">
        <Clock3 className="size-3" aria-hidden="true" /> Closing soon
      </Badge>
    );
  return null;
}

export function AppliedBadge() {
  return (
    <Badge tone="success">
      <CircleCheck className="size-3" aria-hidden="true" /> Applied
    </Badge>
  );
}

const STATUS: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'accent' },
  reviewed: { label: 'Reviewed', tone: 'sky' },
  shortlisted: { label: 'Shortlisted', tone: 'brand' },
  rejected: { label: 'Rejected', tone: 'danger' },
  hired: { label: 'Hired', tone: 'success' },
};

export function applicationStatusLabel(status: ApplicationStatus): string {
  return STATUS[status].label;
}

/** The status of an application (pending, reviewed, shortlisted, rejected, hired). */
export function ApplicationStatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const { label, tone } = STATUS[status];
  return (
    <Badge tone={tone} className={className}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {label}
    </Badge>
  );
}
