import type { Cart } from '@crust/contract/cart';
import type { DeliveryCharge, DeliveryChargeRequest, DeliveryMethod, TimeSlots, TimeSlotsQuery } from '@crust/contract/checkout';
import { errorCodes } from '@crust/contract/errors';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { AuthSession } from '../../plugins/authenticate.ts';
import { deliveryFee, spendForFreeDelivery, zoneOf, type DeliveryZone } from './delivery-zones.ts';
import type { CheckoutRepo, OutletOrderingRules, OutletWeekRules } from './checkout.repo.ts';
import { isPausedAt, orderingStateAt, outletHoursOf, slotsOutsidePause, type MethodRules, type OutletPause } from './ordering-state.ts';
import type { OutletStandings } from './outlet-standing.ts';

export type { OutletOrderingRules };
import { BOOKING_DAYS_AHEAD, canServeNow, slotsOn, withAvailability, type Slot, type SlotRules } from './time-slots.ts';
import { addDays, DAY_MS, instantAt, wallTimeOf } from './zoned-time.ts';

const NO_SUCH_OUTLET = 'There is no such outlet.';

const outsideDeliveryArea = (message: string) => new HttpError(422, errorCodes.outsideDeliveryArea, message);

/** An active outlet's ordering rules (of `tenantId`, when given); 404 otherwise. */
export async function outletRulesOf(repo: CheckoutRepo, restaurantId: number, tenantId?: number): Promise<OutletOrderingRules> {
  const rules = await repo.outletRules(restaurantId, tenantId);
  if (!rules) throw notFound(NO_SUCH_OUTLET);
  return rules;
}

/** `date` when orders may be placed for it (today to BOOKING_DAYS_AHEAD days ahead in the outlet's zone); 400 otherwise. */
export function bookableDate(outlet: OutletOrderingRules, date: string, at: Date): string {
  const today = wallTimeOf(at, outlet.timeZone).date;
  const lastDay = addDays(today, BOOKING_DAYS_AHEAD);
  if (date < today || date > lastDay) throw badRequest(`Choose a date from ${today} to ${lastDay}.`);
  return date;
}

/**
 * An active outlet's rules (of `tenantId`, when given; 404 otherwise) and its slot rules for one way
 * of ordering on `date`, which must be bookable (400 otherwise): one read.
 */
export async function outletDayOf(
  repo: CheckoutRepo,
  restaurantId: number,
  tenantId: number | undefined,
  method: DeliveryMethod,
  date: string,
  at: Date,
): Promise<{ outlet: OutletOrderingRules; rules: SlotRules }> {
  // The day before counts too: its shifts may run past midnight into this date, and ASAP at 00:30 is theirs.
  const day = await repo.outletDay(restaurantId, tenantId, method, addDays(date, -1), date);
  if (!day) throw notFound(NO_SUCH_OUTLET);
  const { outlet } = day;
  bookableDate(outlet, date, at);
  return {
    outlet,
    rules: {
      timeZone: outlet.timeZone,
      ranges: day.ranges,
      closedDates: day.closedDates,
      leadMinutes: outlet.leadMinutes[method],
      slotMinutes: outlet.slotMinutes,
    },
  };
}

/** The console's pause of an outlet, as ordering-state.ts reads it. */
const pauseOf = (outlet: OutletOrderingRules): OutletPause => ({ open: outlet.isOnlineOrderEnabled, pausedUntil: outlet.pausedUntil });

/** The slots an order may be placed for under the outlet's pause (issue 18 point 7). */
export const slotsAfterPause = <T extends Pick<Slot, 'startsAt'>>(outlet: OutletOrderingRules, slots: readonly T[], at: Date): T[] =>
  slotsOutsidePause(pauseOf(outlet), slots, at);

/** The outlet is taking orders now: not paused (a timed pause past its end counts as over). */
const takesOrdersNow = (outlet: OutletOrderingRules, at: Date) => !isPausedAt(pauseOf(outlet), at);

/** The rules of each way of ordering an outlet takes, from its weekly hours and closures. */
function methodRulesOf({ outlet, ranges, closedDates }: OutletWeekRules): MethodRules {
  const methods: MethodRules = {};
  for (const method of ['pickup', 'delivery'] as const) {
    if (!outlet.enabled[method]) continue;
    methods[method] = {
      timeZone: outlet.timeZone,
      ranges: ranges[method],
      closedDates,
      leadMinutes: outlet.leadMinutes[method],
      slotMinutes: outlet.slotMinutes,
    };
  }
  return methods;
}

/** The date is today and the outlet can serve an order now (within a shift, lead time included). */
export const servesNow = (outlet: OutletOrderingRules, rules: SlotRules, date: string, at: Date): boolean =>
  date === wallTimeOf(at, outlet.timeZone).date && canServeNow(rules, at);

/** ASAP: the site configuration offers it, and the outlet serves now. */
export const asapAvailable = (outlet: OutletOrderingRules, rules: SlotRules, date: string, at: Date): boolean =>
  outlet.isAsapOptionEnabled && takesOrdersNow(outlet, at) && servesNow(outlet, rules, date, at);

