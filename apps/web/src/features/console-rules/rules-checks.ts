import type { OpeningRangeView } from '@crust/contract/console-rules';

// The contract's bounds, checked before a call (the server checks them again). Repeated from
// console-rules.ts, whose zod schemas the browser does not load (decision 001).
export const LEAD_MINUTES_MAX = 1440;
export const SLOT_MINUTES_RANGE = { min: 5, max: 120 } as const;
export const SLOT_CAPACITY_MAX = 10_000;

/** orders.ts's clockTimeSchema: 00:00 to 23:59. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Monday first, as a restaurant's week reads; the API numbers days from 0 = Sunday. */
export const WEEK: { weekday: number; name: string }[] = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 0, name: 'Sunday' },
];

/** A whole number from `min` to `max` typed in a field, else the message to show under it. */
export function checkWholeNumber(text: string, min: number, max: number, message: string): { value: number } | { error: string } {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= min && value <= max ? { value } : { error: message };
}

export const checkClockTime = (time: string) => (CLOCK_TIME.test(time) ? null : 'Enter a time as HH:MM.');

/** A close at or before the opening is the next day's (17:00–01:00), as the server reads it. */
export const runsPastMidnight = ({ opens, closes }: Pick<OpeningRangeView, 'opens' | 'closes'>) =>
  CLOCK_TIME.test(opens) && CLOCK_TIME.test(closes) && closes <= opens;
