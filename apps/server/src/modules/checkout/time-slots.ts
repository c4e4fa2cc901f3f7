import { addDays, clockOf, instantAt, minutesOfClock, wallTimeOf, type LocalDate } from './zoned-time.ts';

const MINUTE_MS = 60_000;

/** Slots are offered from today to this many days ahead, in the outlet's zone. */
export const BOOKING_DAYS_AHEAD = 7;

/**
 * One shift of a weekday, in local minutes since midnight. `closesAt` may pass 1440: a Friday shift
 * from 17:00 to 01:00 is { weekday: 5, opensAt: 1020, closesAt: 1500 } and belongs to Friday (a
 * closure on Friday closes it whole, its slots from 00:00 to 00:45 included, and they are listed
 * under Friday: issue 18).
 */
export interface OpeningRange {
  weekday: number;
  opensAt: number;
  closesAt: number;
}

/** A shift as people write it, 'HH:MM' to 'HH:MM': a close at or before the opening runs past midnight. */
export function shiftOf(weekday: number, opens: string, closes: string): OpeningRange {
  const opensAt = minutesOfClock(opens);
  const closesAt = minutesOfClock(closes);
  return { weekday, opensAt, closesAt: closesAt <= opensAt ? closesAt + 1440 : closesAt };
}

/** An outlet's rules for one way of fulfilling (pickup or delivery). */
export interface SlotRules {
  timeZone: string;
  ranges: readonly OpeningRange[];
  /** The outlet's closures: each closed date and its reason (null when none was given). */
  closedDates: ReadonlyMap<LocalDate, string | null>;
  /** No slot (and no ASAP) is promised before now plus this. */
  leadMinutes: number;
  slotMinutes: number;
}

export interface Slot {
  /** The wall-clock time in the outlet's zone, 'HH:MM'. */
  time: string;
  /** The slot falls after midnight, on the calendar day after the business day it belongs to. */
  nextDay: boolean;
  startsAt: Date;
}

export interface Interval {
  start: number;
  end: number;
}

const weekdayOf = (date: LocalDate) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The shifts that begin on business day `date`, as instants (none when the outlet is closed that day); daypart schedules read their windows with it too. */
export function shiftsOf(rules: Pick<SlotRules, 'timeZone' | 'ranges' | 'closedDates'>, date: LocalDate): Interval[] {
  if (rules.closedDates.has(date)) return [];
  const weekday = weekdayOf(date);
  return rules.ranges
    .filter((range) => range.weekday === weekday)
    .map((range) => ({
      start: instantAt(date, range.opensAt, rules.timeZone).getTime(),
      end: instantAt(date, range.closesAt, rules.timeZone).getTime(),
    }));
}

/**
 * The slots of business day `date`, in order: each shift that opens that day, past midnight
 * included (issue 18: a Friday evening's 00:30 is Friday's, never a slot of a closed Saturday), cut
 * into `slotMinutes` from its opening (stepping real time, so a daylight-saving change neither
 * invents nor drops a slot), each slot wholly inside its shift, none before now plus the lead time.
 * A wall time the clock shows twice (the hour repeated in autumn) is listed once.
 */
export function slotsOn(rules: SlotRules, date: LocalDate, now: Date): Slot[] {
  const earliest = now.getTime() + rules.leadMinutes * MINUTE_MS;
  const step = rules.slotMinutes * MINUTE_MS;
  const byWallTime = new Map<string, Slot>();
  for (const shift of shiftsOf(rules, date)) {
    for (let start = shift.start; start + step <= shift.end; start += step) {
      if (start < earliest) continue;
      const wall = wallTimeOf(new Date(start), rules.timeZone);
      const time = clockOf(wall.minutes);
      const key = `${wall.date} ${time}`;
      if (!byWallTime.has(key)) byWallTime.set(key, { time, nextDay: wall.date !== date, startsAt: new Date(start) });
    }
  }
  return [...byWallTime.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * Whether an order placed now could be ready within the current shift: the outlet is open and
 * closes no sooner than now plus the lead time (ASAP is not offered ten minutes before closing).
 */
export function canServeNow(rules: SlotRules, now: Date): boolean {
  const today = wallTimeOf(now, rules.timeZone).date;
  const at = now.getTime();
  const ready = at + rules.leadMinutes * MINUTE_MS;
  return [...shiftsOf(rules, addDays(today, -1)), ...shiftsOf(rules, today)].some((shift) => shift.start <= at && ready <= shift.end);
}

/** Each slot as the API lists it: available while fewer than `capacity` orders have taken it. */
export function withAvailability(slots: readonly Slot[], ordersAt: ReadonlyMap<number, number>, capacity: number) {
  return slots.map((slot) => ({ ...slot, available: (ordersAt.get(slot.startsAt.getTime()) ?? 0) < capacity }));
}
