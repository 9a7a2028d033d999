import { CalendarDays, MapPin, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import type { CampusEvent } from '../../../../shared/contracts/events.js';
import { EVENT_CATEGORY_LABELS } from '../../../../shared/contracts/events.constants.js';
import { formatIst } from '../../../../shared/contracts/mentors.constants.js';

export const eventPath = (id: string) => `/EventDescription?id=${encodeURIComponent(id)}`;

/** One event in the list: banner, category, title, when, where and how many are going. */
export function EventCard({ event }: { event: CampusEvent }) {
  return (
    <Link
      to={eventPath(event.id)}
      className="group flex h-full min-w-0 flex-col overflow-hidden rounded-card bg-surface shadow-soft ring-1 ring-ink-200 hover:ring-brand-300"
    >
      <img src={event.bannerUrl} alt="" width={320} height={180} className="aspect-video w-full object-cover" loading="lazy" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {EVENT_CATEGORY_LABELS[event.category]} · {event.host === 'university' ? 'University' : 'Industry'}
        </p>
        <h2 className="font-semibold text-ink-900 group-hover:text-brand-700">{event.title}</h2>
        <p className="flex items-center gap-2 text-sm text-ink-600">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" /> {formatIst(event.startsAt)}
        </p>
        <p className="flex items-center gap-2 text-sm text-ink-600">
          {event.place ? (
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Video className="size-4 shrink-0" aria-hidden="true" />
          )}
          <span className="min-w-0 truncate">{event.place ?? 'Online'}</span>
        </p>
        <p className="mt-auto flex items-center gap-2 pt-2 text-sm font-medium text-ink-700">
          <Users className="size-4 shrink-0" aria-hidden="true" /> {event.goingCount} going
        </p>
      </div>
    </Link>
  );
}
