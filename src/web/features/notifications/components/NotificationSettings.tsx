import { BellRing, RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type DigestFrequency,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '../../../../shared/contracts/notifications.js';
import { Button, Skeleton, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/preferences';
import { PushDevices } from './PushDevices';
import { QuietHoursSetting } from './QuietHoursSetting';

const DIGEST_LABELS: Record<DigestFrequency, string> = { off: 'Never', daily: 'Daily', weekly: 'Weekly' };

/** A section of the settings page; `children` below the heading. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-7">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <BellRing className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-heading text-ink-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{description}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}

function ChannelTable({
  chosen,
  onChange,
}: {
  chosen: NotificationPreferences;
  onChange: (change: NotificationPreferencesUpdate) => void;
}) {
  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    onChange({ channels: { [kind]: { [channel]: on } } });
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Where each kind of notification reaches you</caption>
      <thead>
        <tr className="border-b border-ink-200 text-left text-caption text-ink-600">
          <th scope="col" className="py-2 pr-2 font-semibold">
            What
          </th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <th key={channel} scope="col" className="w-16 px-1 py-2 text-center font-semibold sm:w-24">
              {NOTIFICATION_CHANNEL_LABELS[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_KINDS.map((kind) => (
          <tr key={kind} className="border-b border-ink-100 last:border-0">
            <th scope="row" className="py-3 pr-2 text-left font-medium text-ink-800">
              {NOTIFICATION_KIND_INFO[kind].label}
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <td key={channel} className="px-1 py-3 text-center">
                <input
                  type="checkbox"
                  className="size-5 cursor-pointer accent-brand-600"
                  checked={chosen.channels[kind][channel]}
                  aria-label={`${NOTIFICATION_KIND_INFO[kind].label}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                  onChange={(event) => toggle(kind, channel, event.target.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Settings → Notifications: for each kind the channels it uses, and the email digest. Each change is saved at once. */
export default function NotificationSettings() {
  const id = useId();
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const save = (change: NotificationPreferencesUpdate) =>
    update.mutate(change, {
      onError: (error) =>
        toast({ title: 'Your notification settings were not saved', description: messageFrom(error, 'Please try again.'), tone: 'error' }),
    });

  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description="Choose what reaches you in the app, by email and as a push notification on this device. Security mail (codes, password changes) always comes."
    >
      {query.isPending ? (
        <div role="status" aria-label="Loading notification settings" className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-6 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-card bg-danger-50 p-4 ring-1 ring-danger-200">
          <p role="alert" className="text-sm font-medium text-danger-700">
            {messageFrom(query.error, 'We could not load your notification settings.')}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void query.refetch()}
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            Retry
          </Button>
        </div>
      ) : (
        <>
          <ChannelTable chosen={query.data} onChange={save} />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <label htmlFor={`${id}-digest`} className="font-medium text-ink-800">
              Email digest of what you missed
            </label>
            <select
              id={`${id}-digest`}
              className="rounded-xl border border-ink-300 bg-surface px-3 py-2 text-sm"
              value={query.data.digest}
              onChange={(event) => save({ digest: event.target.value as DigestFrequency })}
            >
              {DIGEST_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {DIGEST_LABELS[frequency]}
                </option>
              ))}
            </select>
          </div>
          <QuietHoursSetting quiet={query.data.quietHours} onChange={save} />
          <PushDevices />
        </>
      )}
    </SettingsSection>
  );
}
