import type { OpeningRangeView } from '@crust/contract/console-rules';
import { clockTimeSchema } from '@crust/contract/orders';

// The hours form's checks: the contract's clock time (orders.ts's clockTimeSchema), as the server reads it.

const isClockTime = (time: string) => clockTimeSchema.safeParse(time).success;

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

export const checkClockTime = (time: string) => (isClockTime(time) ? null : 'Enter a time as HH:MM.');

/** A close at or before the opening is the next day's (17:00–01:00), as the server reads it. */
export const runsPastMidnight = ({ opens, closes }: Pick<OpeningRangeView, 'opens' | 'closes'>) => isClockTime(opens) && isClockTime(closes) && closes <= opens;
