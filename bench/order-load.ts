// Orders under load (issue 9): placing an order alone, and a guest's whole flow from arrival to the
// order's page. Every placement is real and must succeed (201): a guest with a cart of its own, a
// real slot (pickup, paid in cash), an Idempotency-Key of its own; it takes a slot place, empties the
// cart, writes the order and queues its mail. So guests and their carts are made before each run of
// the placement target, outside its measured time (a few times what a run has used so far), and the
// placements spread over the outlet's slot places of the next week, one slot after another (diners
// at one moment pick different times). The bench's servers run at a busy outlet's slot capacity
// (busy-outlets.ts). A guest or a place used up is an invalid measurement, not a slower one: it is
// counted and the bench stops on it. order-streams.ts places its card orders with the same helpers.
import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@crust/contract/orders';
import type { LoadTarget } from './load.ts';

const TENANT = 64;
const DAYS_AHEAD = 7;

export interface Guest {
  guestId: number;
  authorization: string;
}

export async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const post = (baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** A date `days` after today in Sydney (the demo outlets' zone), as YYYY-MM-DD. */
const sydneyDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

export async function newGuest(baseUrl: string): Promise<Guest> {
  const { data } = await json<{ data: { guestUser: { guestId: number }; guestToken: string } }>(
    await post(baseUrl, '/api/v2/auth/guest', { tenant_id: TENANT }),
    'Creating a guest',
  );
  return { guestId: data.guestUser.guestId, authorization: `Bearer ${data.guestToken}` };
}

interface SlotPlace {
  date: string;
  time: string;
}

/**
 * What real guest orders at an outlet need: three items a diner adds in one tap, the outlet's free
 * slot places of the next week (`placesPerSlot` in each free slot; each order takes the next place,
 * in the next slot), and the calls that fill a cart and place an order from it. Refuses when the
 * week has fewer than `placements` places.
 */
export async function prepareGuestOrders(baseUrl: string, restaurantId: number, placements: number, placesPerSlot: number) {
  type Product = {
    product_id: number;
    restaurant_product_id: number;
    in_stock: boolean;
    configurations: unknown[];
    modifier_groups: { min: number }[];
  };
  const menu = await json<{ data: { categories: { products: Product[] }[] } }>(
    await fetch(`${baseUrl}/api/v2/menu?tenant_id=${TENANT}&restaurant_id=${restaurantId}&menu=main`),
    'Reading the menu',
  );
  // In stock, nothing to choose.
  const sides = menu.data.categories
    .flatMap((category) => category.products)
    .filter((product) => product.in_stock && product.configurations.length === 0 && product.modifier_groups.every((group) => group.min === 0))
    .slice(0, 3)
    .map((product) => ({ product_id: product.product_id, restaurant_product_id: product.restaurant_product_id, quantity: 1 }));
  if (sides.length < 3) throw new Error('The demo menu has fewer than three one-tap items');

  // Every free slot from tomorrow to a week ahead; its places are taken one slot after another. Not
  // today's: a slot closes to orders its lead time before it starts, and the nearest would close
  // while the bench runs, refusing the placements sent to it from then on.
  const slots: SlotPlace[] = [];
  for (let day = 1; day <= DAYS_AHEAD; day++) {
    const date = sydneyDate(day);
    const { data } = await json<{ data: { slots: { time: string; available: boolean }[] } }>(
      await fetch(`${baseUrl}/api/v2/checkout/time-slots?restaurant_id=${restaurantId}&date=${date}&delivery_method=pickup`),
      'Reading time slots',
    );
    for (const slot of data.slots.filter((candidate) => candidate.available)) slots.push({ date, time: slot.time });
  }
  const places = slots.length * placesPerSlot;
  if (places < placements) throw new Error(`The outlet has ${places} slot places this week; the bench needs ${placements}`);
  let taken = 0;

  return {
    sides,
    /**
     * The next slot, in turn, for one order: a slot takes one order a round. Past the week's places
     * a slot is full and answers 409, which every measurement counts as a refusal (an invalid run).
     */
    takePlace: () => slots[taken++ % slots.length]!,
    /** A guest's pickup order at `place`, paid in cash unless told (a card order waits in pending_payment). */
    orderBody: (guest: Guest, place: SlotPlace, paymentMethod: PaymentMethod = 'cash_on_delivery') => ({
      restaurant_id: restaurantId,
      guest_id: guest.guestId,
      delivery_method: 'pickup',
      pickup_date: place.date,
      pickup_time: place.time,
      guest_details: { name: 'Bench Diner', email: 'bench@example.test', phone_no: '0400 000 000' },
      payment_method: paymentMethod,
    }),
    addToCart: async (guest: Guest, side: (typeof sides)[number]) =>
      json(
        await post(baseUrl, '/api/v2/cart', { restaurant_id: restaurantId, guest_id: guest.guestId, ...side }, { authorization: guest.authorization }),
        'Adding to a cart',
      ),
  };
}

/** `count` results of `make` (a guest, its cart, its order), twenty at a time rather than all at once. */
export async function inBatches<T>(count: number, make: () => Promise<T>): Promise<T[]> {
  // Whole items: a fractional count (a rate times seconds) would leave a last batch of length 0
  // forever, a loop of resolved promises that starves the event loop.
  const total = Math.ceil(count);
  const made: T[] = [];
  while (made.length < total) made.push(...(await Promise.all(Array.from({ length: Math.min(20, total - made.length) }, make))));
  return made;
}

export interface OrderLoad {
  /** POST /api/v2/orders, each request another guest's cart and a free slot place. */
  place: LoadTarget;
  /** The same, each order paying part with a gift card of its own (issue 21; cash for the rest). */
  placeWithGiftCard: LoadTarget;
  /** Placements sent without a guest (or a gift card) of their own (each one refused): must stay 0. */
  shortfall(): number;
  /** One guest's whole flow, in order (see flow()). */
  flow(): Promise<void>;
}

/**
 * Guests with carts waiting before every run of the placement target, at least: a half-second run
 * on PostgreSQL once took more than 500 after runs slow enough that three times their most was less.
 */
const GUESTS_BEFORE_EACH_RUN = 1000;
/** Before each later run, this many times the most guests one run has used so far. */
const GUESTS_HEADROOM = 3;

/**
 * `places`: the slot places the run may take at most (placements and flows together); `giftCardCodes`:
 * a code for each placement with a gift card (gift-card-load.ts issued them, each for less than an order).
 */
export async function prepareOrderLoad(
  baseUrl: string,
  restaurantId: number,
  places: number,
  placesPerSlot: number,
  giftCardCodes: readonly string[] = [],
): Promise<OrderLoad> {
  const orders = await prepareGuestOrders(baseUrl, restaurantId, places, placesPerSlot);
  const { sides, takePlace, orderBody, addToCart } = orders;
  let shortfall = 0;

  /** A placement target: its guests, each with a one-item cart, made between runs (never during one); `extra` adds to each body. */
  function placementTarget(name: string, extra: () => object): LoadTarget {
    const ready: Guest[] = [];
    let nextGuest = 0;
    let usedBeforeRun = 0;
    let mostUsedInARun = 0;
    async function keepReady(): Promise<void> {
      mostUsedInARun = Math.max(mostUsedInARun, nextGuest - usedBeforeRun);
      const missing = Math.max(GUESTS_BEFORE_EACH_RUN, GUESTS_HEADROOM * mostUsedInARun) - (ready.length - nextGuest);
      if (missing > 0) {
        const made = await inBatches(missing, async () => {
          const guest = await newGuest(baseUrl);
          await addToCart(guest, sides[0]!);
          return guest;
        });
        ready.push(...made);
      }
      usedBeforeRun = nextGuest;
    }
    return {
      name,
      path: '/api/v2/orders',
      method: 'POST',
      expectedStatus: 201,
      beforeEachRun: keepReady,
      next() {
        if (nextGuest >= ready.length) shortfall += 1;
        // Past the last guest the last one's emptied cart is sent again: refused, and counted above.
        const guest = ready[Math.min(nextGuest++, ready.length - 1)]!;
        return { headers: { authorization: guest.authorization, 'idempotency-key': randomUUID() }, body: { ...orderBody(guest, takePlace()), ...extra() } };
      },
    };
  }

  let nextCode = 0;
  return {
    shortfall: () => shortfall,
    place: placementTarget('POST /api/v2/orders (cash, pickup)', () => ({})),
    placeWithGiftCard: placementTarget('POST /api/v2/orders (gift card + cash)', () => {
      // Past the last code the last one, spent, is sent again: refused (422), and counted here.
      if (nextCode >= giftCardCodes.length) shortfall += 1;
      return { gift_card_code: giftCardCodes[Math.min(nextCode++, giftCardCodes.length - 1)] };
    }),

    /** A guest arrives, adds three items, reads the slots, asks the delivery charge, orders for pickup in cash and reads the order. */
    async flow() {
      const guest = await newGuest(baseUrl);
      const auth = { authorization: guest.authorization };
      for (const side of sides) await addToCart(guest, side);
      const place = takePlace();
      await json(
        await fetch(`${baseUrl}/api/v2/checkout/time-slots?restaurant_id=${restaurantId}&date=${place.date}&delivery_method=pickup`),
        'Reading time slots',
      );
      const address = {
        restaurant_id: restaurantId,
        formattedAddress: '12 Crown St, Surry Hills NSW 2010',
        suburb: 'Surry Hills',
        city: 'Sydney',
        postcode: '2010',
      };
      await json(await post(baseUrl, '/api/v2/checkout/delivery-charge', address, auth), 'Asking the delivery charge');
      const { data } = await json<{ data: { id: string } }>(
        await post(baseUrl, '/api/v2/orders', orderBody(guest, place), { ...auth, 'idempotency-key': randomUUID() }),
        'Placing the order',
      );
      await json(await fetch(`${baseUrl}/api/v2/orders/${data.id}`, { headers: auth }), 'Reading the order');
    },
  };
}
