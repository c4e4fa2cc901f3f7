import Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { applyPaymentEvent, type EventOutcome, type PaymentEvent, type PaymentSettling } from './payments.service.ts';

/** The card a PaymentIntent was paid with, when the event carries its latest charge (Stripe sends only its id unless expanded). */
function cardOf(intent: Stripe.PaymentIntent): { brand: string; last4: string } | null {
  const charge = intent.latest_charge;
  const card = typeof charge === 'object' ? charge?.payment_method_details?.card : null;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

/** What a Stripe event says about a payment, in the providers' common terms; null for events that change nothing here. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const base = { provider: 'stripe' as const, eventId: event.id, providerPaymentId: intent.id };
      return { ...base, type: 'succeeded', amount: intent.amount_received, currency: intent.currency, card: cardOf(intent) };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      const base = { provider: 'stripe' as const, eventId: event.id, providerPaymentId: intent.id };
      return { ...base, type: 'declined', code: error?.code ?? 'card_declined', message: error?.message ?? 'Your card was declined.' };
    }
    default:
      return null;
  }
}

export interface StripeWebhookDeps extends PaymentSettling {
  db: Database;
  stripe: Stripe;
  webhookSecret: string;
}

/**
 * Stripe's webhook (issue 9): the delivery is believed only when its signature matches its raw bytes;
 * its verdict then goes through applyPaymentEvent, the path the test provider's card endpoint takes,
 * so each event is applied once and the amount and currency are checked against the order.
 */
export function createStripeWebhookService({ db, stripe, webhookSecret, ...settling }: StripeWebhookDeps) {
  function verified(payload: Buffer, signature: string | string[] | undefined): Stripe.Event {
    if (typeof signature !== 'string') throw badRequest('A Stripe webhook needs one Stripe-Signature header.');
    try {
      return stripe.webhooks.constructEvent(payload, signature, webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw badRequest('The Stripe-Signature does not match this webhook’s body.');
      throw error;
    }
  }

  return {
    async receive(payload: Buffer, signature: string | string[] | undefined): Promise<EventOutcome> {
      const event = paymentEventOf(verified(payload, signature));
      if (!event) return 'ignored';
      try {
        return await db.transaction((tx) => applyPaymentEvent(tx, settling, event));
      } catch (error) {
        // A PaymentIntent that is not one of ours (another shop on the same Stripe account): answered
        // 2xx, or Stripe would retry it for days. Ours are written before their client secret leaves.
        if (error instanceof HttpError && error.statusCode === 404) return 'ignored';
        throw error;
      }
    },
  };
}
export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
