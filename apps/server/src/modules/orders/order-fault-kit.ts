import { guestSessionResponseSchema } from '@crust/contract/auth';
import { cartResponseSchema, type Cart, type CartItem } from '@crust/contract/cart';
import { timeSlotsResponseSchema } from '@crust/contract/checkout';
import { menuResponseSchema, type Menu } from '@crust/contract/menu';
import type { PaymentMethod } from '@crust/contract/orders';
import { restaurantsResponseSchema } from '@crust/contract/restaurants';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { guests } from '../../db/schema/guests.ts';
import { idempotencyKeys, orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { paymentEvents, payments } from '../../db/schema/payments.ts';
import { chosen, componentNamed, configurationValue, dealNamed, MEDIUM_CLASSIC, normalForm, productNamed, SURRY_HILLS, TENANT } from '../cart/cart-test-kit.ts';
import { addDays, wallTimeOf } from '../checkout/zoned-time.ts';
import { GUEST_DETAILS, SYDNEY } from './order-test-kit.ts';

// The fault test's diners (order-fault.test.ts): clients of a real server process over HTTP that
// retry on connection errors as a browser's checkout would, with the same Idempotency-Key, and a
// reading of what the database holds once the server has stopped.

export interface Answer {
  status: number;
  body: unknown;
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  key?: string;
  body?: unknown;
  /** How long one attempt waits for its answer before it counts as lost (and is sent again). */
  patienceMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One HTTP exchange; throws on a connection error or when patience runs out (a killed server never answers). */
export async function send(base: string, { method, path, token, key, body, patienceMs = 10_000 }: Call): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(patienceMs),
  });
  return { status: response.status, body: await response.json() };
}

/** What a retry may follow: the connection refused or cut (fetch's TypeError), or no answer in time. */
const isConnectionError = (error: unknown) => error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');

/** Where the clients send: the live server's address, or, while it is down, a wait for the next one. */
export class ServerAddress {
  #url: Promise<string>;
  #arrive: (url: string) => void = () => undefined;

  constructor(url: string) {
    this.#url = Promise.resolve(url);
  }

  get current(): Promise<string> {
    return this.#url;
  }

  down(): void {
    this.#url = new Promise((resolve) => (this.#arrive = resolve));
  }

  up(url: string): void {
    this.#arrive(url);
    this.#url = Promise.resolve(url);
  }
}

