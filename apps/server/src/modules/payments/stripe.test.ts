import { appSettingsResponseSchema } from '@crust/contract/app-settings';
import type { Order } from '@crust/contract/orders';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { paymentEvents, payments } from '../../db/schema/payments.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { parseConfig } from '../../env.ts';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { clockAt, GUEST_DETAILS, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';

// Issue 9: with STRIPE_SECRET_KEY set, card orders are paid through Stripe: a PaymentIntent per order,
// settled by the signed webhook through the same payment state machine as the test provider, and
// refunded or cancelled at Stripe. The real `stripe` client runs against a local fake of its API.

const fake = await startFakeStripe();
afterAll(() => fake.close());

const clock = clockAt(ORDER_DAY, '12:00');
let counter = 0;

describeEachDatabase(
  'card payments through Stripe',
  (get) => {
    const kit = orderKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));

    /** A card order by a new guest with its own email; `intentId` is its PaymentIntent at the fake. */
    async function cardOrder() {
      const guest = await kit.guestWithCart(2);
      const email = `stripe-${process.pid}-${++counter}@example.test`;
      const key = randomUUID();
      const body = await kit.pickupBody(guest, { payment_method: 'card', guest_details: { ...GUEST_DETAILS, email } });
      const order = kit.orderOf(await kit.place(guest, body, key));
      const [payment] = await get().db.select().from(payments).where(eq(payments.orderId, order.id));
      return { guest, order, email, intentId: payment!.providerPaymentId!, paymentId: payment!.id };
    }
    const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
      kit.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: delivery.headers, payload: delivery.payload });
    const reread = async (guest: { headers: Record<string, string> }, order: Order) => kit.orderOf(await kit.read(guest, order.id), 200);
    const cardPayment = async (order: Order) => (await get().db.select().from(payments).where(eq(payments.orderId, order.id)))[0]!;
    const eventsOf = (paymentId: number) => get().db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    const mailsTo = (email: string, template: string) =>
      get()
        .db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)));

    it('a card order creates a PaymentIntent for exactly its total under its idempotency key; its answer hands over the client secret', async () => {
      const { order, intentId } = await cardOrder();
      const created = fake.calls.filter(
        (call) => call.path === '/v1/payment_intents' && (call.params.metadata as { order_id?: string })?.order_id === order.id,
      );
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({
        method: 'POST',
        idempotencyKey: `order-${order.id}`,
        params: { amount: String(order.totals.total), currency: 'aud', automatic_payment_methods: { enabled: 'true' } },
      });
      const intent = fake.paymentIntent(intentId);
      expect(intent.amount).toBe(order.totals.total);
      expect(order).toMatchObject({
        status: 'pending_payment',
        payment: { provider: 'stripe', status: 'requires_payment', client_secret: intent.client_secret },
      });
    });

    it('a card placement waiting on a slow Stripe holds up no cash placement at the same outlet', async () => {
      const [cardGuest, cashGuest] = [await kit.guestWithCart(2), await kit.guestWithCart(1)];
      const cardBody = await kit.pickupBody(cardGuest, {
        payment_method: 'card',
        guest_details: { ...GUEST_DETAILS, email: `slow-${process.pid}@example.test` },
      });
      const cashBody = await kit.pickupBody(cashGuest);
      const callsBefore = fake.calls.length;
      fake.setDelay(2000);
      try {
        let cardAnswered = false;
        const card = kit.place(cardGuest, cardBody).then((answer) => ((cardAnswered = true), answer));
        await vi.waitFor(() => expect(fake.calls.slice(callsBefore).map((call) => call.path)).toContain('/v1/payment_intents'));
        // Stripe has the card order's request and has not answered: the cash order goes through meanwhile.
        const cash = kit.orderOf(await kit.place(cashGuest, cashBody));
        expect(cardAnswered).toBe(false);
        const paidByCard = kit.orderOf(await card);
        expect(paidByCard.payment).toMatchObject({ status: 'requires_payment', client_secret: expect.stringMatching(/^pi_\w+_secret_/) });
        // The card order was numbered and committed before Stripe was asked.
        expect(cash.number).toBe(paidByCard.number + 1);
      } finally {
        fake.setDelay(0);
      }
    });

    it('Stripe down during a card placement: 503 payment_unavailable with the order kept; the same key once it is back finishes that order', async () => {
      const guest = await kit.guestWithCart(2);
      const body = await kit.pickupBody(guest, { payment_method: 'card', guest_details: { ...GUEST_DETAILS, email: `outage-${process.pid}@example.test` } });
      const key = randomUUID();
      fake.setOutage(500);
      const refused = await kit.place(guest, body, key).finally(() => fake.setOutage(null));
      expect(kit.errorOf(refused, 503)).toEqual({ code: 'payment_unavailable', message: 'We couldn’t reach the payment service. Try again in a moment.' });
      const [kept, ...others] = await kit.ordersOfGuest(guest);
      expect(others).toEqual([]);
      expect(kept).toMatchObject({ status: 'pending_payment' });
      expect(await kit.cartLineCount(guest)).toBe(0);

      const order = kit.orderOf(await kit.place(guest, body, key));
      expect(order).toMatchObject({ id: kept!.id, status: 'pending_payment', version: 1 });
      const payment = await cardPayment(order);
      expect(order.payment).toMatchObject({ status: 'requires_payment', client_secret: fake.paymentIntent(payment.providerPaymentId!).client_secret });
      expect(await kit.ordersOfGuest(guest)).toHaveLength(1);
      // Every call for it, the failed ones and the one that made the PaymentIntent, under the order's own key.
      const asked = fake.calls.filter((call) => (call.params.metadata as { order_id?: string } | undefined)?.order_id === order.id);
      expect(asked.length).toBeGreaterThan(1);
      expect(new Set(asked.map((call) => call.idempotencyKey))).toEqual(new Set([`order-${order.id}`]));
      // And replayed as it was answered.
      expect(kit.orderOf(await kit.place(guest, body, key))).toEqual(order);
    });

    it('Stripe refusing the request itself (a wrong key: 401) is our fault, never the diner’s: 500, not a 401 that would end their session', async () => {
      const guest = await kit.guestWithCart(2);
      const body = await kit.pickupBody(guest, { payment_method: 'card', guest_details: { ...GUEST_DETAILS, email: `refused-${process.pid}@example.test` } });
      const key = randomUUID();
      fake.setOutage(401);
      const refused = await kit.place(guest, body, key).finally(() => fake.setOutage(null));
      expect(kit.errorOf(refused, 500).code).toBe('internal_error');
      expect(refused.body).not.toContain('Stripe');
      // The order is kept, and a retry with its key finishes it once Stripe takes the request.
      const [kept] = await kit.ordersOfGuest(guest);
      expect(kit.orderOf(await kit.place(guest, body, key))).toMatchObject({
        id: kept!.id,
        status: 'pending_payment',
        payment: { status: 'requires_payment' },
      });
    });

    it('an order cancelled before Stripe could be asked: the retry cancels the PaymentIntent it then makes, so nothing can be paid', async () => {
      const guest = await kit.guestWithCart(2);
      const body = await kit.pickupBody(guest, { payment_method: 'card', guest_details: { ...GUEST_DETAILS, email: `cancelled-${process.pid}@example.test` } });
      const key = randomUUID();
      fake.setOutage(503);
      const refused = await kit.place(guest, body, key).finally(() => fake.setOutage(null));
      expect(kit.errorOf(refused, 503).code).toBe('payment_unavailable');
      const [kept] = await kit.ordersOfGuest(guest);
      const cancelled = kit.orderOf(await kit.inject({ method: 'POST', url: `/api/v2/orders/${kept!.id}/cancel`, headers: guest.headers }), 200);
      expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'failed', client_secret: null } });

      const retried = kit.orderOf(await kit.place(guest, body, key));
      expect(retried).toMatchObject({ id: kept!.id, payment: { status: 'failed', client_secret: null } });
      expect(fake.paymentIntent((await cardPayment(retried)).providerPaymentId!).status).toBe('canceled');
    });

    it('a signed payment_intent.succeeded places the order, keeps the card’s brand and last four, and queues “order received”', async () => {
      const { guest, order, email, intentId } = await cardOrder();
      expect(await mailsTo(email, 'order_received')).toHaveLength(0);
      const { intent, charge } = fake.succeed(intentId, { brand: 'mastercard', last4: '4444' });
      // Stripe sends the charge's id; a webhook whose PaymentIntent carries the charge expanded gives the card.
      const answer = await deliver(fake.webhook('payment_intent.succeeded', { ...intent, latest_charge: charge }));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ received: true, outcome: 'applied' });
      const after = await reread(guest, order);
      expect(after).toMatchObject({
        status: 'placed',
        payment: { provider: 'stripe', status: 'succeeded', client_secret: null, card: { brand: 'mastercard', last4: '4444' } },
      });
      expect(after.timeline.map((entry) => entry.status)).toEqual(['pending_payment', 'placed']);
      expect(await mailsTo(email, 'order_received')).toHaveLength(1);
    });

    it('a PaymentIntent whose charge is not expanded in the event pays without a card on record', async () => {
      const { guest, order, intentId } = await cardOrder();
      const { intent } = fake.succeed(intentId);
      expect((await deliver(fake.webhook('payment_intent.succeeded', intent))).statusCode).toBe(200);
      expect(await reread(guest, order)).toMatchObject({ status: 'placed', payment: { status: 'succeeded', card: null } });
    });

    it('a wrong, tampered or missing signature is refused with 400 and changes nothing', async () => {
      const { guest, order, intentId, paymentId } = await cardOrder();
      const { intent } = fake.succeed(intentId);
      const genuine = fake.webhook('payment_intent.succeeded', intent);
      const refusals = [
        fake.webhook('payment_intent.succeeded', intent, 'whsec_someone_else'),
        { ...genuine, payload: genuine.payload.replace(`"amount_received":${intent.amount}`, `"amount_received":${intent.amount + 1}`) },
        { ...genuine, headers: { 'content-type': 'application/json' } },
      ];
      for (const delivery of refusals) expect(kit.errorOf(await deliver(delivery), 400).code).toBe('bad_request');
      expect(kit.errorOf(await kit.inject({ method: 'POST', url: '/api/webhooks/stripe' }), 400).code).toBe('bad_request');
      expect(await reread(guest, order)).toMatchObject({ status: 'pending_payment', version: 1, payment: { status: 'requires_payment' } });
      expect(await eventsOf(paymentId)).toEqual([]);
    });

    it('an event delivered three times at once, then again, is applied once: one status change, one mail', async () => {
      const { guest, order, email, intentId, paymentId } = await cardOrder();
      const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(intentId).intent);
      const answers = await Promise.all([1, 2, 3].map(() => deliver(delivery)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
      expect((await deliver(delivery)).json()).toEqual({ received: true, outcome: 'duplicate' });
      const after = await reread(guest, order);
      expect(after).toMatchObject({ status: 'placed', version: 2 });
      expect(after.timeline).toHaveLength(2);
      expect(await eventsOf(paymentId)).toHaveLength(1);
      expect(await mailsTo(email, 'order_received')).toHaveLength(1);
    });

    it('a payment for another amount or currency is refused with 400 and the order keeps waiting', async () => {
      const { guest, order, intentId, paymentId } = await cardOrder();
      const { intent } = fake.succeed(intentId);
      for (const wrong of [{ amount_received: intent.amount - 1 }, { currency: 'usd' }]) {
        const refused = await deliver(fake.webhook('payment_intent.succeeded', { ...intent, ...wrong }));
        expect(kit.errorOf(refused, 400).message).toContain(`the order asks ${order.totals.total} AUD`);
      }
      expect(await reread(guest, order)).toMatchObject({ status: 'pending_payment', payment: { status: 'requires_payment' } });
      expect(await eventsOf(paymentId)).toEqual([]);
    });

    it('payment_intent.payment_failed leaves the order waiting with Stripe’s decline message; another card then pays', async () => {
      const { guest, order, intentId } = await cardOrder();
      const declined = fake.decline(intentId, { code: 'card_declined', message: 'Your card has insufficient funds.' });
      expect((await deliver(fake.webhook('payment_intent.payment_failed', declined))).json().outcome).toBe('applied');
      expect(await reread(guest, order)).toMatchObject({
        status: 'pending_payment',
        payment: { status: 'requires_payment', last_error: 'Your card has insufficient funds.', client_secret: fake.paymentIntent(intentId).client_secret },
      });
      expect(await cardPayment(order)).toMatchObject({ lastErrorCode: 'card_declined' });
      await deliver(fake.webhook('payment_intent.succeeded', fake.succeed(intentId).intent));
      expect(await reread(guest, order)).toMatchObject({ status: 'placed', payment: { status: 'succeeded', last_error: null } });
    });
    it('a diner’s cancel of a paid order refunds its full amount at Stripe', async () => {
      const { guest, order, intentId } = await cardOrder();
      await deliver(fake.webhook('payment_intent.succeeded', fake.succeed(intentId).intent));
      const cancelled = kit.orderOf(await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers }), 200);
      expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
      const refunds = fake.calls.filter((call) => call.path === '/v1/refunds' && call.params.payment_intent === intentId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ idempotencyKey: `refund-${order.id}`, params: { amount: String(order.totals.total) } });
      expect((await cardPayment(order)).refundedAmount).toBe(order.totals.total);
    });

    it('cancelling an unpaid order cancels its PaymentIntent, so a card form still open can no longer take money', async () => {
      const { guest, order, intentId } = await cardOrder();
      const cancelled = kit.orderOf(await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers }), 200);
      expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'failed', client_secret: null } });
      expect(fake.paymentIntent(intentId).status).toBe('canceled');
    });

    it('payment_intent.succeeded and the diner’s cancel at the same moment, 20 times: never an error, and every order ends cancelled with its money given back', async () => {
      for (let pair = 0; pair < 20; pair++) {
        const { guest, order, intentId } = await cardOrder();
        const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(intentId).intent);
        const [webhook, cancel] = await Promise.all([
          deliver(delivery),
          kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers }),
        ]);
        expect([webhook.statusCode, webhook.body], `pair ${pair}`).toEqual([200, expect.stringMatching(/"outcome":"(applied|ignored)"/)]);
        // Paid first, then cancelled and refunded; or cancelled first, finding the PaymentIntent paid: refunded all the same.
        expect(kit.orderOf(cancel, 200), `pair ${pair}`).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
        expect(fake.refunded(intentId), `pair ${pair}`).toBe(order.totals.total);
        expect((await cardPayment(order)).refundedAmount).toBe(order.totals.total);
      }
    });

    it('a payment that succeeds after its order was cancelled is refunded, not kept', async () => {
      const { guest, order, intentId, paymentId } = await cardOrder();
      kit.orderOf(await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers }), 200);
      // Stripe took the money anyway (say the cancellation reached it too late).
      const answer = await deliver(fake.webhook('payment_intent.succeeded', fake.succeed(intentId).intent));
      expect(answer.json()).toEqual({ received: true, outcome: 'applied' });
      expect(await reread(guest, order)).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
      expect(fake.refunded(intentId)).toBe(order.totals.total);
      expect(await eventsOf(paymentId)).toHaveLength(1);
    });

    it('answers 200 and changes nothing for other event types and for PaymentIntents that are not ours', async () => {
      const { guest, order, intentId } = await cardOrder();
      const other = await deliver(fake.webhook('payment_intent.created', fake.paymentIntent(intentId)));
      expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
      const stranger = { ...fake.succeed(intentId).intent, id: 'pi_of_another_shop' };
      expect((await deliver(fake.webhook('payment_intent.succeeded', stranger))).json()).toEqual({ received: true, outcome: 'ignored' });
      expect(await reread(guest, order)).toMatchObject({ status: 'pending_payment', version: 1 });
    });

    it('only Stripe’s routes answer: the test provider’s card endpoint does not exist with Stripe, and the webhook is documented', async () => {
      const confirm = await kit.inject({
        method: 'POST',
        url: '/api/test-provider/confirm',
        payload: { client_secret: 'pi_x_secret_y', number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      });
      expect(kit.errorOf(confirm, 404).message).toContain('No API route');
      expect(get().app.apiRoutes).toContainEqual({ method: 'POST', url: '/api/webhooks/stripe' });
      const doc = (await kit.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, object> };
      expect(Object.keys(doc.paths)).toContain('/api/webhooks/stripe');
      expect(Object.keys(doc.paths)).not.toContain('/api/test-provider/confirm');
    });

    it('app settings name Stripe and its publishable key, never a secret; cash follows the outlet’s own switch', async () => {
      const restaurantId = await kit.outletId(SURRY_HILLS);
      const settingsOf = async () => {
        const response = await kit.inject({ method: 'GET', url: `/api/v2/restaurants/app-settings?tenant_id=64&restaurant_id=${restaurantId}` });
        expect(response.body).not.toMatch(/sk_test_|whsec_/);
        return appSettingsResponseSchema.parse(response.json()).data[0]!.payment_gateway_config;
      };
      expect(await settingsOf()).toEqual({ provider: 'stripe', mode: 'test', publishable_key: fake.publishableKey, is_cash_on_delivery_enabled: true });
      await get().db.update(restaurantSettings).set({ acceptsCash: false }).where(eq(restaurantSettings.restaurantId, restaurantId));
      try {
        expect((await settingsOf()).is_cash_on_delivery_enabled).toBe(false);
      } finally {
        await get().db.update(restaurantSettings).set({ acceptsCash: true }).where(eq(restaurantSettings.restaurantId, restaurantId));
      }
    });

    it('the CSP lets Stripe’s Payment Element load its script and frames and call Stripe’s API', async () => {
      const csp = String((await kit.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      const directive = (name: string) =>
        csp
          .split(';')
          .find((entry) => entry.trim().startsWith(`${name} `))
          ?.trim();
      expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com");
      expect(directive('frame-src')).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
      expect(directive('connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    });
  },
  fake.env,
  { now: () => clock },
);

describeEachDatabase(
  'Stripe’s webhook and the API’s rate limit',
  (get) => {
    it('more than RATE_LIMIT_MAX signed deliveries in a minute are all taken, while another API route from the same address gets 429', async () => {
      // A PaymentIntent of another shop on the same account: answered 200 and ignored, after the signature is checked.
      const intent = { id: 'pi_of_another_shop', object: 'payment_intent', amount: 1200, amount_received: 1200, currency: 'aud', latest_charge: null };
      for (let delivery = 0; delivery < 8; delivery++) {
        const { payload, headers } = fake.webhook('payment_intent.succeeded', intent);
        const answer = await get().app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers, payload });
        expect([answer.statusCode, answer.json()], `delivery ${delivery}`).toEqual([200, { received: true, outcome: 'ignored' }]);
      }
      const health = [];
      for (let call = 0; call < 6; call++) health.push((await get().app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(health).toEqual([200, 200, 200, 200, 200, 429]);
    });
  },
  { ...fake.env, RATE_LIMIT_MAX: '5' },
);

describe('payment configuration', () => {
  const liveKeys = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  const testKeys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

  it('PAYMENT_MODE=live refuses the test provider and Stripe’s test keys, and takes Stripe’s live keys', () => {
    expect(() => parseConfig({ PAYMENT_MODE: 'live' })).toThrow(/PAYMENT_MODE: PAYMENT_MODE=live needs Stripe with live keys/);
    expect(() => parseConfig({ PAYMENT_MODE: 'live', ...testKeys })).toThrow(/PAYMENT_MODE=live needs Stripe with live keys/);
    expect(() => parseConfig({ PAYMENT_MODE: 'live', ...liveKeys, STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/PAYMENT_MODE=live/);
    expect(parseConfig({ PAYMENT_MODE: 'live', ...liveKeys })).toMatchObject({ PAYMENT_MODE: 'live', STRIPE_SECRET_KEY: 'sk_live_1' });
    expect(parseConfig({ PAYMENT_MODE: 'live', ...liveKeys, STRIPE_SECRET_KEY: 'rk_live_restricted' }).PAYMENT_MODE).toBe('live');
  });

  it('test mode (the default) refuses live keys, which would take real money behind test-mode hints', () => {
    expect(parseConfig({}).PAYMENT_MODE).toBe('test');
    expect(() => parseConfig(liveKeys)).toThrow(/set PAYMENT_MODE=live/);
    expect(parseConfig(testKeys).STRIPE_SECRET_KEY).toBe('sk_test_1');
  });

  it('a Stripe secret key needs the webhook secret and the publishable key', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('calls Stripe’s own API unless told otherwise', () => {
    expect(parseConfig({})).toMatchObject({ STRIPE_API_HOST: 'api.stripe.com', STRIPE_API_PORT: 443, STRIPE_API_PROTOCOL: 'https' });
  });
});
