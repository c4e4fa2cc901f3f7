import { formatCents } from '@crust/contract/prices';
import { productsOfLine } from './line-prices.ts';
import type { CartLineInput, Cents, Coupon, CouponRejection, PaidBy, PricingCatalogue } from './pricing-types.ts';

/** Does a coupon of this scope reach this line? Order-wide coupons reach every line, deals included. */
export function reachesLine(coupon: Coupon, line: CartLineInput, catalogue: PricingCatalogue): boolean {
  if (coupon.scope === 'order') return true;
  const products = productsOfLine(line, catalogue);
  return coupon.scope === 'products'
    ? products.some((product) => coupon.productIds.includes(product.productId))
    : products.some((product) => coupon.categoryIds.includes(product.categoryId));
}

interface CouponContext {
  subtotal: Cents;
  paidBy: PaidBy;
  now: Date;
  /** For buy-X-get-Y, the qualifying quantity; otherwise the number of lines the coupon reaches. */
  reach: number;
}

/** Why a coupon cannot apply now, checked from the most to the least final reason; null when it applies. */
export function rejectionOf(coupon: Coupon, context: CouponContext): CouponRejection | null {
  if (coupon.validFrom && context.now < coupon.validFrom) return 'not_yet_valid';
  if (coupon.validUntil && context.now > coupon.validUntil) return 'expired';
  if (coupon.usageLimitTotal !== null && coupon.usedTotal >= coupon.usageLimitTotal) return 'usage_limit';
  if (coupon.usageLimitPerCustomer !== null && coupon.usedByCustomer >= coupon.usageLimitPerCustomer) return 'customer_limit';
  // A coupon for one way of paying applies to that one only: paying at a table's counter is neither online nor cash on delivery.
  if (coupon.payment !== 'any' && coupon.payment !== context.paidBy) return 'payment';
  if (context.subtotal < coupon.minOrder) return 'min_order';
  const needed = coupon.kind === 'buy_x_get_y' ? coupon.buyQuantity : 1;
  if (context.reach < needed) return 'no_eligible_items';
  return null;
}

/** What the diner reads when the code they entered does not apply. */
export function rejectionMessage(coupon: Coupon, reason: CouponRejection): string {
  switch (reason) {
    case 'not_yet_valid':
      return 'This coupon is not valid yet';
    case 'expired':
      return 'This coupon has expired';
    case 'usage_limit':
      return 'This coupon is no longer available';
    case 'customer_limit':
      return 'You have already used this coupon';
    case 'payment':
      return coupon.payment === 'cash_on_delivery' ? 'This coupon applies to cash on delivery orders only' : 'This coupon applies to online payment only';
    case 'min_order':
      return `Spend ${formatCents(coupon.minOrder)} or more to use this coupon`;
    case 'no_eligible_items':
      return coupon.kind === 'buy_x_get_y'
        ? `Add ${coupon.buyQuantity} qualifying items to use this coupon`
        : 'This coupon does not apply to the items in your cart';
  }
}

/**
 * Splits `amount` across `caps` in proportion to them, in whole cents, never giving one more than its
 * cap: floors first, then the leftover cents to the largest remainders (ties to the earlier entry).
 */
export function allocate(amount: Cents, caps: readonly Cents[]): Cents[] {
  const total = caps.reduce((sum, cap) => sum + cap, 0);
  if (total === 0 || amount <= 0) return caps.map(() => 0);
  const bounded = Math.min(amount, total);
  const exact = caps.map((cap) => (bounded * cap) / total);
  const shares = exact.map(Math.floor);
  let leftover = bounded - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover === 0) break;
    if (shares[index]! < caps[index]!) {
      shares[index]! += 1;
      leftover -= 1;
    }
  }
  return shares;
}
