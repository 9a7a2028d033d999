import { lazyPage } from '../../lib/lazyPage';

/** Public face of the connections feature. Pages load on demand (route-level code splitting). */
export const OtherProfilePage = lazyPage(() => import('./pages/OtherProfilePage'));
export const ManageConnectionsPage = lazyPage(() => import('./pages/ManageConnectionsPage'));
export const NetworkPage = lazyPage(() => import('./pages/NetworkPage'));
export const CollabsPage = lazyPage(() => import('./pages/CollabsPage'));
