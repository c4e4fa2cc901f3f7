import { describe, expect, it } from 'vitest';
import { parseShifts, rangeView } from './opening-hours.ts';

// The console's opening hours read and write the ranges time-slots.ts serves slots from (shiftOf).

describe('opening hours as the console edits them', () => {
  it('reads a close at or before the opening as past midnight, and shows it back as written', () => {
    const parsed = parseShifts('Pickup', [{ weekday: 5, opens: '17:00', closes: '01:00' }]);
    expect(parsed).toEqual({ ranges: [{ weekday: 5, opensAt: 1020, closesAt: 1500 }] });
    if ('ranges' in parsed) expect(parsed.ranges.map(rangeView)).toEqual([{ weekday: 5, opens: '17:00', closes: '01:00' }]);
  });

  it('keeps a lunch and a dinner shift, and shifts that only touch, in week order', () => {
    const parsed = parseShifts('Pickup', [
      { weekday: 2, opens: '17:00', closes: '21:00' },
      { weekday: 2, opens: '11:00', closes: '17:00' },
      { weekday: 1, opens: '11:00', closes: '14:00' },
    ]);
    expect(parsed).toEqual({
      ranges: [
        { weekday: 1, opensAt: 660, closesAt: 840 },
        { weekday: 2, opensAt: 660, closesAt: 1020 },
        { weekday: 2, opensAt: 1020, closesAt: 1260 },
      ],
    });
  });

  it('refuses overlaps on a day, across midnight, and from Saturday night into Sunday, naming both shifts', () => {
    expect(
      parseShifts('Pickup', [
        { weekday: 2, opens: '11:00', closes: '14:00' },
        { weekday: 2, opens: '13:59', closes: '15:00' },
      ]),
    ).toEqual({ problem: expect.stringContaining('Pickup hours overlap: Tuesday 11:00–14:00 and Tuesday 13:59–15:00') });
    expect(
      parseShifts('Delivery', [
        { weekday: 5, opens: '17:00', closes: '01:00' },
        { weekday: 6, opens: '00:30', closes: '10:00' },
      ]),
    ).toEqual({ problem: expect.stringContaining('Friday 17:00–01:00 and Saturday 00:30–10:00') });
    expect(
      parseShifts('Delivery', [
        { weekday: 0, opens: '01:00', closes: '03:00' },
        { weekday: 6, opens: '23:00', closes: '02:00' },
      ]),
    ).toEqual({ problem: expect.stringContaining('Sunday 01:00–03:00 and Saturday 23:00–02:00') });
  });
});
