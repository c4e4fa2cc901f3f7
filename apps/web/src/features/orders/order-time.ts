// Issue 9: an order's times read as the restaurant's clock shows them (its IANA zone), whatever the
// device's zone, since that is when the food is ready. Australian English, as the storefront is.

const LOCALE = 'en-AU';

const clock = (timeZone: string) => new Intl.DateTimeFormat(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit' });
const dayAndClock = (timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
/** YYYY-MM-DD (Canadian English writes dates that way): compares calendar days in a zone. */
const calendarDay = (date: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);

/** '6:45 pm' when it falls on today in the zone, else 'Wed, 26 Nov, 6:45 pm'. */
export function formatOrderMoment(iso: string, timeZone: string, now: Date = new Date()): string {
  const moment = new Date(iso);
  return calendarDay(moment, timeZone) === calendarDay(now, timeZone) ? clock(timeZone).format(moment) : dayAndClock(timeZone).format(moment);
}

/** '25 Nov 2025': the day an order was placed, in its outlet's zone. */
export function formatOrderDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/**
 * A requested slot, already in the outlet's zone as the server sends it ('2025-11-26', '18:45'):
 * 'Wed, 26 Nov, 6:45 pm'. Formatted as UTC so no zone shifts the wall time.
 */
export function formatSlot(date: string, time: string): string {
  return dayAndClock('UTC').format(new Date(`${date}T${time}:00Z`));
}
