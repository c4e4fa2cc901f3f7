import type { ReactNode } from 'react';
import type { Cart, CartDiscount } from '@crust/contract/cart';
import { formatCents } from '@crust/contract/prices';

type CartSummaryProps = {
  cart: Cart;
  /** A newer price is on its way: the figures shown may be provisional. */
  isUpdating: boolean;
  /**
   * The page's one total (issue 18 point 12), with what it adds on the way (checkout: the delivery
   * charge); by default the cart's own, labelled as before delivery.
   */
  children?: ReactNode;
  /** Whether "Spend $X more for free delivery" applies here (not to a pickup). */
  showFreeDelivery?: boolean;
  /** What the figures are called to a screen reader: the cart's, or at checkout the order's. */
  label?: string;
};

export function SummaryRow({ term, value, isTotal = false }: { term: ReactNode; value: string; isTotal?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${isTotal ? 'pt-1 text-base font-bold' : ''}`}>
      <dt>{term}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/** What an offer gave: money off the items, or free items (lines of their own, not in the items' sum). */
const discountValue = ({ amount, free_quantity: free }: CartDiscount) => (amount > 0 ? formatCents(-amount) : free === 1 ? 'Free item' : `${free} free items`);

/** Issue 18 point 12: each discount names the offer it is, with the code a diner entered. */
function DiscountRow({ discount }: { discount: CartDiscount }) {
  const term = discount.code ? `${discount.code}: ${discount.name}` : discount.name;
  return <SummaryRow term={term} value={discountValue(discount)} />;
}

/**
 * The cart's figures as the server priced them; GST is included in the prices, not added. The items'
 * sum shows only beside the discounts that come off it, so a page shows one total (issue 18 point 12).
 */
export function CartSummary({ cart, isUpdating, children, showFreeDelivery = true, label = 'Cart totals' }: CartSummaryProps) {
  const discounts = cart.discounts.filter((discount) => discount.amount > 0 || discount.free_quantity > 0);
  const spend = cart.spend_for_free_delivery;
  return (
    <div className={`flex flex-col gap-2 text-sm transition-opacity ${isUpdating ? 'opacity-70' : ''}`}>
      <dl aria-label={label} aria-busy={isUpdating} className="flex flex-col gap-1">
        {discounts.length > 0 && <SummaryRow term="Items" value={formatCents(cart.subtotal)} />}
        {discounts.map((discount) => (
          <DiscountRow key={discount.coupon_id} discount={discount} />
        ))}
        <SummaryRow term="GST included" value={formatCents(cart.tax)} />
        {children ?? <SummaryRow term="Total before delivery (incl. GST)" value={formatCents(cart.total)} isTotal />}
      </dl>
      {showFreeDelivery && spend !== null && (
        <p className="rounded-md bg-light px-3 py-2 font-semibold text-dark">Spend {formatCents(spend)} more for free delivery</p>
      )}
    </div>
  );
}
