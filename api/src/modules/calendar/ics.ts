// A minimal iCalendar (RFC 5545) writer: CRLF line ends, lines folded at 75 octets (never inside a UTF-8 character),
// TEXT values escaped. Only what the feed needs: all-day events with display alarms.

export interface IcsAlarm {
  /** Days before the event's start (TRIGGER:-P<n>D); 0 or less: that many days after it, at 09:00 (TRIGGER:P<n>DT9H). */
  daysBefore: number;
  description: string;
}

export interface IcsEvent {
  uid: string;
  /** 'YYYY-MM-DD': an all-day event on that date (DTSTART;VALUE=DATE, DTEND the day after). */
  date: string;
  summary: string;
  description?: string;
  /** When this event's data last changed (DTSTAMP, UTC). */
  stamp: Date;
  alarms: IcsAlarm[];
}

export interface IcsCalendar {
  name: string;
  prodId: string;
  events: IcsEvent[];
}

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line into chunks of at most 75 octets; continuation lines start with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const dateValue = (isoDate: string) => isoDate.replace(/-/g, '');

function nextDay(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Before the all-day event: at its midnight less the days; on or after its day: at 09:00, when reminders go out. */
const alarmTrigger = (daysBefore: number) => (daysBefore > 0 ? `TRIGGER:-P${daysBefore}D` : `TRIGGER:P${-daysBefore}DT9H`);

function eventLines(e: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART;VALUE=DATE:${dateValue(e.date)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(e.date))}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  lines.push('TRANSP:TRANSPARENT');
  for (const a of e.alarms) {
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(a.description)}`, alarmTrigger(a.daysBefore), 'END:VALARM');
  }
  lines.push('END:VEVENT');
  return lines;
}

export function renderCalendar(cal: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${cal.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    ...cal.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
