import type { PaymentProviderName } from '@crust/contract/payments';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { moveOrder } from '../orders/order-transitions.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentsRepo } from './payments.repo.ts';

/** A provider's final word on a payment, from the test provider's card endpoint or Stripe's webhook. */
export type PaymentEvent =
  | {
      provider: PaymentProviderName;
      eventId: string;
      type: 'succeeded';
      providerPaymentId: string;
      amount: number;
      currency: string;
      card: { brand: string; last4: string } | null;
    }
  | { provider: PaymentProviderName; eventId: string; type: 'declined'; providerPaymentId: string; code: string; message: string };

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a provider event, in the caller's transaction: recorded once under its id; the payment's
 * row, then its order's, locked; the amount and currency checked against what was asked; the
 * payment and the order moved through their machines. Whatever reports a payment (the browser's
 * confirmation, a webhook, the same webhook three times at once) settles the order once.
 */
export async function applyPaymentEvent(tx: Database, provider: PaymentProvider, event: PaymentEvent): Promise<EventOutcome> {
  const repo = createPaymentsRepo(tx);
  const payment = await repo.lockByProviderId(event.providerPaymentId);
  if (!payment) throw notFound('There is no such payment.');
  if (!(await repo.recordEvent(event.provider, event.eventId, payment.id, event.type))) return 'duplicate';
  if (event.type === 'declined') {
    await repo.recordDecline(payment.id, event.code, event.message);
    return 'applied';
  }
  if (event.amount !== payment.amount || event.currency.toUpperCase() !== payment.currency.toUpperCase())
    throw badRequest(`The payment was for ${event.amount} ${event.currency}, the order asks ${payment.amount} ${payment.currency}.`);
  const card = event.card ? { cardBrand: event.card.brand, cardLast4: event.card.last4 } : {};
  if (!(await repo.transition(payment, 'succeed', { ...card, lastErrorCode: null, lastErrorMessage: null }))) return 'ignored';
  await moveOrder(tx, provider, payment.orderId, 'pay');
  return 'applied';
}
