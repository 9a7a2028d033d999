import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * For a strip of links that scrolls sideways on a phone: the link to the current page is brought to the strip's
 * middle on every navigation, so the page a reader is on never sits off screen, and a link reached with Tab is
 * brought wholly inside the strip (Chromium left a half-hidden "My applications" cut at the screen's edge).
 * Returns the strip's ref.
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
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const box = element.getBoundingClientRect();
      const link = target.getBoundingClientRect();
      // Only sideways, inside the strip: the page's own scrolling (and its scroll padding) is left alone.
      const edge = parseFloat(getComputedStyle(element).paddingLeft) || 0;
      if (link.left < box.left + edge) element.scrollLeft -= box.left + edge - link.left;
      else if (link.right > box.right - edge) element.scrollLeft += link.right - (box.right - edge);
    };
    element.addEventListener('focusin', onFocus);
    return () => element.removeEventListener('focusin', onFocus);
  }, []);
  return strip;
}
