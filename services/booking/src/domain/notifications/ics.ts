/** What one VEVENT says; times are instants (written in UTC, so every calendar app places them right). */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Grows with every change, so a calendar app replaces its copy. */
  sequence: number;
  updatedAt: Date;
}

const utc = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped, line breaks become \n. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after one space (never inside a character). */
function fold(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.map((part, i) => (i === 0 ? part : ` ${part}`));
}

function event(e: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utc(now)}`,
    `LAST-MODIFIED:${utc(e.updatedAt)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTART:${utc(e.start)}`,
    `DTEND:${utc(e.end)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    `LOCATION:${text(e.location)}`,
    `STATUS:${e.status}`,
    'END:VEVENT',
  ];
}

/** A VCALENDAR holding `events`, with CRLF line ends as the format requires. */
export function buildCalendar(name: string, events: readonly CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Where Science Meets Sport//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    'X-WR-TIMEZONE:America/New_York',
    ...events.flatMap((e) => event(e, now)),
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(fold).join('\r\n')}\r\n`;
}
