import { useId, useState } from 'react';
import type { NotificationPreferencesUpdate, QuietHours } from '../../../../shared/contracts/notifications.js';

const zoneLabel = (timeZone: string) => (timeZone === 'Asia/Kolkata' ? 'India time (IST)' : timeZone.replace(/_/g, ' '));

/**
 * Quiet hours (issue 35.5): between the two times, mail and push wait until the hours end; the bell still counts.
 * Security mail and a session starting within the hour still come. Each change is saved at once.
 */
export function QuietHoursSetting({ quiet, onChange }: { quiet: QuietHours; onChange: (change: NotificationPreferencesUpdate) => void }) {
  const id = useId();
  // The times as typed: a half-typed time is not saved.
  const [start, setStart] = useState(quiet.start);
  const [end, setEnd] = useState(quiet.end);
  const save = (next: Partial<QuietHours>) => onChange({ quietHours: { ...quiet, start, end, ...next } });

  return (
    <fieldset className="flex flex-col gap-3 rounded-card p-4 ring-1 ring-ink-200">
      <legend className="px-1 font-medium text-ink-800">Quiet hours</legend>
      <label className="flex items-center gap-2 text-sm text-ink-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={quiet.enabled}
          onChange={(event) => save({ enabled: event.target.checked })}
          aria-describedby={`${id}-hint`}
        />
        Hold email and push between these times
      </label>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label htmlFor={`${id}-start`} className="text-ink-700">
          From
        </label>
        <input
          id={`${id}-start`}
          type="time"
          className="rounded-xl border border-ink-300 bg-surface px-3 py-2"
          value={start}
          disabled={!quiet.enabled}
          onChange={(event) => setStart(event.target.value)}
          onBlur={() => start !== quiet.start && /^\d\d:\d\d$/.test(start) && save({ start })}
        />
        <label htmlFor={`${id}-end`} className="text-ink-700">
          until
        </label>
        <input
          id={`${id}-end`}
          type="time"
          className="rounded-xl border border-ink-300 bg-surface px-3 py-2"
          value={end}
          disabled={!quiet.enabled}
          onChange={(event) => setEnd(event.target.value)}
          onBlur={() => end !== quiet.end && /^\d\d:\d\d$/.test(end) && save({ end })}
        />
        <span className="text-ink-600">{zoneLabel(quiet.timeZone)}</span>
      </div>
      <p id={`${id}-hint`} className="text-caption text-ink-600">
        What arrives meanwhile is sent when the hours end. Security mail and a session starting within the hour still reach you.
      </p>
    </fieldset>
  );
}
