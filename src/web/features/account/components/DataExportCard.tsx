import { Archive, Download, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { DataExport } from '../../../../shared/contracts/account.js';
import { formatIst } from '../../../../shared/contracts/mentors.constants.js';
import { ACCOUNT_MESSAGES } from '../../../../shared/messages.js';
import { Button, Skeleton, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { downloadDataExport, useLatestDataExport, useStartDataExport } from '../api/dataExports';

const megabytes = (bytes: number | null) => `${Math.max(0.1, (bytes ?? 0) / 1024 / 1024).toFixed(1)} MB`;

/** What the card says about the latest export, and whether a new one may be asked for now. */
function describe(latest: DataExport | null, now: number): { text: string | null; canStart: boolean } {
  if (!latest) return { text: null, canStart: true };
  const canStart = Date.parse(latest.nextAllowedAt) <= now;
  if (latest.status === 'preparing') return { text: 'We are preparing your data. This page shows it when it is ready.', canStart: false };
  if (latest.status === 'failed') return { text: ACCOUNT_MESSAGES.exportFailed, canStart };
  const next = canStart ? '' : ` You can ask for a new copy after ${formatIst(latest.nextAllowedAt)}.`;
  if (latest.status === 'ready' && latest.expiresAt)
    return {
      text: `Your data is ready (${megabytes(latest.bytes)}). You can download it until ${formatIst(latest.expiresAt)}.${next}`,
      canStart,
    };
  return { text: `Your last copy has expired.${next}`, canStart };
}

/**
 * Settings → Download my data (issue 36.3): asks for a zip of everything Campus holds about the user, prepared in the
 * background (one a day), and downloads it while it lasts (24 hours).
 */
export default function DataExportCard() {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const latest = useLatestDataExport();
  const start = useStartDataExport();
  const [downloading, setDownloading] = useState(false);
  const current = latest.data?.export ?? null;
  // When the page opened: the day's limit is counted from the server's answer, so a stale clock only errs by minutes.
  const [openedAt] = useState(Date.now);
  const { text, canStart } = describe(current, openedAt);

  // Opened from the notification or the mail (#data): brought into view once it has its content.
  useEffect(() => {
    if (!latest.isPending && window.location.hash === '#data') section.current?.scrollIntoView({ block: 'start' });
  }, [latest.isPending]);

  function ask() {
    start.mutate(undefined, {
      onSuccess: (result) => toast({ title: result.message, tone: 'success' }),
      onError: (error) => toast({ title: messageFrom(error, 'Something went wrong. Please try again.'), tone: 'error' }),
    });
  }

  async function download(ready: DataExport) {
    setDownloading(true);
    try {
      await downloadDataExport(ready);
    } catch (error) {
      toast({ title: messageFrom(error, 'Your data could not be downloaded.'), tone: 'error' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section
      id="data"
      ref={section}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-7"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Archive className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-heading text-ink-900">
            Download my data
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            One zip of everything Campus holds about you: your profile and settings, posts, comments, connections, messages you sent,
            bookings, applications and more, with the files you uploaded. It is prepared in the background and kept for 24 hours; you can
            ask once a day.
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col items-start gap-3">
        {latest.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : latest.isError ? (
          <>
            <p role="alert" className="text-sm font-medium text-danger-700">
              {messageFrom(latest.error, 'We could not load your data export.')}
            </p>
            <Button size="sm" variant="outline" onClick={() => void latest.refetch()}>
              Try again
            </Button>
          </>
        ) : (
          <>
            {text ? (
              <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
                {current?.status === 'preparing' ? (
                  <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden="true" />
                ) : null}
                {text}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {current?.status === 'ready' ? (
                <Button
                  size="sm"
                  loading={downloading}
                  onClick={() => void download(current)}
                  icon={<Download className="size-4" aria-hidden="true" />}
                >
                  Download zip
                </Button>
              ) : null}
              {current?.status !== 'preparing' ? (
                <Button
                  size="sm"
                  variant={current?.status === 'ready' ? 'outline' : 'primary'}
                  loading={start.isPending}
                  disabled={!canStart}
                  onClick={ask}
                  icon={<Archive className="size-4" aria-hidden="true" />}
                >
                  Download my data
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
