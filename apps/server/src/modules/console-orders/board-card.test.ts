import type { CartItem } from '@crust/contract/cart';
import { describe, expect, it } from 'vitest';
import { ticketLine } from './board-card.ts';

// Issue 18 point 13: a deal's pizza made its own way reaches the kitchen with its size, crust and
// toppings, as a pizza on its own does.

const part = { deal_component_type_id: 1, component_name: 'Pizzas', product_id: 1, upcharge: 0 };
const dealItem = {
  id: 1,
  product_id: null,
  restaurant_product_id: null,
  deal_id: 3,
  combo_product_id: null,
  restaurant_id: 1,
  name: 'Date Night for Two',
  description: '',
  price: 6640,
  online_price: 5490,
  image: '',
  quantity: 1,
  notes: '',
  is_half_and_half: false,
  modifiers: [],
  configurations: [],
  cart_portions: [],
  deal_component_types: [
    {
      ...part,
      restaurant_product_id: 11,
      name: 'Margherita',
      quantity: 1,
      configurations: [
        { attribute_id: 1, attribute_value_id: 3, name: 'Size', value: 'Large', price_adjustment: 500 },
        { attribute_id: 2, attribute_value_id: 6, name: 'Crust', value: 'Stuffed crust', price_adjustment: 350 },
      ],
      modifiers: [{ modifier_id: 9, name: 'Pepperoni', price: 300, quantity: 1, cart_modifier_configurations: [] }],
    },
    { ...part, restaurant_product_id: 11, name: 'Margherita', quantity: 1, configurations: [], modifiers: [] },
  ],
  deal_component_type_id: null,
  products: null,
  restaurant_products: null,
  deals: null,
  combo_products: null,
  coupons: null,
  item_total: 6640,
  discounted_item_total: 6640,
  discount_amount: 0,
  order_level_discount: 0,
  tax: 604,
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
} satisfies CartItem;

describe('the kitchen ticket of a deal', () => {
  it("names each deal item's own size, crust and toppings; an item as the deal makes it has none", () => {
    expect(ticketLine({ name: dealItem.name, quantity: 1, notes: '', item: dealItem }).deal_parts).toEqual([
      {
        component: 'Pizzas',
        name: 'Margherita',
        quantity: 1,
        options: [
          { name: 'Size', value: 'Large' },
          { name: 'Crust', value: 'Stuffed crust' },
        ],
        modifiers: [{ name: 'Pepperoni', quantity: 1 }],
      },
      { component: 'Pizzas', name: 'Margherita', quantity: 1, options: [], modifiers: [] },
    ]);
  });
});
