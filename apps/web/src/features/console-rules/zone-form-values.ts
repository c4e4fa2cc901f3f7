import { deliveryZoneRequestSchema, type DeliveryZoneRequest, type DeliveryZoneView } from '@crust/contract/console-rules';
import { centsOf, centsToDollarsText, moneyWording } from '@/lib/money-input';
import { checkWithSchema, wholeNumberOf, type IssueWording } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

// A delivery zone as its form holds it (text, money in dollars) and as the API takes it (cents),
// checked with the contract's own schema (issue 17).

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

const ZONE_WORDING: Partial<Record<keyof ZoneFormValues, IssueWording>> = {
  fee: moneyWording('5 or 4.50'),
  minimum_order: moneyWording('30 or 29.50'),
  free_delivery_over: moneyWording('50'),
};

/** The request to send, or the message to show under each field that is not right. */
export function zoneRequest(values: ZoneFormValues): Checked<ZoneFormValues, DeliveryZoneRequest> {
  const request = {
    name: values.name,
    postcodes: list(values.postcodes, /[\s,]+/),
    suburbs: list(values.suburbs, /,/),
    fee: centsOf(values.fee),
    minimum_order: centsOf(values.minimum_order),
    free_delivery_over: values.free_delivery_over.trim() ? centsOf(values.free_delivery_over) : null,
    sort_order: wholeNumberOf(values.sort_order),
  };
  return checkWithSchema<ZoneFormValues, DeliveryZoneRequest>(deliveryZoneRequestSchema, request, ZONE_WORDING);
}
