import { lazyPage } from '../../lib/lazyPage';

/** Teaser pages with their waitlists, the unsubscribe page and the console's waitlists. Pages load on demand. */
export const ComingSoonFullPage = lazyPage(() => import('./pages/ComingSoonFullPage'));
export const CompactComingSoonPage = lazyPage(() => import('./pages/CompactComingSoonPage'));
export const UnsubscribePage = lazyPage(() => import('./pages/UnsubscribePage'));
export const AdminWaitlistsPage = lazyPage(() => import('./pages/AdminWaitlistsPage'));
export const AdminLaunchesPage = lazyPage(() => import('./pages/AdminLaunchesPage'));
/** Which teaser features are still coming (the navigation's "Coming soon" lists). */
export { useComingSoon } from './api/launches';
