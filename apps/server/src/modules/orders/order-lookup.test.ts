import { orderResponseSchema } from '@crust/contract/orders';
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser } from '../../test/test-users.ts';
import { normalForm, productNamed, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { clockAt, GUEST_DETAILS, ORDER_DAY, orderKit } from './order-test-kit.ts';

// Issue 18 point 11: a guest finds an order again, on any device, by its number and the email it was
// placed with (POST /api/v2/orders/lookup). The answer is the order to read: never a token, never its
// payment's client secret; a wrong number and a wrong email are the same 404; the calls are limited per IP.

const LOOKUPS_PER_MINUTE = 5;

describeEachDatabase(
  'order lookup',
  (get) => {
    const kit = orderKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));

    let ipCount = 0;
    /** Each test's calls come from an IP of their own, so the per-IP limit counts one test's calls. */
    const newIp = () => `10.18.11.${++ipCount}`;
    const lookup = (who: { headers: Record<string, string> } | null, payload: object, ip: string) =>
      kit.inject({ method: 'POST', url: '/api/v2/orders/lookup', headers: who?.headers ?? {}, payload, remoteAddress: ip });

    it('finds a guest’s order by number and email, from another device’s session, with no payment secret', async () => {
      const guest = await kit.guestWithCart(1);
      const placed = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest, { payment_method: 'card' })));
      expect(placed.payment?.client_secret).toBeTruthy();
      const elsewhere = await kit.guest();

      const response = await lookup(elsewhere, { number: placed.number, email: ` ${GUEST_DETAILS.email.toUpperCase()} ` }, newIp());
      expect(response.statusCode, response.body).toBe(200);
      const found = orderResponseSchema.parse(response.json()).data;
      expect(found).toEqual({ ...placed, payment: { ...placed.payment, client_secret: null } });
      // Reading it is all the lookup gives: the order's own calls still answer its owner only.
      expect((await kit.read(elsewhere, placed.id)).statusCode).toBe(404);
    });

    it('a wrong number and a wrong email answer the same 404; a logged-in diner’s order is not looked up', async () => {
      const guest = await kit.guestWithCart(1);
      const placed = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const ip = newIp();
      const wrongEmail = await lookup(guest, { number: placed.number, email: 'someone@example.test' }, ip);
      const wrongNumber = await lookup(guest, { number: placed.number + 1000, email: GUEST_DETAILS.email }, ip);
      expect(wrongEmail.statusCode).toBe(404);
      expect(wrongNumber.statusCode).toBe(404);
      expect(wrongEmail.json()).toEqual(wrongNumber.json());

      // A diner with an account finds their orders by logging in: their number and email open nothing here.
      const user = await createTestUser(get().db, { email: `lookup-${randomUUID()}@example.test` });
      const garlic = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
      await kit.calls.add(user, { ...normalForm(garlic), restaurant_id: await kit.outletId(SURRY_HILLS), user_id: user.userId });
      const body = { ...(await kit.pickupBody(guest)), guest_id: undefined, guest_details: undefined, user_id: user.userId };
      const userOrder = kit.orderOf(await kit.place(user, body));
      expect((await lookup(guest, { number: userOrder.number, email: user.email }, ip)).json()).toEqual(wrongNumber.json());
    });

    it('answers 400 for a malformed body and 401 with no session', async () => {
      const guest = await kit.guest();
      expect((await lookup(guest, { number: 'one', email: GUEST_DETAILS.email }, newIp())).statusCode).toBe(400);
      expect((await lookup(null, { number: 1, email: GUEST_DETAILS.email }, newIp())).statusCode).toBe(401);
    });

    it('is limited per IP: past the limit 429, while another IP still looks up', async () => {
      const guest = await kit.guest();
      const ip = newIp();
      for (let call = 0; call < LOOKUPS_PER_MINUTE; call++)
        expect((await lookup(guest, { number: 999_999, email: GUEST_DETAILS.email }, ip)).statusCode).toBe(404);
      expect((await lookup(guest, { number: 999_999, email: GUEST_DETAILS.email }, ip)).statusCode).toBe(429);
      expect((await lookup(guest, { number: 999_999, email: GUEST_DETAILS.email }, newIp())).statusCode).toBe(404);
    });
  },
  { AUTH_RATE_LIMIT_MAX: String(LOOKUPS_PER_MINUTE) },
  { now: () => clockAt(ORDER_DAY, '12:00') },
);
