import { describe, expect, it } from 'vitest';
import { includedGst, priceCart } from './price-cart.ts';
import { coupon, ids, productIdOf, testCatalogue } from './pricing-fixtures.ts';
import type { CartLineInput, Coupon, PricingInput } from './pricing-types.ts';

const now = new Date('2026-11-23T12:00:00Z');
const pizza = (id: number, quantity = 1, restaurantProductId: number = ids.margherita): CartLineInput => ({
  id,
  kind: 'normal',
  quantity,
  restaurantProductId,
  configurationValueIds: [],
  modifiers: [],
});
const item = (id: number, restaurantProductId: number, quantity = 1) => pizza(id, quantity, restaurantProductId);

function price(lines: CartLineInput[], coupons: { automatic?: Coupon[]; code?: Coupon } = {}, extra: Partial<PricingInput> = {}) {
  return priceCart({
    lines,
    catalogue: testCatalogue(),
    automaticCoupons: coupons.automatic ?? [],
    codeCoupon: coupons.code ?? null,
    paidBy: 'online',
    now,
    ...extra,
  });
}

describe('priceCart', () => {
  it('totals the lines and shows the GST they include, per line and in total', () => {
    const cart = price([pizza(1, 2), item(2, ids.cola)]);
    expect(cart.subtotal).toBe(3000 + 450);
    expect(cart.total).toBe(3450);
    expect(cart.discountTotal).toBe(0);
    expect(cart.tax).toBe(314);
    expect(cart.lines.map((line) => line.tax)).toEqual([includedGst(3000), includedGst(450)]);
  });

  it('counts no GST on a GST-free product, per line and in total, after an order-wide discount (issue 19)', () => {
    const catalogue = testCatalogue();
    const products = new Map(catalogue.products);
    products.set(ids.cola, { ...products.get(ids.cola)!, gstFree: true });
    const tenPercent = coupon({ id: 9, kind: 'percent', value: 10, code: 'TEN' });
    const cart = price([pizza(1, 2), item(2, ids.cola)], { code: tenPercent }, { catalogue: { ...catalogue, products } });
    const [pizzas, cola] = cart.lines;
    expect(cola!.tax).toBe(0);
    expect(pizzas!.tax).toBe(includedGst(pizzas!.discountedItemTotal));
    expect(cart.taxableTotal).toBe(pizzas!.discountedItemTotal);
    expect(cart.tax).toBe(includedGst(cart.taxableTotal));
    expect(cart.total).toBe(cart.taxableTotal + cola!.discountedItemTotal);
  });

  it('an empty cart costs nothing', () => {
    expect(price([])).toMatchObject({ subtotal: 0, total: 0, tax: 0, lines: [], freeLines: [] });
  });

  describe('coupons entered by code', () => {
    it('takes a percentage off the order, shared across the lines as an order-level discount', () => {
      const tenOff = coupon({ id: 1, code: 'TEN', kind: 'percent', value: 10 });
      const cart = price([pizza(1, 2), item(2, ids.cola)], { code: tenOff });
      expect(cart.discountTotal).toBe(345);
      expect(cart.total).toBe(3105);
      expect(cart.lines.map((line) => line.orderLevelDiscount)).toEqual([300, 45]);
      expect(cart.lines.every((line) => line.discountAmount === 0)).toBe(true);
      expect(cart.appliedCouponIds).toEqual([1]);
      expect(cart.codeCouponRejection).toBeNull();
    });

    it('takes a fixed amount off, never more than the order is worth', () => {
      const fiveOff = coupon({ id: 2, code: 'FIVE', kind: 'fixed', value: 500 });
      expect(price([pizza(1)], { code: fiveOff }).total).toBe(1000);
      const hugeOff = coupon({ id: 3, code: 'HUGE', kind: 'fixed', value: 100_000 });
      expect(price([pizza(1)], { code: hugeOff })).toMatchObject({ total: 0, tax: 0, discountTotal: 1500 });
    });

    it('discounts only the lines of the coupon’s categories or products', () => {
      const pizzasHalfOff = coupon({ id: 4, code: 'PIZZA50', kind: 'percent', value: 50, scope: 'categories', categoryIds: [ids.pizzasCategory] });
      const cart = price([pizza(1), item(2, ids.cola)], { code: pizzasHalfOff });
      expect(cart.lines.map((line) => line.discountAmount)).toEqual([750, 0]);
      expect(cart.lines[0]!.couponId).toBe(4);
      const colaOff = coupon({ id: 5, code: 'COLA', kind: 'fixed', value: 1000, scope: 'products', productIds: [productIdOf(ids.cola)] });
      expect(price([pizza(1), item(2, ids.cola)], { code: colaOff }).lines.map((line) => line.discountAmount)).toEqual([0, 450]);
    });

    it('says why it does not apply: minimum order, dates, usage limits, payment, items', () => {
      const cases: [Partial<Coupon>, string, PricingInput['paidBy']?][] = [
        [{ minOrder: 3000 }, 'Spend $30.00 or more to use this coupon'],
        [{ validUntil: new Date('2026-11-01') }, 'This coupon has expired'],
        [{ validFrom: new Date('2026-12-01') }, 'This coupon is not valid yet'],
        [{ usageLimitTotal: 100, usedTotal: 100 }, 'This coupon is no longer available'],
        [{ usageLimitPerCustomer: 1, usedByCustomer: 1 }, 'You have already used this coupon'],
        [{ payment: 'cash_on_delivery' }, 'This coupon applies to cash on delivery orders only'],
        [{ payment: 'cash_on_delivery' }, 'This coupon applies to cash on delivery orders only', 'at_counter'],
        [{ payment: 'online' }, 'This coupon applies to online payment only', 'cash_on_delivery'],
        [{ payment: 'online' }, 'This coupon applies to online payment only', 'at_counter'],
        [{ scope: 'products', productIds: [productIdOf(ids.cola)] }, 'This coupon does not apply to the items in your cart'],
      ];
      for (const [overrides, message, paidBy = 'online'] of cases) {
        const code = coupon({ id: 9, code: 'X', kind: 'percent', value: 10, ...overrides });
        const cart = price([pizza(1)], { code }, { paidBy });
        expect(cart.codeCouponRejection?.message).toBe(message);
        expect(cart.total).toBe(1500);
        expect(cart.appliedCouponIds).toEqual([]);
      }
    });

    it('applies cash-on-delivery and online-only offers only with that payment', () => {
      const codOnly = coupon({ id: 6, code: 'COD', kind: 'fixed', value: 200, payment: 'cash_on_delivery' });
      expect(price([pizza(1)], { code: codOnly }, { paidBy: 'cash_on_delivery' }).total).toBe(1300);
      const onlineOnly = coupon({ id: 7, kind: 'percent', value: 10, payment: 'online' });
      expect(price([pizza(1)], { automatic: [onlineOnly] }, { paidBy: 'online' }).total).toBe(1350);
      expect(price([pizza(1)], { automatic: [onlineOnly] }, { paidBy: 'cash_on_delivery' }).total).toBe(1500);
      expect(price([pizza(1)], { automatic: [onlineOnly] }, { paidBy: 'at_counter' }).total).toBe(1500);
    });

    it('is valid through the last instant of its window and not after', () => {
      const code = coupon({ id: 8, code: 'LAST', kind: 'fixed', value: 100, validUntil: now });
      expect(price([pizza(1)], { code }).total).toBe(1400);
      expect(price([pizza(1)], { code }, { now: new Date(now.getTime() + 1) }).codeCouponRejection?.reason).toBe('expired');
    });
  });

  describe('automatic coupons', () => {
    it('apply by themselves when their conditions hold, and silently not otherwise', () => {
      const bigOrder = coupon({ id: 10, kind: 'fixed', value: 500, minOrder: 4000 });
      expect(price([pizza(1, 3)], { automatic: [bigOrder] })).toMatchObject({ total: 4000, appliedCouponIds: [10], codeCouponRejection: null });
      expect(price([pizza(1)], { automatic: [bigOrder] })).toMatchObject({ total: 1500, appliedCouponIds: [], codeCouponRejection: null });
    });

    it('stack with an entered code: line coupons first, then order coupons on what is left', () => {
      const drinksHalfOff = coupon({ id: 11, kind: 'percent', value: 50, scope: 'categories', categoryIds: [ids.drinksCategory] });
      const tenOff = coupon({ id: 12, code: 'TEN', kind: 'percent', value: 10 });
      const cart = price([pizza(1), item(2, ids.cola)], { automatic: [drinksHalfOff], code: tenOff });
      // Cola 450 → 225; then 10% of 1500 + 225 = 172 (floored), shared 150 / 22.
      expect(cart.lines.map((line) => [line.discountAmount, line.orderLevelDiscount])).toEqual([
        [0, 150],
        [225, 22],
      ]);
      expect(cart.total).toBe(1725 - 172);
      expect(cart.appliedCouponIds).toEqual([11, 12]);
    });
  });

  describe('buy X get Y', () => {
    const freeCola = coupon({
      id: 20,
      kind: 'buy_x_get_y',
      scope: 'categories',
      categoryIds: [ids.pizzasCategory],
      buyQuantity: 2,
      getQuantity: 1,
      freeProductId: productIdOf(ids.cola),
    });

    it('adds the free item once the condition holds, as many times as it holds', () => {
      expect(price([pizza(1, 1)], { automatic: [freeCola] }).freeLines).toEqual([]);
      expect(price([pizza(1, 2)], { automatic: [freeCola] }).freeLines).toEqual([
        { couponId: 20, restaurantProductId: ids.cola, quantity: 1, unitPrice: 450, offerQuantityApplied: 1 },
      ]);
      const five = price([pizza(1, 3), pizza(2, 2, ids.supreme)], { automatic: [freeCola] });
      expect(five.freeLines[0]).toMatchObject({ quantity: 2, offerQuantityApplied: 2 });
      // The free item costs nothing and is not part of the subtotal.
      expect(five.total).toBe(3 * 1500 + 2 * 1900);
    });

    it('does not count deals as qualifying items', () => {
      const deal: CartLineInput = { id: 3, kind: 'deal', quantity: 2, dealKey: ids.feastDeal, children: [] };
      const orderWide = { ...freeCola, scope: 'order' as const };
      expect(price([deal], { automatic: [orderWide] }).freeLines).toEqual([]);
    });

    it('tells a diner who entered its code how many items it needs', () => {
      const code = { ...freeCola, code: 'FREECOLA' };
      expect(price([pizza(1)], { code }).codeCouponRejection?.message).toBe('Add 2 qualifying items to use this coupon');
    });

    it('gives nothing when the outlet does not offer the free item', () => {
      const missing = { ...freeCola, freeProductId: 999 };
      expect(price([pizza(1, 2)], { automatic: [missing] })).toMatchObject({ freeLines: [], appliedCouponIds: [] });
    });
  });

  describe('discount lines (issue 18 point 12)', () => {
    it('name the offer that gave each discount, in the order they applied, with what each gave', () => {
      const freeGarlicBread = coupon({
        id: 40,
        name: 'Free garlic bread with any 2 pizzas',
        kind: 'buy_x_get_y',
        scope: 'categories',
        categoryIds: [ids.pizzasCategory],
        buyQuantity: 2,
        getQuantity: 1,
        freeProductId: productIdOf(ids.garlicBread),
      });
      const tenOff = coupon({ id: 41, code: 'TEN', name: '10% off your order', kind: 'percent', value: 10 });
      const cart = price([pizza(1, 4)], { automatic: [freeGarlicBread], code: tenOff });
      expect(cart.discounts).toEqual([
        // The free items are not in the subtotal, so the offer takes nothing off it: it gives 2 garlic breads.
        { couponId: 40, code: null, name: 'Free garlic bread with any 2 pizzas', amount: 0, freeQuantity: 2 },
        { couponId: 41, code: 'TEN', name: '10% off your order', amount: 600, freeQuantity: 0 },
      ]);
      // The named amounts are the whole discount: nothing is taken off that no line names.
      expect(cart.discounts.reduce((sum, discount) => sum + discount.amount, 0)).toBe(cart.discountTotal);
    });

    it('leave out an offer that did not apply', () => {
      const bigOrder = coupon({ id: 42, name: '$5 off orders over $40', kind: 'fixed', value: 500, minOrder: 4000 });
      expect(price([pizza(1)], { automatic: [bigOrder] }).discounts).toEqual([]);
    });
  });

  it('does not depend on the order coupons arrive in', () => {
    const a = coupon({ id: 31, kind: 'percent', value: 15 });
    const b = coupon({ id: 32, kind: 'fixed', value: 333, scope: 'products', productIds: [productIdOf(ids.margherita)] });
    const lines = [pizza(1, 2), item(2, ids.garlicBread)];
    expect(price(lines, { automatic: [a, b] })).toEqual(price(lines, { automatic: [b, a] }));
  });
});
