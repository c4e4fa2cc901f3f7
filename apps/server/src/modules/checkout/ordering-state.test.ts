import { describe, expect, it } from 'vitest';
import { orderingStateAt, outletHoursOf, type OutletWeek } from './ordering-state.ts';
import { shiftOf as range, type OpeningRange } from './time-slots.ts';
import { instantAt, minutesOfClock } from './zoned-time.ts';

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const at = (date: string, clock: string, zone = SYDNEY) => instantAt(date, minutesOfClock(clock), zone);

/** Lunch 11:00–14:30 and dinner 17:00–22:00 every day, pickup and delivery alike (delivery from 17:00 only). */
const everyDay = (opens: string, closes: string): OpeningRange[] => [0, 1, 2, 3, 4, 5, 6].map((weekday) => range(weekday, opens, closes));
const week = (overrides: Partial<OutletWeek> = {}, timeZone = SYDNEY): OutletWeek => {
  const closedDates = overrides.closedDates ?? new Map();
  const rules = (ranges: OpeningRange[]) => ({ timeZone, ranges, closedDates, leadMinutes: 20, slotMinutes: 15 });
  return {
    timeZone,
    closedDates,
    methods: { pickup: rules([...everyDay('11:00', '14:30'), ...everyDay('17:00', '22:00')]), delivery: rules(everyDay('17:00', '22:00')) },
    pause: { open: true, pausedUntil: null },
    fullSlots: new Set(),
    ...overrides,
  };
};

