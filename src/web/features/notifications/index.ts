import { lazyPage } from '../../lib/lazyPage';

/** Public face of the notifications feature. The page loads on demand (route-level code splitting). */
export { NotificationBell } from './components/NotificationBell';
export { CountBadge } from './components/CountBadge';
export { PushOffer } from './components/PushOffer';
export { NOTIFICATIONS_PATH } from './lib/paths';

export const NotificationsPage = lazyPage(() => import('./pages/NotificationsPage'));
/** The "Notifications" section of the settings page, loaded with it. */
export const NotificationSettings = lazyPage(() => import('./components/NotificationSettings'));
export const MailUnsubscribePage = lazyPage(() => import('./pages/MailUnsubscribePage'));
