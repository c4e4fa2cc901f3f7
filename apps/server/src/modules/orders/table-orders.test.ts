import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { payments } from '../../db/schema/payments.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS, type Guest } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY, orderKit, SURRY_HILLS_ADDRESS } from './order-test-kit.ts';

// Issue 9: a dine-in table's order (from /dine-in-menu?table=N) goes to that table, now, paid by card
// or at the counter. The site's ASAP option is for takeaway: a table is served whenever the outlet is open.

let clock = clockAt(ORDER_DAY, '12:00');

describeEachDatabase(
  'table orders',
  (get) => {
    const kit = orderKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));
    beforeEach(() => {
      clock = clockAt(ORDER_DAY, '12:00');
    });

    /** A table's order for `guest`: table 7, now (the demo outlets have the site's ASAP option off). */
    const tableBody = (guest: Guest, overrides: object = {}) =>
      kit.pickupBody(guest, { pickup_time: undefined, asap: true, table_number: 7, payment_method: 'pay_at_counter', ...overrides });

    async function expectNothingChanged(guest: Guest): Promise<void> {
      expect(await kit.ordersOfGuest(guest)).toHaveLength(0);
      expect(await kit.cartLineCount(guest)).toBeGreaterThan(0);
    }

    const surryHillsSettings = async () => eq(restaurantSettings.restaurantId, await kit.outletId(SURRY_HILLS));

    it('paid by card: pending payment with a payment to complete, table_number in the answer and the order row, with the ASAP option off', async () => {
      const guest = await kit.guestWithCart();
      // The same moment, without a table, ASAP is refused: the site does not offer it.
      expect(kit.errorOf(await kit.place(guest, await kit.pickupBody(guest, { pickup_time: undefined, asap: true })), 409).code).toBe('slot_unavailable');

      const order = kit.orderOf(await kit.place(guest, await tableBody(guest, { payment_method: 'card' })));
      expect(order).toMatchObject({
        status: 'pending_payment',
        table_number: 7,
        delivery_method: 'pickup',
        asap: true,
        pickup_time: null,
        payment_method: 'card',
      });
      expect(order.payment).toMatchObject({ status: 'requires_payment' });
      const [row] = await kit.ordersOfGuest(guest);
      expect(row).toMatchObject({ tableNumber: 7, asap: true, slotStartsAt: null });
      expect(row!.paymentDueBy).not.toBeNull();
      expect(kit.orderOf(await kit.read(guest, order.id), 200).table_number).toBe(7);
    });

    it('paid at the counter: placed at once with no payment, even where the outlet takes no cash on delivery', async () => {
      await get()
        .db.update(restaurantSettings)
        .set({ acceptsCash: false })
        .where(await surryHillsSettings());
      try {
        const guest = await kit.guestWithCart();
        const order = kit.orderOf(await kit.place(guest, await tableBody(guest)));
        expect(order).toMatchObject({ status: 'placed', table_number: 7, payment_method: 'pay_at_counter', payment: null });
        const [row] = await kit.ordersOfGuest(guest);
        expect(row).toMatchObject({ tableNumber: 7, status: 'placed', paymentMethod: 'pay_at_counter', paymentDueBy: null });
        expect(await get().db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
        expect(await kit.cartLineCount(guest)).toBe(0);
      } finally {
        await get()
          .db.update(restaurantSettings)
          .set({ acceptsCash: true })
          .where(await surryHillsSettings());
      }
    });

    it('an order without a table says table_number null', async () => {
      const guest = await kit.guestWithCart();
      expect(kit.orderOf(await kit.place(guest, await kit.pickupBody(guest))).table_number).toBeNull();
    });

    it('400 and nothing changed for a table with delivery, a table without asap, pay_at_counter without a table, cash with a table, a table out of 1–999', async () => {
      const guest = await kit.guestWithCart(2);
      const refusals: [object, string][] = [
        [{ delivery_method: 'delivery', shipping_details: SURRY_HILLS_ADDRESS }, 'table_number'],
        [{ asap: undefined, pickup_time: '13:00' }, 'table_number'],
        [{ table_number: undefined }, 'payment_method'],
        [{ payment_method: 'cash_on_delivery' }, 'payment_method'],
        [{ table_number: 0 }, 'table_number'],
        [{ table_number: 1000 }, 'table_number'],
      ];
      for (const [overrides, field] of refusals) {
        const error = kit.errorOf(await kit.place(guest, await tableBody(guest, overrides)), 400);
        expect(error.code, JSON.stringify(overrides)).toBe('bad_request');
        expect(error.message).toContain(field);
      }
      await expectNothingChanged(guest);
    });

    it('refused while the outlet is not serving (between its lunch and dinner shifts): slot_unavailable, nothing changed', async () => {
      clock = clockAt(ORDER_DAY, '16:00');
      const guest = await kit.guestWithCart();
      const error = kit.errorOf(await kit.place(guest, await tableBody(guest)), 409);
      expect(error.code).toBe('slot_unavailable');
      expect(error.message).toContain('Crust Surry Hills');
      await expectNothingChanged(guest);
    });

    it('a coupon for cash on delivery orders does not apply to paying at the counter: invalid_coupon, nothing changed', async () => {
      const [coupon] = await get()
        .db.insert(coupons)
        .values({ tenantId: 64, code: 'CASHTABLE', name: 'Cash only', kind: 'percent', value: 10, payment: 'cash_on_delivery' })
        .returning({ id: coupons.id });
      try {
        const guest = await kit.guestWithCart(3);
        // The coupon reaches the catalogue cache through its notification; for cash on delivery it applies.
        await vi.waitFor(async () => expect((await kit.cart(guest, { coupon_code: 'CASHTABLE', is_cash_on_delivery_opt: '1' })).coupon_code).toBe('CASHTABLE'));
        const error = kit.errorOf(await kit.place(guest, await tableBody(guest, { coupon_code: 'CASHTABLE' })), 400);
        expect(error.code).toBe('invalid_coupon');
        expect(error.message).toBe('This coupon applies to cash on delivery orders only');
        await expectNothingChanged(guest);
      } finally {
        await get().db.delete(coupons).where(eq(coupons.id, coupon!.id));
      }
    });

    it('a coupon for online payment does not apply to paying at the counter either: invalid_coupon, nothing changed; paid by card it applies', async () => {
      const [coupon] = await get()
        .db.insert(coupons)
        .values({ tenantId: 64, code: 'ONLINETABLE', name: 'Online only', kind: 'percent', value: 10, payment: 'online' })
        .returning({ id: coupons.id });
      try {
        const guest = await kit.guestWithCart(3);
        await vi.waitFor(async () => expect((await kit.cart(guest, { coupon_code: 'ONLINETABLE' })).coupon_code).toBe('ONLINETABLE'));
        const error = kit.errorOf(await kit.place(guest, await tableBody(guest, { coupon_code: 'ONLINETABLE' })), 400);
        expect(error).toEqual({ code: 'invalid_coupon', message: 'This coupon applies to online payment only' });
        await expectNothingChanged(guest);
        const paidByCard = kit.orderOf(await kit.place(guest, await tableBody(guest, { coupon_code: 'ONLINETABLE', payment_method: 'card' })));
        expect(paidByCard).toMatchObject({ coupon_code: 'ONLINETABLE', status: 'pending_payment' });
        expect(paidByCard.totals.discount_total).toBeGreaterThan(0);
      } finally {
        await get().db.delete(coupons).where(eq(coupons.id, coupon!.id));
      }
    });
  },
  {},
  { now: () => clock },
);
