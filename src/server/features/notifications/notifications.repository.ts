import type { Db, Tx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
type Executor = Db | Tx;

export async function insertNotification(executor: Executor, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await executor.insert(notifications).values(values).returning();
  return row!;
}
