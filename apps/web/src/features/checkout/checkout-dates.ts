// Dates and times at checkout are the outlet's wall clock (issue 9: slots are given in its time zone),
// whatever the zone of the diner's device. Dates are YYYY-MM-DD strings; days are counted in UTC so
// that a daylight-saving change cannot skip or repeat one.

import { dayIn, formatWallDay } from '@/lib/zoned-time';

/** Slots can be booked from today to this many days ahead (the server's BOOKING_DAYS_AHEAD). */
export const BOOKING_DAYS_AHEAD = 7;

/** Today's date where the outlet is; before its zone is known, the device's (the settings load before checkout shows). */
export const outletToday = (timeZone: string | undefined, now: Date = new Date()): string =>
  dayIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, now);

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  const next = asUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The days a diner may order for: today and the next seven. */
export const bookableDates = (today: string): string[] => Array.from({ length: BOOKING_DAYS_AHEAD + 1 }, (_, index) => addDays(today, index));

export const isBookable = (date: string | null, today: string): date is string => date !== null && date >= today && date <= addDays(today, BOOKING_DAYS_AHEAD);

/** 'Today', 'Tomorrow', else e.g. 'Friday 14 March'. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return formatWallDay(date, { weekday: 'long', day: 'numeric', month: 'long' });
}
