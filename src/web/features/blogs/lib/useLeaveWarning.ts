import { useEffect, useRef } from 'react';

export const LEAVE_WARNING = 'You have unsaved changes. Leave this page anyway?';

const GUARD_KEY = 'leaveGuard';
const isGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_KEY]);
const pushGuardEntry = () =>
  window.history.pushState({ ...(window.history.state as Record<string, unknown> | null), [GUARD_KEY]: true }, '', window.location.href);

/**
 * While `dirty`, warns before the page is closed or reloaded (beforeunload), before an in-app link leads
 * away, and before the Back button does. The app's router has no blocker in library mode, so link clicks
 * are checked here, and Back is caught with one extra history entry of this same address: Back first
 * lands on this page's own entry, where the question is asked (and the guard entry put back on "stay").
 */
export function useLeaveWarning(dirty: boolean): void {
  const dirtyNow = useRef(dirty);
  const guarded = useRef(false);

  useEffect(() => {
    dirtyNow.current = dirty;
    if (!dirty) return;
    if (!guarded.current && !isGuardEntry()) pushGuardEntry();
    guarded.current = true;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      if (!window.confirm(LEAVE_WARNING)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  useEffect(() => {
    const onPopState = () => {
      if (!guarded.current || isGuardEntry()) return;
      if (dirtyNow.current && !window.confirm(LEAVE_WARNING)) {
        pushGuardEntry();
        return;
      }
      // Saved since, or the writer chose to leave: this entry is the same page, so go on to the one before.
      guarded.current = false;
      window.history.back();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
