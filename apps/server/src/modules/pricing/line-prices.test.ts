import { describe, expect, it } from 'vitest';
import { unitPrice } from './line-prices.ts';
import { ids, testCatalogue } from './pricing-fixtures.ts';
import type { HalfAndHalfLineInput } from './pricing-types.ts';

describe('line prices', () => {
  it('prices a normal item: base, configuration adjustments and modifiers × their quantity', () => {
    const line = {
      id: 1,
      kind: 'normal' as const,
      quantity: 2,
      restaurantProductId: ids.margherita,
      configurationValueIds: [ids.large],
      modifiers: [{ modifierId: ids.extraCheese, quantity: 2 }],
    };
    expect(unitPrice(line, testCatalogue())).toBe(1500 + 400 + 2 * 250);
  });

  it('never lets a cheaper size take a price below zero', () => {
    const catalogue = testCatalogue();
    const cheap = { ...catalogue.products.get(ids.margherita)!, basePrice: 100 };
    const products = new Map(catalogue.products).set(ids.margherita, cheap);
    const line = { id: 1, kind: 'normal' as const, quantity: 1, restaurantProductId: ids.margherita, configurationValueIds: [ids.small], modifiers: [] };
    expect(unitPrice(line, { ...catalogue, products })).toBe(0);
  });

  const halfAndHalf: HalfAndHalfLineInput = {
    id: 2,
    kind: 'half_and_half',
    quantity: 1,
    configurationValueIds: [ids.large],
    portions: [
      { restaurantProductId: ids.margherita, modifiers: [{ modifierId: ids.extraCheese, quantity: 1 }] },
      { restaurantProductId: ids.supreme, modifiers: [{ modifierId: ids.jalapenos, quantity: 1 }] },
    ],
    modifiers: [],
  };

  it('prices half-and-half at the dearer half, each half’s toppings at half price', () => {
    // Large margherita 1900, large supreme 2400: the dearer is 2400; toppings 125 + 75.
    expect(unitPrice(halfAndHalf, testCatalogue('dearer'))).toBe(2400 + 125 + 75);
  });

  it('prices half-and-half at the average of the halves when the tenant chooses so', () => {
    expect(unitPrice(halfAndHalf, testCatalogue('average'))).toBe(2150 + 125 + 75);
  });

  // Issue 17: a modifier of the whole pizza (on both halves) covers all of it, so it costs its full price, once.
  it('prices the whole pizza’s modifiers once, at full price, beside each half’s at half price', () => {
    const withWhole = { ...halfAndHalf, modifiers: [{ modifierId: ids.extraCheese, quantity: 2 }] };
    expect(unitPrice(withWhole, testCatalogue('dearer'))).toBe(2400 + 125 + 75 + 2 * 250);
    expect(unitPrice(withWhole, testCatalogue('average'))).toBe(2150 + 125 + 75 + 2 * 250);
  });

  it('prices a deal at its price plus the upcharges of premium choices', () => {
    const deal = {
      id: 3,
      kind: 'deal' as const,
      quantity: 1,
      dealKey: ids.feastDeal,
      children: [
        { componentTypeId: ids.pizzaSlot, restaurantProductId: ids.supreme, quantity: 2, configurationValueIds: [], modifiers: [] },
        { componentTypeId: 72, restaurantProductId: ids.garlicBread, quantity: 1, configurationValueIds: [], modifiers: [] },
      ],
    };
    expect(unitPrice(deal, testCatalogue())).toBe(3990 + 2 * 300);
  });

  it('prices a deal item’s own size at what it costs in its slot and its toppings at their price, for each of that item (issue 18)', () => {
    const deal = {
      id: 3,
      kind: 'deal' as const,
      quantity: 1,
      dealKey: ids.feastDeal,
      children: [
        // Two large supremes with jalapeños: upcharge 300, large 900 in this slot, jalapeños 150, each.
        {
          componentTypeId: ids.pizzaSlot,
          restaurantProductId: ids.supreme,
          quantity: 2,
          configurationValueIds: [ids.large],
          modifiers: [{ modifierId: ids.jalapenos, quantity: 1 }],
        },
        // A small margherita with double cheese: a small costs nothing in a deal (never less), cheese 2 × 250.
        {
          componentTypeId: ids.pizzaSlot,
          restaurantProductId: ids.margherita,
          quantity: 1,
          configurationValueIds: [ids.small],
          modifiers: [{ modifierId: ids.extraCheese, quantity: 2 }],
        },
      ],
    };
    expect(unitPrice(deal, testCatalogue())).toBe(3990 + 2 * (300 + 900 + 150) + (0 + 500));
  });

  it('refuses to price a deal item in a size its slot does not offer, or a topping its product lacks', () => {
    const deal = (child: object) => ({
      id: 3,
      kind: 'deal' as const,
      quantity: 1,
      dealKey: ids.feastDeal,
      children: [{ componentTypeId: ids.pizzaSlot, restaurantProductId: ids.margherita, quantity: 1, configurationValueIds: [], modifiers: [], ...child }],
    });
    expect(() => unitPrice(deal({ configurationValueIds: [12] }), testCatalogue())).toThrow(/no configuration value 12/);
    expect(() => unitPrice(deal({ modifiers: [{ modifierId: 999, quantity: 1 }] }), testCatalogue())).toThrow(/no modifier/);
  });

  it('refuses to price a modifier the product does not offer', () => {
    const line = {
      id: 1,
      kind: 'normal' as const,
      quantity: 1,
      restaurantProductId: ids.cola,
      configurationValueIds: [],
      modifiers: [{ modifierId: ids.extraCheese, quantity: 1 }],
    };
    expect(() => unitPrice(line, testCatalogue())).toThrow(/no modifier/);
  });
});
