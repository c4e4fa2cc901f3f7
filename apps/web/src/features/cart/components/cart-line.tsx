import { useId } from 'react';
import type { CartItem } from '@crust/contract/cart';
import { MAX_LINE_QUANTITY } from '@crust/contract/limits';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useRemoveItem } from '../api/remove-item';
import { useUpdateQuantity } from '../api/update-quantity';
import { CartLineBadges } from './cart-line-badges';
import { CartLineDetails } from './cart-line-details';
import { CartLinePrice } from './cart-line-price';

const LINK_BUTTON =
  'min-h-11 rounded-md px-2 py-1.5 text-sm font-medium text-text/75 underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/**
 * One cart line. A free line comes from an offer and follows the lines that earn it: it has no controls.
 * `onEdit` (issue 18 point 13) reopens the line in the item builder, composed by the app.
 */
export function CartLine({ item, onEdit }: { item: CartItem; onEdit?: (item: CartItem) => void }) {
  const nameId = useId();
  const updateQuantity = useUpdateQuantity();
  const removeItem = useRemoveItem();

  return (
    <article aria-labelledby={nameId} className="flex gap-3 py-4">
      {/* Decorative: the name beside it says what it shows. */}
      <FallbackImage src={item.image} srcset={item.srcset} sizes="64px" alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg object-cover" />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <h3 id={nameId} className="font-semibold">
            {item.name}
          </h3>
          <CartLinePrice item={item} />
        </div>
        <CartLineBadges item={item} />
        <CartLineDetails item={item} />
        {item.is_free ? (
          <p className="mt-2 text-sm text-text/75">Quantity: {item.quantity}</p>
        ) : (
          <div className="mt-2 flex items-center justify-between gap-3">
            {/* Down to 0: decreasing a line at 1 removes it (spec §4). */}
            <QuantityStepper
              value={item.quantity}
              onChange={(quantity) => updateQuantity(item, quantity)}
              label={`Quantity of ${item.name}`}
              decreaseLabel={`Decrease quantity of ${item.name}`}
              increaseLabel={`Increase quantity of ${item.name}`}
              min={0}
              max={MAX_LINE_QUANTITY}
            />
            <span className="flex items-center">
              {onEdit && (
                <button type="button" onClick={() => onEdit(item)} aria-label={`Edit ${item.name}`} className={LINK_BUTTON}>
                  Edit
                </button>
              )}
              <button type="button" onClick={() => removeItem(item)} aria-label={`Remove ${item.name}`} className={LINK_BUTTON}>
                Remove
              </button>
            </span>
          </div>
        )}
      </div>
    </article>
  );
}
