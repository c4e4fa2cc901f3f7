import type { Menu, MenuProduct } from '@crust/contract/menu';

/** The outlet's products by restaurant_product_id: deal slots and cart items refer to products by it. */
export type ProductIndex = ReadonlyMap<number, MenuProduct>;

function allProducts(menu: Menu): MenuProduct[] {
  const seen = new Map<number, MenuProduct>();
  // A product listed in two categories is one offer: keep its first listing.
  for (const category of menu.categories) {
    for (const product of category.products) {
      if (!seen.has(product.restaurant_product_id)) seen.set(product.restaurant_product_id, product);
    }
  }
  return [...seen.values()];
}

export function indexProducts(menu: Menu): ProductIndex {
  return new Map(allProducts(menu).map((product) => [product.restaurant_product_id, product]));
}

/**
 * The pizzas a half may be, in menu order. The pizza the diner started from stays a choice even if
 * the menu was refetched without it meanwhile, so the builder never loses the left half it opened with.
 */
export function halfAndHalfCandidates(menu: Menu, startingWith: MenuProduct): MenuProduct[] {
  const candidates = allProducts(menu).filter((product) => product.allow_half_and_half && product.in_stock);
  const known = candidates.some((product) => product.restaurant_product_id === startingWith.restaurant_product_id);
  return known ? candidates : [startingWith, ...candidates];
}
