import { guestSessionResponseSchema } from '@crust/contract/auth';
import { cartItemSchema, cartResponseSchema, type Cart, type CartItem } from '@crust/contract/cart';
import type { ChosenModifier } from '@crust/contract/cart-item-forms';
import { apiErrorSchema, type ApiError } from '@crust/contract/errors';
import { menuResponseSchema, type Menu, type MenuDeal, type MenuKind, type MenuProduct } from '@crust/contract/menu';
import { restaurantsResponseSchema } from '@crust/contract/restaurants';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import type { TestContext } from '../../test/test-database.ts';

// Shared by the cart's HTTP tests: guests with tokens, the seeded menu read through the API (ids are
// never hard-coded), and the five cart calls. Not a test file itself.

export const TENANT = 64;
/** The demo outlet the cart tests shop at. */
export const SURRY_HILLS = 'Crust Surry Hills';

export interface Guest {
  guestId: number;
  token: string;
  /** The guests row: the cart lines' guest_id. */
  rowId: number;
  headers: { authorization: string };
}

type Query = Record<string, string | number>;

/** Whoever calls: a guest, or a logged-in user (test/test-users.ts). */
export type Caller = { headers: { authorization: string } };

const queryString = (query: Query) => new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

/** The expected item keys: exactly the contract's, none missing and none extra. */
export const CART_ITEM_KEYS = Object.keys(cartItemSchema.shape).sort();

export function cartKit(get: () => TestContext) {
  const inject = (options: InjectOptions) => get().app.inject(options);

  async function guest(): Promise<Guest> {
    const response = await inject({ method: 'POST', url: '/api/v2/auth/guest', payload: { tenant_id: TENANT } });
    expect(response.statusCode).toBe(201);
    const { guestUser, guestToken } = guestSessionResponseSchema.parse(response.json()).data;
    const [row] = await get().db.select({ id: guests.id }).from(guests).where(eq(guests.guestId, guestUser.guestId));
    if (!row) throw new Error('The new guest has no row');
    return { guestId: guestUser.guestId, token: guestToken, rowId: row.id, headers: { authorization: `Bearer ${guestToken}` } };
  }

  const outletIds = new Map<string, number>();
  async function outletId(name: string): Promise<number> {
    const known = outletIds.get(name);
    if (known !== undefined) return known;
    const response = await inject({ method: 'POST', url: '/api/restaurants-with-images', payload: { tenant_id: TENANT } });
    const outlet = restaurantsResponseSchema.parse(response.json()).data.find((entry) => entry.restaurant.name.startsWith(name));
    if (!outlet) throw new Error(`No outlet named ${name}`);
    outletIds.set(name, outlet.restaurant.id);
    return outlet.restaurant.id;
  }

  async function menuOf(outlet: string, kind: MenuKind = 'main'): Promise<Menu> {
    const response = await inject({ method: 'GET', url: `/api/v2/menu?tenant_id=${TENANT}&restaurant_id=${await outletId(outlet)}&menu=${kind}` });
    expect(response.statusCode).toBe(200);
    return menuResponseSchema.parse(response.json()).data;
  }

  /** A cart call's answer, checked against the contract: 200 with every item field, or the one error shape. */
  function cartOf(response: LightMyRequestResponse): Cart {
    expect(response.statusCode, response.body).toBe(200);
    const cart = cartResponseSchema.parse(response.json()).data;
    const raw = (response.json() as { data: { items: Record<string, unknown>[] } }).data.items;
    for (const item of raw) expect(Object.keys(item).sort()).toEqual(CART_ITEM_KEYS);
    return cart;
  }

  function errorOf(response: LightMyRequestResponse, status: number): ApiError['error'] {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return apiErrorSchema.parse(response.json()).error;
  }

  const calls = {
    get: (who: Caller | null, query: Query) => inject({ method: 'GET', url: `/api/v2/cart?${queryString(query)}`, headers: who?.headers ?? {} }),
    add: (who: Caller | null, payload: object) => inject({ method: 'POST', url: '/api/v2/cart', headers: who?.headers ?? {}, payload }),
    update: (who: Caller | null, payload: object) => inject({ method: 'PUT', url: '/api/cart/update-cart', headers: who?.headers ?? {}, payload }),
    remove: (who: Caller | null, id: number | string) => inject({ method: 'DELETE', url: `/api/v2/cart/${id}`, headers: who?.headers ?? {} }),
    /** Issue 18 point 13: replaces a line with an edited item. */
    replace: (who: Caller | null, id: number | string, payload: object) =>
      inject({ method: 'PUT', url: `/api/v2/cart/items/${id}`, headers: who?.headers ?? {}, payload }),
    clear: (who: Caller | null, payload: object) => inject({ method: 'DELETE', url: '/api/v2/cart/clear', headers: who?.headers ?? {}, payload }),
  };

  /** The guest's cart as GET answers it (with optional coupon and payment choice). */
  const cart = async (who: Guest, query: Query = {}) => cartOf(await calls.get(who, { guest_id: who.guestId, ...query }));

  /** Adds at an outlet for the guest, expecting the priced cart back. */
  const added = async (who: Guest, outlet: string, form: object) =>
    cartOf(await calls.add(who, { restaurant_id: await outletId(outlet), guest_id: who.guestId, ...form }));

  return { inject, guest, outletId, menuOf, cartOf, errorOf, calls, cart, added };
}
export type CartKit = ReturnType<typeof cartKit>;

