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

  describe('a half-and-half body passed through as given, with portions (spec §5)', () => {
    const half = (id: number, more: object = {}) => ({ restaurant_product_id: id, product_id: id, ...more });
    const read = (body: object) => halfAndHalfCartItemSchema.parse({ is_half_and_half: true, ...body }).cart_portions;
    const sides = (body: object) => read(body).map((portion) => [portion.portion, portion.product_id]);

    it('takes the halves as portions or as cart_portions, and reads them under cart_portions', () => {
      const halves = [half(1, { portion: 'left' }), half(2, { portion: 'right' })];
      expect(read({ portions: halves })).toEqual(read({ cart_portions: halves }));
      expect(halfAndHalfCartItemSchema.parse({ is_half_and_half: true, portions: halves })).not.toHaveProperty('portions');
    });

    it('gives each half its side by portion, else by order (first is left)', () => {
      expect(sides({ portions: [half(1), half(2)] })).toEqual([
        ['left', 1],
        ['right', 2],
      ]);
      expect(sides({ portions: [half(1, { portion: 'right' }), half(2, { portion: 'left' })] })).toEqual([
        ['right', 1],
        ['left', 2],
      ]);
      expect(sides({ portions: [half(1), half(2, { portion: 'right' })] })).toEqual([
        ['left', 1],
        ['right', 2],
      ]);
      // A named side that clashes with the other half's place is still two lefts.
      expect(halfAndHalfCartItemSchema.safeParse({ is_half_and_half: true, portions: [half(1), half(2, { portion: 'left' })] }).success).toBe(false);
    });

    it('drops the base product’s ids and a half’s configurations a client passes through', () => {
      const configurations = [{ attribute_id: 1, attribute_value_id: 12 }];
      const item = halfAndHalfCartItemSchema.parse({
        is_half_and_half: true,
        restaurant_product_id: 11,
        product_id: 3,
        configurations,
        portions: [half(1, { configurations }), half(2, { configurations: [] })],
      });
      expect(item).toEqual({
        is_half_and_half: true,
        quantity: 1,
        notes: '',
        configurations,
        modifiers: [],
        cart_portions: [
          { portion: 'left', restaurant_product_id: 1, product_id: 1, modifiers: [] },
          { portion: 'right', restaurant_product_id: 2, product_id: 2, modifiers: [] },
        ],
      });
    });

    // Issue 17: the normal form's keys at the top level are the whole item's: modifiers on both halves, the size.
    it('takes top-level modifiers and configurations as the whole item’s, beside the halves', () => {
      const item = halfAndHalfCartItemSchema.parse({
        is_half_and_half: true,
        modifiers: [{ modifier_id: 5 }, { modifier_id: 6, quantity: 2 }],
        configurations: [{ attribute_id: 1, attribute_value_id: 12 }],
        portions: [half(1, { modifiers: [{ modifier_id: 7 }] }), half(2)],
      });
      expect(item.modifiers).toEqual([
        { modifier_id: 5, quantity: 1, configurations: [] },
        { modifier_id: 6, quantity: 2, configurations: [] },
      ]);
      expect(item.configurations).toEqual([{ attribute_id: 1, attribute_value_id: 12 }]);
      expect(item.cart_portions.map((portion) => portion.modifiers.map((modifier) => modifier.modifier_id))).toEqual([[7], []]);
      expect(halfAndHalfCartItemSchema.parse({ is_half_and_half: true, modifiers: [], portions: [half(1), half(2)] }).modifiers).toEqual([]);
    });

    it('holds a whole-item modifier to the normal form’s rules: no price, a quantity from 1 to 99', () => {
      const accepted = (modifier: object) =>
        halfAndHalfCartItemSchema.safeParse({ is_half_and_half: true, modifiers: [modifier], portions: [half(1), half(2)] }).success;
      expect(accepted({ modifier_id: 5, price: 0 })).toBe(false);
      expect(accepted({ modifier_id: 5, quantity: 100 })).toBe(false);
      expect(accepted({ modifier_id: 'five' })).toBe(false);
      expect(accepted({ modifier_id: 5, quantity: 99 })).toBe(true);
    });

    it('still refuses a price, a total or an owner, at the top or in a half, and needs the halves once', () => {
      const halves = [half(1), half(2)];
      const accepted = (body: object) => halfAndHalfCartItemSchema.safeParse({ is_half_and_half: true, ...body }).success;
      expect(accepted({ portions: halves, price: 1 })).toBe(false);
      expect(accepted({ portions: halves, item_total: 1 })).toBe(false);
      expect(accepted({ portions: [half(1, { price: 1 }), half(2)] })).toBe(false);
      expect(accepted({ portions: [half(1, { user_id: 9 }), half(2)] })).toBe(false);
      expect(accepted({ portions: halves, user_id: 9 })).toBe(false);
      expect(accepted({})).toBe(false);
      expect(accepted({ portions: halves, cart_portions: halves })).toBe(false);
    });
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
