import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './coupon-rules.ts';
import { includedGst, priceCart } from './price-cart.ts';
import { coupon, ids, productIdOf, testCatalogue } from './pricing-fixtures.ts';
import type { CartLineInput, Coupon, PricingInput } from './pricing-types.ts';

const now = new Date('2026-11-23T12:00:00Z');
const pizzaIds: number[] = [ids.margherita, ids.supreme];
const quantity = fc.integer({ min: 1, max: 99 });
const toppings = fc
  .uniqueArray(fc.constantFrom(ids.extraCheese, ids.jalapenos), { maxLength: 2 })
  .chain((modifierIds) =>
    fc.tuple(...modifierIds.map((modifierId) => fc.record({ modifierId: fc.constant(modifierId), quantity: fc.integer({ min: 1, max: 3 }) }))),
  );
const size = fc.subarray([ids.small, ids.large], { maxLength: 1 });

const line = (id: number): fc.Arbitrary<CartLineInput> =>
  fc.oneof(
    fc.record({
      id: fc.constant(id),
      kind: fc.constant('normal' as const),
      quantity,
      restaurantProductId: fc.constantFrom(...pizzaIds),
      configurationValueIds: size,
      modifiers: toppings,
    }),
    fc.record({
      id: fc.constant(id),
      kind: fc.constant('normal' as const),
      quantity,
      restaurantProductId: fc.constantFrom(ids.garlicBread, ids.cola),
      configurationValueIds: fc.constant([]),
      modifiers: fc.constant([]),
    }),
    fc.record({
      id: fc.constant(id),
      kind: fc.constant('half_and_half' as const),
      quantity,
      configurationValueIds: size,
      portions: fc.tuple(
        fc.record({ restaurantProductId: fc.constantFrom(...pizzaIds), modifiers: toppings }),
        fc.record({ restaurantProductId: fc.constantFrom(...pizzaIds), modifiers: toppings }),
      ),
      modifiers: toppings,
    }),
    fc.record({
      id: fc.constant(id),
      kind: fc.constant('deal' as const),
      quantity,
      dealKey: fc.constant(ids.feastDeal),
      children: fc.array(
        fc.record({
          componentTypeId: fc.constant(ids.pizzaSlot),
          restaurantProductId: fc.constantFrom(...pizzaIds),
          quantity: fc.integer({ min: 1, max: 2 }),
          configurationValueIds: fc.subarray([ids.large]),
          modifiers: toppings,
        }),
        { maxLength: 2 },
      ),
    }),
  );

const lines = fc.integer({ min: 0, max: 6 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => line(index + 1))));

const anyCoupon = (id: number): fc.Arbitrary<Coupon> =>
  fc
    .record({
      kind: fc.constantFrom('percent' as const, 'fixed' as const, 'buy_x_get_y' as const),
      value: fc.integer({ min: 0, max: 20_000 }),
      scope: fc.constantFrom('order' as const, 'categories' as const, 'products' as const),
      categoryIds: fc.subarray([ids.pizzasCategory, ids.sidesCategory, ids.drinksCategory]),
      productIds: fc.subarray([...pizzaIds, ids.garlicBread, ids.cola].map(productIdOf)),
      minOrder: fc.integer({ min: 0, max: 10_000 }),
      payment: fc.constantFrom('any' as const, 'online' as const, 'cash_on_delivery' as const),
      buyQuantity: fc.integer({ min: 1, max: 4 }),
      getQuantity: fc.integer({ min: 1, max: 2 }),
      freeProductId: fc.constantFrom(productIdOf(ids.cola), productIdOf(ids.garlicBread)),
      code: fc.constantFrom(null, 'CODE'),
    })
    .map((fields) => coupon({ id, ...fields, value: fields.kind === 'percent' ? fields.value % 101 : fields.value }));

const carts = fc.record({
  lines,
  automaticCoupons: fc.tuple(anyCoupon(1), anyCoupon(2), anyCoupon(3)).chain((all) => fc.subarray(all)),
  codeCoupon: fc.option(anyCoupon(4), { nil: null }),
  paidBy: fc.constantFrom('online' as const, 'cash_on_delivery' as const, 'at_counter' as const),
  halfAndHalfRule: fc.constantFrom('dearer' as const, 'average' as const),
});

