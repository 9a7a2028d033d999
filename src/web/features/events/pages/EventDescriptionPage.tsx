import { ArrowLeft, CalendarDays, CalendarPlus, Check, ExternalLink, MapPin, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EVENT_CATEGORY_LABELS } from '../../../../shared/contracts/events.constants.js';
import { formatIst } from '../../../../shared/contracts/mentors.constants.js';
import { Button, FormAlert, Skeleton, StatusPanel, buttonClasses } from '../../../components/ui';
import { isApiError, messageFrom } from '../../../lib/errors';
import { calendarUrl, useEvent } from '../api/getEvent';
import { useRsvp } from '../api/rsvp';

/** /EventDescription?id=… (or /EventDescription/:id): one event, "Going" and the calendar file. */
export default function EventDescriptionPage() {
  const [params] = useSearchParams();
  const { id: pathId } = useParams();
  const id = pathId ?? params.get('id') ?? '';
  const event = useEvent(id);
  const rsvp = useRsvp(id);
  const back = (
    <Link to="/EventNews" className={buttonClasses({ variant: 'outline' })}>
      <ArrowLeft className="size-4" aria-hidden="true" /> All events
    </Link>
  );
  if (!id || (event.isError && isApiError(event.error) && (event.error.status === 404 || event.error.status === 400))) {
    return (
      <StatusPanel title="Event not found" actions={back}>
        <p>This event does not exist or was removed.</p>
      </StatusPanel>
    );
  }
  if (event.isError) {
    return (
      <StatusPanel title="Could not load this event" actions={<Button onClick={() => void event.refetch()}>Try again</Button>}>
        <p>{messageFrom(event.error, 'Please try again.')}</p>
      </StatusPanel>
    );
  }
  if (!event.data) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="aspect-[16/6] w-full" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const e = event.data;
  const over = new Date(e.endsAt) <= new Date();
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>{`${e.title} · Events · Campus`}</title>
      <Link to="/EventNews" className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All events
      </Link>
      <img src={e.bannerUrl} alt="" width={640} height={360} className="aspect-[16/7] w-full rounded-card object-cover" />
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {EVENT_CATEGORY_LABELS[e.category]} · {e.host === 'university' ? 'University' : 'Industry'} · by {e.organiser}
        </p>
        <h1 className="text-title text-ink-900">{e.title}</h1>
        {e.cancelled ? <FormAlert>This event was cancelled.</FormAlert> : null}
      </header>
      <dl className="grid gap-3 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200 sm:grid-cols-2">
        <EventFact icon={CalendarDays} term="When">
          {formatIst(e.startsAt)} (
          {e.durationMinutes >= 60 ? `${Math.round((e.durationMinutes / 60) * 10) / 10} h` : `${e.durationMinutes} min`})
        </EventFact>
        <EventFact icon={MapPin} term="Where">
          {e.place ?? 'Online'}
          {e.onlineUrl ? (
            <a
              href={e.onlineUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 flex items-center gap-1 text-sm text-brand-700 hover:underline"
            >
              Join online <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : null}
        </EventFact>
        <EventFact icon={Users} term="Going" testId="going-count">
          {e.goingCount}
        </EventFact>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button
          variant={e.going ? 'secondary' : 'primary'}
          aria-pressed={e.going}
          disabled={rsvp.isPending || e.cancelled || over}
          onClick={() => rsvp.mutate(!e.going)}
        >
          {e.going ? <Check className="size-4" aria-hidden="true" /> : null} Going
        </Button>
        <a href={calendarUrl(e.id)} download className={buttonClasses({ variant: 'outline' })}>
          <CalendarPlus className="size-4" aria-hidden="true" /> Add to calendar
        </a>
      </div>
      {rsvp.isError ? <FormAlert>{messageFrom(rsvp.error, 'Could not update your RSVP.')}</FormAlert> : null}
      <section>
        <h2 className="text-heading text-ink-900">About this event</h2>
        <p className="mt-2 whitespace-pre-line text-ink-700">{e.description}</p>
      </section>
    </article>
  );
}

/** One term of the event's facts, with its icon beside it. */
function EventFact({ icon: Icon, term, testId, children }: { icon: LucideIcon; term: string; testId?: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-sm text-ink-500">
        <Icon className="absolute top-0.5 left-0 size-5 text-brand-600" aria-hidden="true" />
        {term}
      </dt>
      <dd className="font-medium break-words text-ink-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
