// Issue 17: every time the storefront and the console show is read on the outlet's clock, in the IANA
// zone the server gives, whatever the zone of the device: a kitchen tablet set to UTC showed "Prepare
// from 12:25 am" for an 11:45 am pickup in Sydney. Australian English, as the storefront is.

const LOCALE = 'en-AU';

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
// Numeric parts, read back as numbers (h23: midnight is 0, never 24).
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

// A format is costly to build and the board draws a clock per card: each is built once per zone.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string, options: Intl.DateTimeFormatOptions, locale = LOCALE): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return format;
}

type Moment = Date | string;
const asDate = (moment: Moment) => (typeof moment === 'string' ? new Date(moment) : moment);

/** '6:45 pm' on the zone's clock. */
export const formatClock = (moment: Moment, timeZone: string): string => formatIn(timeZone, CLOCK).format(asDate(moment));

/** 'Wed, 26 Nov, 6:45 pm' on the zone's clock. */
export const formatDayAndClock = (moment: Moment, timeZone: string): string => formatIn(timeZone, { ...DAY, ...CLOCK }).format(asDate(moment));

/** '25 Nov 2025': the zone's calendar day. */
export const formatDate = (moment: Moment, timeZone: string): string => formatIn(timeZone, DATE).format(asDate(moment));

/** '25 Nov 2025, 6:45 pm' (with `seconds`, '6:45:09 pm'): a moment in a log or a validity, on the zone's clock. */
export const formatDateTime = (moment: Moment, timeZone: string, { seconds = false } = {}): string =>
  formatIn(timeZone, { ...DATE, ...CLOCK, ...(seconds && { second: '2-digit' }) }).format(asDate(moment));

/** The zone's calendar day of a moment, as the API writes days: '2025-11-25' (Canadian English writes them so). */
export const dayIn = (timeZone: string, moment: Moment = new Date()): string => formatIn(timeZone, {}, 'en-CA').format(asDate(moment));

/** '6:45 pm' when the moment falls on the zone's today, else 'Tue, 25 Nov, 6:45 pm'. */
export function formatMoment(moment: Moment, timeZone: string, now: Date = new Date()): string {
  return dayIn(timeZone, moment) === dayIn(timeZone, now) ? formatClock(moment, timeZone) : formatDayAndClock(moment, timeZone);
}

// Wall days and times the server already gives in the outlet's zone ('2025-11-26', '18:45': a slot, a
// closure) are formatted as UTC, so that no zone, the device's or the outlet's, shifts them.
const wallMoment = (date: string, time = '00:00') => new Date(`${date}T${time}:00Z`);

/** A wall time: '6:45 pm'. */
export const formatWallClock = (time: string): string => formatClock(wallMoment('2000-01-01', time), 'UTC');

/** A wall day and time: 'Wed, 26 Nov, 6:45 pm'. */
export const formatWallDayAndClock = (date: string, time: string): string => formatDayAndClock(wallMoment(date, time), 'UTC');

/** A wall day with the options given, e.g. { weekday: 'long', day: 'numeric', month: 'long' }: 'Friday 14 March'. */
export const formatWallDay = (date: string, options: Intl.DateTimeFormatOptions): string => formatIn('UTC', options).format(wallMoment(date));

/** How far the zone's clock is ahead of UTC at `instant` (ms; negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone, PARTS, 'en-US')
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** A moment as a datetime-local field shows it on the zone's clock: '2025-11-25T18:45'. */
export function toZonedInput(moment: Moment, timeZone: string): string {
  const instant = asDate(moment).getTime();
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant a datetime-local text ('2025-11-25T18:45') names on the zone's clock; null when it is not
 * one. A time a daylight-saving change skips reads as the same time after the change (2:30 am as
 * 3:30 am); one it repeats, as its second occurrence.
 */
export function fromZonedInput(value: string, timeZone: string): Date | null {
  const wall = Date.parse(`${value}:00Z`);
  // Only a real day and time: Date.parse reads '2025-02-30' as 2 March.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== value) return null;
  // The zone's offset at the wall time read as UTC is at most a day off the right one; once more from there finds it.
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}
