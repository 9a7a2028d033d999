const icsDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

export interface CalendarEvent {
  /** Stable across updates, so a calendar replaces its copy instead of adding one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string | undefined;
  url?: string | undefined;
  cancelled?: boolean | undefined;
}

/** An iCalendar file holding one event (UTC times; calendars show it in the reader's zone). */
export function calendarIcs(event: CalendarEvent, productName: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Campus//${productName}//EN`,
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDate(new Date())}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
