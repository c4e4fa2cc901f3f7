import type { CartItem } from '@crust/contract/cart';
import { formatCents } from '@crust/contract/prices';

/** The line's price after its discounts, with the price before them struck through when they differ. */
export function CartLinePrice({ item }: { item: CartItem }) {
  const isDiscounted = item.discounted_item_total < item.item_total;
  return (
    <p className="flex shrink-0 flex-col items-end text-right tabular-nums">
      {isDiscounted && (
        <span className="text-sm text-text/60">
          <span className="sr-only">Was </span>
          <del>{formatCents(item.item_total)}</del>
        </span>
      )}
      <span className="font-semibold">
        {isDiscounted && <span className="sr-only">Now </span>}
        {formatCents(item.discounted_item_total)}
      </span>
    </p>
  );
}
