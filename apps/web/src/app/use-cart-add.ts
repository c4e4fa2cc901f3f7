import { useCallback } from 'react';
import type { OrderableMenu } from '@crust/contract/cart';
import type { CartItemForm } from '@crust/contract/cart-item-forms';
import { useAddToCart, useReplaceCartItem } from '@/features/cart/api/add-to-cart';

/**
 * The cart's write as the item builder's `onAdd`: rejecting when the item was not written (the cart
 * has told the diner why), so the builder stays open with the diner's choices instead of closing.
 */
function useBuilderWrite(write: (form: CartItemForm) => Promise<boolean>): (form: CartItemForm) => Promise<void> {
  return useCallback(
    async (form: CartItemForm) => {
      if (!(await write(form))) throw new Error('The item was not written to the cart');
    },
    [write],
  );
}

/** Adds an item chosen on `menu`. */
export const useCartAdd = (menu: OrderableMenu) => useBuilderWrite(useAddToCart(menu));

/** Replaces the cart line `lineId` (chosen on `menu`) with the item as edited (issue 18 point 13). */
export const useCartEdit = (lineId: number, menu: OrderableMenu) => useBuilderWrite(useReplaceCartItem(lineId, menu));
