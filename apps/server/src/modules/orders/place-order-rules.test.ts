import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { productNamed, SURRY_HILLS, type Guest } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY, orderKit, SURRY_HILLS_ADDRESS } from './order-test-kit.ts';

// Issue 9: every rule is rechecked when the order is placed; each broken one answers its own code and
// changes nothing (the cart keeps its lines, no order, no slot or coupon use taken). And what is
// scarce (a slot's last places, a coupon's last use) goes to exactly as many orders as it allows.

let clock = clockAt(ORDER_DAY, '12:00');

describeEachDatabase(
  'placing an order: the rules',
  (get) => {
    const kit = orderKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));
    beforeEach(() => {
      clock = clockAt(ORDER_DAY, '12:00');
    });
    afterEach(() => kit.setSlotCapacity(10_000));

    async function expectRefused(guest: Guest, body: object, status: number, code: string): Promise<string> {
      const slotBefore = await kit.slotOrders('13:00');
      const error = kit.errorOf(await kit.place(guest, body), status);
      expect(error.code).toBe(code);
      expect(await kit.ordersOfGuest(guest)).toHaveLength(0);
      expect(await kit.cartLineCount(guest)).toBeGreaterThan(0);
      expect(await kit.slotOrders('13:00')).toBe(slotBefore);
      return error.message;
    }

    const surryHillsSettings = async () => eq(restaurantSettings.restaurantId, await kit.outletId(SURRY_HILLS));
    const setSurryHills = async (settings: Partial<typeof restaurantSettings.$inferInsert>) =>
      get()
        .db.update(restaurantSettings)
        .set(settings)
        .where(await surryHillsSettings());

    it('ordering_paused while the outlet has online ordering off', async () => {
      const guest = await kit.guestWithCart();
      await get()
        .db.update(restaurantSettings)
        .set({ isOnlineOrderEnabled: 0 })
        .where(await surryHillsSettings());
      try {
        expect(await expectRefused(guest, await kit.pickupBody(guest), 409, 'ordering_paused')).toContain('Crust Surry Hills');
      } finally {
        await get()
          .db.update(restaurantSettings)
          .set({ isOnlineOrderEnabled: 1 })
          .where(await surryHillsSettings());
      }
    });

    // Issue 17 point 16: refusals in the order a diner can act on; a pause can only be waited out.
    it('ordering_paused comes before every cart and payment problem', async () => {
      const empty = await kit.guest();
      const bondi = await kit.outletId('Crust Bondi'); // paused, and takes no cash (the demo's seed)
      const body = { ...(await kit.pickupBody(empty)), restaurant_id: bondi, payment_method: 'cash_on_delivery', coupon_code: 'NOSUCHCODE' };
      const error = kit.errorOf(await kit.place(empty, body), 409);
      expect(error).toEqual({ code: 'ordering_paused', message: 'Crust Bondi has paused online ordering. Please try again later.' });
    });

    it('slot_unavailable for a time that is not a slot, one already past the lead time, ASAP when not offered, and a full slot', async () => {
      const guest = await kit.guestWithCart();
      await expectRefused(guest, await kit.pickupBody(guest, { pickup_time: '03:00' }), 409, 'slot_unavailable');
      await expectRefused(guest, await kit.pickupBody(guest, { pickup_time: '12:15' }), 409, 'slot_unavailable');
      await expectRefused(guest, await kit.pickupBody(guest, { pickup_time: undefined, asap: true }), 409, 'slot_unavailable');
      await kit.setSlotCapacity(2);
      await kit.fillSlot('13:00', 2);
      try {
        expect(await expectRefused(guest, await kit.pickupBody(guest), 409, 'slot_unavailable')).toContain('13:00');
      } finally {
        await kit.fillSlot('13:00', 0);
      }
    });

    it('400 for a date outside today to 7 days ahead', async () => {
      const guest = await kit.guestWithCart();
      await expectRefused(guest, await kit.pickupBody(guest, { pickup_date: '2026-12-02' }), 400, 'bad_request');
    });

    it('outside_delivery_area and below_minimum_order for deliveries', async () => {
      const guest = await kit.guestWithCart(1);
      const delivery = { delivery_method: 'delivery', pickup_time: '13:30' };
      const outside = { ...SURRY_HILLS_ADDRESS, suburb: 'Sydney', postcode: '2000' };
      await expectRefused(guest, await kit.pickupBody(guest, { ...delivery, shipping_details: outside }), 422, 'outside_delivery_area');
      const cart = await kit.cart(guest);
      expect(cart.total).toBeLessThan(2000);
      expect(
        await expectRefused(guest, await kit.pickupBody(guest, { ...delivery, shipping_details: SURRY_HILLS_ADDRESS }), 422, 'below_minimum_order'),
      ).toContain('$20.00');
    });

    it('cart_empty without items, cash_not_accepted where the outlet takes no cash, invalid_coupon for a code that does not apply', async () => {
      const empty = await kit.guest();
      expect(kit.errorOf(await kit.place(empty, await kit.pickupBody(empty)), 422).code).toBe('cart_empty');

      // Bondi takes no cash but is paused as well (which comes first): Surry Hills stops taking cash for this.
      const guestPayingCash = await kit.guestWithCart();
      await setSurryHills({ acceptsCash: false });
      try {
        await expectRefused(guestPayingCash, await kit.pickupBody(guestPayingCash), 422, 'cash_not_accepted');
      } finally {
        await setSurryHills({ acceptsCash: true });
      }

      const guest = await kit.guestWithCart();
      await expectRefused(guest, await kit.pickupBody(guest, { coupon_code: 'NOSUCHCODE' }), 400, 'invalid_coupon');
    });

    it('order_too_large for an order worth more than the outlet takes online (issue 17: $1,000 by default), cash or card; exactly that much is placed', async () => {
      const guest = await kit.guestWithCart(2);
      const { total } = await kit.cart(guest);
      const [settings] = await get()
        .db.select({ max: restaurantSettings.maxOrderTotal })
        .from(restaurantSettings)
        .where(await surryHillsSettings());
      expect(settings!.max).toBe(100_000);
      const setMaximum = async (cents: number) =>
        get()
          .db.update(restaurantSettings)
          .set({ maxOrderTotal: cents })
          .where(await surryHillsSettings());
      await setMaximum(total - 1);
      try {
        const message = await expectRefused(guest, await kit.pickupBody(guest), 422, 'order_too_large');
        expect(message).toContain('$' + ((total - 1) / 100).toFixed(2));
        await expectRefused(guest, await kit.pickupBody(guest, { payment_method: 'card' }), 422, 'order_too_large');
        await setMaximum(total);
        expect(kit.orderOf(await kit.place(guest, await kit.pickupBody(guest))).totals.total).toBe(total);
      } finally {
        await setMaximum(100_000);
      }
    });

    it('out_of_stock when a product in the cart has run out since it was added', async () => {
      const guest = await kit.guestWithCart();
      const garlic = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
      const offer = eq(restaurantProducts.id, garlic.restaurant_product_id);
      await get().db.update(restaurantProducts).set({ inStock: false }).where(offer);
      try {
        // The catalogue cache hears the write (at once on PGlite, within milliseconds on PostgreSQL).
        await vi.waitFor(async () => expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread').in_stock).toBe(false));
        expect(await expectRefused(guest, await kit.pickupBody(guest), 409, 'out_of_stock')).toContain('Garlic Bread');
      } finally {
        await get().db.update(restaurantProducts).set({ inStock: true }).where(offer);
        await vi.waitFor(async () => expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread').in_stock).toBe(true));
      }
    });

    it('spending a coupon use leaves cached menus warm (no catalogue notification), yet a used-up coupon stops applying in carts', async () => {
      const [coupon] = await get()
        .db.insert(coupons)
        .values({ tenantId: 64, code: 'JUSTONE', name: 'Just one', kind: 'percent', value: 10, usageLimitTotal: 1 })
        .returning({ id: coupons.id });
      const heard: string[] = [];
      const stop = await get().listen('catalogue_changed', (payload) => heard.push(payload));
      try {
        const [first, second] = [await kit.guestWithCart(3), await kit.guestWithCart(3)];
        await vi.waitFor(async () => expect((await kit.cart(first, { coupon_code: 'JUSTONE' })).coupon_code).toBe('JUSTONE'));
        heard.length = 0;
        kit.orderOf(await kit.place(first, await kit.pickupBody(first, { coupon_code: 'JUSTONE' })));
        const after = await kit.cart(second, { coupon_code: 'JUSTONE' });
        expect(after.coupon_code).toBeNull();
        expect(after.error).toBeTruthy();
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(heard).toEqual([]);
        // A change to the coupon itself still reaches every cache.
        await get().db.update(coupons).set({ name: 'Just one (renamed)' }).where(eq(coupons.id, coupon!.id));
        await vi.waitFor(() => expect(heard).toEqual(['tenant:64']));
      } finally {
        await stop();
        await get().db.delete(coupons).where(eq(coupons.id, coupon!.id));
      }
    });

    it('20 concurrent placements for a slot with 3 places left: exactly 3 orders', async () => {
      await kit.setSlotCapacity(3);
      const guests = await Promise.all(Array.from({ length: 20 }, () => kit.guestWithCart()));
      const answers = await Promise.all(guests.map(async (guest) => kit.place(guest, await kit.pickupBody(guest, { pickup_time: '14:15' }))));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(17);
      expect(await kit.slotOrders('14:15')).toBe(3);
    });

    it('a coupon with one use left, used by 10 concurrent orders: one order gets it', async () => {
      const [coupon] = await get()
        .db.insert(coupons)
        .values({ tenantId: 64, code: 'ONELEFT', name: 'Last one', kind: 'percent', value: 10, usageLimitTotal: 5, usedCount: 4 })
        .returning({ id: coupons.id });
      try {
        const guests = await Promise.all(Array.from({ length: 10 }, () => kit.guestWithCart(3)));
        // The coupon reaches each instance's catalogue cache through the catalogue notification.
        await vi.waitFor(async () => expect((await kit.cart(guests[0]!, { coupon_code: 'ONELEFT' })).coupon_code).toBe('ONELEFT'));
        const answers = await Promise.all(guests.map(async (guest) => kit.place(guest, await kit.pickupBody(guest, { coupon_code: 'ONELEFT' }))));
        expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
        for (const refused of answers.filter((answer) => answer.statusCode !== 201)) expect(kit.errorOf(refused, 400).code).toBe('invalid_coupon');
        const [row] = await get().db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon!.id));
        expect(row!.used).toBe(5);

        // Cancelling that order gives the use back.
        const placed = kit.orderOf(answers.find((answer) => answer.statusCode === 201)!);
        expect(placed.totals.discount_total).toBeGreaterThan(0);
        await get().app.orders.changeStatus(placed.id, 'cancel');
        const [after] = await get().db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon!.id));
        expect(after!.used).toBe(4);
      } finally {
        await get()
          .db.delete(coupons)
          .where(and(eq(coupons.id, coupon!.id)));
      }
    });
  },
  {},
  { now: () => clock },
);
