import { useCallback } from 'react';
import type { OrderableMenu } from '@crust/contract/cart';
import type { CartItemForm } from '@crust/contract/cart-item-forms';
import { useAddToCart } from '@/features/cart/api/add-to-cart';

/**
 * The item builder's `onAdd`: the cart's add of an item chosen on `menu`, rejecting when the item
 * was not added (the cart has told the diner why), so the builder stays open with the diner's
 * choices instead of closing.
 */
export function useCartAdd(menu: OrderableMenu): (form: CartItemForm) => Promise<void> {
  const add = useAddToCart(menu);
  return useCallback(
    async (form: CartItemForm) => {
      if (!(await add(form))) throw new Error('The item was not added to the cart');
    },
    [add],
  );
}
