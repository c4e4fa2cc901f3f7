import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema/payments.ts';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { staffKit } from '../staff/staff-test-kit.ts';
import { purchaseKit, TEST_GIFT_CARD_SECRET } from './gift-card-purchase-test-kit.ts';

// Issue 21: with Stripe, a gift-card purchase is a PaymentIntent under the purchase's own key, settled
// by the signed webhook through the path orders take: the card issued once however often the event is
// delivered; the restaurant's refund goes back through Stripe. The real `stripe` client runs against a
// local fake of its API.

const fake = await startFakeStripe();
afterAll(() => fake.close());
const clock = new Date();

describeEachDatabase(
  'buying a gift card through Stripe',
  (get) => {
    const kit = purchaseKit(get, () => clock);
    const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
      kit.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: delivery.headers, payload: delivery.payload });

    it('one PaymentIntent under the purchase’s key; its webhook delivered three times at once, then again, issues one card; a refund goes through Stripe', async () => {
      const guest = await kit.guest();
      const purchase = kit.purchaseOf(await kit.buy(guest, kit.body({ amount: 7500 })));
      const created = fake.calls.filter(
        (call) => call.path === '/v1/payment_intents' && (call.params.metadata as { gift_card_purchase_id?: string })?.gift_card_purchase_id === purchase.id,
      );
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ idempotencyKey: `purchase-${purchase.id}`, params: { amount: '7500', currency: 'aud' } });
      const payment = await kit.paymentOf(purchase.id);
      expect(purchase.payment).toMatchObject({
        provider: 'stripe',
        status: 'requires_payment',
        client_secret: fake.paymentIntent(payment.providerPaymentId!).client_secret,
      });

      const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(payment.providerPaymentId!).intent);
      const answers = await Promise.all([1, 2, 3].map(() => deliver(delivery)));
      expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
      expect((await deliver(delivery)).json()).toEqual({ received: true, outcome: 'duplicate' });
      const { card, ledger } = await kit.cardOf(purchase.id);
      expect(card).toMatchObject({ status: 'active', balance: 7500 });
      expect(ledger).toHaveLength(1);
      expect(await get().db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).toHaveLength(1);
      expect(kit.purchaseOf(await kit.read(guest, purchase.id), 200)).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });

      const owner = await staffKit(get).signedIn('owner');
      const refund = await kit.inject({
        method: 'POST',
        url: `/api/console/gift-card-purchases/${purchase.id}/refund`,
        headers: owner.headers,
        payload: { reason: 'Bought twice by mistake' },
      });
      expect(kit.purchaseOf(refund, 200).status).toBe('refunded');
      const refunds = fake.calls.filter((call) => call.path === '/v1/refunds' && call.params.payment_intent === payment.providerPaymentId);
      expect(refunds).toMatchObject([{ idempotencyKey: `refund-${purchase.id}`, params: { amount: '7500' } }]);
    });
  },
  { ...fake.env, GIFT_CARD_SECRET: TEST_GIFT_CARD_SECRET },
  { now: () => clock },
);
