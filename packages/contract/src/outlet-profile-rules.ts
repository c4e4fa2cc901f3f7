// Issue 19: an outlet profile's rules, without zod, so the console's form checks them as the server does.

/** Crust serves Australian outlets: the states and territories a postcode belongs to. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

/** Whether the runtime knows `zone` as an IANA time zone ("UTC" and "Australia/Sydney" are; "Mars/Olympus" is not). */
export function isTimeZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
