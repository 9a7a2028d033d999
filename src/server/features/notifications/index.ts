export {
  announceUnreadCount,
  deliverNotifications,
  createNotification,
  createNotifications,
  createNotificationsFor,
  createOrRefreshNotification,
  type NewNotification,
} from './notifications.service.js';
export { markReadFrom as markNotificationsReadFrom, type NotificationRow } from './notifications.repository.js';
export { notificationsRoutes } from './notifications.routes.js';
export { createNotifier, type Notifier, type NotifyOptions } from './notifications.delivery.js';
export { createPushSender, type PushSender } from './notifications.push.js';
export { scheduleNextDigestRound } from './notifications.digest.js';
