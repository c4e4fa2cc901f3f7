import type { DeliveryMethod } from '@crust/contract/checkout';
import type { LaterSlot, OrderingState, OutletHours, WeeklyShift } from '@crust/contract/ordering-state';
import { BOOKING_DAYS_AHEAD, shiftsOf, slotsOn, type OpeningRange, type SlotRules } from './time-slots.ts';
import { addDays, clockOf, instantAt, wallTimeOf, type LocalDate } from './zoned-time.ts';

/**
 * Issue 18 point 7: an outlet's state as the storefront shows it before the cart, from the rules
 * checkout applies (time-slots.ts) and the console's pause, in the outlet's time zone.
 */

/** The rules of each way of ordering the outlet takes (a way it does not take is left out). */
export type MethodRules = Partial<Record<DeliveryMethod, SlotRules>>;

export interface OutletPause {
  /** The outlet takes online orders (the console's pause switch). */
  open: boolean;
  /** When a timed pause ends (null: open, or paused until someone resumes). */
  pausedUntil: Date | null;
}

export interface OutletWeek {
  timeZone: string;
  methods: MethodRules;
  /** The outlet's closures around now: each closed date and its reason (null when none was given). */
  closedDates: ReadonlyMap<LocalDate, string | null>;
  pause: OutletPause;
  /** Slot starts (epoch ms) that have as many orders as the outlet takes per slot: never offered as the later slot. */
  fullSlots: ReadonlySet<number>;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Whether the pause still holds at `now`: a timed pause the resume job has not swept yet is over. */
export const isPausedAt = (pause: OutletPause, now: Date): boolean => !pause.open && (pause.pausedUntil === null || pause.pausedUntil > now);

/** The slots an order may be placed for under the pause: all when not paused, those from a timed pause's end on, none until someone resumes. */
export function slotsOutsidePause<T extends { startsAt: Date }>(pause: OutletPause, slots: readonly T[], at: Date): T[] {
  if (!isPausedAt(pause, at)) return [...slots];
  const until = pause.pausedUntil;
  return until ? slots.filter((slot) => slot.startsAt >= until) : [];
}

/** 'HH:MM' of an instant in the zone, preceded by 'tomorrow' or the weekday when it is not today. */
function momentLabel(instant: Date, timeZone: string, now: Date, today = 'today'): string {
  const wall = wallTimeOf(instant, timeZone);
  const todayDate = wallTimeOf(now, timeZone).date;
  const day = wall.date === todayDate ? today : wall.date === addDays(todayDate, 1) ? 'tomorrow' : WEEKDAYS[wall.weekday]!;
  return day ? `${day} ${clockOf(wall.minutes)}` : clockOf(wall.minutes);
}

/** Every shift of every way of ordering from yesterday's (it may run past midnight) to the last bookable day's, as instants. */
function shiftsAround(week: OutletWeek, today: LocalDate) {
  const rules = Object.values(week.methods);
  const shifts = [];
  for (let offset = -1; offset <= BOOKING_DAYS_AHEAD; offset++) {
    const date = addDays(today, offset);
    for (const each of rules) shifts.push(...shiftsOf(each, date).map((shift) => ({ ...shift, date })));
  }
  return shifts;
}

/** The first slot still offered of each way of ordering: none before a timed pause ends, none already full. */
function laterSlots(week: OutletWeek, now: Date, today: LocalDate): LaterSlot[] {
  if (isPausedAt(week.pause, now) && week.pause.pausedUntil === null) return [];
  const found: LaterSlot[] = [];
  for (const method of ['pickup', 'delivery'] as const) {
    const rules = week.methods[method];
    if (!rules) continue;
    for (let offset = 0; offset <= BOOKING_DAYS_AHEAD; offset++) {
      const date = addDays(today, offset);
      const slot = slotsOutsidePause(week.pause, slotsOn(rules, date, now), now).find((each) => !week.fullSlots.has(each.startsAt.getTime()));
      if (!slot) continue;
      found.push({ delivery_method: method, date, time: slot.time, label: momentLabel(slot.startsAt, week.timeZone, now) });
      break;
    }
  }
  return found;
}

/**
 * The outlet's state at `now`: paused (until when), open (until its shift ends), opening later
 * today, closed today (with the closure's reason), or opening on a later day; with the instant its
 * words change next (a shift's start or end, local midnight, a pause's end) so a reader knows when
 * to ask again.
 */
export function orderingStateAt(week: OutletWeek, now: Date): OrderingState {
  const { timeZone } = week;
  const today = wallTimeOf(now, timeZone).date;
  const at = now.getTime();
  const later_slots = laterSlots(week, now, today);
  if (isPausedAt(week.pause, now)) {
    const until = week.pause.pausedUntil;
    return {
      state: 'paused',
      label: until ? `Online ordering paused until ${momentLabel(until, timeZone, now, '')}` : 'Online ordering paused',
      changes_at: until?.toISOString() ?? null,
      later_slots,
    };
  }
  const shifts = shiftsAround(week, today);
  const boundaries = [...shifts.flatMap((shift) => [shift.start, shift.end]), instantAt(addDays(today, 1), 0, timeZone).getTime()].filter((each) => each > at);
  const changes_at = new Date(Math.min(...boundaries)).toISOString();
  const state = (name: OrderingState['state'], label: string): OrderingState => ({ state: name, label, changes_at, later_slots });

  const current = shifts.filter((shift) => shift.start <= at && at < shift.end);
  if (current.length > 0) return state('open', `Open until ${clockOf(wallTimeOf(new Date(Math.max(...current.map((shift) => shift.end))), timeZone).minutes)}`);
  const upcoming = shifts.filter((shift) => shift.start > at).sort((a, b) => a.start - b.start);
  const laterToday = upcoming.find((shift) => shift.date === today);
  if (laterToday) return state('opens_later', `Opens at ${clockOf(wallTimeOf(new Date(laterToday.start), timeZone).minutes)}`);
  if (week.closedDates.has(today)) {
    const reason = week.closedDates.get(today);
    return state('closed_today', reason ? `Closed today (${reason})` : 'Closed today');
  }
  const next = upcoming[0];
  if (next) return state('opens_later', `Opens ${momentLabel(new Date(next.start), timeZone, now).replace(' ', ' at ')}`);
  return state('closed_today', 'Closed today');
}

/** A way of ordering's weekly shifts as people read them, by weekday and opening. */
export const weeklyShifts = (ranges: readonly OpeningRange[]): WeeklyShift[] =>
  [...ranges]
    .sort((a, b) => a.weekday - b.weekday || a.opensAt - b.opensAt)
    .map((range) => ({ weekday: range.weekday, opens: clockOf(range.opensAt), closes: clockOf(range.closesAt % 1440) }));

export const outletHoursOf = (methods: MethodRules): OutletHours => ({
  pickup: weeklyShifts(methods.pickup?.ranges ?? []),
  delivery: weeklyShifts(methods.delivery?.ranges ?? []),
});
