import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The banner at the top of the EDU-VALT pages: an eyebrow, the title and a line of text. */
export function PageIntro({
  icon: Icon,
  eyebrow,
  title,
  children,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] px-5 py-7 text-white shadow-lifted md:px-9 md:py-10">
      <div className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-white/10" aria-hidden="true" />
      <div className="relative flex flex-col gap-3">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wider text-brand-100 uppercase">
          <Icon className="size-3.5" aria-hidden="true" /> {eyebrow}
        </p>
        <h1 className="max-w-3xl text-title text-white md:text-display">{title}</h1>
        {children ? <div className="max-w-2xl text-brand-100 md:text-lg">{children}</div> : null}
      </div>
    </header>
  );
}
