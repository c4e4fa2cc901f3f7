import { orderListResponseSchema, reorderResponseSchema } from '@crust/contract/orders';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser } from '../../test/test-users.ts';
import { productNamed, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { clockAt, GUEST_DETAILS, ORDER_DAY, orderKit, SURRY_HILLS_ADDRESS } from './order-test-kit.ts';

// Issue 9: placing an order from the owner's cart, reading it back, the diner's history and cancel.

let clock = clockAt(ORDER_DAY, '12:00');

describeEachDatabase(
  'orders',
  (get) => {
    const kit = orderKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));
    beforeEach(() => {
      clock = clockAt(ORDER_DAY, '12:00');
    });

    it('a GST-free product carries no GST in the cart or in the order (issue 19’s tax class)', async () => {
      const garlic = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
      const ofGarlic = eq(products.id, garlic.product_id);
      await get().db.update(products).set({ taxClass: 'gst_free' }).where(ofGarlic);
      try {
        const guest = await kit.guestWithCart(2);
        await vi.waitFor(async () => expect((await kit.cart(guest)).tax).toBe(0), { timeout: 2_000 });
        const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
        expect(order.totals.tax).toBe(0);
        expect(order.totals.total).toBe(order.totals.subtotal - order.totals.discount_total);
      } finally {
        await get().db.update(products).set({ taxClass: 'gst' }).where(ofGarlic);
      }
    });

    it('places a guest’s pickup order in cash: 201, placed, the cart’s lines and prices frozen, the cart emptied, the slot taken', async () => {
      const guest = await kit.guestWithCart(2);
      const cart = await kit.cart(guest);
      const slotBefore = await kit.slotOrders('13:00');
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest, { special_instructions: '  Extra napkins  ' })));

      expect(order).toMatchObject({
        status: 'placed',
        version: 1,
        delivery_method: 'pickup',
        asap: false,
        pickup_date: ORDER_DAY,
        pickup_time: '13:00',
        estimated_at: clockAt(ORDER_DAY, '13:00').toISOString(),
        customer: { name: GUEST_DETAILS.name, email: GUEST_DETAILS.email, phone_no: GUEST_DETAILS.phone_no },
        shipping_details: null,
        special_instructions: 'Extra napkins',
        payment_method: 'cash_on_delivery',
        totals: { subtotal: cart.subtotal, discount_total: cart.discount_total, delivery_charge: 0, tax: cart.tax, total: cart.total },
        currency: 'AUD',
      });
      expect(order.id).toMatch(/^ord_[A-Za-z0-9_-]{22}$/);
      expect(order.restaurant).toMatchObject({ name: SURRY_HILLS, timezone: 'Australia/Sydney' });
      expect(order.lines.map((line) => [line.name, line.quantity, line.line_total])).toEqual(
        cart.items.map((item) => [item.name, item.quantity, item.discounted_item_total]),
      );
      expect(order.lines[0]!.item).toEqual(cart.items[0]);
      expect(order.timeline).toEqual([{ status: 'placed', at: expect.any(String), reason: null }]);
      expect(await kit.cartLineCount(guest)).toBe(0);
      expect(await kit.slotOrders('13:00')).toBe(slotBefore + 1);

      expect(kit.orderOf(await kit.read(guest, order.id), 200)).toEqual(order);
    });

    it('numbers orders per outlet, one after another', async () => {
      const [first, second] = [await kit.guestWithCart(), await kit.guestWithCart()];
      const a = kit.orderOf(await kit.place(first, await kit.pickupBody(first)));
      const b = kit.orderOf(await kit.place(second, await kit.pickupBody(second)));
      expect(b.number).toBe(a.number + 1);
    });

    it('ignores prices, totals and owners a client sends: the server prices the owner’s cart', async () => {
      const guest = await kit.guestWithCart();
      const cart = await kit.cart(guest);
      const body = { ...(await kit.pickupBody(guest)), total: 1, subtotal: 1, price: 1, delivery_charge: 0, status: 'completed', user_id: undefined };
      const order = kit.orderOf(await kit.place(guest, body));
      expect(order.totals.total).toBe(cart.total);
      expect(order.status).toBe('placed');
    });

    it('shows an order to its owner only: another guest or user 404, no token 401', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      expect(kit.errorOf(await kit.read(await kit.guest(), order.id), 404).code).toBe('not_found');
      expect(kit.errorOf(await kit.read(await createTestUser(get().db), order.id), 404).code).toBe('not_found');
      expect(kit.errorOf(await kit.read(guest, 'ord_doesnotexist0000000000'), 404).code).toBe('not_found');
      expect(kit.errorOf(await kit.read(null, order.id), 401).code).toBe('unauthorized');
    });

    it('replays the first answer for the same key and body, refuses the key with another body, and needs a key', async () => {
      const guest = await kit.guestWithCart();
      const body = await kit.pickupBody(guest);
      const key = randomUUID();
      const first = await kit.place(guest, body, key);
      const again = await kit.place(guest, body, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await kit.ordersOfGuest(guest)).toHaveLength(1);

      const other = await kit.place(guest, { ...body, pickup_time: '13:15' }, key);
      expect(kit.errorOf(other, 422).code).toBe('idempotency_key_reused');
      expect(kit.errorOf(await kit.place(guest, body, null), 400).message).toContain('Idempotency-Key');
      expect(kit.errorOf(await kit.place(guest, body, 'short'), 400).code).toBe('bad_request');
    });

    it('20 concurrent placements with one key create one order and answer alike', async () => {
      const guest = await kit.guestWithCart();
      const body = await kit.pickupBody(guest);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => kit.place(guest, body, key)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await kit.ordersOfGuest(guest)).toHaveLength(1);
    });

    it('a logged-in diner’s order: contact from the account, delivery charge from the zone, card left pending payment', async () => {
      const user = await createTestUser(get().db);
      const menu = await kit.menuOf(SURRY_HILLS);
      const garlic = menu.categories.flatMap((category) => category.products).find((product) => product.name === 'Garlic Bread')!;
      await kit.calls.add(user, {
        restaurant_id: await kit.outletId(SURRY_HILLS),
        user_id: user.userId,
        restaurant_product_id: garlic.restaurant_product_id,
        product_id: garlic.product_id,
        quantity: 4,
      });
      const cartTotal = (await kit.calls.get(user, { user_id: user.userId })).json().data.total as number;
      const body = { ...(await kit.pickupBody(await kit.guest())), guest_id: undefined, guest_details: undefined, user_id: user.userId };
      const order = kit.orderOf(
        await kit.place(user, { ...body, delivery_method: 'delivery', pickup_time: '13:30', shipping_details: SURRY_HILLS_ADDRESS, payment_method: 'card' }),
      );
      expect(order).toMatchObject({
        status: 'pending_payment',
        customer: { email: user.email },
        shipping_details: SURRY_HILLS_ADDRESS,
        payment_method: 'card',
      });
      expect(order.totals.delivery_charge).toBe(cartTotal > 3000 ? 0 : 500);
      expect(order.totals.total).toBe(cartTotal + order.totals.delivery_charge);

      const history = await kit.inject({ method: 'GET', url: '/api/v2/orders?page=1&per_page=5', headers: user.headers });
      const { orders: listed, total } = orderListResponseSchema.parse(history.json()).data;
      expect(total).toBe(1);
      expect(listed[0]).toMatchObject({
        id: order.id,
        status: 'pending_payment',
        total: order.totals.total,
        restaurant_name: SURRY_HILLS,
        timezone: 'Australia/Sydney',
        item_count: 4,
      });
      const guest = await kit.guest();
      expect(kit.errorOf(await kit.inject({ method: 'GET', url: '/api/v2/orders', headers: guest.headers }), 403).code).toBe('login_required');
    });

    it('a guest may order with an account’s email: nothing says so, and the order stays out of that account', async () => {
      const user = await createTestUser(get().db);
      const guest = await kit.guestWithCart();
      const response = await kit.place(guest, await kit.pickupBody(guest, { guest_details: { ...GUEST_DETAILS, email: user.email } }));
      const order = kit.orderOf(response);
      expect(order.customer.email).toBe(user.email);
      expect(JSON.stringify(response.json())).not.toMatch(/account|registered|log in/i);
      const history = orderListResponseSchema.parse((await kit.inject({ method: 'GET', url: '/api/v2/orders', headers: user.headers })).json()).data;
      expect(history.orders.map((entry) => entry.id)).not.toContain(order.id);
      expect(kit.errorOf(await kit.read(user, order.id), 404).code).toBe('not_found');
    });

    it('refuses a guest without guest details (400) and ids that are not the token’s (403), changing nothing', async () => {
      const guest = await kit.guestWithCart();
      expect(kit.errorOf(await kit.place(guest, { ...(await kit.pickupBody(guest)), guest_details: undefined }), 400).message).toContain('guest_details');
      expect(kit.errorOf(await kit.place(guest, { ...(await kit.pickupBody(guest)), guest_id: 1234567 }), 403).code).toBe('forbidden');
      expect(kit.errorOf(await kit.place(null, await kit.pickupBody(guest)), 401).code).toBe('unauthorized');
      expect(await kit.cartLineCount(guest)).toBe(1);
      expect(await kit.ordersOfGuest(guest)).toHaveLength(0);
    });

    it('lets the diner cancel before the restaurant accepts: the slot is given back; then 409', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest, { pickup_time: '14:00' })));
      expect(await kit.slotOrders('14:00')).toBeGreaterThan(0);
      const before = await kit.slotOrders('14:00');
      const cancel = () => kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers });
      const cancelled = kit.orderOf(await cancel(), 200);
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.timeline.map((entry) => entry.status)).toEqual(['placed', 'cancelled']);
      expect(await kit.slotOrders('14:00')).toBe(before - 1);
      expect(kit.errorOf(await cancel(), 409).code).toBe('invalid_transition');

      const other = await kit.guestWithCart();
      const accepted = kit.orderOf(await kit.place(other, await kit.pickupBody(other)));
      await get().app.orders.changeStatus(accepted.id, 'accept');
      const refused = await kit.inject({ method: 'POST', url: `/api/v2/orders/${accepted.id}/cancel`, headers: other.headers });
      expect(kit.errorOf(refused, 409).code).toBe('invalid_transition');
      expect(kit.errorOf(await kit.inject({ method: 'POST', url: `/api/v2/orders/${accepted.id}/cancel`, headers: guest.headers }), 404).code).toBe(
        'not_found',
      );
    });

    it('reorders into the current cart at today’s prices, saying what could not be added', async () => {
      const guest = await kit.guestWithCart(2);
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const reorder = () => kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/reorder`, headers: guest.headers });
      const first = reorderResponseSchema.parse((await reorder()).json()).data;
      expect(first.not_added).toEqual([]);
      expect(first.cart.items.map((item) => [item.name, item.quantity])).toEqual([['Garlic Bread', 2]]);
      expect(first.cart.total).toBe(order.totals.total);

      const garlic = first.cart.items[0]!.restaurant_product_id!;
      await get().db.update(restaurantProducts).set({ inStock: false }).where(eq(restaurantProducts.id, garlic));
      try {
        await vi.waitFor(async () => expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread').in_stock).toBe(false));
        const second = reorderResponseSchema.parse((await reorder()).json()).data;
        expect(second.not_added).toEqual([{ name: 'Garlic Bread', reason: 'out of stock' }]);
        expect(second.cart.items[0]!.quantity).toBe(2);
      } finally {
        await get().db.update(restaurantProducts).set({ inStock: true }).where(eq(restaurantProducts.id, garlic));
      }
      expect(kit.errorOf(await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/reorder`, headers: (await kit.guest()).headers }), 404).code).toBe(
        'not_found',
      );
    });

    it('moves an order only along the state machine: anything else is 409 and changes nothing', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const { orders: service } = get().app;
      await expect(service.changeStatus(order.id, 'complete')).rejects.toMatchObject({ statusCode: 409, code: 'invalid_transition' });
      await expect(service.changeStatus(order.id, 'pay')).rejects.toMatchObject({ statusCode: 409 });
      for (const transition of ['accept', 'start_preparing', 'mark_ready', 'complete'] as const) await service.changeStatus(order.id, transition);
      const done = kit.orderOf(await kit.read(guest, order.id), 200);
      expect(done).toMatchObject({ status: 'completed', version: 5 });
      expect(done.timeline.map((entry) => entry.status)).toEqual(['placed', 'accepted', 'preparing', 'ready', 'completed']);
      await expect(service.changeStatus(order.id, 'reject')).rejects.toMatchObject({ statusCode: 409 });
      await expect(service.changeStatus('ord_missing', 'accept')).rejects.toMatchObject({ statusCode: 404 });
    });

    it('keeps every order when its outlet’s settings change later (the order row owns its numbers)', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const [row] = await get().db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ total: order.totals.total, number: order.number, guestId: guest.rowId, userId: null });
      const [settings] = await get()
        .db.select({ last: restaurantSettings.lastOrderNumber })
        .from(restaurantSettings)
        .where(eq(restaurantSettings.restaurantId, row!.restaurantId));
      expect(settings!.last).toBeGreaterThanOrEqual(order.number);
    });
  },
  {},
  { now: () => clock },
);
