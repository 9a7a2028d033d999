import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo, PageLoader } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { AppShell } from './LazyAppShell';
import { SiteFooter } from './SiteFooter';

/** A minimal frame for open pages seen without an account: logo and a way to log in. */
export function PublicFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-ink-200 bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 md:px-8">
          <Link to="/" className="rounded-lg" aria-label="Campus home">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <Link to="/" className="rounded-button px-4 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-100">
              Log in
            </Link>
            <Link to="/signup" className="rounded-button bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
              Sign Up
            </Link>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 md:px-8 md:py-10">
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * Open pages: inside the app shell when signed in; otherwise in the public frame, or with no frame at
 * all (`bare`) for pages that draw their own.
 */
export function OptionalShell({ children, bare = false }: { children?: ReactNode; bare?: boolean }) {
  const { status } = useAuth();
  if (status === 'authed') return <AppShell>{children}</AppShell>;
  if (bare) return <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>;
  return <PublicFrame>{children}</PublicFrame>;
}
