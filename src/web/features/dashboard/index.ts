import { lazy } from 'react';

/** Public face of the dashboard feature: the signed-in shell and the /view home. */
export { AppShell, OptionalShell, PublicFrame } from './components/AppShell';
export { AREAS, SOON_AREAS, displayName } from './areas';

export const DashboardPage = lazy(() => import('./pages/DashboardPage'));
