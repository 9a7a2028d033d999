import { lazyPage } from '../../lib/lazyPage';

/** Public face of the dashboard feature: the signed-in shell and the /view home. */
export { AppShell, AppShellFrame } from './components/LazyAppShell';
export { OptionalShell, PublicFrame } from './components/PublicFrame';
export { AREAS, SOON_AREAS, displayName, type Area } from './areas';
export { useSignOut } from './components/UserMenu';

export const DashboardPage = lazyPage(() => import('./pages/DashboardPage'));
/** /view's stand-in while the session check runs, from the page's own module. */
export const DashboardFrame = lazyPage(() => import('./pages/DashboardPage').then((module) => ({ default: module.DashboardFrame })));
