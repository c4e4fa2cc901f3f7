import type { CartItem } from '@crust/contract/cart';

/**
 * A cart item as the server prices it, with only what a test names set: a plain line at its online
 * price, no choices, no coupon, GST one eleventh of its total. Shared by the cart's and the orders'
 * fixtures (an order keeps each line as the cart item it was sold as).
 */
export function cartItemFixture(overrides: Partial<CartItem> & Pick<CartItem, 'id' | 'name' | 'price' | 'quantity'>): CartItem {
  const total = overrides.price * overrides.quantity;
  return {
    product_id: null,
    restaurant_product_id: null,
    deal_id: null,
    combo_product_id: null,
    restaurant_id: 1,
    description: '',
    online_price: overrides.price,
    image: `/images/menu/${overrides.id}.jpg`,
    notes: '',
    is_half_and_half: false,
    modifiers: [],
    configurations: [],
    cart_portions: [],
    deal_component_types: [],
    deal_component_type_id: null,
    products: null,
    restaurant_products: null,
    deals: null,
    combo_products: null,
    coupons: null,
    item_total: total,
    discounted_item_total: total,
    discount_amount: 0,
    order_level_discount: 0,
    tax: Math.round(total / 11),
    coupon_id: null,
    applied_coupon: null,
    is_auto_coupon: false,
    is_free: false,
    offer_type: null,
    offer_quantity_applied: null,
    menu: 'main',
    dine_in_only: false,
    available: true,
    unavailable_reason: null,
    ...overrides,
  };
}
