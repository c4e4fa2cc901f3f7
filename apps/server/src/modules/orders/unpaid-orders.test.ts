import { TEST_CARDS } from '@crust/contract/payments';
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../test/test-database.ts';
import { normalForm, productNamed, SURRY_HILLS, type Guest } from '../cart/cart-test-kit.ts';
import { createTestSession, createTestUser } from '../../test/test-users.ts';
import { clockAt, ORDER_DAY, orderKit } from './order-test-kit.ts';

// Issue 17 (slot and coupon hoarding): an unpaid card order holds a slot place and coupon uses for
// PAYMENT_HOLD_MINUTES only, and one guest session or account (UNPAID_ORDERS_PER_OWNER) and one
// client IP (UNPAID_ORDERS_PER_IP) hold only so many at once: past a cap, 429 too_many_unpaid_orders.
// Each test places from an address of its own, so their counts never meet.

let clock = clockAt(ORDER_DAY, '12:00');

function unpaidKit(get: () => TestContext) {
  const kit = orderKit(get);

  async function addGarlicBread(guest: Guest): Promise<void> {
    await kit.added(guest, SURRY_HILLS, { ...normalForm(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread')), quantity: 1 });
  }

  /** A placement from `ip`, by card unless told otherwise. */
  const placeFrom = async (ip: string, guest: Guest, overrides: object = {}) =>
    get().app.inject({
      method: 'POST',
      url: '/api/v2/orders',
      remoteAddress: ip,
      headers: { ...guest.headers, 'idempotency-key': randomUUID() },
      payload: await kit.pickupBody(guest, { payment_method: 'card', ...overrides }),
    });

  return { ...kit, addGarlicBread, placeFrom };
}

describeEachDatabase(
  'unpaid card orders: a short hold, and caps per owner and per IP',
  (get) => {
    const kit = unpaidKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));
    beforeEach(() => {
      clock = clockAt(ORDER_DAY, '12:00');
    });

    it('a guest holds 3 unpaid card orders at most: the 4th is 429 and changes nothing; a cash order is not unpaid; paying one frees a place', async () => {
      const ip = '127.0.0.2';
      const guest = await kit.guestWithCart();
      const unpaid = [];
      for (let order = 0; order < 3; order++) {
        if (order > 0) await kit.addGarlicBread(guest);
        unpaid.push(kit.orderOf(await kit.placeFrom(ip, guest)));
      }
      expect(unpaid.map((order) => order.status)).toEqual(['pending_payment', 'pending_payment', 'pending_payment']);

      await kit.addGarlicBread(guest);
      const slotBefore = await kit.slotOrders('13:00');
      const refused = kit.errorOf(await kit.placeFrom(ip, guest), 429);
      expect(refused.code).toBe('too_many_unpaid_orders');
      expect(refused.message).toContain('3 orders waiting for payment');
      expect(await kit.cartLineCount(guest)).toBe(1);
      expect(await kit.slotOrders('13:00')).toBe(slotBefore);
      expect(await kit.ordersOfGuest(guest)).toHaveLength(3);

      // Cash is paid on the spot: placed at once, neither counted nor refused.
      expect(kit.orderOf(await kit.placeFrom(ip, guest, { payment_method: 'cash_on_delivery' })).status).toBe('placed');

      const paid = await kit.inject({
        method: 'POST',
        url: '/api/test-provider/confirm',
        payload: { client_secret: unpaid[0]!.payment!.client_secret, number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2030, cvc: '123' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      await kit.addGarlicBread(guest);
      expect(kit.orderOf(await kit.placeFrom(ip, guest)).status).toBe('pending_payment');
      await kit.addGarlicBread(guest);
      expect(kit.errorOf(await kit.placeFrom(ip, guest), 429).code).toBe('too_many_unpaid_orders');
    });

    it('an account holds 3 unpaid card orders at most, whichever of its sessions placed them', async () => {
      const ip = '127.0.0.6';
      const user = await createTestUser(get().db);
      const otherSession = await createTestSession(get().db, user);
      const garlic = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
      const placeAs = async (who: { headers: { authorization: string } }) => {
        await kit.calls.add(who, { ...normalForm(garlic), restaurant_id: await kit.outletId(SURRY_HILLS), user_id: user.userId, quantity: 1 });
        const body = {
          ...(await kit.pickupBody(await kit.guest())),
          guest_id: undefined,
          guest_details: undefined,
          user_id: user.userId,
          payment_method: 'card',
        };
        return get().app.inject({
          method: 'POST',
          url: '/api/v2/orders',
          remoteAddress: ip,
          headers: { ...who.headers, 'idempotency-key': randomUUID() },
          payload: body,
        });
      };
      for (const who of [user, otherSession, user]) expect(kit.orderOf(await placeAs(who)).status).toBe('pending_payment');
      const refused = kit.errorOf(await placeAs(otherSession), 429);
      expect(refused.code).toBe('too_many_unpaid_orders');
      expect(refused.message).toContain('3 orders waiting for payment');
    });

    it('one IP holds 20 unpaid card orders at most across its guests; a guest from another IP is not held back', async () => {
      const ip = '127.0.0.3';
      const guests = await Promise.all(Array.from({ length: 21 }, () => kit.guestWithCart()));
      for (const guest of guests.slice(0, 20)) kit.orderOf(await kit.placeFrom(ip, guest));
      const last = guests[20]!;
      const refused = kit.errorOf(await kit.placeFrom(ip, last), 429);
      expect(refused.code).toBe('too_many_unpaid_orders');
      expect(refused.message).toContain('from your network');
      expect(kit.orderOf(await kit.placeFrom('127.0.0.4', last)).status).toBe('pending_payment');
    });

    it('an unpaid order that expires (after 10 minutes) or is cancelled gives its place back', async () => {
      const ip = '127.0.0.5';
      const guest = await kit.guestWithCart();
      const unpaid = [];
      for (let order = 0; order < 3; order++) {
        if (order > 0) await kit.addGarlicBread(guest);
        unpaid.push(kit.orderOf(await kit.placeFrom(ip, guest)));
      }
      await kit.addGarlicBread(guest);
      expect(kit.errorOf(await kit.placeFrom(ip, guest), 429).code).toBe('too_many_unpaid_orders');

      const cancelled = await kit.inject({ method: 'POST', url: `/api/v2/orders/${unpaid[0]!.id}/cancel`, headers: guest.headers });
      expect(kit.orderOf(cancelled, 200).status).toBe('cancelled');
      kit.orderOf(await kit.placeFrom(ip, guest));
      await kit.addGarlicBread(guest);
      expect(kit.errorOf(await kit.placeFrom(ip, guest), 429).code).toBe('too_many_unpaid_orders');

      clock = new Date(clockAt(ORDER_DAY, '12:10').getTime() + 1000);
      expect(await get().app.orders.expireUnpaid(clock)).toBeGreaterThanOrEqual(3);
      expect(kit.orderOf(await kit.placeFrom(ip, guest)).status).toBe('pending_payment');
    });
  },
  { UNPAID_ORDERS_PER_OWNER: undefined, UNPAID_ORDERS_PER_IP: undefined, PAYMENT_HOLD_MINUTES: undefined },
  { now: () => clock },
);

// The race: placements counted at once would each see room under the cap. One owner's placements
// already meet on its one cart (only one takes its lines), so the race is between the guests of one
// IP; the owner's lock is taken the same way, before the IP's.
describeEachDatabase(
  'unpaid card orders: concurrent placements never pass the cap',
  (get) => {
    const kit = unpaidKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));

    it('12 guests of one IP with a cap of 3 place card orders at once: exactly 3 are placed, 9 are 429', async () => {
      const guests = await Promise.all(Array.from({ length: 12 }, () => kit.guestWithCart()));
      const answers = await Promise.all(guests.map((guest) => kit.placeFrom('127.0.0.6', guest)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array(3).fill(201), ...Array(9).fill(429)]);
    });
  },
  { UNPAID_ORDERS_PER_OWNER: undefined, UNPAID_ORDERS_PER_IP: '3' },
  { now: () => clock },
);
