import { describe, expect, it } from 'vitest';
import { onlinePrice } from '@crust/contract/prices';
import { dealItemKey, pickOnly, setSlotCount } from './deal-choice';
import { dealUnitPrice, halfAndHalfUnitPrice, normalUnitPrice, priceDifferenceLabel } from './item-price';
import { indexProducts } from './menu-lookup';
import { fixtureMenu, margherita, meatLovers, pepperoni, twoPizzaDeal, wingsCombo } from './testing/menu-fixture';

const products = indexProducts(fixtureMenu);

const [pizzas, , drink] = twoPizzaDeal.components as [
  (typeof twoPizzaDeal.components)[number],
  (typeof twoPizzaDeal.components)[number],
  (typeof twoPizzaDeal.components)[number],
];

describe('displayed prices (mirroring the server rules)', () => {
  it('a normal item is its online price, plus the chosen configuration adjustments, plus its modifiers', () => {
    expect(normalUnitPrice(margherita, onlinePrice, { 1: 11, 2: 21 }, {})).toBe(1450);
    expect(normalUnitPrice(margherita, onlinePrice, { 1: 12, 2: 23 }, { 1: [301, 303] })).toBe(1450 + 400 + 300 + 150 + 250);
    expect(normalUnitPrice(margherita, onlinePrice, { 1: 13, 2: 21 }, {})).toBe(1150);
  });

  it('takes the base price from priceOf (the in-store menu shows the in-store price)', () => {
    expect(normalUnitPrice(margherita, (product) => product.price, { 1: 11 }, {})).toBe(1600);
  });

  it('a smaller size never takes the base below zero, but the modifiers still count', () => {
    expect(normalUnitPrice({ ...margherita, online_price: 200 }, onlinePrice, { 1: 13 }, { 1: [301] })).toBe(150);
  });

  it("a half-and-half is the dearer half's sized base plus each half's toppings at half price", () => {
    const left = { product: margherita, modifiers: { 1: [301, 304] } };
    const right = { product: pepperoni, modifiers: { 1: [303] } };
    // Pepperoni large: 1650 + 500 beats Margherita large: 1450 + 400. Toppings: 75 + round(49.5) + 125.
    expect(halfAndHalfUnitPrice([left, right], onlinePrice, { 1: 12, 2: 21 }, 'dearer')).toBe(2150 + 75 + 50 + 125);
    expect(halfAndHalfUnitPrice([{ product: meatLovers, modifiers: {} }, right], onlinePrice, { 1: 11 }, 'dearer')).toBe(2100 + 125);
    expect(halfAndHalfUnitPrice([left], onlinePrice, { 1: 11 }, 'dearer')).toBe(1450 + 75 + 50);
  });

  it('a tenant that prices halves at the average charges the mean of the two sized bases, as the server does', () => {
    const left = { product: margherita, modifiers: { 1: [301, 304] } };
    const right = { product: pepperoni, modifiers: { 1: [303] } };
    // Large: Margherita 1450 + 400, Pepperoni 1650 + 500; their mean is 2000.
    expect(halfAndHalfUnitPrice([left, right], onlinePrice, { 1: 12, 2: 21 }, 'average')).toBe(2000 + 75 + 50 + 125);
    // One half alone is its own price.
    expect(halfAndHalfUnitPrice([left], onlinePrice, { 1: 11 }, 'average')).toBe(1450 + 75 + 50);
  });

  it('a deal is its price plus each premium choice, as many times as it is chosen', () => {
    expect(dealUnitPrice(twoPizzaDeal, {}, products)).toBe(3500);
    const choice = pickOnly(setSlotCount(setSlotCount({}, pizzas, 1105, 1), pizzas, 1101, 1), drink, 1302);
    expect(dealUnitPrice(twoPizzaDeal, choice, products)).toBe(3500 + 300 + 50);
    expect(dealUnitPrice(twoPizzaDeal, setSlotCount({}, pizzas, 1105, 2), products)).toBe(3500 + 600);
    expect(dealUnitPrice(wingsCombo, {}, products)).toBe(1300);
  });

  it('a deal pizza’s own size, crust and toppings cost what they cost in its slot (issue 18)', () => {
    const choice = setSlotCount({}, pizzas, 1101, 2);
    const large = margherita.configurations[0]!.values.find((value) => value.name === 'Large')!;
    const glutenFree = margherita.configurations[1]!.values.find((value) => value.name === 'Gluten-free')!;
    const topping = margherita.modifier_groups[0]!.modifiers[0]!;
    const items = {
      [dealItemKey(pizzas, 1101)]: [
        {
          configuration: { 1: large.attribute_value_id, 2: glutenFree.attribute_value_id },
          modifiers: { [margherita.modifier_groups[0]!.id]: [topping.modifier_id] },
        },
      ],
    };
    // The slot includes Regular, so a Large costs its adjustment above it; the second pizza comes as the deal makes it.
    expect(dealUnitPrice(twoPizzaDeal, choice, products, items)).toBe(3500 + large.price_adjustment + glutenFree.price_adjustment + topping.online_price);
  });

  it('labels price differences with their sign, and equal prices with nothing', () => {
    expect(priceDifferenceLabel(300)).toBe('+$3.00');
    expect(priceDifferenceLabel(-300)).toBe('-$3.00');
    expect(priceDifferenceLabel(0)).toBeNull();
  });
});
