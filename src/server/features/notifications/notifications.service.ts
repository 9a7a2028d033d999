import type { Db, Tx } from '../../db/client.js';
import { insertNotification, type NotificationRow } from './notifications.repository.js';

export interface NewNotification {
  /** Who receives it. */
  userId: string;
  /** The user who caused it, when there is one. */
  senderId?: string | null;
  /** The name shown as its sender (a person, or a feature such as "Career Zone"). */
  senderName: string;
  /** A machine name of what happened, e.g. "application_status". */
  type: string;
  message: string;
  /** A path in the web app that the notification opens. */
  link?: string | null;
}

/**
 * Stores a notification. Pass the caller's transaction so the notification exists exactly when the change
 * it reports does; delivery (real-time, lists) belongs to the notifications feature.
 */
export function createNotification(executor: Db | Tx, input: NewNotification): Promise<NotificationRow> {
  return insertNotification(executor, {
    userId: input.userId,
    senderId: input.senderId ?? null,
    senderName: input.senderName,
    type: input.type,
    message: input.message,
    link: input.link ?? null,
  });
}
