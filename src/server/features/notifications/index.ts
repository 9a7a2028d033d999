export { createNotification, deliverNotifications, type NewNotification } from './notifications.service.js';
export type { NotificationRow } from './notifications.repository.js';
