import { LogoMark } from './Logo';
import { Spinner } from './Spinner';

/** Full-screen "Loading..." shown while the session gate checks the session (spec §2.2). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas" role="status" aria-live="polite">
      <LogoMark className="size-14 animate-pulse" />
      <p className="flex items-center gap-2 text-sm font-medium text-ink-600">
        <Spinner className="text-brand-600" />
        Loading...
      </p>
    </div>
  );
}

/** Fallback while a page's code is fetched. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600" role="status" aria-live="polite">
      <Spinner className="size-6" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
