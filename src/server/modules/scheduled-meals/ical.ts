// A minimal RFC 5545 writer for the meal feed: CRLF line ends, TEXT escaping, and lines folded
// at 75 octets without cutting a UTF-8 character in two.

const encoder = new TextEncoder();

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma and newlines are escaped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in TEXT.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** Folds one content line: at most 75 octets per physical line, continuation lines start with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  let limit = 75;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
      limit = 74; // the leading space of a continuation line is one of its 75 octets
    }
    current += ch;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-11-24, 18:30 -> 20261124T183000 (a floating local time: the cook's own clock). */
export function floatingDateTime(date: string, hour: number, minute: number): string {
  return `${date.replace(/-/g, '')}T${String(hour).padStart(2, '0')}${String(minute).padStart(2, '0')}00`;
}

/** A UTC timestamp: 20261124T103015Z. */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

export interface IcalEvent {
  uid: string;
  start: string;
  durationMinutes: number;
  summary: string;
  description: string;
  url?: string;
  categories?: string;
}

export function buildCalendar(opts: { name: string; events: IcalEvent[]; now?: Date }): string {
  const stamp = utcStamp(opts.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chowdr//Meal Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
  ];
  for (const e of opts.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${e.start}`,
      `DURATION:PT${Math.floor(e.durationMinutes / 60) ? `${Math.floor(e.durationMinutes / 60)}H` : ''}${e.durationMinutes % 60 ? `${e.durationMinutes % 60}M` : ''}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      ...(e.url ? [`URL:${e.url}`] : []),
      ...(e.categories ? [`CATEGORIES:${escapeText(e.categories)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
