import type { DietaryTag } from '@crust/contract/catalogue-vocabulary';
import type { Menu, MenuCategory, MenuDeal, MenuKind, MenuProduct } from '@crust/contract/menu';
import type { OutletHours, WeeklyShift } from '@crust/contract/ordering-state';
import { onlinePrice } from '@crust/contract/prices';
import type { RestaurantEntry } from '@crust/contract/restaurants';
import { PLACEHOLDER_IMAGE } from '../../lib/image-view.ts';
import { MENU_PAGES, storefrontUrls, type StorefrontUrls } from './storefront-urls.ts';

// Issue 20: schema.org structured data (JSON-LD) for the server-rendered pages, so a search engine
// reads an outlet's address, hours and priced menu. Pure: the renderer passes what it has read.

const SCHEMA = 'https://schema.org';

/** A schema.org node: its type and its properties. */
export interface JsonLdNode {
  '@type': string;
  [property: string]: unknown;
}
/** A node at the top of a script, which names the vocabulary. */
export type JsonLdDocument = JsonLdNode & { '@context': typeof SCHEMA };

/** What the structured data reads of an outlet: an entry of the outlet list (restaurants service). */
export type SeoOutlet = Pick<RestaurantEntry, 'restaurant' | 'attachment_paths' | 'address' | 'hours'>;

/** schema.org's DayOfWeek members, by the contract's weekday (0 = Sunday). */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Dietary tags that are a schema.org RestrictedDiet; 'gluten-free-option' (a base on request) and 'spicy' are not. */
const DIETS = new Map<string, string>([
  ['vegetarian', 'VegetarianDiet'],
  ['vegan', 'VeganDiet'],
  ['gluten-free', 'GlutenFreeDiet'],
  ['halal', 'HalalDiet'],
] satisfies [DietaryTag, string][]);

const MENU_NAMES: Record<MenuKind, string> = { main: 'menu', instore: 'in-store menu', dinein: 'dine-in menu' };

/** Integer cents as schema.org's decimal price: 1850 → "18.50" (digits, no float arithmetic). */
export const decimalPrice = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Only a real picture: the placeholder would tell a search engine nothing. */
const imageOf = (urls: StorefrontUrls, path: string | undefined) => (path && path !== PLACEHOLDER_IMAGE ? { image: urls.page(path) } : {});
const textOf = <K extends string>(key: K, text: string | undefined) => (text ? { [key]: text } : {});

/** A shift of 24 hours (closes == opens) ends a minute before it opens: schema.org reads a `closes` below `opens` as the next day. */
function closingOf({ opens, closes }: WeeklyShift): string {
  if (closes !== opens) return closes;
  const [hours = 0, minutes = 0] = opens.split(':').map(Number);
  const previous = (hours * 60 + minutes + 1439) % 1440;
  return `${String(Math.floor(previous / 60)).padStart(2, '0')}:${String(previous % 60).padStart(2, '0')}`;
}

/**
 * The pickup hours: they are when the doors are open for diners to come and collect, which is what
 * a search engine shows as "open". Delivery hours stand in only for an outlet that takes no pickup.
 * Weekdays with the same shift share one specification, as schema.org's examples do.
 */
function openingHoursOf(hours: OutletHours): JsonLdNode[] {
  const shifts = hours.pickup.length > 0 ? hours.pickup : hours.delivery;
  const byShift = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const shift of shifts) {
    const closes = closingOf(shift);
    const key = `${shift.opens}-${closes}`;
    const group = byShift.get(key) ?? { opens: shift.opens, closes, days: [] };
    byShift.set(key, group);
    group.days.push(`${SCHEMA}/${WEEKDAYS[shift.weekday]}`);
  }
  return [...byShift.values()].map(({ opens, closes, days }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }));
}

export interface RestaurantJsonLdInput {
  /** config.PUBLIC_URL: every address in the data is absolute. */
  publicUrl: string;
  outlet: SeoOutlet;
  /** The outlet's currency (its app settings' `currency`, e.g. AUD). */
  currency: string;
}

