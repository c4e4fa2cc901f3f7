// Dates and times at checkout are the outlet's wall clock (issue 9: slots are given in its time zone),
// whatever the zone of the diner's device. Dates are YYYY-MM-DD strings; days are counted in UTC so
// that a daylight-saving change cannot skip or repeat one.

/** Slots can be booked from today to this many days ahead (the server's BOOKING_DAYS_AHEAD). */
export const BOOKING_DAYS_AHEAD = 7;

/** Today's date where the outlet is. An unknown zone falls back to the device's own. */
export function outletToday(timeZone: string | undefined, now: Date = new Date()): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    format = new Intl.DateTimeFormat('en-AU', { year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(now).find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

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
  return new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(asUtc(date));
}

/** '18:30' → '6:30 pm', as Australians read a time. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
