import type { Database } from '../../db/client.ts';
import { createGiftCardLedger } from './gift-card-ledger.repo.ts';

// Issue 21: a gift card as an order's tender, for the orders module, which must spend and give back
// within its own statement and transaction (composition.ts: a narrow export of a non-repo file). The
// SQL stays the ledger's (gift-card-ledger.repo.ts): one place moves balances.

export { redemptionCtes, type RedemptionValues } from './gift-card-ledger.repo.ts';

/**
 * Gives the gift-card part of an order that ended unfulfilled (cancelled, rejected, expired unpaid)
 * back to its card, in moveOrder's transaction under the order's row lock: one `refund` row, once.
 * Answers the cents given back (0: the order had no gift card, or has had them back).
 */
export async function refundOrderGiftCard(tx: Database, order: { id: string; restaurantId: number; giftCardAmount: number; updatedAt: Date }): Promise<number> {
  if (order.giftCardAmount === 0) return 0;
  const card = await createGiftCardLedger(tx).refundOrder(order.id, { by: { actor: 'system' }, restaurantId: order.restaurantId }, order.updatedAt);
  return card ? order.giftCardAmount : 0;
}
