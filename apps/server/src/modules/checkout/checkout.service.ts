import type { Cart } from '@crust/contract/cart';
import type { DeliveryCharge, DeliveryChargeRequest, TimeSlots, TimeSlotsQuery } from '@crust/contract/checkout';
import { errorCodes } from '@crust/contract/errors';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { AuthSession } from '../../plugins/authenticate.ts';
import { deliveryFee, zoneOf } from './delivery-zones.ts';
import type { CheckoutRepo, OutletOrderingRules } from './checkout.repo.ts';
import { canServeNow, slotsOn, withAvailability, type SlotRules } from './time-slots.ts';
import { addDays, instantAt, wallTimeOf } from './zoned-time.ts';

/** Slots are offered from today to this many days ahead, in the outlet's zone. */
export const BOOKING_DAYS_AHEAD = 7;

const outsideDeliveryArea = (message: string) => new HttpError(422, errorCodes.outsideDeliveryArea, message);

export interface CheckoutServiceOptions {
  repo: CheckoutRepo;
  /** The token owner's cart as the server prices it now. */
  cartOf: (session: AuthSession) => Promise<Cart>;
  now?: () => Date;
}

/** Issue 9: what checkout asks before placing an order (time slots, delivery charge), from the outlet's own rules. */
export function createCheckoutService({ repo, cartOf, now = () => new Date() }: CheckoutServiceOptions) {
  async function rulesOf(restaurantId: number, tenantId?: number): Promise<OutletOrderingRules> {
    const rules = await repo.outletRules(restaurantId, tenantId);
    if (!rules) throw notFound('There is no such outlet.');
    return rules;
  }

  return {
    async timeSlots(query: TimeSlotsQuery): Promise<TimeSlots> {
      const outlet = await rulesOf(query.restaurant_id);
      const at = now();
      const today = wallTimeOf(at, outlet.timeZone).date;
      const lastDay = addDays(today, BOOKING_DAYS_AHEAD);
      if (query.date < today || query.date > lastDay) throw badRequest(`Choose a date from ${today} to ${lastDay}.`);

      const method = query.delivery_method;
      const empty = { date: query.date, timezone: outlet.timeZone, asap_available: false, slots: [] };
      if (!outlet.enabled[method]) return empty;
      const rules: SlotRules = {
        timeZone: outlet.timeZone,
        ranges: await repo.hours(outlet.restaurantId, method),
        // The day before counts too: its shifts may run past midnight into this date.
        closedDates: await repo.closedDates(outlet.restaurantId, addDays(query.date, -1), query.date),
        leadMinutes: outlet.leadMinutes[method],
        slotMinutes: outlet.slotMinutes,
      };
      const slots = slotsOn(rules, query.date, at);
      const ordersAt = await repo.ordersPerSlot(outlet.restaurantId, instantAt(query.date, 0, outlet.timeZone), instantAt(query.date, 1440, outlet.timeZone));
      return {
        ...empty,
        asap_available: outlet.isAsapOptionEnabled && query.date === today && canServeNow(rules, at),
        slots: withAvailability(slots, ordersAt, outlet.slotCapacity).map(({ time, available }) => ({ time, available })),
      };
    },

    /** The charge for delivering the token owner's cart to an address; 422 outside_delivery_area outside every zone. */
    async deliveryCharge(session: AuthSession, body: DeliveryChargeRequest): Promise<DeliveryCharge> {
      const outlet = await rulesOf(body.restaurant_id, session.tenantId);
      if (!outlet.enabled.delivery) throw outsideDeliveryArea(`${outlet.name} does not deliver.`);
      const zone = zoneOf(await repo.zones(outlet.restaurantId), body);
      if (!zone) throw outsideDeliveryArea(`${outlet.name} does not deliver to ${body.suburb} ${body.postcode}.`);
      const { total } = await cartOf(session);
      return { delivery_charge: deliveryFee(zone, total), minimum_order: zone.minimumOrder, free_delivery_over: zone.freeDeliveryOver };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
