import { Download, Megaphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { announcementRequestSchema, type WaitlistFeature } from '../../../../shared/contracts/waitlist.js';
import { Button, Dialog, Field, FormAlert, Skeleton, inputClasses, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { AdminHeader } from '../../admin';
import { downloadWaitlistCsv, useSendAnnouncement, useWaitlistCounts } from '../api/adminWaitlists';

function AnnouncementDialog({ feature, name, onClose }: { feature: WaitlistFeature; name: string; onClose: () => void }) {
  const id = useId();
  const send = useSendAnnouncement();
  const [subject, setSubject] = useState(`${name} is live on Campus!`);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = announcementRequestSchema.safeParse({ subject, message });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      const result = await send.mutateAsync({ feature, input: parsed.data });
      toast({ tone: 'success', title: result.message });
      onClose();
    } catch (error) {
      setErrors({ form: messageFrom(error, 'Could not send the announcement.') });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Announce to the ${name} waitlist`}
      description="One mail to everyone still subscribed; each carries its unsubscribe link."
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <Field id={`${id}-subject`} label="Subject" error={errors.subject}>
          {(control) => (
            <input {...control} className={inputClasses} value={subject} onChange={(event) => setSubject(event.target.value)} />
          )}
        </Field>
        <Field id={`${id}-message`} label="Message" error={errors.message}>
          {(control) => (
            <textarea
              {...control}
              rows={6}
              className={cn(inputClasses, 'h-auto py-3')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending}>
            Send announcement
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** /admin/waitlists: who waits for what, the list as CSV, and the launch announcement. */
export default function AdminWaitlistsPage() {
  const counts = useWaitlistCounts();
  const [announcing, setAnnouncing] = useState<{ feature: WaitlistFeature; name: string } | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <title>Waitlists · Operator console · Campus</title>
      <AdminHeader title="Waitlists" subtitle="People waiting for each teaser feature." />
      {counts.isPending ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-24 w-full" />
            </li>
          ))}
        </ul>
      ) : counts.isError ? (
        <FormAlert>
          {messageFrom(counts.error, 'Could not load the waitlists.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void counts.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : counts.data.features.every((row) => row.subscribed + row.unsubscribed === 0) ? (
        <p className="rounded-card bg-surface p-6 text-ink-600 ring-1 ring-ink-200">Nobody has joined a waitlist yet.</p>
      ) : null}
      {counts.data ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {counts.data.features.map((row) => (
            <li
              key={row.feature}
              className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200"
              data-feature={row.feature}
            >
              <div className="flex items-baseline justify-between gap-3">
                <h2 className="font-semibold text-ink-900">{row.featureName}</h2>
                <p className="text-sm text-ink-600">
                  <span className="text-2xl font-bold text-ink-900 tabular-nums" data-testid={`count-${row.feature}`}>
                    {row.subscribed}
                  </span>{' '}
                  waiting{row.unsubscribed ? ` · ${row.unsubscribed} left` : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void downloadWaitlistCsv(row.feature).catch((error: unknown) =>
                      toast({ tone: 'error', title: 'Could not export', description: messageFrom(error, 'Please try again.') }),
                    )
                  }
                  aria-label={`Export the ${row.featureName} waitlist as CSV`}
                >
                  <Download className="size-4" aria-hidden="true" /> CSV
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={row.subscribed === 0}
                  onClick={() => setAnnouncing({ feature: row.feature, name: row.featureName })}
                  aria-label={`Send an announcement to the ${row.featureName} waitlist`}
                >
                  <Megaphone className="size-4" aria-hidden="true" /> Announce
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {announcing ? <AnnouncementDialog {...announcing} onClose={() => setAnnouncing(null)} /> : null}
    </div>
  );
}
