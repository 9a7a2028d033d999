import { lazy } from 'react';

/** Events: the list, one event, and the console's events page. Pages load on demand. */
export const EventNewsPage = lazy(() => import('./pages/EventNewsPage'));
export const EventDescriptionPage = lazy(() => import('./pages/EventDescriptionPage'));
export const AdminEventsPage = lazy(() => import('./pages/AdminEventsPage'));
