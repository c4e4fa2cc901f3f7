import type { CartItem } from '@crust/contract/cart';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * Why a line costs less (a free item from an offer, an automatic discount, or the entered coupon), each
 * naming the offer (issue 18 point 12: "Free garlic bread with any 2 pizzas"), and whether it is served
 * only at a table in the restaurant (issue 17: pickup and delivery cannot have it).
 */
export function CartLineBadges({ item }: { item: CartItem }) {
  const offer = item.is_auto_coupon ? (item.coupons?.name ?? item.applied_coupon) : null;
  const code = item.applied_coupon !== null && !item.is_auto_coupon ? item.applied_coupon : null;
  if (!item.is_free && offer === null && code === null && !item.dine_in_only) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-1.5">
      {item.dine_in_only && <span className={`${badge} bg-dark text-white`}>Served at your table only</span>}
      {item.is_free && <span className={`${badge} bg-primary text-white`}>Free</span>}
      {offer !== null && <span className={`${badge} bg-light text-dark`}>{offer}</span>}
      {code !== null && <span className={`${badge} bg-light text-dark`}>Coupon {code}</span>}
    </p>
  );
}