async function beforeDeadline<T>(promise: Promise<T>, deadline: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no server before the deadline`)), deadline - Date.now())),
  );
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends the same request (so the same key) again after every connection error, until an HTTP answer
 * or the deadline; an impatient client waits twice as long each time, so a slow server is not flooded.
 */
export async function untilAnswered(address: ServerAddress, call: Call, deadline: number): Promise<Answer> {
  const what = `${call.method} ${call.path}`;
  for (let attempt = 0; ; attempt += 1) {
    const base = await beforeDeadline(address.current, deadline, what);
    try {
      return await send(base, { ...call, patienceMs: Math.min(10_000, (call.patienceMs ?? 10_000) * 2 ** attempt) });
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      if (Date.now() > deadline) throw new Error(`${what}: no answer before the deadline`, { cause: error });
      await sleep(50);
    }
  }
}

/** A guest with a cart and the placement it will retry: its key, its body, and its cart as priced for its way of paying. */
export interface Diner {
  index: number;
  guestId: number;
  token: string;
  key: string;
  payment: PaymentMethod;
  placement: Record<string, unknown>;
  cart: Cart;
}

/** Orders each slot takes in the test: under the demo outlets' capacity of 6, so no placement meets a full slot. */
const DINERS_PER_SLOT = 5;

async function expectOk(base: string, call: Call, status = 200): Promise<unknown> {
  const answer = await send(base, call);
  if (answer.status !== status) throw new Error(`${call.method} ${call.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * Pickup slots from tomorrow on (Sydney time), never today's: a slot near the lead-time edge could
 * close between the first attempt and a retry, and a retry must be judged as the first was.
 */
async function pickupSlots(base: string, restaurantId: number, needed: number): Promise<{ date: string; time: string }[]> {
  const today = wallTimeOf(new Date(), SYDNEY).date;
  const found: { date: string; time: string }[] = [];
  for (let day = 1; day <= 7 && found.length < needed; day += 1) {
    const date = addDays(today, day);
    const query = `restaurant_id=${restaurantId}&date=${date}&delivery_method=pickup`;
    const { data } = timeSlotsResponseSchema.parse(await expectOk(base, { method: 'GET', path: `/api/v2/checkout/time-slots?${query}` }));
    found.push(...data.slots.filter((slot) => slot.available).map((slot) => ({ date, time: slot.time })));
  }
  if (found.length < needed) throw new Error(`Only ${found.length} pickup slots in the coming week`);
  return found.slice(0, needed);
}

/** The add-to-cart forms of diner `index`: Garlic Bread always; some a pizza, a half-and-half, a Family Feast. */
function cartFormsOf(menu: Menu, index: number): object[] {
  const forms: object[] = [normalForm(productNamed(menu, 'Garlic Bread'), { quantity: 1 + (index % 3) })];
  if (index % 4 < 2) forms.push(normalForm(productNamed(menu, 'Pepperoni'), { configurations: MEDIUM_CLASSIC, modifiers: index % 8 === 0 ? ['Rocket'] : [] }));
  if (index % 3 === 0) {
    const [margherita, supreme] = [productNamed(menu, 'Margherita'), productNamed(menu, 'Supreme')];
    forms.push({
      is_half_and_half: true,
      quantity: 1,
      notes: '',
      configurations: [configurationValue(margherita, 'Size', 'Large'), configurationValue(margherita, 'Crust', 'Thin & crispy')],
      cart_portions: [
        {
          portion: 'left',
          restaurant_product_id: margherita.restaurant_product_id,
          product_id: margherita.product_id,
          modifiers: chosen(margherita, 'Rocket'),
        },
        { portion: 'right', restaurant_product_id: supreme.restaurant_product_id, product_id: supreme.product_id, modifiers: [] },
      ],
    });
  }
  if (index % 5 === 0) {
    const feast = dealNamed(menu, 'Family Feast');
    const part = (component: string, product: string, unit?: string) => {
      const chosenProduct = productNamed(menu, product, unit);
      return {
        deal_component_type_id: componentNamed(feast, component).deal_component_type_id,
        restaurant_product_id: chosenProduct.restaurant_product_id,
        product_id: chosenProduct.product_id,
        quantity: 1,
      };
    };
    forms.push({
      deal_id: feast.deal_id,
      quantity: 1,
      children: [
        part('Large pizzas', 'Margherita'),
        part('Large pizzas', 'Hawaiian'),
        part('Garlic bread', 'Garlic Bread'),
        part('1.25 L drink', 'Coca-Cola', '1.25 L'),
      ],
    });
  }
  return forms;
}

export const cartCall = (diner: Pick<Diner, 'guestId' | 'token' | 'payment'>): Call => ({
  method: 'GET',
  path: `/api/v2/cart?guest_id=${diner.guestId}&is_cash_on_delivery_opt=${diner.payment === 'cash_on_delivery' ? 1 : 0}`,
  token: diner.token,
});

export const cartOf = (answer: Answer): Cart => {
  if (answer.status !== 200) throw new Error(`The cart answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return cartResponseSchema.parse(answer.body).data;
};

/** `count` guests over HTTP, each with a cart at Surry Hills, a pickup slot (5 a slot), cash or card in turn, and its own key. */
export async function prepareDiners(base: string, count: number): Promise<Diner[]> {
  const outlets = restaurantsResponseSchema.parse(await expectOk(base, { method: 'POST', path: '/api/restaurants-with-images', body: { tenant_id: TENANT } }));
  const restaurantId = outlets.data.find((entry) => entry.restaurant.name.startsWith(SURRY_HILLS))!.restaurant.id;
  const menuPath = `/api/v2/menu?tenant_id=${TENANT}&restaurant_id=${restaurantId}&menu=main`;
  const menu = menuResponseSchema.parse(await expectOk(base, { method: 'GET', path: menuPath })).data;
  const slots = await pickupSlots(base, restaurantId, Math.ceil(count / DINERS_PER_SLOT));

  async function diner(index: number): Promise<Diner> {
    const session = guestSessionResponseSchema.parse(await expectOk(base, { method: 'POST', path: '/api/v2/auth/guest', body: { tenant_id: TENANT } }, 201));
    const { guestId } = session.data.guestUser;
    const token = session.data.guestToken;
    for (const form of cartFormsOf(menu, index))
      await expectOk(base, { method: 'POST', path: '/api/v2/cart', token, body: { restaurant_id: restaurantId, guest_id: guestId, ...form } });
    const payment: PaymentMethod = index % 2 === 0 ? 'card' : 'cash_on_delivery';
    const slot = slots[Math.floor(index / DINERS_PER_SLOT)]!;
    const placement = {
      restaurant_id: restaurantId,
      guest_id: guestId,
      delivery_method: 'pickup',
      pickup_date: slot.date,
      pickup_time: slot.time,
      guest_details: GUEST_DETAILS,
      payment_method: payment,
    };
    const cart = cartOf(await send(base, cartCall({ guestId, token, payment })));
    return { index, guestId, token, key: randomUUID(), payment, placement, cart };
  }

  // Ten at a time: quick, without queueing fifty setups behind each other on two cores.
  const diners: Diner[] = [];
  for (let start = 0; start < count; start += 10)
    diners.push(...(await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, offset) => diner(start + offset)))));
  return diners;
}

/**
 * A diner's placement. Every third diner gives up on an answer after 200 ms and sends it again, as a
 * browser on a bad network would: the server then commits orders whose answer nobody read.
 */
export const placementCall = (diner: Diner): Call => ({
  method: 'POST',
  path: '/api/v2/orders',
  token: diner.token,
  key: diner.key,
  body: diner.placement,
  patienceMs: diner.index % 3 === 2 ? 200 : undefined,
});

/** What the database holds for one diner: its orders with their lines, its cart, its keys, and each card payment's captures. */
export interface DinerRecord {
  orderIds: string[];
  lines: CartItem[][];
  cartLines: number;
  keys: number;
  payments: { status: string; captures: number }[];
  payTransitions: number;
}

/** Reads every diner's record in a few queries (the server is stopped: PGlite has one process). */
export async function recordsOf(db: Database, diners: Diner[]): Promise<DinerRecord[]> {
  const guestIds = diners.map((diner) => diner.guestId);
  const rowIds = new Map(
    (await db.select({ id: guests.id, guestId: guests.guestId }).from(guests).where(inArray(guests.guestId, guestIds))).map((row) => [row.guestId, row.id]),
  );
  const ownerRows = [...rowIds.values()];
  const orderRows = await db
    .select({ id: orders.id, guestId: orders.guestId })
    .from(orders)
    .where(inArray(orders.guestId, ownerRows))
    .orderBy(orders.createdAt);
  const orderIds = orderRows.map((row) => row.id);
  // inArray with no values is `false`: a run that placed nothing reads empty lists, not an error.
  const lineRows = await db
    .select({ orderId: orderLines.orderId, item: orderLines.item })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(orderLines.position);
  const cartRows = await db.select({ guestId: cartLines.guestId }).from(cartLines).where(inArray(cartLines.guestId, ownerRows));
  const keyRows = await db.select({ guestId: idempotencyKeys.guestId }).from(idempotencyKeys).where(inArray(idempotencyKeys.guestId, ownerRows));
  const paymentRows = await db
    .select({ id: payments.id, orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(inArray(payments.orderId, orderIds));
  const paymentIds = paymentRows.map((row) => row.id);
  const captureRows = await db
    .select({ paymentId: paymentEvents.paymentId })
    .from(paymentEvents)
    .where(and(inArray(paymentEvents.paymentId, paymentIds), eq(paymentEvents.type, 'succeeded')));
  const payRows = await db
    .select({ orderId: orderEvents.orderId })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.fromStatus, 'pending_payment'), eq(orderEvents.toStatus, 'placed')));

  return diners.map((diner) => {
    const rowId = rowIds.get(diner.guestId);
    const own = orderRows.filter((row) => row.guestId === rowId).map((row) => row.id);
    const ownPayments = paymentRows.filter((row) => row.orderId !== null && own.includes(row.orderId));
    return {
      orderIds: own,
      lines: own.map((id) => lineRows.filter((line) => line.orderId === id).map((line) => line.item)),
      cartLines: cartRows.filter((row) => row.guestId === rowId).length,
      keys: keyRows.filter((row) => row.guestId === rowId).length,
      payments: ownPayments.map((row) => ({ status: row.status, captures: captureRows.filter((capture) => capture.paymentId === row.id).length })),
      payTransitions: payRows.filter((row) => row.orderId !== null && own.includes(row.orderId)).length,
    };
  });
}
