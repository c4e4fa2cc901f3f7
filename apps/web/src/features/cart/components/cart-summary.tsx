import type { Cart } from '@crust/contract/cart';
import { formatCents } from '@crust/contract/prices';

type CartSummaryProps = {
  cart: Cart;
  /** A newer price is on its way: the figures shown may be provisional. */
  isUpdating: boolean;
};

function Row({ term, value, isTotal = false }: { term: string; value: string; isTotal?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${isTotal ? 'pt-1 text-base font-bold' : ''}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The cart's totals as the server priced them; GST is included in the prices, not added. */
export function CartSummary({ cart, isUpdating }: CartSummaryProps) {
  return (
    <dl aria-label="Cart totals" aria-busy={isUpdating} className={`flex flex-col gap-1 text-sm transition-opacity ${isUpdating ? 'opacity-70' : ''}`}>
      <Row term="Subtotal" value={formatCents(cart.subtotal)} />
      {cart.discount_total > 0 && <Row term="Discounts" value={formatCents(-cart.discount_total)} />}
      <Row term="GST included" value={formatCents(cart.tax)} />
      <Row term="Total" value={formatCents(cart.total)} isTotal />
    </dl>
  );
}
