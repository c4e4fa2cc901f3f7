import type { CartItem } from '@crust/contract/cart';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * Why a line costs less (a free item from an offer, an automatic discount, or the entered coupon), and
 * whether it is served only at a table in the restaurant (issue 17: pickup and delivery cannot have it).
 */
export function CartLineBadges({ item }: { item: CartItem }) {
  const hasCodeCoupon = item.applied_coupon !== null && !item.is_auto_coupon && !item.is_free;
  if (!item.is_free && !item.is_auto_coupon && !hasCodeCoupon && !item.dine_in_only) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-1.5">
      {item.dine_in_only && <span className={`${badge} bg-dark text-white`}>Served at your table only</span>}
      {item.is_free && <span className={`${badge} bg-primary text-white`}>Free</span>}
      {item.is_auto_coupon && <span className={`${badge} bg-light text-dark`}>Auto discount</span>}
      {hasCodeCoupon && <span className={`${badge} bg-light text-dark`}>Coupon {item.applied_coupon}</span>}
    </p>
  );
}
