import { describe, expect, it } from 'vitest';
import { halfAndHalfCandidates, indexProducts } from './menu-lookup';
import { fixtureMenu, hawaiian, margherita, meatLovers, pepperoni } from './testing/menu-fixture';

describe('menu lookups', () => {
  it('indexes every product once by restaurant_product_id, even when listed in two categories', () => {
    const index = indexProducts(fixtureMenu);
    expect(index.get(1101)).toBe(margherita);
    expect(index.size).toBe(10);
  });

  it('offers as halves only in-stock pizzas that allow half and half, in menu order', () => {
    expect(halfAndHalfCandidates(fixtureMenu, margherita).map((product) => product.name)).toEqual(['Margherita', 'Pepperoni', 'Meat Lovers']);
  });

  it('keeps the pizza the builder opened with even when the menu no longer lists it', () => {
    const withoutPepperoni = { ...fixtureMenu, categories: [{ ...fixtureMenu.categories[0]!, products: [margherita, meatLovers] }] };
    expect(halfAndHalfCandidates(withoutPepperoni, pepperoni).map((product) => product.name)).toEqual(['Pepperoni', 'Margherita', 'Meat Lovers']);
    expect(halfAndHalfCandidates(fixtureMenu, hawaiian)[0]).toBe(hawaiian);
  });
});
