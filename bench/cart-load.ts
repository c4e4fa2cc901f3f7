// Cart writes under load (issue #4): POST /api/v2/cart and PUT /api/cart/update-cart, by many guests.
//
// Why many guests rather than one: a line holds at most 99 of an item, and one cart hammered by every
// connection measures neither a real shop (diners each add to their own small cart) nor a fair write
// (a cart growing to thousands of lines, each priced on every answer, slows with time; one line's row
// lock serialises every request). So the warm-up creates GUESTS guests, and the requests rotate over
// them: each add puts one pizza (size, crust, a topping) in one of VARIANTS lines of its guest's cart
// (the variants differ by their note), so every cart stays a realistic 5 lines and 6 items (the
// variants are pizzas, so the free garlic bread offer applies too), and each line's quantity grows by
// about requests / (GUESTS × VARIANTS) in a run, far below 99 (a long run starts new lines at 90).
// `reset()` empties the carts between settings.
// Every add is still a real upsert: choices checked against the menu, the line written, the cart
// read and priced with its automatic coupons, exactly as a diner's add.
import type { LoadTarget } from './load.ts';

const GUESTS = 250;
const VARIANTS = 4;
/** Well under the line maximum of 99. */
const ADDS_PER_LINE = 90;
const TENANT = 64;

interface Guest {
  guestId: number;
  authorization: string;
  /** The line the update target changes. */
  updateLineId: number;
}

interface MenuProduct {
  name: string;
  product_id: number;
  restaurant_product_id: number;
  configurations: { attribute_id: number; values: { attribute_value_id: number; name: string }[] }[];
  modifier_groups: { name: string; modifiers: { modifier_id: number; name: string }[] }[];
}

export interface CartLoad {
  add: LoadTarget;
  update: LoadTarget;
  /** Empties every guest's cart and puts back the line the update target changes. */
  reset(): Promise<void>;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A medium classic Margherita with pepperoni: a pizza a diner builds, all of its choices checked. */
async function pizzaForm(baseUrl: string, restaurantId: number) {
  const menu = await json<{ data: { categories: { products: MenuProduct[] }[] } }>(
    await fetch(`${baseUrl}/api/v2/menu?tenant_id=${TENANT}&restaurant_id=${restaurantId}&menu=main`),
    'Reading the menu',
  );
  const product = menu.data.categories.flatMap((category) => category.products).find((candidate) => candidate.name === 'Margherita');
  if (!product) throw new Error('The demo menu has no Margherita');
  const value = (name: string) => {
    const configuration = product.configurations.find((candidate) => candidate.values.some((entry) => entry.name === name));
    const chosen = configuration?.values.find((entry) => entry.name === name);
    if (!configuration || !chosen) throw new Error(`Margherita has no ${name}`);
    return { attribute_id: configuration.attribute_id, attribute_value_id: chosen.attribute_value_id };
  };
  const pepperoni = product.modifier_groups.flatMap((group) => group.modifiers).find((modifier) => modifier.name === 'Pepperoni');
  if (!pepperoni) throw new Error('Margherita has no Pepperoni topping');
  return {
    restaurant_id: restaurantId,
    restaurant_product_id: product.restaurant_product_id,
    product_id: product.product_id,
    quantity: 1,
    configurations: [value('Medium'), value('Classic')],
    modifiers: [{ modifier_id: pepperoni.modifier_id, quantity: 1 }],
  };
}

async function createGuest(baseUrl: string): Promise<Omit<Guest, 'updateLineId'>> {
  const { data } = await json<{ data: { guestUser: { guestId: number }; guestToken: string } }>(
    await fetch(`${baseUrl}/api/v2/auth/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tenant_id: TENANT }),
    }),
    'Creating a guest',
  );
  return { guestId: data.guestUser.guestId, authorization: `Bearer ${data.guestToken}` };
}

const UPDATE_NOTE = 'bench: the line the update target changes';

/** Clears a guest's cart and adds the line the update target changes; answers that line's id. */
async function resetGuest(baseUrl: string, guest: Omit<Guest, 'updateLineId'>, form: object): Promise<number> {
  const headers = { 'content-type': 'application/json', authorization: guest.authorization };
  await json(await fetch(`${baseUrl}/api/v2/cart/clear`, { method: 'DELETE', headers, body: JSON.stringify({ guest_id: guest.guestId }) }), 'Clearing a cart');
  const cart = await json<{ data: { items: { id: number; notes: string }[] } }>(
    await fetch(`${baseUrl}/api/v2/cart`, { method: 'POST', headers, body: JSON.stringify({ ...form, guest_id: guest.guestId, notes: UPDATE_NOTE }) }),
    'Adding the update line',
  );
  const line = cart.data.items.find((item) => item.notes === UPDATE_NOTE);
  if (!line) throw new Error('The update line is not in the cart');
  return line.id;
}

/** In batches, so the warm-up does not itself become a load test of guest creation. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

export async function prepareCartLoad(baseUrl: string, restaurantId: number): Promise<CartLoad> {
  const form = await pizzaForm(baseUrl, restaurantId);
  const created = await inBatches(Array.from({ length: GUESTS }), 10, () => createGuest(baseUrl));
  const guests: Guest[] = created.map((guest) => ({ ...guest, updateLineId: 0 }));
  const reset = async () => {
    const ids = await inBatches(guests, 10, (guest) => resetGuest(baseUrl, guest, form));
    ids.forEach((id, index) => (guests[index]!.updateLineId = id));
  };
  await reset();

  let adds = 0;
  let updates = 0;
  return {
    reset,
    add: {
      name: 'POST /api/v2/cart (add)',
      path: '/api/v2/cart',
      method: 'POST',
      next: () => {
        const index = adds++;
        const guest = guests[index % GUESTS]!;
        // This guest's how-manieth add: it picks the line, and after ADDS_PER_LINE adds to each line
        // a new set of lines starts, so however long the bench runs no line reaches the maximum.
        const visit = Math.floor(index / GUESTS);
        const notes = `bench: pizza ${visit % VARIANTS}, set ${Math.floor(visit / (VARIANTS * ADDS_PER_LINE))}`;
        return { headers: { authorization: guest.authorization }, body: { ...form, guest_id: guest.guestId, notes } };
      },
    },
    update: {
      name: 'PUT /api/cart/update-cart',
      path: '/api/cart/update-cart',
      method: 'PUT',
      next: () => {
        const index = updates++;
        const guest = guests[index % GUESTS]!;
        // Alternating quantities, so each update really changes the line.
        return { headers: { authorization: guest.authorization }, body: { cart_id: guest.updateLineId, quantity: 1 + (Math.floor(index / GUESTS) % 2) } };
      },
    },
  };
}
