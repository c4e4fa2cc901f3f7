import type { DeliveryZoneRequest, DeliveryZoneView } from '@crust/contract/console-rules';
import { centsToDollarsText, parseDollars } from '@/lib/money-input';

// A delivery zone as its form holds it (text, money in dollars) and as the API takes it (cents).

export type ZoneFormValues = {
  name: string;
  /** Comma- or space-separated. */
  postcodes: string;
  /** Comma-separated (a suburb may have spaces). */
  suburbs: string;
  fee: string;
  minimum_order: string;
  /** Blank: the fee always applies. */
  free_delivery_over: string;
  sort_order: string;
};

export type ZoneFormErrors = Partial<Record<keyof ZoneFormValues, string>>;

/** console-rules.ts's moneySchema bound: $100,000. */
const MONEY_MAX_CENTS = 10_000_000;
const POSTCODE = /^\d{4}$/;

export const emptyZone = (sortOrder: number): ZoneFormValues => ({
  name: '',
  postcodes: '',
  suburbs: '',
  fee: '',
  minimum_order: '0.00',
  free_delivery_over: '',
  sort_order: String(sortOrder),
});

/** Suburbs come back lower case (as addresses are compared); they read better capitalised. */
const titleCase = (suburb: string) => suburb.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

export const zoneToValues = (zone: DeliveryZoneView): ZoneFormValues => ({
  name: zone.name,
  postcodes: zone.postcodes.join(', '),
  suburbs: zone.suburbs.map(titleCase).join(', '),
  fee: centsToDollarsText(zone.fee),
  minimum_order: centsToDollarsText(zone.minimum_order),
  free_delivery_over: zone.free_delivery_over === null ? '' : centsToDollarsText(zone.free_delivery_over),
  sort_order: String(zone.sort_order),
});

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

function money(text: string): number | string {
  const cents = parseDollars(text);
  if (cents === null) return 'Enter an amount in dollars, e.g. 5 or 4.50.';
  return cents > MONEY_MAX_CENTS ? 'At most $100,000.' : cents;
}

/** The request to send, or the message to show under each field that is not right. */
export function zoneRequest(values: ZoneFormValues): { request: DeliveryZoneRequest } | { errors: ZoneFormErrors } {
  const errors: ZoneFormErrors = {};
  const postcodes = list(values.postcodes, /[\s,]+/);
  const suburbs = list(values.suburbs, /,/);
  if (!values.name.trim()) errors.name = 'Name the zone.';
  if (postcodes.some((postcode) => !POSTCODE.test(postcode))) errors.postcodes = 'A postcode is 4 digits.';
  else if (postcodes.length + suburbs.length === 0) errors.postcodes = 'List at least one postcode or suburb.';
  const fee = money(values.fee);
  const minimumOrder = money(values.minimum_order);
  const freeOver = values.free_delivery_over.trim() ? money(values.free_delivery_over) : null;
  if (typeof fee === 'string') errors.fee = fee;
  if (typeof minimumOrder === 'string') errors.minimum_order = minimumOrder;
  if (typeof freeOver === 'string') errors.free_delivery_over = freeOver;
  const sortOrder = Number(values.sort_order.trim());
  if (!/^-?\d+$/.test(values.sort_order.trim()) || Math.abs(sortOrder) > 10_000) errors.sort_order = 'A whole number from -10000 to 10000.';
  if (Object.keys(errors).length > 0 || typeof fee === 'string' || typeof minimumOrder === 'string' || typeof freeOver === 'string') return { errors };
  return {
    request: { name: values.name.trim(), postcodes, suburbs, fee, minimum_order: minimumOrder, free_delivery_over: freeOver, sort_order: sortOrder },
  };
}
