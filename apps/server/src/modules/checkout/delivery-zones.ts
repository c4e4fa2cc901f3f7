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
