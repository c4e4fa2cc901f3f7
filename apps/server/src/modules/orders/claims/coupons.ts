import { errorCodes } from '@crust/contract/errors';
import { HttpError } from '../../../lib/http-error.ts';
import { createOrdersRepo } from '../orders.repo.ts';
import type { PlacementClaim } from './placement-claim.ts';

const invalidCoupon = (message: string) => new HttpError(400, errorCodes.invalidCoupon, message);

/**
 * A use of each coupon with limited uses, spent before the statement in its transaction: the coupon's
 * row lock counts concurrent uses one after another, and a per-customer count must see the uses
 * committed while it waited, which one statement's snapshot would not. (The uses themselves, one
 * redemption row per coupon, are among the statement's writes.) Given back when the order ends.
 */
export const couponsClaim: PlacementClaim = {
  name: 'coupons',
  refusals: {
    coupon_used_up: () => invalidCoupon('That coupon has been used up: remove it and try again.'),
    coupon_used_by_you: () => invalidCoupon('You have already used that coupon as many times as it allows.'),
  },
  before: {
    applies: (rows) => rows.limitedCouponIds.length > 0,
    run: async (tx, { owner, order, limitedCouponIds }) => {
      const repo = createOrdersRepo(tx);
      const person = { userId: owner.userId, email: order.customerEmail, phone: order.customerPhone };
      for (const couponId of limitedCouponIds) {
        const spent = await repo.spendCouponUse(couponId, person);
        if (spent !== 'ok') return spent === 'used_up' ? 'coupon_used_up' : 'coupon_used_by_you';
      }
      return null;
    },
  },
  release: async (tx, order) => createOrdersRepo(tx).returnCouponUses(order.id),
};
