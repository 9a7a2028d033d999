import { lazyPage } from '../../../lib/lazyPage';

/**
 * The signed-in frame with its socket, messages widget, notification bell and menus: loaded only once a
 * signed-in page is shown, so a visitor's first page (the login at `/`) does not download it.
 */
export const AppShell = lazyPage(() => import('./AppShell').then((module) => ({ default: module.AppShell })));

/** The stand-in a signed-in page shows while the session check runs (AppShell.tsx), from the same module. */
export const AppShellFrame = lazyPage(() => import('./AppShell').then((module) => ({ default: module.AppShellFrame })));
