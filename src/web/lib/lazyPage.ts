import { lazy, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };
/** Whatever React.lazy accepts as a component (its own bound, taken from its signature). */
type PageComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * A page's code, loaded on demand like React.lazy, that can also be fetched ahead (`preload`). `load` is the bare
 * import, which the build reads to tell which chunks a page needs (scripts/build/prerender.ts).
 */
export type LazyPage<T extends PageComponent> = LazyExoticComponent<T> & { preload: () => Promise<void>; load: () => Promise<Module<T>> };

/**
 * React.lazy that can be told to load ahead, and that hands React a module already loaded at once: a prerendered
 * page then hydrates in one pass instead of leaving the page's part as server HTML until a later turn, and a
 * signed-in page's code is fetched alongside the session check instead of after it.
 * `load` is also kept on the factory, so the build can tell which module a prerendered page drew.
 */
export function lazyPage<T extends PageComponent>(load: () => Promise<Module<T>>): LazyPage<T> {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A thenable that settles as soon as it is asked: React reads a loaded module without suspending.
  const factory = Object.assign(
    () =>
      loaded ? ({ then: (resolve: (module: Module<T>) => void) => resolve(loaded as Module<T>) } as Promise<Module<T>>) : fetchModule(),
    { load },
  );
  return Object.assign(lazy(factory), { preload: () => fetchModule().then(() => undefined), load });
}
