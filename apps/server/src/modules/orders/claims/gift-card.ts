import { errorCodes } from '@crust/contract/errors';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../../lib/http-error.ts';
import { redemptionCtes, refundOrderGiftCard } from '../../gift-cards/gift-card-tender.ts';
import type { PlacementClaim } from './placement-claim.ts';

/**
 * The card was spent from (or voided, or expired) between the placement's read of its balance and
 * its statement: place-order.ts places the order again from the start, reading the balance afresh,
 * so concurrent orders share a card's balance exactly. Answered only once those attempts run out.
 */
export class GiftCardChanged extends HttpError {
  constructor() {
    super(409, errorCodes.conflict, 'Your gift card was used for another order at the same moment: check its balance and try again.');
  }
}

/**
 * Issue 21: a gift card's part of the order (min(balance, total), decided before the statement from
 * the balance read then), taken by the ledger's guarded update and recorded as the order's one
 * `redeem` row. Last in the list: the card's row lock is held for the least time, and a placement
 * and an order's end (coupons, slot, then the card) take their locks in one order. Given back by a
 * `refund` row when the order ends unfulfilled; the rest of the order's money goes back through its
 * payment as before.
 */
export const giftCardClaim: PlacementClaim = {
  name: 'gift-card',
  refusals: { gift_card_changed: () => new GiftCardChanged() },
  statement: ({ db, rows, placeholders }) => {
    if (!rows.giftCard) return {};
    const { spent, recorded } = redemptionCtes(db, placeholders('giftCard', rows.giftCard), 'spent_gift_card');
    return {
      ctes: [
        ['spent_gift_card', spent],
        ['gift_card_redeemed', recorded],
      ],
      refusals: [['gift_card_changed', sql`not exists (select from spent_gift_card)`]],
    };
  },
  release: async (tx, order) => {
    await refundOrderGiftCard(tx, order);
  },
};
