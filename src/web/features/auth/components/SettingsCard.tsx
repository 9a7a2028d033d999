import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One panel of the settings page: an icon, a title, what it does, and its controls. */
export function SettingsCard({
  title,
  description,
  icon,
  children,
  action,
  tone = 'default',
  labelId,
  anchor,
}: {
  title: string;
  description?: ReactNode;
  icon: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'danger';
  labelId: string;
  /** The section's id, for links to it (a security notice links to #sessions). */
  anchor?: string;
}) {
  return (
    <section
      id={anchor}
      aria-labelledby={labelId}
      className={cn('rounded-panel bg-surface p-5 shadow-card ring-1 md:p-7', tone === 'danger' ? 'ring-danger-200' : 'ring-ink-200')}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-xl',
              tone === 'danger' ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-700',
            )}
          >
            {icon}
          </span>
          <div>
            <h2 id={labelId} className="text-heading text-ink-900">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
          </div>
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
