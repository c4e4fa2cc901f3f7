import { describe, expect, it } from 'vitest';
import { instantAt, minutesOfClock } from '../checkout/zoned-time.ts';
import { daypartClock, type DaypartRule } from './daypart-availability.ts';

// Issue 19: dayparts are read in the outlet's zone; Sydney's clocks go forward on the first Sunday of
// October (02:00 → 03:00) and back on the first Sunday of April (03:00 → 02:00).

const SYDNEY = 'Australia/Sydney';
const at = (date: string, time: string) => instantAt(date, minutesOfClock(time), SYDNEY);
const WEEKDAYS = [1, 2, 3, 4, 5];
const lunch: DaypartRule = { categoryId: 3, productId: null, weekdays: WEEKDAYS, startsMinute: 660, endsMinute: 900 };
const pizza = { categoryId: 3, productId: 30 };

describe('daypart availability', () => {
  it('a product without schedules (its own or its category’s) has none: always available, and nothing expires', () => {
    const clock = daypartClock([], SYDNEY, at('2026-10-05', '10:00'));
    expect(clock.of(pizza)).toBeUndefined();
    expect(clock.validUntil).toBeUndefined();
    expect(daypartClock([lunch], SYDNEY, at('2026-10-05', '10:00')).of({ categoryId: 4, productId: 40 })).toBeUndefined();
  });

  it('before, inside and after a weekday lunch: from 11:00 today, available until 15:00, then from 11:00 the next weekday', () => {
    const before = daypartClock([lunch], SYDNEY, at('2026-10-05', '10:00'));
    expect(before.of(pizza)).toEqual({ available: false, availableFrom: '11:00' });
    expect(before.validUntil).toBe(at('2026-10-05', '11:00').getTime());

    const inside = daypartClock([lunch], SYDNEY, at('2026-10-05', '11:00'));
    expect(inside.of(pizza)).toEqual({ available: true, availableFrom: null });
    expect(inside.validUntil).toBe(at('2026-10-05', '15:00').getTime());

    // Friday after lunch: the next opening is Monday's, still given as its time.
    const friday = daypartClock([lunch], SYDNEY, at('2026-10-09', '15:00'));
    expect(friday.of(pizza)).toEqual({ available: false, availableFrom: '11:00' });
    expect(friday.validUntil).toBe(at('2026-10-12', '11:00').getTime());
  });

  it('keeps 11:00 on the wall across both daylight-saving changes (the UTC instant moves an hour)', () => {
    const sunday: DaypartRule = { ...lunch, weekdays: [6, 7] };
    // October: standard time (UTC+10) on Saturday the 3rd, daylight time (UTC+11) from Sunday the 4th at 02:00.
    expect(daypartClock([sunday], SYDNEY, at('2026-10-03', '10:00')).validUntil).toBe(Date.UTC(2026, 9, 3, 1, 0));
    expect(daypartClock([sunday], SYDNEY, at('2026-10-04', '10:00')).validUntil).toBe(Date.UTC(2026, 9, 4, 0, 0));
    // April: daylight time (UTC+11) on Saturday, standard time (UTC+10) from Sunday 03:00.
    expect(daypartClock([sunday], SYDNEY, at('2026-04-04', '10:00')).validUntil).toBe(Date.UTC(2026, 3, 4, 0, 0));
    expect(daypartClock([sunday], SYDNEY, at('2026-04-05', '10:00')).validUntil).toBe(Date.UTC(2026, 3, 5, 1, 0));
    expect(daypartClock([sunday], SYDNEY, at('2026-04-05', '10:59')).of(pizza)).toEqual({ available: false, availableFrom: '11:00' });
    expect(daypartClock([sunday], SYDNEY, new Date(Date.UTC(2026, 3, 5, 1, 0))).of(pizza)).toEqual({ available: true, availableFrom: null });
  });

  it('a window past midnight through the skipped hour: Saturday 22:00 to Sunday 04:00 lasts five real hours on the October change', () => {
    const late: DaypartRule = { categoryId: null, productId: 30, weekdays: [6], startsMinute: 1320, endsMinute: 1680 };
    const sundayMorning = daypartClock([late], SYDNEY, at('2026-10-04', '03:30'));
    expect(sundayMorning.of(pizza)).toEqual({ available: true, availableFrom: null });
    expect(sundayMorning.validUntil).toBe(at('2026-10-04', '04:00').getTime());
    expect(sundayMorning.validUntil! - at('2026-10-03', '22:00').getTime()).toBe(5 * 3_600_000);
    expect(daypartClock([late], SYDNEY, at('2026-10-04', '04:00')).of(pizza)).toEqual({ available: false, availableFrom: '22:00' });
  });

  it('a category’s schedules and a product’s own add up: the product sells inside either', () => {
    const brunch: DaypartRule = { categoryId: null, productId: 30, weekdays: [7], startsMinute: 540, endsMinute: 720 };
    const sundayBrunch = daypartClock([lunch, brunch], SYDNEY, at('2026-10-11', '10:00'));
    expect(sundayBrunch.of(pizza)).toEqual({ available: true, availableFrom: null });
    expect(sundayBrunch.of({ categoryId: 3, productId: 31 })).toEqual({ available: false, availableFrom: '11:00' });
    expect(sundayBrunch.validUntil).toBe(at('2026-10-11', '12:00').getTime());
  });
});
