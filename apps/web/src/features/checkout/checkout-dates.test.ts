import { describe, expect, it } from 'vitest';
import { addDays, bookableDates, dayLabel, isBookable, outletToday } from './checkout-dates';

describe('checkout dates, on the outlet’s clock', () => {
  it('today is the date where the outlet is, not where the device is', () => {
    // 14:30 UTC on 14 March is already 15 March in Sydney (UTC+11) and still 14 March in Los Angeles.
    const instant = new Date('2026-03-14T14:30:00Z');
    expect(outletToday('Australia/Sydney', instant)).toBe('2026-03-15');
    expect(outletToday('America/Los_Angeles', instant)).toBe('2026-03-14');
  });

  it('orders can be booked from today to 7 days ahead, across a month and a daylight-saving change', () => {
    // Sydney's clocks go back on 5 April 2026.
    expect(bookableDates('2026-03-31')).toEqual([
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-07',
    ]);
    expect(isBookable('2026-04-07', '2026-03-31')).toBe(true);
    expect(isBookable('2026-04-08', '2026-03-31')).toBe(false);
    expect(isBookable('2026-03-30', '2026-03-31')).toBe(false);
    expect(isBookable(null, '2026-03-31')).toBe(false);
  });

  it('names days as a diner says them', () => {
    expect(dayLabel('2026-03-14', '2026-03-14')).toBe('Today');
    expect(dayLabel(addDays('2026-03-14', 1), '2026-03-14')).toBe('Tomorrow');
    expect(dayLabel('2026-03-17', '2026-03-14')).toBe('Tuesday 17 March');
  });
});
