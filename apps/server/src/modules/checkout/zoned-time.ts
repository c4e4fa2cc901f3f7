// Wall-clock times in an outlet's IANA time zone, with nothing but Intl: an outlet's hours are local
// ("17:00 to 22:00 in Sydney") while instants are stored as timestamptz.

const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** A local calendar date, 'YYYY-MM-DD'. */
export type LocalDate = string;

/** Read-only: one object per zone and minute is shared by every caller (wallClocks). */
export interface WallTime {
  readonly date: LocalDate;
  /** Minutes since local midnight, 0–1439. */
  readonly minutes: number;
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Wall clocks already read, per zone and minute: formatToParts was a tenth of an order placement's
 * CPU (a day's slots read it several times each, on every placement and slot list), and the same
 * minutes come back request after request. Bounded; cleared when full.
 */
const wallClocks = new Map<string, { ms: number; time: WallTime }>();
const WALL_CLOCKS_KEPT = 10_000;

/** The instant's wall clock in `timeZone`, to the minute: as UTC milliseconds ("local as if UTC") and as a WallTime. */
function wallClockOf(instant: number, timeZone: string): { ms: number; time: WallTime } {
  const key = `${timeZone} ${Math.floor(instant / MINUTE_MS)}`;
  const known = wallClocks.get(key);
  if (known !== undefined) return known;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const ms = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  const wall = new Date(ms);
  const clock = { ms, time: { date: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(), weekday: wall.getUTCDay() } };
  if (wallClocks.size >= WALL_CLOCKS_KEPT) wallClocks.clear();
  wallClocks.set(key, clock);
  return clock;
}

const wallMs = (instant: number, timeZone: string): number => wallClockOf(instant, timeZone).ms;

export const wallTimeOf = (instant: Date, timeZone: string): WallTime => wallClockOf(instant.getTime(), timeZone).time;

/**
 * The instants of wall clocks already asked for, per zone, date and minute: an outlet's state (issue
 * 18) places every shift of the week around today on every outlet list and server-rendered page, the
 * same few dozen each time. Bounded like wallClocks.
 */
const instants = new Map<string, number>();

/**
 * The instant at which the wall clock in `timeZone` reads `date` + `minutes` (minutes may run past
 * 1440: the next day). In the hour a daylight-saving change repeats, the earlier instant; in the
 * hour it skips, the time as read with the offset before the change (so 02:30 becomes 03:30).
 */
export function instantAt(date: LocalDate, minutes: number, timeZone: string): Date {
  const key = `${timeZone} ${date} ${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
    // The offsets half a day either side bracket any change near this time (zones change at most once a day).
    const candidates = [wall - offsetMs(wall - DAY_MS / 2, timeZone), wall - offsetMs(wall + DAY_MS / 2, timeZone)].sort((a, b) => a - b);
    instant = candidates.find((candidate) => wallMs(candidate, timeZone) === wall) ?? candidates[1]!;
    if (instants.size >= WALL_CLOCKS_KEPT) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

/** The zone's offset from UTC at that instant, in milliseconds (seconds dropped: no outlet keeps LMT). */
function offsetMs(instant: number, timeZone: string): number {
  const floored = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  return wallMs(floored, timeZone) - floored;
}

/** `date` plus `days` calendar days. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOfClock(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** 'HH:MM' of minutes since midnight. */
export const clockOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
