import { useCallback } from 'react';
import type { CartItem, CartResponse } from '@crust/contract/cart';
import { notify } from '@/components/ui/notify';
import { apiRequest } from '@/lib/api-client';
import { withoutLine } from '../optimistic-cart';
import { useOptimisticCartMutation } from './cart-mutation';

export async function removeCartItem(lineId: number): Promise<CartResponse> {
  try {
    return await apiRequest<CartResponse>(`/v2/cart/${lineId}`, { method: 'DELETE' });
  } catch (error) {
    // Spec §8: delete failures are logged and rethrown.
    console.error('Failed to remove cart item', error);
    throw error;
  }
}

/** Removes a line at once; the server's cart follows (spec §4). Free lines cannot be removed. */
export function useRemoveItem(): (item: CartItem) => void {
  const { mutate } = useOptimisticCartMutation<CartItem>({
    mutationFn: (item) => removeCartItem(item.id),
    optimistic: (cart, item) => withoutLine(cart, item.id),
    onSuccess: (_response, item) => notify({ title: 'Removed from cart', message: item.name, kind: 'success' }),
    onError: () => notify({ title: 'Error', message: 'Failed to remove item from cart.', kind: 'error' }),
  });
  return useCallback((item) => mutate(item), [mutate]);
}