/** The outlet's delivery zone of an address; 422 outside_delivery_area, naming the outlet, when there is none. */
export async function deliveryZoneOf(repo: CheckoutRepo, outlet: OutletOrderingRules, address: { suburb: string; postcode: string }): Promise<DeliveryZone> {
  if (!outlet.enabled.delivery) throw outsideDeliveryArea(`${outlet.name} does not deliver.`);
  const zone = zoneOf(await repo.zones(outlet.restaurantId), address);
  if (!zone) throw outsideDeliveryArea(`${outlet.name} does not deliver to ${address.suburb} ${address.postcode}.`);
  return zone;
}

/** What more the cart of an outlet must spend for free delivery (issue 18 point 12); null when nothing to say. */
export type FreeDeliveryNudge = (tenantId: number, restaurantId: number, orderValue: number) => Promise<number | null>;

/** The cart's free-delivery nudge, before an address is known: from every zone of the outlet, if it delivers. */
export function freeDeliveryNudge(repo: CheckoutRepo): FreeDeliveryNudge {
  return async (tenantId, restaurantId, orderValue) => {
    const outlet = await repo.outletRules(restaurantId, tenantId);
    if (!outlet?.enabled.delivery) return null;
    return spendForFreeDelivery(await repo.zones(restaurantId), orderValue);
  };
}

export interface CheckoutServiceOptions {
  repo: CheckoutRepo;
  /** The token owner's cart as the server prices it now. */
  cartOf: (session: AuthSession) => Promise<Cart>;
  now?: () => Date;
}

/**
 * Each outlet's state now and its weekly hours (issue 18 point 7), computed on every read: the
 * answer is right at the moment it is asked, whatever a client cached before. `repo` may remember
 * the outlets' weekly rules (the server-rendered pages' does, composition.ts); the full slots and
 * the state are read and worked out each time.
 */
export function outletStandings(repo: Pick<CheckoutRepo, 'outletWeeks' | 'fullSlots'>, now: () => Date): OutletStandings {
  return async (restaurantIds) => {
    const at = now();
    // Wide enough for any zone's yesterday and last bookable day.
    const utcToday = at.toISOString().slice(0, 10);
    const [weeks, fullSlots] = await Promise.all([
      repo.outletWeeks(restaurantIds, addDays(utcToday, -2), addDays(utcToday, BOOKING_DAYS_AHEAD + 2)),
      repo.fullSlots(restaurantIds, at, new Date(at.getTime() + (BOOKING_DAYS_AHEAD + 2) * DAY_MS)),
    ]);
    return new Map(
      weeks.map((week) => {
        const methods = methodRulesOf(week);
        const { outlet } = week;
        const pause = pauseOf(outlet);
        const full = fullSlots.get(outlet.restaurantId) ?? new Set<number>();
        const ordering_state = orderingStateAt({ timeZone: outlet.timeZone, methods, closedDates: week.closedDates, pause, fullSlots: full }, at);
        return [outlet.restaurantId, { ordering_state, hours: outletHoursOf(methods) }];
      }),
    );
  };
}

/** Issue 9: what checkout asks before placing an order (time slots, delivery charge), from the outlet's own rules. */
export function createCheckoutService({ repo, cartOf, now = () => new Date() }: CheckoutServiceOptions) {
  return {
    async timeSlots(query: TimeSlotsQuery): Promise<TimeSlots> {
      const at = now();
      const method = query.delivery_method;
      const { outlet, rules } = await outletDayOf(repo, query.restaurant_id, undefined, method, query.date, at);
      const closedDate = rules.closedDates.has(query.date);
      const closure = closedDate ? { reason: rules.closedDates.get(query.date) ?? null } : null;
      const empty = { date: query.date, timezone: outlet.timeZone, asap_available: false, slots: [], closure };
      if (!outlet.enabled[method]) return empty;
      const slots = slotsAfterPause(outlet, slotsOn(rules, query.date, at), at);
      // To the end of the next day: the date's shifts may run past midnight.
      const ordersAt = await repo.ordersPerSlot(
        outlet.restaurantId,
        instantAt(query.date, 0, outlet.timeZone),
        instantAt(addDays(query.date, 1), 1440, outlet.timeZone),
      );
      return {
        ...empty,
        asap_available: asapAvailable(outlet, rules, query.date, at),
        slots: withAvailability(slots, ordersAt, outlet.slotCapacity).map(({ time, available, nextDay }) => ({ time, available, next_day: nextDay })),
      };
    },

    /** The charge for delivering the token owner's cart to an address; 422 outside_delivery_area outside every zone. */
    async deliveryCharge(session: AuthSession, body: DeliveryChargeRequest): Promise<DeliveryCharge> {
      const outlet = await outletRulesOf(repo, body.restaurant_id, session.tenantId);
      const zone = await deliveryZoneOf(repo, outlet, body);
      const { total } = await cartOf(session);
      return {
        delivery_charge: deliveryFee(zone, total),
        minimum_order: zone.minimumOrder,
        free_delivery_over: zone.freeDeliveryOver,
        spend_for_free_delivery: spendForFreeDelivery([zone], total),
      };
    },

    standings: outletStandings(repo, now),

    /** Order placement's reads of the outlet's rules (the orders module asks them here, not of the repository). */
    outletDay: (restaurantId: number, tenantId: number | undefined, method: DeliveryMethod, date: string, at: Date) =>
      outletDayOf(repo, restaurantId, tenantId, method, date, at),
    deliveryZone: (outlet: OutletOrderingRules, address: { suburb: string; postcode: string }) => deliveryZoneOf(repo, outlet, address),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
