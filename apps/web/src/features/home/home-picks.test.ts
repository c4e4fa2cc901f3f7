import { describe, expect, it } from 'vitest';
import { cola, diavola, garlicBread, makeProduct, margherita, menuFixture, pepperoni } from '@/testing/menu-fixture';
import { featuredProducts, newProducts, popularProducts } from './home-picks';

const { categories } = menuFixture;
const names = (products: { name: string }[]) => products.map((product) => product.name);

describe('home shelves', () => {
  it('features the first dish of each category, then the second of each, in stock only', () => {
    expect(names(featuredProducts(categories))).toEqual(['Margherita', 'Garlic bread', 'Cola', 'Pepperoni']);
    expect(names(featuredProducts(categories, 2))).toEqual(['Margherita', 'Garlic bread']);
  });

  it('lists popular dishes as best sellers and new dishes as fresh additions, leaving out sold-out ones', () => {
    const soldOutPopular = { ...diavola, popular: true, is_new: true };
    const withSoldOut = [{ ...categories[0]!, products: [margherita, pepperoni, soldOutPopular] }, ...categories.slice(1)];
    expect(popularProducts(withSoldOut)).toEqual([margherita, pepperoni]);
    expect(newProducts(withSoldOut)).toEqual([garlicBread]);
  });

  it('shows a dish listed in two categories once, and at most six', () => {
    const many = Array.from({ length: 8 }, (_, index) => makeProduct({ name: `Special ${index}`, popular: true }));
    const twice = [
      { id: 1, name: 'Specials', image: '', products: [...many, cola] },
      { id: 2, name: 'Drinks', image: '', products: [cola] },
    ];
    expect(popularProducts(twice)).toHaveLength(6);
    expect(names(featuredProducts(twice, 20)).filter((name) => name === 'Cola')).toHaveLength(1);
  });
});
