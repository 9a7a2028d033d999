import { lazyPage } from '../../lib/lazyPage';

/** Events: the list, one event, and the console's events page. Pages load on demand. */
export const EventNewsPage = lazyPage(() => import('./pages/EventNewsPage'));
export const EventDescriptionPage = lazyPage(() => import('./pages/EventDescriptionPage'));
export const AdminEventsPage = lazyPage(() => import('./pages/AdminEventsPage'));
