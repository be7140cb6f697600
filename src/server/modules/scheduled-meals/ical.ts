// A minimal RFC 5545 writer for the meal feed: CRLF line ends, TEXT escaping, and lines folded
// at 75 octets without cutting a UTF-8 character in two.

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

/**
 * Folds one content line: at most 75 octets per physical line, continuation lines start with a
 * space. Linear in the line's length: UTF-8 sizes come from the UTF-16 code units, and the parts
 * are slices of the line (no per-character encoding or string building).
 */
export function foldLine(line: string): string {
  // Fast path: a line that is short even at 3 octets per UTF-16 unit (at most 4 per pair of units).
  if (line.length <= 25 || Buffer.byteLength(line, 'utf8') <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let bytes = 0;
  let limit = 75;
  for (let i = 0; i < line.length;) {
    const c = line.charCodeAt(i);
    let width = 1;
    let size: number;
    if (c < 0x80) size = 1;
    else if (c < 0x800) size = 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < line.length) {
      const next = line.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        size = 4;
        width = 2;
      } else size = 3; // a lone surrogate is written as U+FFFD (3 octets)
    } else size = 3;
    if (bytes + size > limit) {
      parts.push(line.slice(start, i));
      start = i;
      bytes = 0;
      limit = 74; // the leading space of a continuation line is one of its 75 octets
    }
    bytes += size;
    i += width;
  }
  parts.push(line.slice(start));
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

const fold = (lines: string[]) => lines.map(foldLine).join('\r\n') + '\r\n';

/** The calendar's opening lines, folded, with CRLF. */
export function calendarHead(name: string): string {
  return fold([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chowdr//Meal Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ]);
}

export const CALENDAR_TAIL = 'END:VCALENDAR\r\n';

/** One VEVENT, folded, with CRLF; `stamp` is the build's DTSTAMP. */
export function eventText(e: IcalEvent, stamp: string): string {
  const hours = Math.floor(e.durationMinutes / 60);
  const minutes = e.durationMinutes % 60;
  return fold([
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${e.start}`,
    `DURATION:PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.categories ? [`CATEGORIES:${escapeText(e.categories)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]);
}

export function buildCalendar(opts: { name: string; events: IcalEvent[]; now?: Date }): string {
  const stamp = utcStamp(opts.now ?? new Date());
  return calendarHead(opts.name) + opts.events.map((e) => eventText(e, stamp)).join('') + CALENDAR_TAIL;
}
