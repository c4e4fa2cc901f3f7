import { describe, expect, it } from 'vitest';
import { dealProblem, pickOnly, setSlotCount, slotCount, slotOptions } from './deal-choice';
import { indexProducts } from './menu-lookup';
import { fixtureMenu, twoPizzaDeal } from './testing/menu-fixture';

const products = indexProducts(fixtureMenu);
const [pizzas, side, drink] = twoPizzaDeal.components as [
  (typeof twoPizzaDeal.components)[number],
  (typeof twoPizzaDeal.components)[number],
  (typeof twoPizzaDeal.components)[number],
];

describe('deal slots', () => {
  it("lists a slot's choices the menu offers, with their upcharges, skipping the others", () => {
    expect(slotOptions(pizzas, products).map(({ product, upcharge }) => [product.name, upcharge])).toEqual([
      ['Margherita', 0],
      ['Pepperoni', 0],
      ['Vegan Garden', 0],
      ['Meat Lovers', 300],
    ]);
  });

  it('lets the same product fill a slot more than once, but never past the slot quantity', () => {
    let choice = setSlotCount({}, pizzas, 1101, 2);
    expect(slotCount(choice, pizzas)).toBe(2);
    choice = setSlotCount(choice, pizzas, 1102, 1);
    expect(choice[pizzas.deal_component_type_id]).toEqual({ 1101: 2 });
    choice = setSlotCount(setSlotCount(choice, pizzas, 1101, 1), pizzas, 1102, 5);
    expect(choice[pizzas.deal_component_type_id]).toEqual({ 1101: 1, 1102: 1 });
    choice = setSlotCount(choice, pizzas, 1101, 0);
    expect(choice[pizzas.deal_component_type_id]).toEqual({ 1102: 1 });
  });

  it('a one-item slot replaces its pick', () => {
    expect(pickOnly(pickOnly({}, side, 1202), side, 1203)[side.deal_component_type_id]).toEqual({ 1203: 1 });
  });

  it('names the first slot still to fill, and how many it still needs', () => {
    expect(dealProblem(twoPizzaDeal, {}, products)).toBe('Choose 2 from Pizzas');
    const onePizza = setSlotCount({}, pizzas, 1101, 1);
    expect(dealProblem(twoPizzaDeal, onePizza, products)).toBe('Choose 1 more from Pizzas');
    const pizzasFull = setSlotCount(onePizza, pizzas, 1105, 1);
    expect(dealProblem(twoPizzaDeal, pizzasFull, products)).toBe('Choose 1 from Side');
    const all = pickOnly(pickOnly(pizzasFull, side, 1202), drink, 1301);
    expect(dealProblem(twoPizzaDeal, all, products)).toBeNull();
  });

  it('says when nothing in a slot can be chosen', () => {
    const noSides = {
      ...fixtureMenu,
      categories: fixtureMenu.categories.map((category) => ({ ...category, products: category.products.filter((product) => product.name !== 'Garlic bread') })),
    };
    const full = pickOnly(setSlotCount({}, pizzas, 1101, 2), drink, 1301);
    expect(dealProblem(twoPizzaDeal, full, indexProducts(noSides))).toBe('Side is not available right now');
  });
});
