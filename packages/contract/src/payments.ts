import { z } from 'zod';

// Issue 9: the one payment state machine, shared by every provider (the built-in test provider and
// Stripe). Only final provider events move a payment; a declined attempt leaves it requires_payment
// with the decline's message, so the diner can try another card.

export const PAYMENT_STATUSES = ['requires_payment', 'succeeded', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type PaymentTransition = 'succeed' | 'give_up' | 'refund' | 'refund_part';

export const PAYMENT_TRANSITIONS: Record<PaymentTransition, { from: readonly PaymentStatus[]; to: PaymentStatus }> = {
  succeed: { from: ['requires_payment'], to: 'succeeded' },
  /** The order ended unpaid (cancelled, or expired after 30 minutes): no card may be charged for it any more. */
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

/** The test provider's card numbers, as Stripe's test mode knows them. */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', insufficientFunds: '4000000000009995' } as const;

/** POST /api/test-provider/confirm body: the card goes to the provider, never to the storefront's own API. */
export const testProviderConfirmRequestSchema = z.object({
  client_secret: z.string().min(10).max(200),
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

/** Luhn's checksum, which every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why a card cannot be sent as typed (the same checks on both sides), or null when it can. */
export function cardProblem(card: { number: string; exp_month: number; exp_year: number; cvc: string }, today: Date): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) return 'Your card number is incomplete or invalid.';
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  if (card.exp_month < 1 || card.exp_month > 12) return 'Your card’s expiry month is invalid.';
  const expiresAfter = year * 12 + card.exp_month;
  if (expiresAfter < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return 'Your card has expired.';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'Your card’s security code is invalid.';
  return null;
}

/** The brand a card number belongs to, as receipts name it. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
