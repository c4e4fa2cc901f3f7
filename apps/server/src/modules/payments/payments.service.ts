import { errorCodes } from '@crust/contract/errors';
import type { PaymentProviderName } from '@crust/contract/payments';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { GiftCardPurchaseStatus } from '@crust/contract/gift-cards';
import type { OrderStatus } from '@crust/contract/order-status';
import type { GiftCardCodes } from '../gift-cards/gift-card-codes.ts';
import { lockPurchaseStatus, settlePurchase } from '../gift-cards/gift-card-purchase-payee.ts';
import { lockOrderStatus } from '../orders/order-lock.ts';
import { moveOrder } from '../orders/order-transitions.ts';
import { refundInFull } from './payment-endings.ts';
import { ProviderUnavailable, type PaymentPayee, type PaymentProvider } from './payment-provider.ts';
import { createPaymentsRepo, type PaymentRow } from './payments.repo.ts';

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

/** What a payment's settling needs: its provider, and (issue 21) what issues a purchase's gift card, at the app's time. */
export interface PaymentSettling {
  provider: PaymentProvider;
  giftCardCodes: GiftCardCodes;
  now: () => Date;
}

/** A payment's payee as locked: an order or a gift-card purchase, with its status. */
type LockedPayee = { orderId: string; orderStatus: OrderStatus } | { purchaseId: string; purchaseStatus: GiftCardPurchaseStatus };

/**
 * A payment locked for a change, with its payee's status, or null when there is none. Every path
 * takes the two locks in one order, the payee's row first (the order's, or the gift-card purchase's),
 * then its payment's: moveOrder locks the order and then settles its payment, so a webhook locking
 * the payment first would deadlock against a cancel at the same moment. The payment is read again
 * under the locks.
 */
export async function lockPayment(tx: Database, by: { providerPaymentId: string } | { clientSecret: string }) {
  const repo = createPaymentsRepo(tx);
  const found = await repo.find(by);
  if (!found) return null;
  let payee: LockedPayee | null = null;
  let payment: PaymentRow | null = null;
  if (found.orderId) {
    const orderStatus = await lockOrderStatus(tx, found.orderId);
    payment = await repo.lockForOrder(found.orderId);
    payee = orderStatus && { orderId: found.orderId, orderStatus };
  } else if (found.purchaseId) {
    const purchaseStatus = await lockPurchaseStatus(tx, found.purchaseId);
    payment = await repo.lockForPurchase(found.purchaseId);
    payee = purchaseStatus && { purchaseId: found.purchaseId, purchaseStatus };
  }
  return payee && payment ? { payment, payee } : null;
}

/**
 * Applies a provider event, in the caller's transaction: recorded once under its id; the payee's row,
 * then its payment's, locked; the amount and currency checked against what was asked; the payment and
 * its payee moved on. Whatever reports a payment (the browser's confirmation, a webhook, the same
 * webhook three times at once) settles the order, or issues the purchase's gift card, once. Money that
 * arrives for an order that has already ended, or a purchase no longer waiting for it, is given back.
 */
export async function applyPaymentEvent(tx: Database, settling: PaymentSettling, event: PaymentEvent): Promise<EventOutcome> {
  const { provider } = settling;
  const repo = createPaymentsRepo(tx);
  const locked = await lockPayment(tx, { providerPaymentId: event.providerPaymentId });
  if (!locked) throw notFound('There is no such payment.');
  const { payment, payee } = locked;
  if (!(await repo.recordEvent(event.provider, event.eventId, payment.id, event.type))) return 'duplicate';
  if (event.type === 'declined') {
    await repo.recordDecline(payment.id, event.code, event.message);
    return 'applied';
  }
  if (event.amount !== payment.amount || event.currency.toUpperCase() !== payment.currency.toUpperCase())
    throw badRequest(`The payment was for ${event.amount} ${event.currency}, the order asks ${payment.amount} ${payment.currency}.`);
  const card = event.card ? { cardBrand: event.card.brand, cardLast4: event.card.last4 } : {};
  if (!(await repo.transition(payment, 'succeed', { ...card, lastErrorCode: null, lastErrorMessage: null }))) return 'ignored';
  let settled: boolean;
  if ('orderId' in payee) {
    settled = payee.orderStatus === 'pending_payment';
    if (settled) await moveOrder(tx, provider, payee.orderId, 'pay');
  } else settled = payee.purchaseStatus === 'pending_payment' && (await settlePurchase(tx, settling.giftCardCodes, payee.purchaseId, settling.now()));
  // The order was cancelled or expired (its payment given up), or the purchase refunded, before the money arrived: it goes back.
  if (!settled) await refundInFull(tx, provider, { ...payment, status: 'succeeded' });
  return 'applied';
}

/** What a diner reads when the provider could not be reached (503: the web app reads a 502 as our server down). */
function paymentUnavailable(cause: ProviderUnavailable): HttpError {
  const error = new HttpError(503, errorCodes.paymentUnavailable, 'We couldn’t reach the payment service. Try again in a moment.');
  error.cause = cause.cause;
  return error;
}

/**
 * Asks the provider for a payee's payment (an order's, or a gift-card purchase's), written without one
 * in the placement's transaction: after that commits, so no lock waits on the network (Stripe may take
 * seconds). Under the payee's own key, so asking again (a retry of the placement, two at once) finds
 * the same PaymentIntent; its id and client secret are written once. A payment given up meanwhile (its
 * order ended) is cancelled with the provider at once. Answers the payment as stored; 503
 * payment_unavailable when the provider is out of reach.
 */
export async function startPayment(db: Database, provider: PaymentProvider, payee: PaymentPayee): Promise<PaymentRow> {
  const repo = createPaymentsRepo(db);
  const payment = await repo.find(payee);
  if (!payment) throw notFound('There is no such payment.');
  if (payment.providerPaymentId) return payment;
  const idempotencyKey = 'orderId' in payee ? `order-${payee.orderId}` : `purchase-${payee.purchaseId}`;
  const request = { payee, amount: payment.amount, currency: payment.currency, idempotencyKey };
  const created = await provider.createPayment(request).catch((error: unknown) => {
    throw error instanceof ProviderUnavailable ? paymentUnavailable(error) : error;
  });
  const attached = await repo.attachProvider(payment.id, created);
  // Another request wrote its answer first: that one stands (the test provider mints a new id each time).
  if (!attached) return (await repo.find(payee))!;
  if (attached.status !== 'requires_payment') await provider.cancel({ providerPaymentId: created.providerPaymentId });
  return attached;
}
