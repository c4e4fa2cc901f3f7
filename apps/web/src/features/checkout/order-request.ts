import type { PlaceOrderRequest } from '@crust/contract/orders';
import { ASAP, type CheckoutData } from './checkout-store';

/** Whose order it is, as the cart names its owner: the user wins over the guest (spec §7). */
export type OrderOwner = { user_id: number } | { guest_id: number };

export type OrderContext = {
  restaurantId: number;
  owner: OrderOwner;
  isLoggedIn: boolean;
  /** The code applied to the cart, which the order must honour. */
  couponCode: string | null;
};

const trimAll = <T extends Record<string, string>>(values: T): T => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;

/**
 * POST /v2/orders' body from checkout's state: choices only, never a price (the server prices the
 * cart). The same state always gives the same body, so a retry with the attempt's key is a replay.
 */
export function orderRequest(state: CheckoutData, { restaurantId, owner, isLoggedIn, couponCode }: OrderContext): PlaceOrderRequest {
  const tableNumber = state.tableNumber;
  const isDelivery = tableNumber === null && state.deliveryMethod === 'delivery';
  const instructions = state.specialInstructions.trim();
  return {
    restaurant_id: restaurantId,
    ...owner,
    // A table's order is served now, in the restaurant (issue 9).
    delivery_method: isDelivery ? 'delivery' : 'pickup',
    pickup_date: state.pickupDate ?? '',
    ...(tableNumber !== null || state.pickupTime === ASAP ? { asap: true } : { pickup_time: state.pickupTime ?? '' }),
    ...(instructions ? { special_instructions: instructions } : {}),
    ...(isDelivery ? { shipping_details: trimAll(state.shippingDetails) } : {}),
    ...(isLoggedIn ? {} : { guest_details: trimAll(state.guestDetails) }),
    payment_method: state.paymentMethod,
    ...(couponCode ? { coupon_code: couponCode } : {}),
    ...(tableNumber !== null ? { table_number: tableNumber } : {}),
  };
}
