import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { TENANT_ID } from './outlets.ts';

// The menu as GET /api/v2/menu serves it (issue #3), read by the journeys so they follow the seed
// rather than repeat its prices and ids.

export type MenuKind = 'main' | 'instore' | 'dinein';

export interface MenuModifier {
  modifier_id: number;
  name: string;
  online_price: number;
}
export interface MenuProduct {
  product_id: number;
  restaurant_product_id: number;
  name: string;
  price: number;
  online_price: number | null;
  in_stock: boolean;
  /** Dietary tags (issue 19's vocabulary). */
  tags: string[];
  modifier_groups: { id: number; name: string; min: number; max: number; modifiers: MenuModifier[] }[];
  configurations: { attribute_id: number; name: string; values: { attribute_value_id: number; name: string; price_adjustment: number }[] }[];
}
export interface MenuDeal {
  deal_id: number | null;
  combo_product_id: number | null;
  name: string;
  price: number;
  components: {
    deal_component_type_id: number;
    name: string;
    quantity: number;
    choices: number[];
    upcharges: { restaurant_product_id: number; amount: number }[];
    /** Issue 18: the sizes (attribute_value_ids) the slot's items come in; none named: any. */
    configuration_value_ids: number[];
  }[];
}
export interface Menu {
  categories: { id: number; name: string; products: MenuProduct[] }[];
  deals: MenuDeal[];
}

export async function fetchMenu(request: APIRequestContext, restaurantId: number, kind: MenuKind): Promise<Menu> {
  const response = await request.get(`/api/v2/menu?tenant_id=${TENANT_ID}&restaurant_id=${restaurantId}&menu=${kind}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Menu }).data;
}

export const allProducts = (menu: Menu): MenuProduct[] => menu.categories.flatMap((category) => category.products);

export function productNamed(menu: Menu, name: string): MenuProduct {
  const product = allProducts(menu).find((candidate) => candidate.name === name);
  if (!product) throw new Error(`The menu has no product "${name}"`);
  return product;
}

export function dealNamed(menu: Menu, name: string): MenuDeal {
  const deal = menu.deals.find((candidate) => candidate.name === name);
  if (!deal) throw new Error(`The menu has no deal "${name}"`);
  return deal;
}

export function modifierOf(product: MenuProduct, group: string, name: string): MenuModifier {
  const modifier = product.modifier_groups.find((candidate) => candidate.name === group)?.modifiers.find((candidate) => candidate.name === name);
  if (!modifier) throw new Error(`${product.name} has no ${group} "${name}"`);
  return modifier;
}

export function configurationValue(product: MenuProduct, attribute: string, value: string) {
  const configuration = product.configurations.find((candidate) => candidate.name === attribute);
  const found = configuration?.values.find((candidate) => candidate.name === value);
  if (!configuration || !found) throw new Error(`${product.name} has no ${attribute} "${value}"`);
  return { attribute_id: configuration.attribute_id, ...found };
}

export const onlinePrice = (product: MenuProduct): number => product.online_price ?? product.price;

/** Cents as the storefront shows them: 1450 → '$14.50', -200 → '-$2.00'. */
export const money = (cents: number): string => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name at the start of an accessible name, followed by nothing or a space: 'Garlic Bread' but not 'Garlic Bread Deluxe'. */
export const startsWithName = (name: string): RegExp => new RegExp(`^${escapeRegExp(name)}(\\s|$)`);

/** A product or deal card of a menu page: one button named by its name and price. */
export const menuCard = (page: Page, name: string): Locator =>
  page.getByRole('main').getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} -?\\$\\d`) });

/** Clicks a product or deal card and returns the item builder dialog it opens. */
export async function openItem(page: Page, name: string): Promise<Locator> {
  await menuCard(page, name).click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The builder's live total (quantity × one item's price). */
export const builderTotal = (dialog: Locator): Locator => dialog.getByRole('status', { name: 'Total' });

export const addButton = (dialog: Locator): Locator => dialog.getByRole('button', { name: 'Add to cart' });

/** A fieldset of the builder (a size, a modifier group, a deal slot), by its legend. */
export const fieldset = (dialog: Locator, legend: string): Locator => dialog.getByRole('group', { name: legend, exact: true });

/** Fills each slot of a deal builder: a one-item slot by its radio, a slot of several with its steppers. */
export async function fillDeal(dialog: Locator, deal: MenuDeal, picks: Record<string, string[]>) {
  for (const component of deal.components) {
    const names = picks[component.name];
    if (!names) throw new Error(`No picks for the slot "${component.name}" of ${deal.name}`);
    const slot = fieldset(dialog, component.name);
    for (const name of names) {
      if (component.quantity === 1) await slot.getByRole('radio', { name: startsWithName(name) }).check();
      else await slot.getByRole('button', { name: `Add one ${name}`, exact: true }).click();
    }
    await expect(slot.getByText(`${component.quantity} of ${component.quantity} chosen`)).toBeVisible();
  }
}

export const isAddToCart = (request: Request): boolean => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/cart';

export interface Added {
  /** The JSON body the app POSTed. */
  body: Record<string, unknown>;
  /** The cart the server answered with. */
  cart: { item_count: number; total: number; items: { name: string }[] };
}

/**
 * Presses 'Add to cart' and returns what the app POSTed to /api/v2/cart and the cart the server
 * answered (spec §7), once the dialog has closed.
 */
export async function addToCart(page: Page, dialog: Locator): Promise<Added> {
  const posted = page.waitForRequest(isAddToCart);
  await addButton(dialog).click();
  const request = await posted;
  const response = await request.response();
  expect(response?.ok(), `POST /api/v2/cart answered ${response?.status()}: ${await response?.text()}`).toBe(true);
  await expect(dialog).toBeHidden();
  const { data } = (await response!.json()) as { data: Added['cart'] };
  return { body: request.postDataJSON() as Record<string, unknown>, cart: data };
}
