import { describe, expect, it } from 'vitest';
import { addToCartBodySchema, cartQuerySchema, clearCartBodySchema, updateCartBodySchema } from './cart.ts';

const owner = { restaurant_id: 1, guest_id: 1234567 };

describe('cart calls (spec §7)', () => {
  it('picks the form of an add-to-cart body and keeps the outlet and the owner', () => {
    expect(addToCartBodySchema.parse({ ...owner, restaurant_product_id: 5, product_id: 6 })).toMatchObject({
      ...owner,
      restaurant_product_id: 5,
      quantity: 1,
      is_half_and_half: false,
    });
    const half = {
      ...owner,
      is_half_and_half: true,
      cart_portions: [
        { portion: 'left', restaurant_product_id: 5, product_id: 6 },
        { portion: 'right', restaurant_product_id: 7, product_id: 8 },
      ],
    };
    expect(addToCartBodySchema.parse(half)).toMatchObject({ is_half_and_half: true, quantity: 1 });
    const deal = { ...owner, deal_id: 3, children: [{ deal_component_type_id: 1, restaurant_product_id: 5, product_id: 6 }] };
    expect(addToCartBodySchema.parse(deal)).toMatchObject({ deal_id: 3, quantity: 1 });
  });

  it('names the wrong field of the form it picked', () => {
    const result = addToCartBodySchema.safeParse({ ...owner, restaurant_product_id: 5, product_id: 6, quantity: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['quantity'], message: 'Quantity must be at least 1' })]);
    expect(addToCartBodySchema.safeParse({ ...owner, restaurant_product_id: 5, product_id: 6, price: 1 }).success).toBe(false);
    const child = { deal_component_type_id: 1, restaurant_product_id: 5, product_id: 6 };
    expect(addToCartBodySchema.safeParse({ ...owner, deal_id: 3, combo_product_id: 4, children: [child] }).success).toBe(false);
  });

  it('needs an owner and an outlet', () => {
    expect(addToCartBodySchema.safeParse({ restaurant_id: 1, restaurant_product_id: 5, product_id: 6 }).success).toBe(false);
    expect(addToCartBodySchema.safeParse({ guest_id: 1234567, restaurant_product_id: 5, product_id: 6 }).success).toBe(false);
    expect(cartQuerySchema.safeParse({}).success).toBe(false);
    expect(clearCartBodySchema.safeParse({}).success).toBe(false);
  });

  it('reads the cart query as a query string gives it', () => {
    expect(cartQuerySchema.parse({ guest_id: '1234567', coupon_code: ' save10 ', is_cash_on_delivery_opt: '1' })).toEqual({
      guest_id: 1234567,
      coupon_code: 'SAVE10',
      is_cash_on_delivery_opt: '1',
    });
    expect(cartQuerySchema.parse({ user_id: '3', coupon_code: '' })).toEqual({ user_id: 3 });
    expect(cartQuerySchema.safeParse({ user_id: '3', coupon_code: 'no spaces!' }).success).toBe(false);
  });

  // Issue 17: a line remembers the menu it was chosen from; a dine-in table sends its number with it.
  it('takes the menu an item is ordered from (main by default, or dine-in with its table), never the counter’s in-store menu', () => {
    const item = { ...owner, restaurant_product_id: 5, product_id: 6 };
    expect(addToCartBodySchema.parse(item)).toMatchObject({ menu: 'main' });
    expect(addToCartBodySchema.parse({ ...item, menu: 'dinein', table_number: 7 })).toMatchObject({ menu: 'dinein', table_number: 7 });
    const deal = { ...owner, deal_id: 3, children: [{ deal_component_type_id: 1, restaurant_product_id: 5, product_id: 6 }] };
    expect(addToCartBodySchema.parse({ ...deal, menu: 'dinein' })).toMatchObject({ menu: 'dinein' });
    const half = {
      ...owner,
      is_half_and_half: true,
      portions: [
        { restaurant_product_id: 5, product_id: 6 },
        { restaurant_product_id: 7, product_id: 8 },
      ],
    };
    expect(addToCartBodySchema.parse({ ...half, menu: 'dinein', table_number: 12 })).toMatchObject({ menu: 'dinein', table_number: 12 });

    const instore = addToCartBodySchema.safeParse({ ...item, menu: 'instore' });
    expect(instore.error?.issues).toEqual([
      expect.objectContaining({ path: ['menu'], message: expect.stringMatching(/in-store menu is ordered at the counter/) }),
    ]);
    for (const table_number of [0, 1000, 2.5, '7']) expect(addToCartBodySchema.safeParse({ ...item, menu: 'dinein', table_number }).success).toBe(false);
  });

  it('updates a line to a whole quantity from 1 to 99', () => {
    expect(updateCartBodySchema.parse({ cart_id: 4, quantity: 3 })).toEqual({ cart_id: 4, quantity: 3 });
    for (const quantity of [0, -2, 2.5, '3', 100]) expect(updateCartBodySchema.safeParse({ cart_id: 4, quantity }).success).toBe(false);
  });
});
