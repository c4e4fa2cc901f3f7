import type { MenuCategory, MenuProduct } from '@crust/contract/menu';

/** Each home shelf shows at most two rows of three. */
export const SHELF_SIZE = 6;

// The home page promotes what can be ordered now, whatever the menu page's out-of-stock setting:
// a sold-out dish in "Best sellers" is a dead end.
const inStock = (category: MenuCategory) => category.products.filter((product) => product.in_stock);

function unique(products: Iterable<MenuProduct>, limit: number): MenuProduct[] {
  const byId = new Map<number, MenuProduct>();
  for (const product of products) {
    if (byId.size === limit) break;
    if (!byId.has(product.restaurant_product_id)) byId.set(product.restaurant_product_id, product);
  }
  return [...byId.values()];
}

/** A taste of the whole menu: the first dish of each category, then the second of each, and so on. */
export function featuredProducts(categories: readonly MenuCategory[], limit = SHELF_SIZE): MenuProduct[] {
  const lists = categories.map(inStock);
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const rounds = Array.from({ length: longest }, (_, round) => lists.flatMap((list) => list.slice(round, round + 1)));
  return unique(rounds.flat(), limit);
}

/** Best sellers: the dishes the outlet marks popular. */
export const popularProducts = (categories: readonly MenuCategory[], limit = SHELF_SIZE): MenuProduct[] =>
  unique(
    categories.flatMap(inStock).filter((product) => product.popular),
    limit,
  );

/** Fresh additions: the dishes the outlet marks new. */
export const newProducts = (categories: readonly MenuCategory[], limit = SHELF_SIZE): MenuProduct[] =>
  unique(
    categories.flatMap(inStock).filter((product) => product.is_new),
    limit,
  );
