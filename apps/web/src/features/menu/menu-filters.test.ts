import { describe, expect, it } from 'vitest';
import { diavola, menuFixture } from '@/testing/menu-fixture';
import { searchCategories, searchTerms, visibleCategories } from './menu-filters';

const names = (categories: ReturnType<typeof visibleCategories>) => categories.map((c) => [c.name, c.products.map((p) => p.name)]);

describe('visibleCategories (spec §3 menu.showOutOfStockProducts)', () => {
  it('keeps out-of-stock products when the flag is on', () => {
    expect(visibleCategories(menuFixture.categories, true)[0]?.products).toContain(diavola);
  });

  it('drops out-of-stock products when it is off, and a category left empty with them', () => {
    const soldOut = { id: 9, name: 'Specials', image: '', products: [diavola] };
    expect(names(visibleCategories([...menuFixture.categories, soldOut], false))).toEqual([
      ['Pizzas', ['Margherita', 'Pepperoni']],
      ['Sides', ['Garlic bread']],
      ['Drinks', ['Cola']],
    ]);
  });
});

describe('searchCategories', () => {
  const search = (query: string) => names(searchCategories(menuFixture.categories, searchTerms(query)));

  it('keeps everything for an empty or blank query', () => {
    expect(search('  ')).toHaveLength(3);
  });

  it('matches names, descriptions and dietary tags, ignoring case and accents', () => {
    expect(search('PEPPERONI')).toEqual([['Pizzas', ['Pepperoni']]]);
    expect(search('herb butter')).toEqual([['Sides', ['Garlic bread']]]);
    expect(search('jalapeno')).toEqual([['Pizzas', ['Diavola']]]);
    expect(search('gluten-free')).toEqual([['Sides', ['Garlic bread']]]);
    expect(search('vegetarian')).toEqual([
      ['Pizzas', ['Margherita']],
      ['Sides', ['Garlic bread']],
    ]);
  });

  it('needs every word to match', () => {
    expect(search('vegetarian basil')).toEqual([['Pizzas', ['Margherita']]]);
    expect(search('vegetarian salami')).toEqual([]);
  });
});
