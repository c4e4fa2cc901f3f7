import { formatCents } from '@crust/contract/prices';

/** The price of a browse-only item, where there is no total to build. */
export function ItemPriceTag({ cents }: { cents: number }) {
  return (
    <p className="mt-4 flex items-baseline gap-2">
      <span className="text-sm text-text/70">Price</span>
      <span className="text-lg font-bold tabular-nums">{formatCents(cents)}</span>
    </p>
  );
}
