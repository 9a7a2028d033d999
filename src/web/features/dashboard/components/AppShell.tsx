import { House, LogOut, ShieldCheck } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo, LogoMark, PageLoader, Spinner } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useRealtimeConnection } from '../../../lib/socket';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { FloatingMessagesWidget, MessagesLink } from '../../messages';
import { NotificationBell } from '../../notifications';
import { useComingSoon } from '../../waitlist';
import { BOTTOM_LABEL, bottomNavFor, sideNavFor, SOON_AREAS, type Area } from '../areas';
import { SiteFooter } from './SiteFooter';
import { UserMenu, useSignOut } from './UserMenu';

function sideLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'group flex items-center justify-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition-colors lg:justify-start',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
  );
}

function SideLink({ to, icon: Icon, label, end, soon }: { to: string; icon: Area['icon']; label: string; end?: boolean; soon?: boolean }) {
  return (
    <NavLink to={to} end={end} className={sideLinkClass} title={label}>
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className="sr-only lg:not-sr-only lg:flex-1 lg:truncate">{label}</span>
      {soon ? (
        <span className="hidden rounded-full bg-accent-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-accent-800 lg:inline">Soon</span>
      ) : null}
    </NavLink>
  );
}

/** The side navigation's head: the mark alone while it is narrow, the whole logo from 1024 px. */
function SideHomeLink() {
  return (
    <Link to="/view" className="flex h-16 items-center justify-center px-4 lg:justify-start lg:px-6" aria-label="Campus home">
      <span className="lg:hidden">
        <LogoMark />
      </span>
      <span className="hidden lg:inline-flex">
        <Logo />
      </span>
    </Link>
  );
}

function SideNav() {
  const { user } = useAuth();
  const { signOut, pending } = useSignOut();
  const comingSoon = useComingSoon(SOON_AREAS, (area) => area.key);
  const userId = user?.id ?? '';
  return (
    <aside className="sticky top-0 hidden h-dvh w-20 shrink-0 flex-col border-r border-ink-200 bg-surface md:flex lg:w-64">
      <SideHomeLink />
      <nav aria-label="Main" className="flex flex-1 flex-col gap-0.5 overflow-y-auto px-3 pb-4">
        <SideLink to="/view" end icon={House} label="Home" />
        {sideNavFor(user?.role).map((area) => (
          <SideLink key={area.key} to={area.href(userId)} icon={area.icon} label={area.label} />
        ))}
        <p className="mt-4 mb-1 hidden px-3 text-[0.6875rem] font-semibold tracking-wider text-ink-500 uppercase lg:block">Coming soon</p>
        <div className="mt-4 border-t border-ink-200 pt-4 lg:mt-0 lg:border-0 lg:pt-0" />
        {comingSoon.map((area) => (
          <SideLink key={area.key} to={area.href(userId)} icon={area.icon} label={area.label} soon />
        ))}
        {user?.role === 'admin' ? (
          <>
            <div className="my-3 border-t border-ink-200" />
            <SideLink to="/admin" icon={ShieldCheck} label="Operator console" />
          </>
        ) : null}
      </nav>
      <div className="border-t border-ink-200 p-3">
        <button
          type="button"
          onClick={signOut}
          disabled={pending}
          title="Logout"
          className="flex w-full items-center justify-center gap-3 rounded-xl px-3 py-2 text-sm font-medium text-ink-600 hover:bg-danger-50 hover:text-danger-700 lg:justify-start"
        >
          <LogOut className="size-5" aria-hidden="true" />
          <span className="sr-only lg:not-sr-only">Logout</span>
        </button>
      </div>
    </aside>
  );
}

/** The top bar's frame: the home link and, on the right, what the caller puts there. */
function TopBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 md:px-8">
        <Link to="/view" className="rounded-lg md:hidden" aria-label="Campus home">
          <Logo />
        </Link>
        <div className="flex-1" />
        {children}
      </div>
    </header>
  );
}

function BottomNav() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const items = [{ key: 'home', label: 'Home', icon: House, to: '/view', end: true }].concat(
    bottomNavFor(user?.role).map((area) => ({
      key: area.key,
      label: BOTTOM_LABEL[area.key] ?? area.label,
      icon: area.icon,
      to: area.href(userId),
      end: false,
    })),
  );
  return (
    <nav aria-label="Main" className="pb-safe fixed inset-x-0 bottom-0 z-40 border-t border-ink-200 bg-surface/95 backdrop-blur md:hidden">
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-1 pt-2 pb-1 text-[0.6875rem] font-semibold',
                  isActive ? 'text-brand-700' : 'text-ink-500 hover:text-ink-800',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn('flex h-7 w-12 items-center justify-center rounded-full transition-colors', isActive && 'bg-brand-50')}
                  >
                    <item.icon className="size-5" aria-hidden="true" />
                  </span>
                  {item.label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The layout both the signed-in frame and its stand-in share, so that one replaces the other without anything moving:
 * the side navigation's place (from 768 px), the top bar, the page, the footer and the bottom navigation's place.
 */
function ShellLayout({ side, bottom, actions, children }: { side: ReactNode; bottom: ReactNode; actions: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-canvas [--fixed-bottom:4.25rem] md:[--fixed-bottom:0rem] lg:[--fixed-bottom:3rem]">
      {side}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar>{actions}</TopBar>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 pt-6 pb-28 md:px-8 md:pt-8 md:pb-12 lg:pb-24"
        >
          {children}
        </main>
        <div className="pb-20 md:pb-0">
          <SiteFooter />
        </div>
      </div>
      {bottom}
    </div>
  );
}

/** The signed-in frame: side navigation on desktop, top bar, bottom navigation at 768 px and below. */
export function AppShell({ children }: { children?: ReactNode }) {
  useRealtimeConnection();
  // Only the navigation the width shows is drawn: a phone need not build (and its screen reader skip) the desktop's.
  const wide = useMediaQuery('(min-width: 48rem)');
  return (
    <>
      <ShellLayout
        side={wide ? <SideNav /> : null}
        bottom={wide ? null : <BottomNav />}
        actions={
          <>
            <MessagesLink />
            <NotificationBell />
            <UserMenu />
          </>
        }
      >
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </ShellLayout>
      <FloatingMessagesWidget />
    </>
  );
}

/**
 * The frame a signed-in page shows while the session check runs (platform-core §3: "Loading..."), drawn into the
 * page's HTML at build time as well: the navigation's places (whose links depend on the role the check will tell)
 * empty, and the page's own stand-in, so the page's heading paints before the app's code has arrived. Inert, as
 * nothing in it works yet.
 */
export function AppShellFrame({ children }: { children?: ReactNode }) {
  return (
    <div inert>
      <ShellLayout
        side={
          <div className="sticky top-0 hidden h-dvh w-20 shrink-0 border-r border-ink-200 bg-surface md:block lg:w-64">
            <SideHomeLink />
          </div>
        }
        bottom={<div className="pb-safe fixed inset-x-0 bottom-0 z-40 h-[3.8rem] border-t border-ink-200 bg-surface/95 md:hidden" />}
        actions={
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm font-medium text-ink-600">
            <Spinner className="text-brand-600" />
            Loading...
          </p>
        }
      >
        {children ?? (
          // The top bar's status says "Loading..."; this only marks the place.
          <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
            <Spinner className="size-6" />
          </div>
        )}
      </ShellLayout>
    </div>
  );
}
