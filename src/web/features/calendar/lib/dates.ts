// Calendar days are the cook's local days, written yyyy-MM-dd. Arithmetic goes through UTC noon,
// so daylight-saving changes never shift a day.

const DAY_MS = 86_400_000;

/** Today in the browser's time zone. */
export function todayLocal(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function toUtc(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

function fromUtc(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

export function daysBetween(start: string, end: string): number {
  return Math.round((toUtc(end).getTime() - toUtc(start).getTime()) / DAY_MS);
}

/** 0 = Sunday. */
export function weekday(date: string): number {
  return toUtc(date).getUTCDay();
}

/** The Sunday that starts the week of `date` (spec: weeks start on Sunday). */
export function startOfWeek(date: string): string {
  return addDays(date, -weekday(date));
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function addMonths(date: string, months: number): string {
  const d = toUtc(startOfMonth(date));
  d.setUTCMonth(d.getUTCMonth() + months);
  return fromUtc(d);
}

export function endOfMonth(date: string): string {
  return addDays(addMonths(date, 1), -1);
}

/** The days a view shows: one week, or the month padded to full Sunday-Saturday weeks. */
export function visibleDays(view: 'week' | 'month', anchor: string): string[] {
  const start = view === 'week' ? startOfWeek(anchor) : startOfWeek(startOfMonth(anchor));
  const end = view === 'week' ? addDays(start, 6) : addDays(startOfWeek(endOfMonth(anchor)), 6);
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Tuesday 24 November 2026' */
export function longDate(date: string): string {
  const d = toUtc(date);
  return `${WEEKDAY_NAMES[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'November 2026' */
export function monthTitle(date: string): string {
  const d = toUtc(date);
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** '22 - 28 November 2026', '29 November - 5 December 2026' */
export function weekTitle(start: string): string {
  const end = addDays(start, 6);
  const s = toUtc(start);
  const e = toUtc(end);
  const sm = MONTH_NAMES[s.getUTCMonth()]!;
  const em = MONTH_NAMES[e.getUTCMonth()]!;
  if (s.getUTCFullYear() !== e.getUTCFullYear())
    return `${s.getUTCDate()} ${sm} ${s.getUTCFullYear()} - ${e.getUTCDate()} ${em} ${e.getUTCFullYear()}`;
  if (sm !== em) return `${s.getUTCDate()} ${sm} - ${e.getUTCDate()} ${em} ${e.getUTCFullYear()}`;
  return `${s.getUTCDate()} - ${e.getUTCDate()} ${em} ${e.getUTCFullYear()}`;
}

export function dayOfMonth(date: string): number {
  return toUtc(date).getUTCDate();
}

/** 31 January -> 28 February: the same day next month, or that month's last day. */
export function sameDayNextMonth(date: string): string {
  const next = addMonths(date, 1);
  const last = dayOfMonth(endOfMonth(next));
  return `${next.slice(0, 8)}${String(Math.min(dayOfMonth(date), last)).padStart(2, '0')}`;
}
