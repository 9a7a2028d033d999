import { lazy } from 'react';

/** Teaser pages with their waitlists, the unsubscribe page and the console's waitlists. Pages load on demand. */
export const ComingSoonFullPage = lazy(() => import('./pages/ComingSoonFullPage'));
export const CompactComingSoonPage = lazy(() => import('./pages/CompactComingSoonPage'));
export const UnsubscribePage = lazy(() => import('./pages/UnsubscribePage'));
export const AdminWaitlistsPage = lazy(() => import('./pages/AdminWaitlistsPage'));
