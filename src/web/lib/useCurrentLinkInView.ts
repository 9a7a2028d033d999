import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * For a strip of links that scrolls sideways on a phone: the link to the current page is brought to the strip's
 * middle on every navigation, so the page a reader is on never sits off screen. Returns the strip's ref.
 */
export function useCurrentLinkInView<T extends HTMLElement>() {
  const strip = useRef<T>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const element = strip.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !current) return;
    const offset = current.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
    element.scrollLeft = offset - (element.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return strip;
}
