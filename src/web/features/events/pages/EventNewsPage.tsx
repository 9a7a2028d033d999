import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { EventCategory } from '../../../../shared/contracts/events.js';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from '../../../../shared/contracts/events.constants.js';
import { Button, FormAlert, Skeleton } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { EVENTS_PAGE_SIZE, useEvents } from '../api/listEvents';
import { EventCard } from '../components/EventCard';

/** /EventNews: upcoming university and industry events that operators publish. */
export default function EventNewsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const raw = params.get('category');
  const category = EVENT_CATEGORIES.includes(raw as EventCategory) ? (raw as EventCategory) : undefined;
  const events = useEvents({ page, category });
  const pages = events.data ? Math.max(1, Math.ceil(events.data.total / EVENTS_PAGE_SIZE)) : 1;
  const go = (next: { page?: number; category?: EventCategory | undefined }) => {
    const query = new URLSearchParams();
    const nextCategory = 'category' in next ? next.category : category;
    if (nextCategory) query.set('category', nextCategory);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <div className="flex flex-col gap-6">
      <title>Event news · Campus</title>
      <header>
        <h1 className="text-title text-ink-900">Event news</h1>
        <p className="mt-1 text-ink-600">Fests, webinars and competitions from universities and industry. All times in IST.</p>
      </header>
      <nav aria-label="Event categories">
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...EVENT_CATEGORIES].map((value) => (
            <li key={value ?? 'all'}>
              <button
                type="button"
                aria-pressed={category === value}
                onClick={() => go({ category: value })}
                className={cn(
                  'rounded-full px-4 py-1.5 text-sm font-semibold ring-1',
                  category === value ? 'bg-brand-600 text-white ring-brand-600' : 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50',
                )}
              >
                {value ? EVENT_CATEGORY_LABELS[value] : 'All'}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {events.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading events">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-72 w-full" />
            </li>
          ))}
        </ul>
      ) : events.isError ? (
        <FormAlert>
          {messageFrom(events.error, 'Could not load events.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void events.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : events.data.events.length === 0 ? (
        <p className="rounded-card bg-surface p-8 text-center text-ink-600 ring-1 ring-ink-200">
          No upcoming events here yet. Check back soon!
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>li]:min-w-0">
          {events.data.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })} aria-label="Previous page">
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <span className="text-sm text-ink-700">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go({ page: page + 1 })} aria-label="Next page">
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
