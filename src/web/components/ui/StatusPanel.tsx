import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A centred card for "on its way", "not found" and "not allowed" pages. */
export function StatusPanel({
  art,
  eyebrow,
  title,
  children,
  actions,
  className,
}: {
  art?: ReactNode;
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('mx-auto flex w-full max-w-xl flex-col items-center px-2 py-10 text-center md:py-16', className)}>
      {art ? <div className="mb-8">{art}</div> : null}
      {eyebrow ? (
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold tracking-wide text-accent-800 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-title text-ink-900">{title}</h1>
      {children ? <div className="mt-3 max-w-md text-ink-600">{children}</div> : null}
      {actions ? <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
