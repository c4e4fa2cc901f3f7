import { useState } from 'react';
import type { CartItemForm } from '@crust/contract/cart-item-forms';

export type AddItem = (form: CartItemForm) => void | Promise<void>;

/**
 * Issue 18 point 7: the outlet takes no order now. `notice` says so and until when; `laterSlot`, when
 * the outlet takes orders for later, is what Add offers instead (chosen once the item is added).
 */
export type OrderingHold = { notice: string; laterSlot: { label: string; choose: () => void } | null };

/**
 * `editing`: the builder reopened a cart line (issue 18 point 13), so its button updates that line;
 * `hold`: the outlet takes no order now (a new item only: a line already in the cart is edited as it stands).
 */
export type AddAction = { pending: boolean; editing: boolean; add: (form: CartItemForm) => void; hold: OrderingHold | null };

/**
 * Hands the finished item to the caller and closes the dialog once it is accepted. If the caller
 * rejects, it reports the failure itself (spec §8: a 'Failed to add item' toast) and the dialog stays
 * open with the diner's choices, so they can try again.
 */
export function useAddItem(
  onAdd: AddItem,
  close: () => void,
  { editing = false, hold = null }: { editing?: boolean; hold?: OrderingHold | null } = {},
): AddAction {
  const [pending, setPending] = useState(false);
  const heldFor = editing ? null : hold;
  const add = async (form: CartItemForm) => {
    setPending(true);
    try {
      await onAdd(form);
      heldFor?.laterSlot?.choose();
      close();
    } catch {
      // Reported by the caller, see above.
    } finally {
      setPending(false);
    }
  };
  return { pending, editing, add: (form) => void add(form), hold: heldFor };
}
