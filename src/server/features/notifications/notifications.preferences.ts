import { eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type ChannelChoice,
  type DigestFrequency,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '../../../shared/contracts/notifications.js';
import type { Db, Tx } from '../../db/client.js';
import { notificationPreferences, users } from '../../db/schema/index.js';

type Executor = Db | Tx;
export type PreferenceRow = typeof notificationPreferences.$inferSelect;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Quiet hours off by default; when turned on without times, 22:00 to 07:00. */
const DEFAULT_QUIET = { start: 22 * 60, end: 7 * 60 };

/** A user's choices with the defaults filled in (no row: every default). */
export function resolvePreferences(row: PreferenceRow | undefined): NotificationPreferences {
  const stored = row?.channels ?? {};
  const channels = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const given = stored[kind] ?? {};
      const choice = Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [channel, given[channel] ?? NOTIFICATION_KIND_INFO[kind].defaults[channel]]),
      ) as ChannelChoice;
      return [kind, choice];
    }),
  ) as Record<NotificationKind, ChannelChoice>;
  const quietOn = row?.quietStart !== null && row?.quietStart !== undefined && row.quietEnd !== null;
  return {
    channels,
    digest: (row?.digest as DigestFrequency | null) ?? 'weekly',
    quietHours: {
      enabled: quietOn,
      start: clock(quietOn ? row.quietStart! : DEFAULT_QUIET.start),
      end: clock(quietOn ? row.quietEnd! : DEFAULT_QUIET.end),
      timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    },
  };
}

export async function preferenceRowsOf(executor: Executor, userIds: readonly string[]): Promise<Map<string, PreferenceRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row]));
}

export async function preferencesOf(executor: Executor, userId: string): Promise<NotificationPreferences> {
  return resolvePreferences((await preferenceRowsOf(executor, [userId])).get(userId));
}

/** Applies a partial change in one statement: the kinds given are merged into what is stored, key by key. */
export async function updatePreferences(db: Db, userId: string, change: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).for('update');
    const channels: Record<string, Record<string, boolean>> = { ...(current?.channels ?? {}) };
    for (const [kind, choice] of Object.entries(change.channels ?? {})) {
      if (choice) channels[kind] = { ...channels[kind], ...choice };
    }
    const quiet = change.quietHours;
    const values = {
      channels,
      digest: change.digest ?? current?.digest ?? null,
      quietStart: quiet ? (quiet.enabled ? minutesOf(quiet.start) : null) : (current?.quietStart ?? null),
      quietEnd: quiet ? (quiet.enabled ? minutesOf(quiet.end) : null) : (current?.quietEnd ?? null),
      timeZone: quiet?.timeZone ?? current?.timeZone ?? DEFAULT_TIME_ZONE,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(notificationPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
      .returning();
    return resolvePreferences(row);
  });
}

/** Where mail to these users goes. */
export async function addressesOf(executor: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.email]));
}
