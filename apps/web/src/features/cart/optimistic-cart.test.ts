import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { withLineQuantity, withoutLine } from './optimistic-cart';
import { cartFixture, halfAndHalfLine, margheritaLine } from './testing/cart-fixture';

describe('optimistic cart (provisional figures until the refetch)', () => {
  it('a quantity change scales the line and moves the totals by the same amounts', () => {
    const cart = withLineQuantity(cartFixture, margheritaLine.id, 3);
    expect(cart.items.find((item) => item.id === margheritaLine.id)).toMatchObject({ quantity: 3, item_total: 7950, discounted_item_total: 7950 });
    expect(cart).toMatchObject({
      item_count: cartFixture.item_count + 1,
      subtotal: cartFixture.subtotal + 2650,
      total: cartFixture.total + 2650,
      discount_total: cartFixture.discount_total,
    });
  });

  it('scales a discounted line with its discount', () => {
    const cart = withLineQuantity(cartFixture, halfAndHalfLine.id, 2);
    expect(cart.items.find((item) => item.id === halfAndHalfLine.id)).toMatchObject({ item_total: 4800, discount_amount: 480, discounted_item_total: 4320 });
    expect(cart.discount_total).toBe(cartFixture.discount_total + 240);
    expect(cart.total).toBe(cartFixture.total + 2160);
  });

  it('removing a line takes its money and count out of the totals', () => {
    const cart = withoutLine(cartFixture, halfAndHalfLine.id);
    expect(cart.items.map((item) => item.id)).not.toContain(halfAndHalfLine.id);
    expect(cart).toMatchObject({
      item_count: cartFixture.item_count - 1,
      subtotal: cartFixture.subtotal - 2400,
      discount_total: cartFixture.discount_total - 240,
      tax: cartFixture.tax - halfAndHalfLine.tax,
      total: cartFixture.total - 2160,
    });
  });

  it('leaves the cart alone for a line it does not hold', () => {
    expect(withoutLine(cartFixture, 999)).toBe(cartFixture);
    expect(withLineQuantity(EMPTY_CART, 1, 2)).toBe(EMPTY_CART);
  });
});
