import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CartResponse, ClearCartBody } from '@crust/contract/cart';
import { notify } from '@/components/ui/notify';
import { apiRequest } from '@/lib/api-client';
import { currentCartParams, type CartOwner } from '../cart-params';
import { useCartStore } from '../cart-store';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { useOptimisticCartMutation } from './cart-mutation';
import { cartQueryKey } from './get-cart';

export async function clearCart(owner: ClearCartBody): Promise<CartResponse> {
  try {
    return await apiRequest<CartResponse>('/v2/cart/clear', { method: 'DELETE', body: owner });
  } catch (error) {
    console.error('Failed to clear the cart', error);
    throw error;
  }
}

type ClearCartOptions = {
  /** Spec §4: choosing another outlet clears the cart without a toast. */
  silent?: boolean;
};

/** Empties the diner's cart at once and resets the coupon; the server's cart follows (spec §4). */
export function useClearCart({ silent = false }: ClearCartOptions = {}): () => void {
  const queryClient = useQueryClient();
  const { mutate } = useOptimisticCartMutation<CartOwner>({
    mutationFn: clearCart,
    optimistic: () => EMPTY_CART,
    onSuccess: (response, _owner, params) => {
      // Reset once the server has emptied the cart: the query the reset re-keys then fetches an
      // empty cart, not the one being cleared. Seeding it avoids a flash of the old lines meanwhile.
      queryClient.setQueryData(cartQueryKey({ ...params, couponCode: null }), response.data);
      useCartStore.getState().clearCoupon();
      if (!silent) notify({ title: 'Cart cleared', kind: 'success' });
    },
    // Not in the spec's list, but the lines coming back unexplained would look like a glitch.
    onError: () => {
      if (!silent) notify({ title: 'Error', message: 'Failed to clear cart.', kind: 'error' });
    },
  });
  return useCallback(() => {
    // Without an owner the cart is the local empty one: there is nothing to clear on the server.
    const { owner } = currentCartParams();
    if (owner) mutate(owner);
    else useCartStore.getState().clearCoupon();
  }, [mutate]);
}
