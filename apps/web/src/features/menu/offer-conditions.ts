import type { PublicOffer } from '@crust/contract/offers';
import { formatCents } from '@crust/contract/prices';
import { formatDateTime } from '@/lib/zoned-time';

/** What a diner must do or know for an offer to apply, in the words /deals shows (issue 18 point 12). */
export function offerConditions(offer: PublicOffer, timeZone: string): string[] {
  const conditions: string[] = [];
  if (offer.min_order > 0) conditions.push(`On orders of ${formatCents(offer.min_order)} or more`);
  if (offer.payment === 'online') conditions.push('When you pay online');
  if (offer.payment === 'cash_on_delivery') conditions.push('When you pay cash on delivery');
  if (offer.uses_per_customer === 1) conditions.push('Once per customer');
  else if (offer.uses_per_customer !== null) conditions.push(`Up to ${offer.uses_per_customer} orders per customer`);
  // On the outlet's clock, whatever the device's (issue 17).
  if (offer.valid_until !== null) conditions.push(`Until ${formatDateTime(offer.valid_until, timeZone)}`);
  return conditions;
}
