import type { Cart } from './cart.ts';

/**
 * The cart with nothing in it, every total zero (spec §7): what the server answers for a diner without
 * lines, and what the browser shows without a call when it has neither a user id nor a guest id. Zod-free,
 * so the browser's first load may import it.
 */
export const EMPTY_CART: Cart = {
  items: [],
  item_count: 0,
  subtotal: 0,
  discount_total: 0,
  tax: 0,
  total: 0,
  discounts: [],
  spend_for_free_delivery: null,
  coupon_code: null,
};