type GeneratedCart = typeof carts extends fc.Arbitrary<infer T> ? T : never;

const toInput = (cart: GeneratedCart): PricingInput => ({
  lines: cart.lines,
  catalogue: testCatalogue(cart.halfAndHalfRule),
  automaticCoupons: cart.automaticCoupons,
  codeCoupon: cart.codeCoupon,
  paidBy: cart.paidBy,
  now,
});

describe('priceCart properties', () => {
  it('never gives a negative total or line, and never discounts more than the base', () => {
    fc.assert(
      fc.property(carts, (cart) => {
        const priced = priceCart(toInput(cart));
        expect(priced.total).toBeGreaterThanOrEqual(0);
        expect(priced.discountTotal).toBeGreaterThanOrEqual(0);
        expect(priced.discountTotal).toBeLessThanOrEqual(priced.subtotal);
        for (const line of priced.lines) {
          expect(line.discountAmount + line.orderLevelDiscount).toBeLessThanOrEqual(line.itemTotal);
          expect(line.discountedItemTotal).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(line.discountedItemTotal)).toBe(true);
        }
        expect(priced.lines.reduce((sum, line) => sum + line.discountedItemTotal, 0)).toBe(priced.total);
      }),
    );
  });

  it('shows GST as one eleventh of the total (every product carries GST here), and the lines’ GST adds up to it within rounding', () => {
    fc.assert(
      fc.property(carts, (cart) => {
        const priced = priceCart(toInput(cart));
        expect(priced.tax).toBe(includedGst(priced.total));
        expect(Math.abs(priced.tax * 11 - priced.total)).toBeLessThanOrEqual(5.5);
        const linesTax = priced.lines.reduce((sum, line) => sum + line.tax, 0);
        expect(Math.abs(linesTax - priced.tax)).toBeLessThanOrEqual(Math.ceil(priced.lines.length / 2));
      }),
    );
  });

  it('adds a buy-X-get-Y free item exactly while its condition holds', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 4 }), (cartLines, buyQuantity) => {
        const offer = coupon({
          id: 40,
          kind: 'buy_x_get_y',
          scope: 'categories',
          categoryIds: [ids.pizzasCategory],
          buyQuantity,
          getQuantity: 1,
          freeProductId: productIdOf(ids.cola),
        });
        const priced = priceCart({ lines: cartLines, catalogue: testCatalogue(), automaticCoupons: [offer], codeCoupon: null, paidBy: 'online', now });
        const isPizza = (line: CartLineInput) => line.kind === 'half_and_half' || (line.kind === 'normal' && pizzaIds.includes(line.restaurantProductId));
        const qualifying = cartLines.filter(isPizza).reduce((sum, line) => sum + line.quantity, 0);
        const times = Math.floor(qualifying / buyQuantity);
        expect(priced.freeLines).toEqual(
          times > 0 ? [{ couponId: 40, restaurantProductId: ids.cola, quantity: times, unitPrice: 450, offerQuantityApplied: times }] : [],
        );
        // Whatever is given away, the diner pays for exactly the lines they chose.
        expect(priced.subtotal).toBe(priced.lines.reduce((sum, line) => sum + line.itemTotal, 0));
      }),
    );
  });

  it('is deterministic: the same cart with its coupons in any order prices the same', () => {
    fc.assert(
      fc.property(carts, (cart) => {
        const input = toInput(cart);
        expect(priceCart({ ...input, automaticCoupons: [...input.automaticCoupons].reverse() })).toEqual(priceCart(input));
      }),
    );
  });

  it('allocates an amount in whole cents within each cap, summing to the amount', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 8 }), fc.integer({ min: 0, max: 1_000_000 }), (caps, amount) => {
        const shares = allocate(amount, caps);
        const total = caps.reduce((sum, cap) => sum + cap, 0);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(Math.min(amount, total));
        shares.forEach((share, index) => {
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(caps[index]!);
        });
      }),
    );
  });
});
