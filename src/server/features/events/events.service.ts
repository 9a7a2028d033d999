import type { z } from 'zod';
import {
  EVENT_MESSAGES,
  eventBannerUrl,
  type adminEventsQuerySchema,
  type CampusEvent,
  type EventBanner,
  type EventBannerUpload,
  type EventInput,
  type EventList,
  type eventsQuerySchema,
  type RsvpResponse,
} from '../../../shared/contracts/events.js';
import { istToUtc } from '../../../shared/contracts/mentors.js';
import type { RequestAuth } from '../../platform/auth.js';
import { calendarIcs } from '../../platform/calendar.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../platform/jobs.js';
import { ORPHAN_UPLOAD_GRACE_MS, saveImage, type FileStorage, type ImageMessages } from '../../platform/storage.js';
import type { EventInsert, EventRow, EventsRepository } from './events.repository.js';

const toEvent = ({ event, goingCount, going }: EventRow): CampusEvent => ({
  id: event.id,
  title: event.title,
  category: event.category,
  host: event.host,
  startsAt: event.startsAt.toISOString(),
  endsAt: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000).toISOString(),
  durationMinutes: event.durationMinutes,
  place: event.place,
  onlineUrl: event.onlineUrl,
  organiser: event.organiser,
  banner: event.banner as EventBanner,
  bannerImageUrl: event.bannerImageUrl,
  bannerUrl: event.bannerImageUrl ?? eventBannerUrl(event.banner),
  description: event.description,
  cancelled: event.cancelledAt !== null,
  goingCount,
  going,
});

/** The stored columns of the console's form: the IST date and time become the true instant. */
export const eventValues = (input: EventInput): Omit<EventInsert, 'createdBy'> => {
  const [hours, minutes] = input.time.split(':').map(Number) as [number, number];
  return {
    title: input.title,
    category: input.category,
    host: input.host,
    startsAt: istToUtc(input.date, hours * 60 + minutes),
    durationMinutes: input.durationMinutes,
    place: input.place || null,
    onlineUrl: input.onlineUrl || null,
    organiser: input.organiser,
    banner: input.banner,
    bannerImageUrl: input.bannerImageUrl,
    description: input.description,
  };
};

/** A banner spans the event page (about 770 px wide), so it keeps more pixels than a profile photo. */
export const EVENT_BANNER_MAX_SIDE_PX = 1200;
export const EVENT_BANNER_MESSAGES: ImageMessages = {
  notImage: EVENT_MESSAGES.bannerWrongType,
  tooLarge: EVENT_MESSAGES.bannerTooLarge,
  tooManyPixels: EVENT_MESSAGES.bannerTooManyPixels,
};

const ORPHAN_BANNER_JOB = 'events.orphan-banner';

export function createEventsService(deps: { repo: EventsRepository; storage: FileStorage; jobs: JobQueue; db: Db; publicUrl: string }) {
  const { repo, storage, jobs, db } = deps;

  // An uploaded banner no event shows a day later was abandoned in the form: its file goes.
  jobs.register<{ url: string }>(ORPHAN_BANNER_JOB, async ({ payload, tx, afterCommit }) => {
    if (!(await repo.bannerImageInUse(payload.url, tx))) afterCommit(() => storage.remove(payload.url));
  });

  /** A replaced or removed upload is deleted, unless another event still shows the same file. */
  async function dropUnusedBanner(url: string | null) {
    if (url && !(await repo.bannerImageInUse(url))) await storage.remove(url);
  }

  async function load(id: string, viewerId: string | null): Promise<EventRow> {
    const row = await repo.findById(id, viewerId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: z.infer<typeof eventsQuerySchema>, auth: RequestAuth | null): Promise<EventList> {
      const { rows, total } = await repo.listUpcoming(
        { category: query.category, host: query.host, limit: query.limit, offset: (query.page - 1) * query.limit },
        auth?.userId ?? null,
      );
      return { events: rows.map(toEvent), total, page: query.page, limit: query.limit };
    },

    async get(id: string, auth: RequestAuth | null): Promise<CampusEvent> {
      return toEvent(await load(id, auth?.userId ?? null));
    },

    async going(id: string, auth: RequestAuth): Promise<RsvpResponse> {
      const row = await load(id, auth.userId);
      if (row.event.cancelledAt) throw conflict(EVENT_MESSAGES.cancelled, 'EVENT_CANCELLED');
      if (new Date(toEvent(row).endsAt) <= new Date()) throw conflict(EVENT_MESSAGES.over, 'EVENT_OVER');
      return { going: true, goingCount: await repo.addRsvp(id, auth.userId) };
    },

    async notGoing(id: string, auth: RequestAuth): Promise<RsvpResponse> {
      await load(id, auth.userId);
      return { going: false, goingCount: await repo.removeRsvp(id, auth.userId) };
    },

    async calendar(id: string): Promise<{ filename: string; body: string }> {
      const event = toEvent(await load(id, null));
      const url = `${deps.publicUrl}/EventDescription?id=${event.id}`;
      const body = calendarIcs(
        {
          uid: `event-${event.id}@campus`,
          start: new Date(event.startsAt),
          end: new Date(event.endsAt),
          summary: event.title,
          description: `${event.description}\n\nOrganised by ${event.organiser}.${event.onlineUrl ? `\nJoin online: ${event.onlineUrl}` : ''}\n\n${url}`,
          location: event.place ?? event.onlineUrl ?? undefined,
          url,
          cancelled: event.cancelled,
        },
        'Events',
      );
      const slug =
        event.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 40) || 'event';
      return { filename: `${slug}.ics`, body };
    },

    async adminList(query: z.infer<typeof adminEventsQuerySchema>): Promise<EventList> {
      const { rows, total } = await repo.listAll({ limit: query.limit, offset: (query.page - 1) * query.limit });
      return { events: rows.map(toEvent), total, page: query.page, limit: query.limit };
    },

    async create(input: EventInput, operator: RequestAuth): Promise<CampusEvent> {
      const id = await repo.insert({ ...eventValues(input), createdBy: operator.userId });
      return toEvent(await load(id, null));
    },

    async update(id: string, input: EventInput): Promise<CampusEvent> {
      const before = await load(id, null);
      if (!(await repo.update(id, eventValues(input)))) throw notFound();
      const after = await load(id, null);
      if (before.event.bannerImageUrl !== after.event.bannerImageUrl) await dropUnusedBanner(before.event.bannerImageUrl);
      return toEvent(after);
    },

    /** `bytes` come from readOneImage, already known to be a JPEG, PNG or WebP. */
    async uploadBanner(bytes: Buffer): Promise<EventBannerUpload> {
      const stored = await saveImage(storage, 'events', bytes, EVENT_BANNER_MESSAGES, EVENT_BANNER_MAX_SIDE_PX);
      await jobs.schedule(db, {
        kind: ORPHAN_BANNER_JOB,
        key: stored.url,
        runAt: new Date(Date.now() + ORPHAN_UPLOAD_GRACE_MS),
        payload: { url: stored.url },
      });
      return { url: stored.url };
    },

    async cancel(id: string): Promise<CampusEvent> {
      if (!(await repo.cancel(id))) throw notFound();
      return toEvent(await load(id, null));
    },
  };
}
