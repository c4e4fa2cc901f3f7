import { z } from 'zod';
import { keySchema } from './text.ts';

// Issue 9: the one payment state machine, shared by every provider (the built-in test provider and
// Stripe). Only final provider events move a payment; a declined attempt leaves it requires_payment
// with the decline's message, so the diner can try another card.

export const PAYMENT_STATUSES = ['requires_payment', 'succeeded', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type PaymentTransition = 'succeed' | 'give_up' | 'refund' | 'refund_part';

export const PAYMENT_TRANSITIONS: Record<PaymentTransition, { from: readonly PaymentStatus[]; to: PaymentStatus }> = {
  /** From failed too: a provider may still take the money for a payment given up a moment before (it is then refunded at once). */
  succeed: { from: ['requires_payment', 'failed'], to: 'succeeded' },
  /** The order ended unpaid (cancelled, or expired after its payment hold): no card may be charged for it any more. */
  give_up: { from: ['requires_payment'], to: 'failed' },
  refund: { from: ['succeeded', 'partially_refunded'], to: 'refunded' },
  refund_part: { from: ['succeeded', 'partially_refunded'], to: 'partially_refunded' },
};

export function nextPaymentStatus(status: PaymentStatus, transition: PaymentTransition): PaymentStatus | null {
  const rule = PAYMENT_TRANSITIONS[transition];
  return rule.from.includes(status) ? rule.to : null;
}

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What an order's owner sees of its payment: enough for a client to pay with the provider. */
export const orderPaymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  /** Hands the payment to the provider's card form; null once the payment is settled. */
  client_secret: z.string().nullable(),
  /** The last declined attempt's message, for the diner. */
  last_error: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

// The card checks both sides run live in payment-cards.ts, without zod, so the browser's card form can import them.
export { cardBrand, cardProblem, TEST_CARDS } from './payment-cards.ts';

/** POST /api/test-provider/confirm body: the card goes to the provider, never to the storefront's own API. */
export const testProviderConfirmRequestSchema = z.object({
  client_secret: keySchema(10, 200),
  number: z.string().max(40),
  exp_month: z.coerce.number().int(),
  exp_year: z.coerce.number().int(),
  cvc: z.string().max(10),
});
export type TestProviderConfirmRequest = z.infer<typeof testProviderConfirmRequestSchema>;

export const testProviderConfirmResponseSchema = z.object({ status: z.literal('succeeded') });

/**
 * POST /api/webhooks/stripe answer. Stripe needs only the 2xx; the outcome (applied, a repeated
 * delivery, or an event that changes nothing here) shows in Stripe's log of deliveries.
 */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) });
