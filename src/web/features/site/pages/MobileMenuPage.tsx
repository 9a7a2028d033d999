import { ChevronRight, FileText, LifeBuoy, LogOut, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { AREAS, SOON_AREAS, displayName, useSignOut, type Area } from '../../dashboard';
import { useComingSoon } from '../../waitlist';

function MenuLink({ to, icon: Icon, label, hint }: { to: string; icon: Area['icon']; label: string; hint?: string }) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-3 px-4 py-3 hover:bg-ink-50">
        <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-ink-900">{label}</span>
          {hint ? <span className="block truncate text-sm text-ink-500">{hint}</span> : null}
        </span>
        <ChevronRight className="size-4 shrink-0 text-ink-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `menu-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 px-1 text-xs font-semibold tracking-wider text-ink-500 uppercase">
        {title}
      </h2>
      <ul className="divide-y divide-ink-100 overflow-hidden rounded-card bg-surface shadow-soft ring-1 ring-ink-200">{children}</ul>
    </section>
  );
}

/** /Mobile and /MobileNav: the mobile menu, every section, the account and sign out. */
export default function MobileMenuPage() {
  const { user } = useAuth();
  const { signOut, pending } = useSignOut();
  const comingSoon = useComingSoon(SOON_AREAS, (area) => area.key);
  const userId = user?.id ?? '';
  const account = ['profile', 'notifications', 'settings'];
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <title>Menu · Campus</title>
      <header>
        <h1 className="text-title text-ink-900">Menu</h1>
        <p className="mt-1 text-ink-600">Hi {displayName(user)}! Everything on Campus, one tap away.</p>
      </header>
      <Section title="Sections">
        {AREAS.filter((area) => !account.includes(area.key) && area.key !== 'menu').map((area) => (
          <MenuLink key={area.key} to={area.href(userId)} icon={area.icon} label={area.label} hint={area.description} />
        ))}
      </Section>
      <Section title="Coming soon">
        {comingSoon.map((area) => (
          <MenuLink key={area.key} to={area.href(userId)} icon={area.icon} label={area.label} hint={area.description} />
        ))}
        <MenuLink to="/coming-soon" icon={Sparkles} label="Everything coming soon" />
      </Section>
      <Section title="Account">
        {AREAS.filter((area) => account.includes(area.key)).map((area) => (
          <MenuLink key={area.key} to={area.href(userId)} icon={area.icon} label={area.label} />
        ))}
        {user?.role === 'admin' ? <MenuLink to="/admin" icon={ShieldCheck} label="Operator console" /> : null}
      </Section>
      <Section title="Help and legal">
        <MenuLink to="/helpform" icon={LifeBuoy} label="Help" />
        <MenuLink to="/Terms" icon={FileText} label="Terms & Conditions" />
        <MenuLink to="/PrivacyPolicy" icon={FileText} label="Privacy Policy" />
      </Section>
      <button
        type="button"
        onClick={signOut}
        disabled={pending}
        className="flex items-center justify-center gap-2 rounded-card bg-surface px-4 py-3 font-semibold text-danger-700 shadow-soft ring-1 ring-ink-200 hover:bg-danger-50"
      >
        <LogOut className="size-5" aria-hidden="true" /> Sign out
      </button>
    </div>
  );
}
