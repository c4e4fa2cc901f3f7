import type { Cart, CartItem, CartModifier } from '@crust/contract/cart';
import { cartItemFixture } from '@/testing/cart-item-fixture';

// A Friday-night order at Crust Central, priced as the server would answer it: a normal pizza, a
// half-and-half with the entered code SAVE10 on it, a deal with an automatic discount, and the free
// garlic bread a buy-X-get-Y offer adds. All money is integer cents; GST is included (one eleventh).

export const GUEST_ID = 1234567;
export const OUTLET_ID = 1;

const line = (overrides: Partial<CartItem> & Pick<CartItem, 'id' | 'name' | 'price' | 'quantity'>): CartItem =>
  cartItemFixture({ restaurant_id: OUTLET_ID, ...overrides });

const modifier = (modifier_id: number, name: string, price: number, quantity = 1): CartModifier => ({
  modifier_id,
  name,
  price,
  quantity,
  cart_modifier_configurations: [],
});

const large = { attribute_id: 1, attribute_value_id: 11, name: 'Size', value: 'Large', price_adjustment: 400 };
const thinCrust = { attribute_id: 2, attribute_value_id: 21, name: 'Crust', value: 'Thin crust', price_adjustment: 0 };
const extraCheese = (quantity = 1) => modifier(31, 'Extra cheese', 250, quantity);

export const margheritaLine = line({
  id: 501,
  product_id: 101,
  restaurant_product_id: 1101,
  name: 'Margherita',
  description: 'San Marzano tomato, fior di latte, basil.',
  price: 2650,
  quantity: 2,
  notes: 'Well done, please',
  configurations: [large, thinCrust],
  modifiers: [extraCheese(2)],
});

export const halfAndHalfLine = line({
  id: 502,
  name: 'Half & Half',
  price: 2400,
  quantity: 1,
  is_half_and_half: true,
  configurations: [large],
  cart_portions: [
    { portion: 'left', restaurant_product_id: 1101, product_id: 101, name: 'Margherita', modifiers: [extraCheese()] },
    { portion: 'right', restaurant_product_id: 1103, product_id: 103, name: 'Supreme', modifiers: [] },
  ],
  discount_amount: 240,
  discounted_item_total: 2160,
  tax: 196,
  coupon_id: 9,
  applied_coupon: 'SAVE10',
  coupons: { id: 9, code: 'SAVE10', name: '10% off orders of $25 or more', is_automatic: false },
});

export const dealLine = line({
  id: 503,
  deal_id: 7,
  name: 'Family Feast',
  image: '/images/deals/family-feast.jpg',
  price: 3990,
  quantity: 1,
  deal_component_types: [
    {
      deal_component_type_id: 1,
      component_name: 'Pizza',
      restaurant_product_id: 1102,
      product_id: 102,
      name: 'Pepperoni',
      quantity: 2,
      upcharge: 0,
      configurations: [],
      modifiers: [],
    },
    {
      deal_component_type_id: 2,
      component_name: 'Side',
      restaurant_product_id: 1201,
      product_id: 201,
      name: 'Garlic Bread',
      quantity: 1,
      upcharge: 0,
      configurations: [],
      modifiers: [],
    },
    {
      deal_component_type_id: 3,
      component_name: 'Drink',
      restaurant_product_id: 1301,
      product_id: 301,
      name: 'Lemonade 1.25L',
      quantity: 1,
      upcharge: 150,
      configurations: [],
      modifiers: [],
    },
  ],
  order_level_discount: 200,
  discounted_item_total: 3790,
  tax: 345,
  coupon_id: 4,
  applied_coupon: 'Weekend deal: $2 off any feast',
  coupons: { id: 4, code: null, name: 'Weekend deal: $2 off any feast', is_automatic: true },
  is_auto_coupon: true,
});

export const freeGarlicBreadLine = line({
  id: -1,
  product_id: 201,
  restaurant_product_id: 1201,
  name: 'Garlic Bread',
  price: 650,
  quantity: 1,
  discounted_item_total: 0,
  discount_amount: 650,
  tax: 0,
  coupon_id: 12,
  applied_coupon: 'Free garlic bread with any 2 pizzas',
  coupons: { id: 12, code: null, name: 'Free garlic bread with any 2 pizzas', is_automatic: true },
  is_auto_coupon: true,
  is_free: true,
  offer_type: 'buy_x_get_y',
  offer_quantity_applied: 1,
});

const items = [margheritaLine, halfAndHalfLine, dealLine, freeGarlicBreadLine];
const paidItems = items.filter((item) => !item.is_free);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const total = sum(paidItems.map((item) => item.discounted_item_total));
const subtotal = sum(paidItems.map((item) => item.item_total));

/**
 * $116.90 of food, $4.40 off (the automatic weekend discount and SAVE10) and a free garlic bread:
 * $112.50, of which $10.23 GST. Delivery is free over $100 here, so there is nothing more to spend.
 */
export const cartFixture: Cart = {
  items,
  item_count: sum(items.map((item) => item.quantity)),
  subtotal,
  discount_total: subtotal - total,
  tax: Math.round(total / 11),
  total,
  discounts: [
    { coupon_id: 12, code: null, name: 'Free garlic bread with any 2 pizzas', amount: 0, free_quantity: 1 },
    { coupon_id: 4, code: null, name: 'Weekend deal: $2 off any feast', amount: 200, free_quantity: 0 },
    { coupon_id: 9, code: 'SAVE10', name: '10% off orders of $25 or more', amount: 240, free_quantity: 0 },
  ],
  spend_for_free_delivery: null,
  coupon_code: 'SAVE10',
};

export const cartResponse = (cart: Cart = cartFixture) => ({ data: cart });

/** Issue 19: a line whose dish left the menu since it was added, as the server answers it: unpriced, outside the totals. */
export const withdrawnLine = line({
  id: 509,
  product_id: 109,
  restaurant_product_id: 1109,
  name: 'Garlic Knots',
  price: 0,
  quantity: 2,
  available: false,
  unavailable_reason: 'No longer on the menu',
});

/** The fixture's cart with the withdrawn line among its items: in the count, not in the money. */
export const cartWithWithdrawnLine: Cart = {
  ...cartFixture,
  items: [...cartFixture.items, withdrawnLine],
  item_count: cartFixture.item_count + withdrawnLine.quantity,
};
