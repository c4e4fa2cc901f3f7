import { useId } from 'react';
import { formatCents } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { OrderingHold } from '../use-add-item';

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
  /** The outlet takes no order now (issue 18 point 7): said above the button, which offers its later slot or is disabled. */
  hold?: OrderingHold | null;
};

function submitLabel({ outOfStock, pending, editing, hold }: { outOfStock: boolean; pending: boolean; editing: boolean; hold: OrderingHold | null }): string {
  if (outOfStock) return 'Out of stock';
  if (editing) return pending ? 'Updating…' : 'Update cart';
  if (pending) return 'Adding…';
  return hold?.laterSlot ? `Add to cart for ${hold.laterSlot.label}` : 'Add to cart';
}

/**
 * The foot of every builder: quantity, live total and the submit button, kept in view while the
 * options scroll. The message says why Add is disabled, in a live region so a change is announced.
 */
export function AddToCartBar({
  quantity,
  onQuantityChange,
  maxQuantity,
  unitPrice,
  problem,
  pending,
  editing = false,
  outOfStock = false,
  hold = null,
}: AddToCartBarProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  const totalId = `${id}-total`;
  const holdId = `${id}-hold`;
  return (
    // -bottom-6: sticky stops at the dialog's padding, so at bottom-0 the options scrolled on beneath the bar.
    <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 border-t border-secondary/20 bg-background px-6 pt-3 pb-6">
      {hold && (
        <p id={holdId} className="mb-2 rounded-md bg-light px-3 py-2 text-sm font-medium text-dark">
          {hold.notice}
          {hold.laterSlot ? ` You can order now for ${hold.laterSlot.label}.` : ' No order for later can be placed online either.'}
        </p>
      )}
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
        <Button
          type="submit"
          disabled={outOfStock || problem !== null || pending || (hold !== null && hold.laterSlot === null)}
          aria-describedby={hold ? `${holdId} ${problemId}` : problemId}
          className="w-full py-3 text-base"
        >
          {submitLabel({ outOfStock, pending, editing, hold })}
        </Button>
      </div>
    </div>
  );
}
