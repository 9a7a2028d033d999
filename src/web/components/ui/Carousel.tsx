import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/** The index after a step, wrapping both ways (platform-core §4 "Carousels"). */
export const wrapIndex = (index: number, step: number, size: number) => (size === 0 ? 0 : (((index + step) % size) + size) % size);

/**
 * One item at a time, wrap-around arrows and a short slide (platform-core §4 "Carousels"). On phones the
 * item takes the whole width and the arrows sit under it. The caller draws the loading, error and empty
 * states; this draws a non-empty list.
 */
export function Carousel<Item>({
  items,
  slideMs,
  itemLabel,
  itemKey,
  renderItem,
  positionTestId,
}: {
  items: readonly Item[];
  /** How long the slide takes. */
  slideMs: number;
  /** What one item is, for the arrows' names: "mentor" gives "Previous mentor" and "Next mentor". */
  itemLabel: string;
  itemKey: (item: Item, position: number) => string;
  renderItem: (item: Item, position: number) => ReactNode;
  positionTestId?: string;
}) {
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<-1 | 0 | 1>(0);
  const position = Math.min(index, Math.max(items.length - 1, 0));
  const current = items[position];
  if (current === undefined) return null;

  const go = (step: -1 | 1) => {
    setDirection(step);
    setIndex((value) => wrapIndex(value, step, items.length));
    window.setTimeout(() => setDirection(0), slideMs);
  };
  const arrowClass = 'shrink-0 rounded-full p-2 ring-1 ring-ink-200 hover:bg-ink-50';

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 items-center gap-3 sm:flex">
        <button type="button" aria-label={`Previous ${itemLabel}`} onClick={() => go(-1)} className={`${arrowClass} justify-self-end`}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="order-first col-span-2 min-w-0 flex-1 overflow-hidden sm:order-none" aria-live="polite">
          <div
            key={itemKey(current, position)}
            className="transition-transform ease-out"
            style={{
              transitionDuration: `${slideMs}ms`,
              transform: direction === 0 ? 'translateX(0)' : `translateX(${direction * 8}%)`,
            }}
          >
            {renderItem(current, position)}
          </div>
        </div>
        <button type="button" aria-label={`Next ${itemLabel}`} onClick={() => go(1)} className={`${arrowClass} justify-self-start`}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      {items.length > 1 ? (
        <p className="text-center text-xs text-ink-500" data-testid={positionTestId}>
          {position + 1} / {items.length}
        </p>
      ) : null}
    </div>
  );
}
