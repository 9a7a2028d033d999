import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { formatIst } from '../../../shared/contracts/mentors.js';
import { escapeHtml, type MailMessage } from '../../platform/mail.js';

/** The page where a booked session takes place (built by the call room feature; linked from mails and calendars). */
export const roomPath = (bookingId: string) => `/sessions/${bookingId}/room`;

/** Stable per booking: a calendar replaces (or removes) its copy instead of adding one. */
export const sessionUid = (bookingId: string) => `booking-${bookingId}@campus`;

export interface SessionEvent {
  id: string;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  /** Absolute URL of the session's room: LOCATION and URL of the event. */
  roomUrl: string;
  /** The booking's calendar_sequence: a calendar takes the event with the highest one. */
  sequence: number;
  cancelled?: boolean | undefined;
  /** DTSTAMP: now by default; a feed gives the last change, so the same data makes the same file. */
  stamp?: Date | undefined;
}

/** Adds a session to a calendar: the room as place and link, a display alarm 15 minutes before, or CANCELLED. */
export function addSessionEvent(calendar: ICalCalendar, event: SessionEvent): void {
  calendar.createEvent({
    id: sessionUid(event.id),
    sequence: event.sequence,
    ...(event.stamp ? { stamp: event.stamp } : {}),
    start: event.start,
    end: new Date(event.start.getTime() + event.minutes * 60_000),
    summary: event.summary,
    description: event.description,
    location: event.roomUrl,
    url: event.roomUrl,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    alarms: event.cancelled ? [] : [{ type: ICalAlarmType.display, triggerBefore: 15 * 60, description: event.summary }],
  });
}

/** An iCalendar invitation for a session (METHOD:REQUEST), or its cancellation (METHOD:CANCEL). */
export function sessionIcs(event: SessionEvent): string {
  const calendar = ical({
    prodId: { company: 'Campus', product: 'Mentorship' },
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addSessionEvent(calendar, event);
  return calendar.toString();
}

/** A booking email: one sentence, the time in IST, a link, and an .ics when the session is on (or off) a calendar. */
export function bookingMail(input: {
  subject: string;
  sentence: string;
  bookingId: string;
  start: Date;
  minutes: number;
  url: string;
  /** Absolute URL of the session's room, shown when the session takes place. */
  roomUrl?: string | undefined;
  calendar?: { summary: string; sequence: number; roomUrl: string; cancelled?: boolean | undefined };
}): Omit<MailMessage, 'to'> {
  const when = formatIst(input.start);
  const room = input.roomUrl ? `\nJoin the session: ${input.roomUrl}` : '';
  const text = `${input.sentence}\n\nWhen: ${when}\nDuration: ${input.minutes} minutes${room}\n\nOpen Campus: ${input.url}`;
  return {
    subject: input.subject,
    text,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1e1b4b">${escapeHtml(input.subject)}</h1>
<p style="color:#334155">${escapeHtml(input.sentence)}</p>
<p style="color:#334155"><strong>When:</strong> ${escapeHtml(when)}<br><strong>Duration:</strong> ${input.minutes} minutes</p>
${input.roomUrl ? `<p><a href="${escapeHtml(input.roomUrl)}" style="color:#4f46e5">Join the session</a></p>\n` : ''}<p><a href="${escapeHtml(input.url)}" style="color:#4f46e5">Open Campus</a></p>
</div></body></html>`,
    ...(input.calendar
      ? {
          attachments: [
            {
              filename: 'session.ics',
              contentType: `text/calendar; charset=utf-8; method=${input.calendar.cancelled ? 'CANCEL' : 'REQUEST'}`,
              content: sessionIcs({
                id: input.bookingId,
                start: input.start,
                minutes: input.minutes,
                summary: input.calendar.summary,
                description: input.sentence,
                roomUrl: input.calendar.roomUrl,
                sequence: input.calendar.sequence,
                cancelled: input.calendar.cancelled,
              }),
            },
          ],
        }
      : {}),
  };
}
