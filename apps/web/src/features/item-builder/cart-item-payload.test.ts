import { describe, expect, it } from 'vitest';
import { dealCartItemSchema, halfAndHalfCartItemSchema, normalCartItemSchema } from '@crust/contract/cart-item-forms';
import { dealCartItem, halfAndHalfCartItem, normalCartItem } from './cart-item-payload';
import { pickOnly, setSlotCount } from './deal-choice';
import { indexProducts } from './menu-lookup';
import { fixtureMenu, margherita, meatLovers, pepperoni, twoPizzaDeal, wings, wingsCombo } from './testing/menu-fixture';

const products = indexProducts(fixtureMenu);

describe('add-to-cart payloads (spec §7 body forms)', () => {
  it('a normal item names its product, configurations (with price_adjustment), modifiers, quantity and trimmed notes', () => {
    const body = normalCartItem({ product: margherita, configuration: { 1: 12, 2: 21 }, modifiers: { 1: [303, 301] }, quantity: 2, notes: '  Well done  ' });
    expect(normalCartItemSchema.parse(body)).toEqual({
      restaurant_product_id: 1101,
      product_id: 101,
      quantity: 2,
      is_half_and_half: false,
      notes: 'Well done',
      modifiers: [
        { modifier_id: 301, quantity: 1, configurations: [] },
        { modifier_id: 303, quantity: 1, configurations: [] },
      ],
      configurations: [
        { attribute_id: 1, attribute_value_id: 12, price_adjustment: 400 },
        { attribute_id: 2, attribute_value_id: 21, price_adjustment: 0 },
      ],
    });
    expect(normalCartItemSchema.parse(body)).toEqual(body);
  });

  it('an item without options sends empty lists', () => {
    const body = normalCartItem({ product: wings, configuration: {}, modifiers: { 2: [312] }, quantity: 1, notes: '' });
    expect(normalCartItemSchema.parse(body)).toEqual({ ...body, configurations: [], modifiers: [{ modifier_id: 312, quantity: 1, configurations: [] }] });
  });

  it('a half-and-half has a left and a right portion, each with its own modifiers, and one shared size', () => {
    const body = halfAndHalfCartItem({
      left: { product: margherita, modifiers: { 1: [301] } },
      right: { product: meatLovers, modifiers: {} },
      configuration: { 1: 12 },
      quantity: 1,
      notes: '',
    });
    expect(halfAndHalfCartItemSchema.parse(body)).toEqual({
      is_half_and_half: true,
      quantity: 1,
      notes: '',
      configurations: [{ attribute_id: 1, attribute_value_id: 12 }],
      // The builder's toppings are each half's; it chooses none for the whole pizza (issue 17's top-level modifiers).
      modifiers: [],
      cart_portions: [
        { portion: 'left', restaurant_product_id: 1101, product_id: 101, modifiers: [{ modifier_id: 301, quantity: 1, configurations: [] }] },
        { portion: 'right', restaurant_product_id: 1105, product_id: 105, modifiers: [] },
      ],
    });
  });

  it('a half-and-half of two pizzas with a crust sends both shared attributes', () => {
    const body = halfAndHalfCartItem({
      left: { product: pepperoni, modifiers: {} },
      right: { product: margherita, modifiers: {} },
      configuration: { 1: 11, 2: 22 },
      quantity: 3,
      notes: '',
    });
    expect(halfAndHalfCartItemSchema.parse(body).configurations).toEqual([
      { attribute_id: 1, attribute_value_id: 11 },
      { attribute_id: 2, attribute_value_id: 22 },
    ]);
  });

  it('a deal sends deal_id and one child per product chosen for a slot, with how many of it (a pizza with its size as the deal makes it)', () => {
    const [pizzas, side, drink] = twoPizzaDeal.components as [
      (typeof twoPizzaDeal.components)[number],
      (typeof twoPizzaDeal.components)[number],
      (typeof twoPizzaDeal.components)[number],
    ];
    const choice = pickOnly(pickOnly(setSlotCount({}, pizzas, 1105, 2), side, 1202), drink, 1302);
    const body = dealCartItem({ deal: twoPizzaDeal, choice, products, quantity: 2, notes: 'Cut in squares' });
    expect(dealCartItemSchema.parse(body)).toEqual({
      deal_id: 7,
      quantity: 2,
      notes: 'Cut in squares',
      children: [
        {
          deal_component_type_id: 1,
          restaurant_product_id: 1105,
          product_id: 105,
          quantity: 2,
          modifiers: [],
          configurations: [{ attribute_id: 1, attribute_value_id: 11 }],
        },
        { deal_component_type_id: 2, restaurant_product_id: 1202, product_id: 202, quantity: 1, modifiers: [], configurations: [] },
        { deal_component_type_id: 3, restaurant_product_id: 1302, product_id: 302, quantity: 1, modifiers: [], configurations: [] },
      ],
    });
    expect(body).not.toHaveProperty('combo_product_id');
  });

  it('a combo sends combo_product_id instead', () => {
    const [wingsSlot, drink] = wingsCombo.components as [(typeof wingsCombo.components)[number], (typeof wingsCombo.components)[number]];
    const body = dealCartItem({ deal: wingsCombo, choice: pickOnly(pickOnly({}, wingsSlot, 1201), drink, 1301), products, quantity: 1, notes: '' });
    expect(dealCartItemSchema.parse(body)).toMatchObject({
      combo_product_id: 12,
      children: [{ restaurant_product_id: 1201 }, { restaurant_product_id: 1301 }],
    });
    expect(body).not.toHaveProperty('deal_id');
  });
});
