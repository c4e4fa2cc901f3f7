import { useId } from 'react';
import type { MenuProduct } from '@crust/contract/menu';
import { formatCents } from '@crust/contract/prices';
import type { PriceOf } from '../item-price';

type HalfPickerProps = {
  label: string;
  candidates: readonly MenuProduct[];
  chosen: MenuProduct | null;
  onChoose: (product: MenuProduct) => void;
  priceOf: PriceOf;
  /** The right half is what the diner picks next, so it takes focus when the builder opens. */
  autoFocus?: boolean;
};

/** A native select: searchable by typing, and the platform's own picker on a phone. */
export function HalfPicker({ label, candidates, chosen, onChoose, priceOf, autoFocus = false }: HalfPickerProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        autoFocus={autoFocus}
        value={chosen?.restaurant_product_id ?? ''}
        onChange={(event) => {
          const product = candidates.find((candidate) => candidate.restaurant_product_id === Number(event.target.value));
          if (product) onChoose(product);
        }}
        className="w-full rounded-md border border-secondary/30 bg-background p-2 text-sm"
      >
        {chosen === null && (
          <option value="" disabled>
            Choose a pizza
          </option>
        )}
        {candidates.map((product) => (
          <option key={product.restaurant_product_id} value={product.restaurant_product_id}>
            {product.name} · {formatCents(priceOf(product))}
          </option>
        ))}
      </select>
    </div>
  );
}
