import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The operator console's page header. */
export function AdminHeader({
  title,
  subtitle,
  actions,
  back,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4">
      {back}
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wider text-brand-700 uppercase">
            <ShieldCheck className="size-3.5" aria-hidden="true" /> Operator console
          </p>
          <h1 className="mt-1 text-title break-words text-ink-900">{title}</h1>
          {subtitle ? <p className="mt-1.5 text-sm text-ink-600">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </header>
  );
}
