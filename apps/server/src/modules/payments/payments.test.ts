import type { Order } from '@crust/contract/orders';
import { TEST_CARDS } from '@crust/contract/payments';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema/payments.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { createGiftCardCodes } from '../gift-cards/gift-card-codes.ts';
import { createTestProvider } from './payment-provider.ts';
import { applyPaymentEvent } from './payments.service.ts';

// Issue 9: card orders wait for their payment; the built-in test provider takes the card and settles
// through the same event path as Stripe's webhook; one payment state machine, settled once.

let clock = clockAt(ORDER_DAY, '12:00');
/** What applyPaymentEvent settles with, as the app's own confirmation paths have it. */
const settling = { provider: createTestProvider(), giftCardCodes: createGiftCardCodes('test-gift-card-secret-of-at-least-32-characters'), now: () => clock };

describeEachDatabase(
  'card payments with the test provider',
  (get) => {
    const kit = orderKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));
    beforeEach(() => {
      clock = clockAt(ORDER_DAY, '12:00');
    });

    async function cardOrder(time = '13:00') {
      const guest = await kit.guestWithCart(2);
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest, { payment_method: 'card', pickup_time: time })));
      expect(order).toMatchObject({ status: 'pending_payment', payment: { provider: 'test', status: 'requires_payment', last_error: null, card: null } });
      return { guest, order, secret: order.payment!.client_secret! };
    }
    const card = (number: string, overrides: object = {}) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123', ...overrides });
    const confirm = (secret: string, details: object) =>
      kit.inject({ method: 'POST', url: '/api/test-provider/confirm', payload: { client_secret: secret, ...details } });
    const reread = async (guest: { headers: Record<string, string> }, order: Order) => kit.orderOf(await kit.read(guest, order.id), 200);

    it('4242 4242 4242 4242 pays: the order is placed, the card kept as brand and last four only', async () => {
      const { guest, order, secret } = await cardOrder();
      const paid = await confirm(secret, card('4242 4242 4242 4242'));
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toEqual({ status: 'succeeded' });
      const after = await reread(guest, order);
      expect(after).toMatchObject({ status: 'placed', payment: { status: 'succeeded', client_secret: null, card: { brand: 'visa', last4: '4242' } } });
      expect(after.timeline.map((entry) => entry.status)).toEqual(['pending_payment', 'placed']);
      const [row] = await get().db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(JSON.stringify(row)).not.toContain('4242424242424242');
      expect(row!.amount).toBe(order.totals.total);
    });

    it('a declined card leaves the order waiting with the decline’s message; another card then pays', async () => {
      const { guest, order, secret } = await cardOrder();
      const declined = await confirm(secret, card(TEST_CARDS.declined));
      expect(kit.errorOf(declined, 402)).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
      expect(await reread(guest, order)).toMatchObject({
        status: 'pending_payment',
        payment: { status: 'requires_payment', last_error: 'Your card was declined.' },
      });
      expect(kit.errorOf(await confirm(secret, card(TEST_CARDS.insufficientFunds)), 402).code).toBe('insufficient_funds');
      expect(kit.errorOf(await confirm(secret, card('4111 1111 1111 1111')), 402).code).toBe('card_declined'); // a real card number in test mode
      expect((await confirm(secret, card(TEST_CARDS.succeeds))).statusCode).toBe(200);
      expect(await reread(guest, order)).toMatchObject({ status: 'placed', payment: { status: 'succeeded', last_error: null } });
    });

    it('400 for a malformed card (Luhn, expiry, CVC), 404 for an unknown payment', async () => {
      const { secret } = await cardOrder();
      expect(kit.errorOf(await confirm(secret, card('4242 4242 4242 4241')), 400).message).toContain('card number');
      expect(kit.errorOf(await confirm(secret, card(TEST_CARDS.succeeds, { exp_month: 10, exp_year: 2026 })), 400).message).toContain('expired');
      expect(kit.errorOf(await confirm(secret, card(TEST_CARDS.succeeds, { exp_month: 13 })), 400).message).toContain('month');
      expect(kit.errorOf(await confirm(secret, card(TEST_CARDS.succeeds, { cvc: '12' })), 400).message).toContain('security code');
      expect(kit.errorOf(await confirm('tp_unknown_secret_nothing', card(TEST_CARDS.succeeds)), 404).code).toBe('not_found');
    });

    it('400, not a decline, for a number of the wrong length for its brand (a 12-digit one was declined with 402), and any other malformed card', async () => {
      const { guest, order, secret } = await cardOrder();
      const malformed: [object, string][] = [
        [card('424242424242'), 'card number'], // 12 digits that pass Luhn
        [card('424242424242424'), 'card number'], // a Visa of 15 that pass Luhn
        [card('37828224631000518'), 'card number'], // an Amex of 17 that pass Luhn
        [card('4242 4242 4242 424x'), 'card number'],
        [card(TEST_CARDS.succeeds, { cvc: '1234' }), 'security code'], // a Visa's code is 3 digits
        [card('378282246310005', { cvc: '123' }), 'security code'], // an Amex's is 4
        [card(TEST_CARDS.succeeds, { exp_year: 2090 }), 'expiry year'],
        [card(TEST_CARDS.succeeds, { exp_month: 'twelve' }), 'body.exp_month'],
      ];
      for (const [details, says] of malformed) {
        const error = kit.errorOf(await confirm(secret, details), 400);
        expect(error).toEqual({ code: 'bad_request', message: expect.stringContaining(says) });
      }
      // Nothing reached the provider: no decline is recorded, and a good card pays.
      expect(await reread(guest, order)).toMatchObject({ status: 'pending_payment', payment: { status: 'requires_payment', last_error: null } });
      expect((await confirm(secret, card(TEST_CARDS.succeeds))).statusCode).toBe(200);
    });

    it('five confirmations at once settle the order once', async () => {
      const { guest, order, secret } = await cardOrder();
      const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(secret, card(TEST_CARDS.succeeds))));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const after = await reread(guest, order);
      expect(after).toMatchObject({ status: 'placed', version: 2 });
      const [payment] = await get().db.select().from(payments).where(eq(payments.orderId, order.id));
      const events = await get().db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id));
      expect(events.filter((event) => event.type === 'succeeded')).toHaveLength(1);
    });

    it('a provider event is applied once under its id, and one for another amount is refused with nothing changed', async () => {
      const { guest, order } = await cardOrder();
      const [payment] = await get().db.select().from(payments).where(eq(payments.orderId, order.id));
      const event = {
        provider: 'test' as const,
        eventId: `evt_replayed_${order.id}`,
        type: 'succeeded' as const,
        providerPaymentId: payment!.providerPaymentId!,
        amount: payment!.amount,
        currency: 'aud',
        card: null,
      };
      await expect(
        get().db.transaction((tx) => applyPaymentEvent(tx, settling, { ...event, eventId: 'evt_wrong_amount', amount: payment!.amount - 1 })),
      ).rejects.toMatchObject({
        statusCode: 400,
      });
      expect((await reread(guest, order)).status).toBe('pending_payment');
      const outcomes = await Promise.all(Array.from({ length: 3 }, () => get().db.transaction((tx) => applyPaymentEvent(tx, settling, event))));
      expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
      expect(await reread(guest, order)).toMatchObject({ status: 'placed', version: 2 });
    });

    // Issue 17: held for PAYMENT_HOLD_MINUTES (10 by default), no longer 30, so no one hoards slots and coupons.
    it('an order unpaid for 10 minutes is cancelled (not at 9): its slot is given back and its payment can no longer be made', async () => {
      const { guest, order, secret } = await cardOrder('14:00');
      const slotTaken = await kit.slotOrders('14:00');
      clock = clockAt(ORDER_DAY, '12:09');
      expect(await get().app.orders.expireUnpaid(clock)).toBe(0);
      clock = new Date(clockAt(ORDER_DAY, '12:10').getTime() + 1000);
      expect(await get().app.orders.expireUnpaid(clock)).toBeGreaterThanOrEqual(1);
      const after = await reread(guest, order);
      expect(after).toMatchObject({ status: 'cancelled', payment: { status: 'failed', client_secret: null } });
      expect(after.timeline.at(-1)).toMatchObject({ status: 'cancelled', reason: 'Unpaid for 10 minutes' });
      expect(await kit.slotOrders('14:00')).toBe(slotTaken - 1);
      expect(kit.errorOf(await confirm(secret, card(TEST_CARDS.succeeds)), 409).code).toBe('payment_not_payable');
    });

    it('a card confirmation and the diner’s cancel at the same moment, 20 times: never an error; paid then refunded, or cancelled and not payable', async () => {
      for (let pair = 0; pair < 20; pair++) {
        const { guest, order, secret } = await cardOrder();
        const [paid, cancel] = await Promise.all([
          confirm(secret, card(TEST_CARDS.succeeds)),
          kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers }),
        ]);
        const cancelled = kit.orderOf(cancel, 200);
        if (paid.statusCode === 200) expect(cancelled, `pair ${pair}`).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
        else {
          expect(kit.errorOf(paid, 409).code, `pair ${pair}`).toBe('payment_not_payable');
          expect(cancelled, `pair ${pair}`).toMatchObject({ status: 'cancelled', payment: { status: 'failed' } });
        }
      }
    });

    it('cancelling a paid order refunds its payment in full', async () => {
      const { guest, order, secret } = await cardOrder();
      await confirm(secret, card(TEST_CARDS.succeeds));
      const cancelled = kit.orderOf(await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers }), 200);
      expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'refunded' } });
      const [row] = await get().db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(row!.refundedAmount).toBe(row!.amount);
    });
  },
  {},
  { now: () => clock },
);
