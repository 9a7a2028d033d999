import type { ReactNode } from 'react';

/** A titled block of a network page. */
export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-heading text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