/** Polls until `check` holds (for 5 s at most): PostgreSQL delivers the catalogue trigger's notification asynchronously. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const productsOf = (menu: Menu) => menu.categories.flatMap((category) => category.products);

export function productNamed(menu: Menu, name: string, unit?: string): MenuProduct {
  const product = productsOf(menu).find((candidate) => candidate.name === name && (unit === undefined || candidate.unit === unit));
  if (!product) throw new Error(`No product ${name}${unit ? ` (${unit})` : ''} on this menu`);
  return product;
}

export function dealNamed(menu: Menu, name: string): MenuDeal {
  const deal = menu.deals.find((candidate) => candidate.name === name);
  if (!deal) throw new Error(`No deal ${name} on this menu`);
  return deal;
}

export function componentNamed(deal: MenuDeal, name: string) {
  const component = deal.components.find((candidate) => candidate.name === name);
  if (!component) throw new Error(`${deal.name} has no part ${name}`);
  return component;
}

/** The value `valueName` of the product's configuration `attributeName`, as a chosen configuration. */
export function configurationValue(product: MenuProduct, attributeName: string, valueName: string) {
  const configuration = product.configurations.find((candidate) => candidate.name === attributeName);
  const value = configuration?.values.find((candidate) => candidate.name === valueName);
  if (!configuration || !value) throw new Error(`${product.name} has no ${attributeName} ${valueName}`);
  return { attribute_id: configuration.attribute_id, attribute_value_id: value.attribute_value_id, price_adjustment: value.price_adjustment };
}

export function modifierNamed(product: MenuProduct, name: string) {
  const modifier = product.modifier_groups.flatMap((group) => group.modifiers).find((candidate) => candidate.name === name);
  if (!modifier) throw new Error(`${product.name} has no option ${name}`);
  return modifier;
}

export const chosen = (product: MenuProduct, ...names: string[]): ChosenModifier[] =>
  names.map((name) => ({ modifier_id: modifierNamed(product, name).modifier_id, quantity: 1, configurations: [] }));

/** A normal item form: the product's ids, with optional size/crust and toppings by name. */
export function normalForm(
  product: MenuProduct,
  options: { quantity?: number; configurations?: [string, string][]; modifiers?: string[]; notes?: string } = {},
) {
  return {
    restaurant_product_id: product.restaurant_product_id,
    product_id: product.product_id,
    quantity: options.quantity ?? 1,
    is_half_and_half: false,
    notes: options.notes ?? '',
    modifiers: chosen(product, ...(options.modifiers ?? [])),
    configurations: (options.configurations ?? []).map(([attribute, value]) => configurationValue(product, attribute, value)),
  };
}

/** A pizza as most diners order it: medium, classic crust. */
export const MEDIUM_CLASSIC: [string, string][] = [
  ['Size', 'Medium'],
  ['Crust', 'Classic'],
];

export const lineOf = (cart: Cart, id: number): CartItem => {
  const item = cart.items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No line ${id} in the cart`);
  return item;
};

/** GST is included in prices: one eleventh, rounded to the cent. */
export const gstOf = (cents: number) => Math.round(cents / 11);
