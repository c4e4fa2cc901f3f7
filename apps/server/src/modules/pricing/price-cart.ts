import { allocate, reachesLine, rejectionMessage, rejectionOf } from './coupon-rules.ts';
import { unitPrice } from './line-prices.ts';
import type { AppliedDiscount, CartLineInput, Cents, Coupon, FreeLine, PricedCart, PricedLine, PricingInput } from './pricing-types.ts';

/** GST is included in Australian prices: the tax in an amount is one eleventh of it. */
export const includedGst = (cents: Cents): Cents => Math.round(cents / 11);

/** A line carries no GST only when every product in it is GST-free (a deal or a half-and-half of mixed classes carries it). */
function isGstFree(line: CartLineInput, catalogue: PricingInput['catalogue']): boolean {
  const ids =
    line.kind === 'normal'
      ? [line.restaurantProductId]
      : line.kind === 'half_and_half'
        ? line.portions.map((portion) => portion.restaurantProductId)
        : line.children.map((child) => child.restaurantProductId);
  return ids.length > 0 && ids.every((id) => catalogue.products.get(id)?.gstFree === true);
}

interface LineState {
  line: CartLineInput;
  unitPrice: Cents;
  itemTotal: Cents;
  discountAmount: Cents;
  orderLevelDiscount: Cents;
  couponId: number | null;
  largestShare: Cents;
}

const remainingOf = (state: LineState) => state.itemTotal - state.discountAmount - state.orderLevelDiscount;

/**
 * Coupons on products or categories go first, then order-wide ones, each on what is left after the
 * previous: so discounts stack but never exceed what they discount. Automatic coupons precede the
 * entered code; ties keep id order, so the result never depends on the order coupons arrive in.
 */
function applicationOrder(coupons: readonly Coupon[]): Coupon[] {
  const rank = (coupon: Coupon) => (coupon.scope === 'order' ? 2 : 0) + (coupon.code === null ? 0 : 1);
  return [...coupons].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** Prices a cart: each line, then coupons (automatic and entered), free items, tax and totals. */
export function priceCart(input: PricingInput): PricedCart {
  const { catalogue } = input;
  const states: LineState[] = input.lines.map((line) => {
    const price = unitPrice(line, catalogue);
    return { line, unitPrice: price, itemTotal: price * line.quantity, discountAmount: 0, orderLevelDiscount: 0, couponId: null, largestShare: 0 };
  });
  const subtotal = states.reduce((sum, state) => sum + state.itemTotal, 0);
  const freeLines: FreeLine[] = [];
  const discounts: AppliedDiscount[] = [];
  const applied = (coupon: Coupon, amount: Cents, freeQuantity: number) =>
    discounts.push({ couponId: coupon.id, code: coupon.code, name: coupon.name, amount, freeQuantity });
  let codeCouponRejection: PricedCart['codeCouponRejection'] = null;

  const coupons = input.codeCoupon ? [...input.automaticCoupons, input.codeCoupon] : [...input.automaticCoupons];
  for (const coupon of applicationOrder(coupons)) {
    const reached = states.filter((state) => reachesLine(coupon, state.line, catalogue));
    // Buy-X-get-Y counts items, and deals are not items of their own: they never qualify.
    const qualifying = reached.filter((state) => state.line.kind !== 'deal');
    const reach = coupon.kind === 'buy_x_get_y' ? qualifying.reduce((sum, state) => sum + state.line.quantity, 0) : reached.length;
    const rejection = rejectionOf(coupon, { subtotal, paidBy: input.paidBy, now: input.now, reach });
    if (rejection) {
      if (coupon === input.codeCoupon) codeCouponRejection = { reason: rejection, message: rejectionMessage(coupon, rejection), payment: coupon.payment };
      continue;
    }

    if (coupon.kind === 'buy_x_get_y') {
      const free = [...catalogue.products.values()].find((product) => product.productId === coupon.freeProductId);
      // The free item is not offered by this outlet (any more): the offer cannot be honoured here.
      if (!free || coupon.buyQuantity < 1 || coupon.getQuantity < 1) continue;
      const times = Math.floor(reach / coupon.buyQuantity);
      freeLines.push({
        couponId: coupon.id,
        restaurantProductId: free.restaurantProductId,
        quantity: times * coupon.getQuantity,
        unitPrice: free.basePrice,
        offerQuantityApplied: times,
      });
      applied(coupon, 0, times * coupon.getQuantity);
      continue;
    }

    const remaining = reached.map(remainingOf);
    const base = remaining.reduce((sum, cents) => sum + cents, 0);
    const amount = coupon.kind === 'percent' ? Math.floor((base * Math.min(Math.max(coupon.value, 0), 100)) / 100) : Math.min(Math.max(coupon.value, 0), base);
    if (amount === 0) continue;
    allocate(amount, remaining).forEach((share, index) => {
      const state = reached[index]!;
      if (coupon.scope === 'order') state.orderLevelDiscount += share;
      else state.discountAmount += share;
      if (share > state.largestShare) {
        state.largestShare = share;
        state.couponId = coupon.id;
      }
    });
    applied(coupon, amount, 0);
  }

  const lines: PricedLine[] = states.map((state) => {
    const discountedItemTotal = remainingOf(state);
    return {
      id: state.line.id,
      unitPrice: state.unitPrice,
      itemTotal: state.itemTotal,
      discountAmount: state.discountAmount,
      orderLevelDiscount: state.orderLevelDiscount,
      discountedItemTotal,
      tax: isGstFree(state.line, catalogue) ? 0 : includedGst(discountedItemTotal),
      couponId: state.couponId,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.discountedItemTotal, 0);
  const taxableTotal = lines.reduce((sum, line, index) => (isGstFree(states[index]!.line, catalogue) ? sum : sum + line.discountedItemTotal), 0);
  return {
    lines,
    freeLines,
    subtotal,
    discountTotal: subtotal - total,
    total,
    taxableTotal,
    tax: includedGst(taxableTotal),
    discounts,
    appliedCouponIds: discounts.map((discount) => discount.couponId),
    codeCouponRejection,
  };
}
