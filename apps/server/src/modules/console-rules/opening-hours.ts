import type { OpeningRangeView } from '@crust/contract/console-rules';
import { shiftOf, type OpeningRange } from '../checkout/time-slots.ts';
import { clockOf } from '../checkout/zoned-time.ts';

const DAY = 1440;
const WEEK = 7 * DAY;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A stored shift as the console shows it: a shift past midnight closes at the next day's clock time. */
export const rangeView = (range: OpeningRange): OpeningRangeView => ({
  weekday: range.weekday,
  opens: clockOf(range.opensAt),
  closes: clockOf(range.closesAt % DAY),
});

const described = (range: OpeningRange) => {
  const view = rangeView(range);
  return `${WEEKDAYS[view.weekday]} ${view.opens}–${view.closes}`;
};

/** Minutes of the week [start, end), Sunday 00:00 being 0; a Saturday shift past midnight ends after WEEK. */
const inWeek = (range: OpeningRange) => ({ start: range.weekday * DAY + range.opensAt, end: range.weekday * DAY + range.closesAt });

/** Whether two shifts share a minute, a Saturday night's running into Sunday morning's included. */
function overlap(a: OpeningRange, b: OpeningRange): boolean {
  const x = inWeek(a);
  const y = inWeek(b);
  return [0, WEEK, -WEEK].some((shift) => x.start < y.end + shift && y.start + shift < x.end);
}

/**
 * Shifts as people write them (time-slots' `shiftOf`: a close at or before the opening runs past
 * midnight), or why they cannot be kept: two shifts sharing time would make slots ambiguous to
 * read back and a mistake to edit (a Friday 17:00–01:00 overlaps a Saturday 00:00–11:00 too).
 */
export function parseShifts(label: string, views: readonly OpeningRangeView[]): { ranges: OpeningRange[] } | { problem: string } {
  const ranges = views.map((view) => shiftOf(view.weekday, view.opens, view.closes));
  for (const [index, range] of ranges.entries()) {
    const clash = ranges.slice(index + 1).find((other) => overlap(range, other));
    if (clash) return { problem: `${label} hours overlap: ${described(range)} and ${described(clash)}. Merge them or move one.` };
  }
  return { ranges: ranges.sort((a, b) => inWeek(a).start - inWeek(b).start) };
}
