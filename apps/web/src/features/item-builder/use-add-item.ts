import { useState } from 'react';
import type { CartItemForm } from '@crust/contract/cart-item-forms';

export type AddItem = (form: CartItemForm) => void | Promise<void>;
/** `editing`: the builder reopened a cart line (issue 18), so its button updates that line. */
export type AddAction = { pending: boolean; editing: boolean; add: (form: CartItemForm) => void };

/**
 * Hands the finished item to the caller and closes the dialog once it is accepted. If the caller
 * rejects, it reports the failure itself (spec §8: a 'Failed to add item' toast) and the dialog stays
 * open with the diner's choices, so they can try again.
 */
export function useAddItem(onAdd: AddItem, close: () => void, editing = false): AddAction {
  const [pending, setPending] = useState(false);
  const add = async (form: CartItemForm) => {
    setPending(true);
    try {
      await onAdd(form);
      close();
    } catch {
      // Reported by the caller, see above.
    } finally {
      setPending(false);
    }
  };
  return { pending, editing, add: (form) => void add(form) };
}
