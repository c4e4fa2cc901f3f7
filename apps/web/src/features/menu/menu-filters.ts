import { DIETARY_TAGS, type DietaryTag } from '@crust/contract/catalogue-vocabulary';
import type { MenuCategory, MenuProduct } from '@crust/contract/menu';
import { tagLabel } from '@/lib/product-words';

/**
 * Spec §3 menu.showOutOfStockProducts: out-of-stock products are listed (and shown disabled) only
 * when it is on. A category left empty is dropped, so no heading stands over nothing.
 */
export function visibleCategories(categories: readonly MenuCategory[], showOutOfStock: boolean): MenuCategory[] {
  return keepProducts(categories, (product) => showOutOfStock || product.in_stock);
}

// Case- and accent-insensitive, so 'jalapeno' finds 'Jalapeño'.
const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The search words of a query; none means "no search". */
export const searchTerms = (query: string): string[] => normalise(query).split(/\s+/).filter(Boolean);

function matches(product: MenuProduct, terms: readonly string[]): boolean {
  const text = normalise([product.name, product.description, ...product.tags, ...product.tags.map(tagLabel)].join(' '));
  // Every word must match, so 'veg pizza' narrows rather than widens.
  return terms.every((term) => text.includes(term));
}

/** The products whose name, description or dietary tags hold every search word, in their categories. */
export function searchCategories(categories: readonly MenuCategory[], terms: readonly string[]): MenuCategory[] {
  if (terms.length === 0) return [...categories];
  return keepProducts(categories, (product) => matches(product, terms));
}

/** The dietary tags (issue 19) some product on the menu carries, in the vocabulary's order: the filter's choices. */
export function dietaryTagsOf(categories: readonly MenuCategory[]): DietaryTag[] {
  const carried = new Set(categories.flatMap((category) => category.products.flatMap((product) => product.tags)));
  return DIETARY_TAGS.filter((tag) => carried.has(tag));
}

/** The products carrying every chosen dietary tag ('vegetarian' and 'spicy': the spicy vegetarian ones), in their categories. */
export function withDietaryTags(categories: readonly MenuCategory[], chosen: readonly string[]): MenuCategory[] {
  if (chosen.length === 0) return [...categories];
  return keepProducts(categories, (product) => chosen.every((tag) => product.tags.includes(tag)));
}

function keepProducts(categories: readonly MenuCategory[], keep: (product: MenuProduct) => boolean): MenuCategory[] {
  return categories.map((category) => ({ ...category, products: category.products.filter(keep) })).filter((category) => category.products.length > 0);
}
