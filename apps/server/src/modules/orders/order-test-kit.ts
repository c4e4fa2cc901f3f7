import { orderResponseSchema, type Order } from '@crust/contract/orders';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { slotBookings } from '../../db/schema/outlet-ordering.ts';
import { orders } from '../../db/schema/orders.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import type { TestContext } from '../../test/test-database.ts';
import { cartKit, normalForm, productNamed, SURRY_HILLS, type Guest } from '../cart/cart-test-kit.ts';
import { instantAt, minutesOfClock } from '../checkout/zoned-time.ts';

/** The demo outlets' day the order tests run on (a Tuesday), and the fake clock's time on it. */
export const ORDER_DAY = '2026-11-24';
export const SYDNEY = 'Australia/Sydney';
export const clockAt = (date: string, time: string) => instantAt(date, minutesOfClock(time), SYDNEY);

export const GUEST_DETAILS = { name: 'Grace Hopper', email: 'grace@example.test', phone_no: '0412 345 678' };
export const SURRY_HILLS_ADDRESS = { formattedAddress: '12 Crown St, Surry Hills NSW 2010', suburb: 'Surry Hills', city: 'Sydney', postcode: '2010' };

type Who = { headers: Record<string, string> };

/** Placing orders in server tests: a guest with a cart, the placement call, and what the database then holds. */
export function orderKit(get: () => TestContext) {
  const kit = cartKit(get);

  /** A new guest with `count` Garlic Breads (the demo's simplest item) in the Surry Hills cart. */
  async function guestWithCart(count = 1, outlet = SURRY_HILLS): Promise<Guest> {
    const guest = await kit.guest();
    const menu = await kit.menuOf(outlet);
    await kit.added(guest, outlet, { ...normalForm(productNamed(menu, 'Garlic Bread')), quantity: count });
    return guest;
  }

  /** A pickup order body for 13:00 today, paid in cash, for `guest`. */
  const pickupBody = async (guest: Guest, overrides: object = {}) => ({
    restaurant_id: await kit.outletId(SURRY_HILLS),
    guest_id: guest.guestId,
    delivery_method: 'pickup',
    pickup_date: ORDER_DAY,
    pickup_time: '13:00',
    guest_details: GUEST_DETAILS,
    payment_method: 'cash_on_delivery',
    ...overrides,
  });

  const place = (who: Who | null, body: object, key: string | null = randomUUID()) =>
    kit.inject({
      method: 'POST',
      url: '/api/v2/orders',
      headers: { ...(who?.headers ?? {}), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body,
    });

  function orderOf(response: LightMyRequestResponse, status = 201): Order {
    expect(response.statusCode, response.body).toBe(status);
    return orderResponseSchema.parse(response.json()).data;
  }

  const read = (who: Who | null, orderId: string) => kit.inject({ method: 'GET', url: `/api/v2/orders/${orderId}`, headers: who?.headers ?? {} });

  const ordersOfGuest = (guest: Guest) => get().db.select().from(orders).where(eq(orders.guestId, guest.rowId));
  const cartLineCount = async (guest: Guest) => (await get().db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.guestId, guest.rowId))).length;

  async function slotOrders(time: string, date = ORDER_DAY): Promise<number> {
    const restaurantId = await kit.outletId(SURRY_HILLS);
    const [row] = await get()
      .db.select({ orders: slotBookings.orders })
      .from(slotBookings)
      .where(and(eq(slotBookings.restaurantId, restaurantId), eq(slotBookings.startsAt, clockAt(date, time))));
    return row?.orders ?? 0;
  }

  /** Sets how many orders a Surry Hills slot has taken (tests start slots where they need them). */
  async function fillSlot(time: string, count: number): Promise<void> {
    const restaurantId = await kit.outletId(SURRY_HILLS);
    await get()
      .db.insert(slotBookings)
      .values({ tenantId: 64, restaurantId, startsAt: clockAt(ORDER_DAY, time), orders: count })
      .onConflictDoUpdate({ target: [slotBookings.restaurantId, slotBookings.startsAt], set: { orders: sql`${count}` } });
  }

  /** How many orders each Surry Hills slot takes (the suites raise it so their orders never fill one by accident). */
  async function setSlotCapacity(capacity: number): Promise<void> {
    await get()
      .db.update(restaurantSettings)
      .set({ slotCapacity: capacity })
      .where(eq(restaurantSettings.restaurantId, await kit.outletId(SURRY_HILLS)));
  }

  return { ...kit, setSlotCapacity, guestWithCart, pickupBody, place, orderOf, read, ordersOfGuest, cartLineCount, slotOrders, fillSlot };
}