/**
 * One outlet as a schema.org Restaurant. Its `url` is its menu page, the one page of the storefront
 * that is that outlet's alone (also `hasMenu`). No servesCuisine or priceRange: the catalogue has
 * no field for them, and a guess would be wrong for some tenant.
 */
export function restaurantJsonLd({ publicUrl, outlet, currency }: RestaurantJsonLdInput): JsonLdDocument {
  const urls = storefrontUrls(publicUrl);
  const { restaurant, address } = outlet;
  const menuUrl = urls.page(MENU_PAGES.main, restaurant.id);
  return {
    '@context': SCHEMA,
    '@type': 'Restaurant',
    name: restaurant.name,
    address: { '@type': 'PostalAddress', streetAddress: address.street_name, addressLocality: address.city },
    ...textOf('telephone', address.phone),
    url: menuUrl,
    ...imageOf(urls, outlet.attachment_paths[0]?.upload_path),
    openingHoursSpecification: openingHoursOf(outlet.hours),
    hasMenu: menuUrl,
    currenciesAccepted: currency,
  };
}

export interface MenuJsonLdInput {
  publicUrl: string;
  outlet: { id: number; name: string };
  /** Which of the outlet's menus `menu` is (it decides the page and the prices shown). */
  kind: MenuKind;
  /** The menu payload (GET /api/v2/menu's `data`, or the menu service's offer). */
  menu: Menu;
  currency: string;
  /**
   * The site configuration's menu.showOutOfStockProducts: when off the page lists no out-of-stock
   * product, and the data, which must describe what the page shows, none either.
   */
  showOutOfStock: boolean;
}

/** An offer of one price: in stock unless the outlet has run out (a daypart pause is not out of stock). */
const offerOf = (cents: number, currency: string, inStock: boolean): JsonLdNode => ({
  '@type': 'Offer',
  price: decimalPrice(cents),
  priceCurrency: currency,
  availability: `${SCHEMA}/${inStock ? 'InStock' : 'OutOfStock'}`,
});

/**
 * An outlet's menu as schema.org Menu: a MenuSection per category, a MenuItem per product with its
 * price as the page shows it (the in-store menu shows in-store prices, the others what the website
 * charges), and the deals as a section of their own.
 */
export function menuJsonLd({ publicUrl, outlet, kind, menu, currency, showOutOfStock }: MenuJsonLdInput): JsonLdDocument {
  const urls = storefrontUrls(publicUrl);
  const priceOf = (product: MenuProduct) => (kind === 'instore' ? product.price : onlinePrice(product));
  const productItem = (product: MenuProduct): JsonLdNode => {
    const diets = product.tags.flatMap((tag) => DIETS.get(tag) ?? []).map((diet) => `${SCHEMA}/${diet}`);
    return {
      '@type': 'MenuItem',
      name: product.name,
      ...textOf('description', product.description),
      ...imageOf(urls, product.image),
      offers: offerOf(priceOf(product), currency, product.in_stock),
      ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
    };
  };
  const dealItem = (deal: MenuDeal): JsonLdNode => ({
    '@type': 'MenuItem',
    name: deal.name,
    ...textOf('description', deal.description),
    ...imageOf(urls, deal.image),
    offers: offerOf(deal.price, currency, true),
  });
  const section = (category: MenuCategory, products: MenuProduct[]): JsonLdNode => ({
    '@type': 'MenuSection',
    name: category.name,
    ...textOf('description', category.description),
    ...imageOf(urls, category.image),
    hasMenuItem: products.map(productItem),
  });
  // A category left with nothing shown has no heading on the page, so no section here.
  const sections = menu.categories.flatMap((category) => {
    const shown = category.products.filter((product) => showOutOfStock || product.in_stock);
    return shown.length > 0 ? [section(category, shown)] : [];
  });
  const deals: JsonLdNode[] = menu.deals.length > 0 ? [{ '@type': 'MenuSection', name: 'Deals', hasMenuItem: menu.deals.map(dealItem) }] : [];
  return {
    '@context': SCHEMA,
    '@type': 'Menu',
    name: `${outlet.name} ${MENU_NAMES[kind]}`,
    url: urls.page(MENU_PAGES[kind], outlet.id),
    hasMenuSection: [...sections, ...deals],
  };
}
