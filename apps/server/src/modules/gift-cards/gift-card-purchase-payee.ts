import type { GiftCardPurchaseStatus } from '@crust/contract/gift-cards';
import { formatCents } from '@crust/contract/prices';
import type { Database } from '../../db/client.ts';
import { queueMail } from '../mail/mail-queue.ts';
import type { GiftCardCodes } from './gift-card-codes.ts';
import { issueGiftCard } from './issue-gift-card.ts';
import { createGiftCardPurchasesRepo } from './gift-card-purchases.repo.ts';

// Issue 21: a gift-card purchase as the payments module sees it, a payee beside an order. These are
// the gift-card module's exports to it (issue 17: narrow functions over the caller's transaction), so
// a payment settles its purchase, card and mails in the one transaction that records the payment.

/**
 * Locks a purchase's row in the caller's transaction and answers its status (null: no such purchase).
 * The payments module takes it before the payment's row, as it takes an order's (lockOrderStatus).
 */
export async function lockPurchaseStatus(tx: Database, purchaseId: string): Promise<GiftCardPurchaseStatus | null> {
  return (await createGiftCardPurchasesRepo(tx).lock(purchaseId))?.status ?? null;
}

const deliveryFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * A purchase whose payment has just succeeded (its row locked by lockPurchaseStatus): marked paid with
 * a conditional update, its card issued (scheduled until its delivery, which is never before the
 * payment), and the buyer's receipt queued at once. False when it was no longer waiting for payment
 * (the caller gives the money back); a second confirmation of the same payment never gets here, and
 * if it did, the conditional update would refuse it.
 */
export async function settlePurchase(tx: Database, codes: GiftCardCodes, purchaseId: string, at: Date): Promise<boolean> {
  const repo = createGiftCardPurchasesRepo(tx);
  const stored = await repo.find(purchaseId);
  if (!stored || stored.purchase.status !== 'pending_payment') return false;
  const { purchase } = stored;
  // 09:00 on the send day, or now when that has passed by the time the money arrived.
  const deliverAt = purchase.deliverAt > at ? purchase.deliverAt : at;
  if (!(await repo.move(purchaseId, 'pending_payment', 'paid', at, { paidAt: at, deliverAt }))) return false;
  const tenant = await repo.tenant(purchase.tenantId);
  if (!tenant) throw new Error(`The purchase ${purchaseId} names no tenant`);
  const { card } = await issueGiftCard(tx, codes, {
    tenantId: purchase.tenantId,
    amount: purchase.amount,
    currency: purchase.currency,
    timezone: tenant.timezone,
    expiryMonths: tenant.expiryMonths,
    // Bought online: no outlet sold it.
    soldAtRestaurantId: null,
    purchaseId,
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    message: purchase.message,
    from: purchase.purchaserName,
    deliverAt,
    now: at,
    by: { actor: 'diner', userId: purchase.userId },
    reason: null,
  });
  const data = {
    purchaserName: purchase.purchaserName,
    amount: formatCents(purchase.amount),
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    deliverWhen: deliverAt <= at ? 'right away' : `on ${deliveryFormat(tenant.timezone).format(deliverAt)}`,
    codeLast4: card.codeLast4,
  };
  await queueMail(tx, { tenantId: purchase.tenantId, to: purchase.purchaserEmail, template: 'gift_card_receipt', data });
  return true;
}
