import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useCurrentLinkInView } from '../../../lib/useCurrentLinkInView';
import { CONSOLE_SECTIONS } from '../consoleSections';

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
  const sections = useCurrentLinkInView<HTMLElement>();
  return (
    <header className="flex flex-col gap-4">
      <nav ref={sections} aria-label="Operator console sections" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1 text-sm">
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                end
                className={({ isActive }) =>
                  `block rounded-full px-3 py-1.5 whitespace-nowrap font-medium ${isActive ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-ink-100'}`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
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
