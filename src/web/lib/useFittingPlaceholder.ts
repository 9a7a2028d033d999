import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The longest of `choices` (longest first) whose text fits the box's own width, read again as the box resizes: a
 * search box on a 375 px phone says "Search jobs" instead of cutting "Search by role, company, skill or city" to
 * "Search by role, com". Until the box is measured (and on the server) the first choice stands.
 */
export function useFittingPlaceholder<T extends HTMLInputElement>(choices: readonly [string, ...string[]]): [RefObject<T | null>, string] {
  const ref = useRef<T>(null);
  const [index, setIndex] = useState(0);
  const key = choices.join('\n');
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || typeof ResizeObserver === 'undefined') return;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return;
    const options = key.split('\n');
    const fit = () => {
      const style = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (room <= 0) return;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const found = options.findIndex((text) => context.measureText(text).width <= room);
      setIndex(found === -1 ? options.length - 1 : found);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(input);
    // The web font may arrive after the first measure, and it draws wider than the fallback.
    void document.fonts?.ready.then(fit);
    return () => observer.disconnect();
  }, [key]);
  return [ref, choices[index] ?? choices[0]];
}
