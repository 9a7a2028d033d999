export {
  announceUnreadCount,
  createNotification,
  createOrRefreshNotification,
  deliverNotifications,
  type NewNotification,
} from './notifications.service.js';
export { markReadFrom as markNotificationsReadFrom, type NotificationRow } from './notifications.repository.js';
export { notificationsRoutes } from './notifications.routes.js';
