import { CalendarSync, Copy, RefreshCw, PowerOff } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button, Skeleton, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useCalendarFeed, useCalendarFeedAction } from '../api/calendarFeed';

/**
 * Settings → Calendar subscription: the private .ics link for Google Calendar, Outlook or Apple Calendar, with Copy,
 * Rotate (a new link; the old one stops working) and Turn off.
 */
export default function CalendarFeedCard() {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const feed = useCalendarFeed();
  const action = useCalendarFeedAction();
  const url = feed.data?.url ?? null;

  // Opened from the link on /MySessions: brought into view once it has its content.
  useEffect(() => {
    if (!feed.isPending && window.location.hash === '#calendar') section.current?.scrollIntoView({ block: 'start' });
  }, [feed.isPending]);

  const run = (kind: 'rotate' | 'off') =>
    action.mutate(kind, {
      onSuccess: () =>
        toast({
          title:
            kind === 'off'
              ? 'Calendar subscription turned off.'
              : url
                ? 'New calendar link made. The old one no longer works.'
                : 'Calendar link made.',
          tone: 'success',
        }),
      onError: (error) => toast({ title: messageFrom(error, 'Something went wrong. Please try again.'), tone: 'error' }),
    });

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied. Paste it into your calendar app as a subscription.', tone: 'success' });
    } catch {
      // No clipboard access (an insecure page, a refused permission): the link is selected for the reader to copy.
      input.current?.select();
      toast({ title: 'Press Ctrl+C (or ⌘C) to copy the selected link.', tone: 'info' });
    }
  }

  return (
    <section
      id="calendar"
      ref={section}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-7"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <CalendarSync className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-heading text-ink-900">
            Calendar subscription
          </h2>
          <p id={`${id}-about`} className="mt-1 text-sm text-ink-600">
            A private link that shows your mentorship sessions and the events you are going to in Google Calendar, Outlook or Apple
            Calendar; anyone who has it can see them, so make a new one if it gets out.
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-3">
        {feed.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : feed.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-sm font-medium text-danger-700">
              {messageFrom(feed.error, 'We could not load your calendar link.')}
            </p>
            <Button size="sm" variant="outline" onClick={() => void feed.refetch()}>
              Try again
            </Button>
          </div>
        ) : url ? (
          <>
            <label htmlFor={`${id}-url`} className="text-sm font-semibold text-ink-700">
              Your private calendar link
            </label>
            <input
              id={`${id}-url`}
              ref={input}
              readOnly
              value={url}
              aria-describedby={`${id}-about`}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-field border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-xs text-ink-800"
            />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void copy()} icon={<Copy className="size-4" aria-hidden="true" />}>
                Copy link
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={action.isPending && action.variables === 'rotate'}
                disabled={action.isPending}
                onClick={() => run('rotate')}
                icon={<RefreshCw className="size-4" aria-hidden="true" />}
                aria-describedby={`${id}-rotate`}
              >
                Rotate link
              </Button>
              <Button
                size="sm"
                variant="ghost"
                loading={action.isPending && action.variables === 'off'}
                disabled={action.isPending}
                onClick={() => run('off')}
                icon={<PowerOff className="size-4" aria-hidden="true" />}
              >
                Turn off
              </Button>
            </div>
            <p id={`${id}-rotate`} className="text-xs text-ink-500">
              Rotating makes a new link and stops the old one; calendars subscribed with the old link stop updating.
            </p>
          </>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-ink-600">The subscription is off.</p>
            <Button
              size="sm"
              loading={action.isPending}
              onClick={() => run('rotate')}
              icon={<CalendarSync className="size-4" aria-hidden="true" />}
            >
              Make my calendar link
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
