import { describe, expect, it } from 'vitest';
import { canServeNow, shiftOf as range, slotsOn, withAvailability, type OpeningRange, type SlotRules } from './time-slots.ts';
import { clockOf, instantAt, minutesOfClock, wallTimeOf } from './zoned-time.ts';

const SYDNEY = 'Australia/Sydney';
const TUESDAY = '2026-11-24';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const at = (date: string, clock: string) => instantAt(date, minutesOfClock(clock), SYDNEY);
const rules = (ranges: OpeningRange[], overrides: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: SYDNEY,
  ranges,
  closedDates: new Map(),
  leadMinutes: 20,
  slotMinutes: 15,
  ...overrides,
});
const times = (slots: { time: string }[]) => slots.map((slot) => slot.time);
/** Every 15 minutes from one clock time to another, both included. */
const clocks = (from: string, to: string) => {
  const result: string[] = [];
  for (let minutes = minutesOfClock(from); minutes <= minutesOfClock(to); minutes += 15) result.push(clockOf(minutes));
  return result;
};

describe('time slots in the outlet’s zone (issue 9)', () => {
  const splitShifts = rules([range(2, '11:30', '14:30'), range(2, '17:00', '21:00')]);

  it('cuts a lunch and a dinner shift into slots that each end by closing', () => {
    const slots = slotsOn(splitShifts, TUESDAY, at('2026-11-23', '12:00'));
    expect(times(slots)).toEqual([...clocks('11:30', '14:15'), ...clocks('17:00', '20:45')]);
    expect(slots[0]!.startsAt.toISOString()).toBe('2026-11-24T00:30:00.000Z'); // 11:30 in Sydney's summer (UTC+11)
  });

  it('offers nothing before now plus the lead time', () => {
    expect(times(slotsOn(splitShifts, TUESDAY, at(TUESDAY, '11:50')))[0]).toBe('12:15');
    expect(times(slotsOn(splitShifts, TUESDAY, at(TUESDAY, '11:55')))[0]).toBe('12:15');
    expect(times(slotsOn(splitShifts, TUESDAY, at(TUESDAY, '11:56')))[0]).toBe('12:30');
  });

  it('at the edge of closing: the last slot goes once now plus the lead passes it, and ASAP once it passes closing', () => {
    expect(times(slotsOn(splitShifts, TUESDAY, at(TUESDAY, '20:25')))).toEqual(['20:45']);
    expect(times(slotsOn(splitShifts, TUESDAY, at(TUESDAY, '20:26')))).toEqual([]);
    expect(canServeNow(splitShifts, at(TUESDAY, '20:40'))).toBe(true);
    expect(canServeNow(splitShifts, at(TUESDAY, '20:41'))).toBe(false);
    expect(canServeNow(splitShifts, at(TUESDAY, '15:00'))).toBe(false); // between the shifts
    expect(canServeNow(splitShifts, at(TUESDAY, '11:29'))).toBe(false); // not open yet
  });

  it('lists a shift running past midnight under the evening it starts, never under the next day (issue 18)', () => {
    const late = rules([range(5, '17:00', '01:00'), range(6, '11:00', '13:00')]);
    const monday = at('2026-11-23', '09:00');
    const friday = slotsOn(late, FRIDAY, monday);
    expect(times(friday)).toEqual([...clocks('17:00', '23:45'), ...clocks('00:00', '00:45')]);
    expect(friday.filter((slot) => slot.nextDay).map((slot) => slot.time)).toEqual(clocks('00:00', '00:45'));
    expect(friday.at(-1)!.startsAt.toISOString()).toBe(at(SATURDAY, '00:45').toISOString());
    expect(times(slotsOn(late, SATURDAY, monday))).toEqual(clocks('11:00', '12:45'));
    expect(canServeNow(late, at(SATURDAY, '00:30'))).toBe(true);

    // A closed Saturday offers nothing, not even Friday night's 00:00 to 00:45, which stay Friday's.
    const closedSaturday = { ...late, closedDates: new Map([[SATURDAY, 'Staff training day']]) };
    expect(slotsOn(closedSaturday, SATURDAY, monday)).toEqual([]);
    expect(times(slotsOn(closedSaturday, FRIDAY, monday))).toEqual([...clocks('17:00', '23:45'), ...clocks('00:00', '00:45')]);

    const closedFriday = { ...late, closedDates: new Map([[FRIDAY, null]]) };
    expect(slotsOn(closedFriday, FRIDAY, monday)).toEqual([]);
    expect(times(slotsOn(closedFriday, SATURDAY, monday))).toEqual(clocks('11:00', '12:45'));
  });

  it('skips the hour daylight saving removes (Sydney, 4 October 2026) without dropping a real slot', () => {
    const saturdayNight = rules([range(6, '17:00', '03:00')]);
    const night = slotsOn(saturdayNight, '2026-10-03', at('2026-10-01', '12:00'));
    expect(times(night)).toEqual([...clocks('17:00', '23:45'), ...clocks('00:00', '01:45')]);
    // 01:45 standard time plus 15 minutes is 03:00 summer time, the shift's end: 01:45 is the last slot.
    expect(night.at(-1)!.startsAt.toISOString()).toBe('2026-10-03T15:45:00.000Z');
    expect(slotsOn(saturdayNight, '2026-10-04', at('2026-10-01', '12:00'))).toEqual([]);
  });

  it('lists the hour daylight saving repeats (Sydney, 5 April 2026) once, at its first occurrence', () => {
    const saturdayNight = rules([range(6, '17:00', '03:00')]);
    const afterMidnight = slotsOn(saturdayNight, '2026-04-04', at('2026-04-01', '12:00')).filter((slot) => slot.nextDay);
    expect(times(afterMidnight)).toEqual(clocks('00:00', '02:45'));
    expect(afterMidnight.find((slot) => slot.time === '02:00')!.startsAt.toISOString()).toBe('2026-04-04T15:00:00.000Z');
    expect(wallTimeOf(afterMidnight.at(-1)!.startsAt, SYDNEY)).toEqual({ date: '2026-04-05', minutes: 165, weekday: 0 });
  });

  it('marks a slot unavailable once its orders reach the capacity', () => {
    const slots = slotsOn(splitShifts, TUESDAY, at('2026-11-23', '12:00')).slice(0, 3);
    const ordersAt = new Map([
      [slots[0]!.startsAt.getTime(), 6],
      [slots[1]!.startsAt.getTime(), 5],
    ]);
    expect(withAvailability(slots, ordersAt, 6).map(({ time, available }) => [time, available])).toEqual([
      ['11:30', false],
      ['11:45', true],
      ['12:00', true],
    ]);
  });
});
