/** A delivery zone as the rules read it (money in cents). */
export interface DeliveryZone {
  name: string;
  postcodes: readonly string[];
  /** Lower case. */
  suburbs: readonly string[];
  fee: number;
  minimumOrder: number;
  /** An order worth more than this pays no fee; null: the fee always applies. */
  freeDeliveryOver: number | null;
}

/** 'Surry  Hills ' and 'surry hills' are one suburb. */
export const normalizedSuburb = (suburb: string): string => suburb.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The zone an address is in, or null: a zone naming the address's suburb wins over one naming only
 * its postcode (a postcode may span suburbs an outlet prices apart); otherwise the first in order.
 */
export function zoneOf<Zone extends DeliveryZone>(zones: readonly Zone[], address: { postcode: string; suburb: string }): Zone | null {
  const suburb = normalizedSuburb(address.suburb);
  const postcode = address.postcode.trim();
  return zones.find((zone) => zone.suburbs.includes(suburb)) ?? zones.find((zone) => zone.postcodes.includes(postcode)) ?? null;
}

/**
 * The fee for an order worth `orderValue` cents: none once the order is worth more than the zone's
 * free-delivery amount (the demo banner: "Free delivery on orders over $30", so $30.00 still pays).
 */
export const deliveryFee = (zone: DeliveryZone, orderValue: number): number =>
  zone.freeDeliveryOver !== null && orderValue > zone.freeDeliveryOver ? 0 : zone.fee;

/** Whether an order worth `orderValue` cents reaches the zone's minimum (exactly the minimum does). */
export const meetsMinimumOrder = (zone: DeliveryZone, orderValue: number): boolean => orderValue >= zone.minimumOrder;

/**
 * Issue 18 point 12: "Spend $X more for free delivery" shows only within this much of it, about a side
 * and a drink (the demo's fee is $5 to $7, so the nudge starts where one more item saves the fee).
 * Further off it would ask for a second meal and reads as an upsell, not help.
 */
export const FREE_DELIVERY_NUDGE_WITHIN = 1500;

/**
 * What more an order worth `orderValue` cents must spend to be delivered free in each of `zones`, when
 * that is within FREE_DELIVERY_NUDGE_WITHIN; null otherwise, and when the zones do not all charge a fee
 * and waive it over one same amount (before the address is known, the promise must hold wherever the
 * diner is). Free delivery is for orders *over* the amount, so the least spend that earns it is one
 * cent more than the difference: $25.00 of a "free over $30" zone must spend $5.01 more, as $30.00 still pays.
 */
export function spendForFreeDelivery(zones: readonly DeliveryZone[], orderValue: number): number | null {
  const over = zones[0]?.freeDeliveryOver ?? null;
  if (over === null || zones.some((zone) => zone.freeDeliveryOver !== over || zone.fee === 0)) return null;
  const more = over + 1 - orderValue;
  return more > 0 && more <= FREE_DELIVERY_NUDGE_WITHIN ? more : null;
}
