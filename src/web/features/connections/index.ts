import { lazy } from 'react';

/** Public face of the connections feature. Pages load on demand (route-level code splitting). */
export const OtherProfilePage = lazy(() => import('./pages/OtherProfilePage'));
export const ManageConnectionsPage = lazy(() => import('./pages/ManageConnectionsPage'));
export const NetworkPage = lazy(() => import('./pages/NetworkPage'));
export const CollabsPage = lazy(() => import('./pages/CollabsPage'));
