import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a prerendered page, true from then on. A page the build drew for a visitor must render
 * exactly that HTML first: anything read from the browser alone (the history entry's state, storage) waits for this,
 * or the text differs, React throws the prerendered page away and draws it again, and what was typed is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
