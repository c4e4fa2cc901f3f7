import { useCallback } from 'react';
import type { CartItem, CartResponse, UpdateCartBody } from '@crust/contract/cart';
import { notify } from '@/components/ui/notify';
import { apiRequest } from '@/lib/api-client';
import { withLineQuantity } from '../optimistic-cart';
import { useOptimisticCartMutation } from './cart-mutation';
import { useRemoveItem } from './remove-item';

export async function updateCartQuantity(body: UpdateCartBody): Promise<CartResponse> {
  try {
    return await apiRequest<CartResponse>('/cart/update-cart', { method: 'PUT', body });
  } catch (error) {
    // Spec §8: update failures are logged and rethrown.
    console.error('Failed to update cart quantity', error);
    throw error;
  }
}

/** Sets a line's quantity at once; the server's cart follows (spec §4). Below 1 the line is removed. */
export function useUpdateQuantity(): (item: CartItem, quantity: number) => void {
  const removeItem = useRemoveItem();
  const { mutate } = useOptimisticCartMutation<UpdateCartBody>({
    mutationFn: updateCartQuantity,
    optimistic: (cart, { cart_id, quantity }) => withLineQuantity(cart, cart_id, quantity),
    onError: () => notify({ title: 'Failed to update quantity.', kind: 'error' }),
  });
  return useCallback(
    (item, quantity) => {
      // Spec §4: decreasing an item at 1 removes it.
      if (quantity < 1) removeItem(item);
      else mutate({ cart_id: item.id, quantity });
    },
    [mutate, removeItem],
  );
}
