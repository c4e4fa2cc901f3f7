import { shiftsOf, type Interval, type OpeningRange } from '../checkout/time-slots.ts';
import { addDays, clockOf, wallTimeOf } from '../checkout/zoned-time.ts';

/** One daypart schedule of an outlet (daypart_schedules): a category or a product, ISO weekdays, local minutes. */
export interface DaypartRule {
  categoryId: number | null;
  productId: number | null;
  /** ISO weekdays, 1 Monday … 7 Sunday: the day a window starts on. */
  weekdays: readonly number[];
  startsMinute: number;
  /** May pass 1440: the window runs past midnight into the next day. */
  endsMinute: number;
}

export interface Availability {
  available: boolean;
  /** With available false: the next opening's wall clock, "HH:MM" (today's or a later day's); null when none this week. */
  availableFrom: string | null;
}

export interface DaypartClock {
  /** The product's availability now; undefined when neither it nor its category has a schedule here (always available). */
  of(product: { categoryId: number; productId: number }): Availability | undefined;
  /** The next instant (ms) any schedule of the outlet opens or closes: what is known now holds until then. Undefined without schedules. */
  validUntil: number | undefined;
}

const NO_CLOSURES: ReadonlyMap<string, string | null> = new Map();
/** Yesterday's windows may run past midnight into today; a week ahead always holds every weekday's next opening. */
const FIRST_DAY = -1;
const LAST_DAY = 7;

const keyOf = (rule: Pick<DaypartRule, 'categoryId' | 'productId'>) => (rule.categoryId !== null ? `category:${rule.categoryId}` : `product:${rule.productId}`);

/**
 * Issue 19: the outlet's daypart schedules read at one instant in its time zone. A product with
 * schedules (its own or its category's) is available inside any one of them and not outside them
 * all: the union, so "Lunch" on the category and "Brunch" on one of its products both sell it.
 * Windows are the checkout's shifts (time-slots' shiftsOf, instantAt underneath), so a
 * daylight-saving change moves them as it moves opening hours: 11:00 stays 11:00 on the wall.
 */
export function daypartClock(rules: readonly DaypartRule[], timeZone: string, now: Date): DaypartClock {
  const at = now.getTime();
  const today = wallTimeOf(now, timeZone).date;
  const rangesByTarget = new Map<string, OpeningRange[]>();
  for (const rule of rules) {
    const ranges = rangesByTarget.get(keyOf(rule)) ?? [];
    rangesByTarget.set(keyOf(rule), ranges);
    // shiftsOf counts weekdays from Sunday (0), the schedules from Monday (ISO: Sunday is 7).
    for (const weekday of rule.weekdays) ranges.push({ weekday: weekday % 7, opensAt: rule.startsMinute, closesAt: rule.endsMinute });
  }
  const windowsByTarget = new Map<string, Interval[]>();
  for (const [key, ranges] of rangesByTarget) {
    const windows: Interval[] = [];
    for (let day = FIRST_DAY; day <= LAST_DAY; day += 1) windows.push(...shiftsOf({ timeZone, ranges, closedDates: NO_CLOSURES }, addDays(today, day)));
    windowsByTarget.set(key, windows);
  }

  const boundaries = [...windowsByTarget.values()].flat().flatMap((window) => [window.start, window.end]);
  const later = boundaries.filter((instant) => instant > at);

  return {
    of({ categoryId, productId }) {
      const windows = [...(windowsByTarget.get(`category:${categoryId}`) ?? []), ...(windowsByTarget.get(`product:${productId}`) ?? [])];
      if (windows.length === 0) return undefined;
      if (windows.some((window) => window.start <= at && at < window.end)) return { available: true, availableFrom: null };
      const next = Math.min(...windows.map((window) => window.start).filter((start) => start > at));
      return { available: false, availableFrom: Number.isFinite(next) ? clockOf(wallTimeOf(new Date(next), timeZone).minutes) : null };
    },
    validUntil: later.length > 0 ? Math.min(...later) : undefined,
  };
}