describe('an outlet’s ordering state before the cart (issue 18 point 7)', () => {
  it('is open until the current shift ends, and changes then', () => {
    const state = orderingStateAt(week(), at(FRIDAY, '18:10'));
    expect(state).toMatchObject({ state: 'open', label: 'Open until 22:00', changes_at: at(FRIDAY, '22:00').toISOString() });
    expect(state.later_slots).toEqual([
      { delivery_method: 'pickup', date: FRIDAY, time: '18:30', label: 'today 18:30' },
      { delivery_method: 'delivery', date: FRIDAY, time: '18:30', label: 'today 18:30' },
    ]);
  });

  it('never offers a full slot as the later one: the next slot with room instead', () => {
    const full = new Set([at(FRIDAY, '18:30').getTime(), at(FRIDAY, '18:45').getTime()]);
    expect(orderingStateAt(week({ fullSlots: full }), at(FRIDAY, '18:10')).later_slots).toEqual([
      { delivery_method: 'pickup', date: FRIDAY, time: '19:00', label: 'today 19:00' },
      { delivery_method: 'delivery', date: FRIDAY, time: '19:00', label: 'today 19:00' },
    ]);
  });

  it('opens at the next shift of the day, offering its first slot', () => {
    const state = orderingStateAt(week(), at(FRIDAY, '15:00'));
    expect(state).toMatchObject({ state: 'opens_later', label: 'Opens at 17:00', changes_at: at(FRIDAY, '17:00').toISOString() });
    expect(state.later_slots[0]).toEqual({ delivery_method: 'pickup', date: FRIDAY, time: '17:00', label: 'today 17:00' });
    expect(orderingStateAt(week(), at(FRIDAY, '08:00')).label).toBe('Opens at 11:00');
  });

  it('after the last shift, names the day it opens again and changes at midnight', () => {
    const state = orderingStateAt(week(), at(FRIDAY, '22:30'));
    expect(state).toMatchObject({ state: 'opens_later', label: 'Opens tomorrow at 11:00', changes_at: at(SATURDAY, '00:00').toISOString() });
    expect(state.later_slots[0]).toMatchObject({ date: SATURDAY, time: '11:00', label: 'tomorrow 11:00' });
  });

  it('is closed today with the closure’s reason, or without one', () => {
    const training = orderingStateAt(week({ closedDates: new Map([[FRIDAY, 'Staff training day']]) }), at(FRIDAY, '12:00'));
    expect(training).toMatchObject({ state: 'closed_today', label: 'Closed today (Staff training day)', changes_at: at(SATURDAY, '00:00').toISOString() });
    expect(training.later_slots[0]).toMatchObject({ date: SATURDAY, time: '11:00', label: 'tomorrow 11:00' });
    expect(orderingStateAt(week({ closedDates: new Map([[FRIDAY, null]]) }), at(FRIDAY, '12:00')).label).toBe('Closed today');
  });

  it('says until when a timed pause lasts, and offers only slots from its end on', () => {
    const state = orderingStateAt(week({ pause: { open: false, pausedUntil: at(FRIDAY, '19:45') } }), at(FRIDAY, '18:10'));
    expect(state).toMatchObject({ state: 'paused', label: 'Online ordering paused until 19:45', changes_at: at(FRIDAY, '19:45').toISOString() });
    expect(state.later_slots.map((slot) => slot.time)).toEqual(['19:45', '19:45']);
  });

  it('names the day a pause ends when it is not today', () => {
    const state = orderingStateAt(week({ pause: { open: false, pausedUntil: at(SATURDAY, '09:00') } }), at(FRIDAY, '18:10'));
    expect(state.label).toBe('Online ordering paused until tomorrow 09:00');
    expect(state.later_slots[0]).toMatchObject({ date: SATURDAY, time: '11:00' });
  });

  it('pauses without an end until someone resumes: no time to name, no later slot', () => {
    expect(orderingStateAt(week({ pause: { open: false, pausedUntil: null } }), at(FRIDAY, '18:10'))).toEqual({
      state: 'paused',
      label: 'Online ordering paused',
      changes_at: null,
      later_slots: [],
    });
  });

  it('treats a timed pause past its end as over, before the resume job has swept it', () => {
    const state = orderingStateAt(week({ pause: { open: false, pausedUntil: at(FRIDAY, '18:00') } }), at(FRIDAY, '18:10'));
    expect(state).toMatchObject({ state: 'open', label: 'Open until 22:00' });
  });

  it('keeps a shift past midnight open under the evening it began, even on a closed next day', () => {
    const lateFriday = (closedDates: Map<string, string | null>): OutletWeek => {
      const rules = { timeZone: SYDNEY, ranges: [range(5, '17:00', '01:00')], closedDates, leadMinutes: 20, slotMinutes: 15 };
      return { timeZone: SYDNEY, closedDates, methods: { pickup: rules }, pause: { open: true, pausedUntil: null }, fullSlots: new Set() };
    };
    const closedSaturday = new Map([[SATURDAY, 'Staff training day']]);
    expect(orderingStateAt(lateFriday(closedSaturday), at(SATURDAY, '00:15'))).toMatchObject({
      state: 'open',
      label: 'Open until 01:00',
      changes_at: at(SATURDAY, '01:00').toISOString(),
    });
    expect(orderingStateAt(lateFriday(closedSaturday), at(SATURDAY, '01:30')).label).toBe('Closed today (Staff training day)');
    expect(orderingStateAt(lateFriday(new Map()), at(FRIDAY, '23:00')).later_slots[0]).toMatchObject({ date: FRIDAY, time: '23:30', label: 'today 23:30' });
  });

  it('reads the hours in the outlet’s own time zone', () => {
    // 18:10 in Sydney is 15:10 in Perth (UTC+8): between Perth's lunch and dinner.
    const instant = at(FRIDAY, '18:10');
    expect(orderingStateAt(week({}, PERTH), instant)).toMatchObject({
      state: 'opens_later',
      label: 'Opens at 17:00',
      changes_at: at(FRIDAY, '17:00', PERTH).toISOString(),
    });
    expect(orderingStateAt(week(), instant).label).toBe('Open until 22:00');
  });

  it('lists the weekly hours of each way of ordering, a shift past midnight by its closing clock', () => {
    const rules = { timeZone: SYDNEY, closedDates: new Map(), leadMinutes: 20, slotMinutes: 15 };
    expect(outletHoursOf({ pickup: { ...rules, ranges: [range(5, '17:00', '01:00'), range(1, '11:00', '14:00')] }, delivery: undefined })).toEqual({
      pickup: [
        { weekday: 1, opens: '11:00', closes: '14:00' },
        { weekday: 5, opens: '17:00', closes: '01:00' },
      ],
      delivery: [],
    });
  });
});
