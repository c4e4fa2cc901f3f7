import { useId } from 'react';
import { formatCents } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';

type AddToCartBarProps = {
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  maxQuantity: number;
  /** One item's displayed price, cents. */
  unitPrice: number;
  /** Why the item cannot be added yet, e.g. 'Choose at least 1 from Choose a dip'; null when it can. */
  problem: string | null;
  pending: boolean;
  /** The builder reopened a cart line (issue 18): the button updates it. */
  editing?: boolean;
  outOfStock?: boolean;
};

/**
 * The foot of every builder: quantity, live total and the submit button, kept in view while the
 * options scroll. The message says why Add is disabled, in a live region so a change is announced.
 */
export function AddToCartBar({ quantity, onQuantityChange, maxQuantity, unitPrice, problem, pending, editing = false, outOfStock = false }: AddToCartBarProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  const totalId = `${id}-total`;
  return (
    // -bottom-6: sticky stops at the dialog's padding, so at bottom-0 the options scrolled on beneath the bar.
    <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 border-t border-secondary/20 bg-background px-6 pt-3 pb-6">
      <p id={problemId} aria-live="polite" className="mb-2 min-h-5 text-sm font-medium text-dark">
        {outOfStock ? '' : (problem ?? '')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={quantity}
          onChange={onQuantityChange}
          max={maxQuantity}
          label="Quantity"
          decreaseLabel="Decrease quantity"
          increaseLabel="Increase quantity"
          disabled={outOfStock}
        />
        <p className="ml-auto flex flex-col items-end">
          <span id={totalId} className="text-xs text-text/70">
            Total
          </span>
          <output aria-labelledby={totalId} aria-live="polite" className="text-lg font-bold tabular-nums">
            {formatCents(unitPrice * quantity)}
          </output>
        </p>
        <Button type="submit" disabled={outOfStock || problem !== null || pending} aria-describedby={problemId} className="w-full py-3 text-base">
          {outOfStock ? 'Out of stock' : editing ? (pending ? 'Updating…' : 'Update cart') : pending ? 'Adding…' : 'Add to cart'}
        </Button>
      </div>
    </div>
  );
}
