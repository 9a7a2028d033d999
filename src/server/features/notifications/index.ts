export { createNotification, type NewNotification } from './notifications.service.js';
export type { NotificationRow } from './notifications.repository.js';
