import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * Writes a search box's text to the address (`?{name}=`) a moment after typing stops, replacing the
 * current entry. A write never fires once the reader has left the page: a navigation to a lazily
 * loaded page keeps this one mounted while the next one loads, and a late write would pull them back.
 */
export function useSearchParamSync(name: string, value: string, delayMs = 250): void {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (window.location.pathname !== pathname) return;
      const text = value.trim();
      if ((params.get(name) ?? '') === text) return;
      const next = new URLSearchParams(params);
      if (text) next.set(name, text);
      else next.delete(name);
      setParams(next, { replace: true });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [name, value, delayMs, params, pathname, setParams]);
}
