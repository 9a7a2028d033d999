import { Bookmark, Briefcase, ClipboardList, Compass, LayoutList, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { useCurrentLinkInView } from '../../../lib/useCurrentLinkInView';

const LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/CarrerZonelandingPage', label: 'Explore', icon: Compass },
  { to: '/CarrerZone', label: 'All listings', icon: LayoutList },
  { to: '/CareerZoneApplications', label: 'My applications', icon: ClipboardList },
  { to: '/CareerZoneSaved', label: 'Saved', icon: Bookmark },
];

/** The career zone's own navigation: explore, every listing, my applications, saved jobs. */
export function CareerNav() {
  const strip = useCurrentLinkInView<HTMLElement>();
  return (
    <nav ref={strip} aria-label="Career Zone" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex w-max gap-1 rounded-field bg-ink-100 p-1 md:w-auto md:max-w-max">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-lg px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive ? 'bg-surface text-brand-700 shadow-soft' : 'text-ink-600 hover:text-ink-900',
                )
              }
            >
              <link.icon className="size-4" aria-hidden="true" />
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The header of every career page: the Career Zone banner with the page's title, an optional count
 * ("N Opportunities Available"), the search and filter controls, and the career navigation.
 */
export function CareerHeader({
  title,
  subtitle,
  count,
  controls,
  eyebrow = 'Career Zone',
  back,
}: {
  title: string;
  subtitle?: ReactNode;
  count?: ReactNode;
  controls?: ReactNode;
  eyebrow?: string;
  back?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <header className="relative overflow-hidden rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] px-5 py-6 text-white shadow-lifted md:px-9 md:py-8">
        <div className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-white/10" aria-hidden="true" />
        <div className="pointer-events-none absolute right-32 -bottom-28 size-52 rounded-full bg-accent-400/25" aria-hidden="true" />
        <div className="relative flex flex-col gap-5">
          {back}
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <div className="min-w-0">
              <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wider text-brand-100 uppercase">
                <Briefcase className="size-3.5" aria-hidden="true" />
                {eyebrow}
              </p>
              <h1 className="mt-1.5 text-title text-white md:text-display">{title}</h1>
              {subtitle ? <p className="mt-2 max-w-xl text-sm text-brand-100 md:text-base">{subtitle}</p> : null}
            </div>
            {count !== undefined ? (
              <p
                className="inline-flex w-max items-center rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-white ring-1 ring-white/25"
                aria-live="polite"
                data-testid="opportunity-count"
              >
                {count}
              </p>
            ) : null}
          </div>
          {controls ? <div className="flex gap-2 md:gap-3 [&_input]:border-transparent">{controls}</div> : null}
        </div>
      </header>
      <CareerNav />
    </div>
  );
}
