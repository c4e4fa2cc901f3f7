import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentsRepo, type PaymentRow } from './payments.repo.ts';

/** Gives back what is left of a succeeded payment through its provider (once: the refund's key is the order's or purchase's); the cents given back. */
export async function refundInFull(tx: Database, provider: PaymentProvider, payment: PaymentRow): Promise<number> {
  const amount = payment.amount - payment.refundedAmount;
  // A payment that succeeded was made with the provider, so it has the provider's id.
  await provider.refund({ providerPaymentId: payment.providerPaymentId!, amount, idempotencyKey: `refund-${payment.orderId ?? payment.purchaseId}` });
  await createPaymentsRepo(tx).transition(payment, 'refund', { refundedAmount: payment.amount });
  return amount;
}

/**
 * What ending an order does to its payment, in the transaction that ended it (the order's row is
 * locked, then the payment's): an unpaid one is cancelled with its provider, so it can no longer be
 * paid; a paid one, or one the provider says was paid a moment ago, is refunded. The cents refunded.
 */
export async function endPayment(tx: Database, provider: PaymentProvider, orderId: string): Promise<number> {
  const repo = createPaymentsRepo(tx);
  const payment = await repo.lockForOrder(orderId);
  if (!payment) return 0;
  if (payment.status === 'requires_payment') {
    // The provider first: a card form still open must not take money for an order that has ended.
    // Not asked yet (its placement never finished): no client secret was handed out, so nothing to cancel.
    const verdict = payment.providerPaymentId ? await provider.cancel({ providerPaymentId: payment.providerPaymentId }) : 'cancelled';
    if (verdict === 'cancelled') {
      await repo.transition(payment, 'give_up');
      return 0;
    }
    // The money arrived first (its event is on its way, and will find the payment refunded).
    await repo.transition(payment, 'succeed');
    return refundInFull(tx, provider, { ...payment, status: 'succeeded' });
  }
  return payment.status === 'succeeded' ? refundInFull(tx, provider, payment) : 0;
}

/**
 * Issue 21: the restaurant gives a gift-card purchase's money back, in the transaction that voided its
 * card (the purchase's row locked first, then the payment's here). The cents refunded; 0 when it was
 * never paid or was refunded already.
 */
export async function refundPurchasePayment(tx: Database, provider: PaymentProvider, purchaseId: string): Promise<number> {
  const payment = await createPaymentsRepo(tx).lockForPurchase(purchaseId);
  return payment?.status === 'succeeded' ? refundInFull(tx, provider, payment) : 0;
}
