import type { PlacedOrder } from './checkout-store';

// What checkout hands /checkout/success: the order it paid for, with the navigation, or named by the
// address a payment method that leaves the page (Stripe's redirects) comes back to.

export type SuccessState = PlacedOrder & {
  /**
   * Paid from a link to the order (/checkout/payment?order=…), not placed by this checkout: the
   * checkout here starts afresh only if it was the one keeping this order.
   */
  fromLink?: boolean;
};

/** The thank-you page's address for an order paid from a link: this device's checkout may not be keeping it. */
export const linkedSuccessPath = ({ id, number }: PlacedOrder): string => `/checkout/success?${new URLSearchParams({ order: id, number: String(number) })}`;

/** The order a linkedSuccessPath address names, or null. */
export function linkedOrderIn(search: URLSearchParams): SuccessState | null {
  const id = search.get('order');
  const number = Number(search.get('number'));
  return id && Number.isInteger(number) && number > 0 ? { id, number, fromLink: true } : null;
}
