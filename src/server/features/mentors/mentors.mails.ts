import { formatIst } from '../../../shared/contracts/mentors.js';
import { calendarIcs } from '../../platform/calendar.js';
import { escapeHtml, type MailMessage } from '../../platform/mail.js';


/** An iCalendar invitation for a session. */
export function sessionIcs(input: { id: string; start: Date; minutes: number; summary: string; description: string; cancelled?: boolean }) {
  return calendarIcs(
    {
      uid: `booking-${input.id}@campus`,
      start: input.start,
      end: new Date(input.start.getTime() + input.minutes * 60_000),
      summary: input.summary,
      description: input.description,
      cancelled: input.cancelled,
    },
    'Mentorship',
  );
}

/** A booking email: one sentence, the time in IST, a link, and an .ics when the session is on (or off) a calendar. */
export function bookingMail(input: {
  subject: string;
  sentence: string;
  bookingId: string;
  start: Date;
  minutes: number;
  url: string;
  calendar?: { summary: string; cancelled?: boolean };
}): Omit<MailMessage, 'to'> {
  const when = formatIst(input.start);
  const text = `${input.sentence}\n\nWhen: ${when}\nDuration: ${input.minutes} minutes\n\nOpen Campus: ${input.url}`;
  return {
    subject: input.subject,
    text,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1e1b4b">${escapeHtml(input.subject)}</h1>
<p style="color:#334155">${escapeHtml(input.sentence)}</p>
<p style="color:#334155"><strong>When:</strong> ${escapeHtml(when)}<br><strong>Duration:</strong> ${input.minutes} minutes</p>
<p><a href="${escapeHtml(input.url)}" style="color:#4f46e5">Open Campus</a></p>
</div></body></html>`,
    ...(input.calendar
      ? {
          attachments: [
            {
              filename: 'session.ics',
              contentType: 'text/calendar; charset=utf-8',
              content: sessionIcs({
                id: input.bookingId,
                start: input.start,
                minutes: input.minutes,
                summary: input.calendar.summary,
                description: input.sentence,
                ...(input.calendar.cancelled ? { cancelled: true } : {}),
              }),
            },
          ],
        }
      : {}),
  };
}
