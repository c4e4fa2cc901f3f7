import { describe, expect, it } from 'vitest';
import { cartItemFormKind, dealCartItemSchema, halfAndHalfCartItemSchema, normalCartItemSchema } from './cart-item-forms.ts';

const normal = { restaurant_product_id: 11, product_id: 3, quantity: 2, notes: 'Well done', modifiers: [{ modifier_id: 5 }], configurations: [] };

describe('the add-to-cart forms (spec §7)', () => {
  it('fills the defaults of a normal item: quantity 1, no notes, no choices', () => {
    expect(normalCartItemSchema.parse({ restaurant_product_id: 11, product_id: 3 })).toEqual({
      restaurant_product_id: 11,
      product_id: 3,
      quantity: 1,
      is_half_and_half: false,
      notes: '',
      modifiers: [],
      configurations: [],
    });
    expect(normalCartItemSchema.parse(normal).modifiers).toEqual([{ modifier_id: 5, quantity: 1, configurations: [] }]);
  });

  it.each([0, -1, 1.5, '2', 100])('refuses the quantity %p', (quantity) => {
    expect(normalCartItemSchema.safeParse({ ...normal, quantity }).success).toBe(false);
  });

  it('refuses a price or a total sent by the client', () => {
    expect(normalCartItemSchema.safeParse({ ...normal, price: 1 }).success).toBe(false);
    expect(normalCartItemSchema.safeParse({ ...normal, item_total: 1 }).success).toBe(false);
  });

  it('needs exactly a left and a right half for half-and-half', () => {
    const half = (portion: string, id: number) => ({ portion, restaurant_product_id: id, product_id: id });
    expect(halfAndHalfCartItemSchema.safeParse({ is_half_and_half: true, cart_portions: [half('left', 1), half('right', 2)] }).success).toBe(true);
    expect(halfAndHalfCartItemSchema.safeParse({ is_half_and_half: true, cart_portions: [half('left', 1), half('left', 2)] }).success).toBe(false);
    expect(halfAndHalfCartItemSchema.safeParse({ is_half_and_half: true, cart_portions: [half('left', 1)] }).success).toBe(false);
  });

  it('needs exactly one of deal_id and combo_product_id, and its children', () => {
    const child = { deal_component_type_id: 1, restaurant_product_id: 11, product_id: 3 };
    expect(dealCartItemSchema.safeParse({ deal_id: 1, children: [child] }).success).toBe(true);
    expect(dealCartItemSchema.safeParse({ combo_product_id: 1, children: [child] }).success).toBe(true);
    expect(dealCartItemSchema.safeParse({ deal_id: 1, combo_product_id: 2, children: [child] }).success).toBe(false);
    expect(dealCartItemSchema.safeParse({ children: [child] }).success).toBe(false);
    expect(dealCartItemSchema.safeParse({ deal_id: 1, children: [] }).success).toBe(false);
  });

  it('tells the three forms apart as the spec does', () => {
    expect(cartItemFormKind({ deal_id: 1 })).toBe('deal');
    expect(cartItemFormKind({ combo_product_id: 1, is_half_and_half: true })).toBe('deal');
    expect(cartItemFormKind({ is_half_and_half: true })).toBe('half_and_half');
    expect(cartItemFormKind(normal)).toBe('normal');
  });
});
