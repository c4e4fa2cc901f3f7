import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Cart, CartResponse } from '@crust/contract/cart';
import { currentCartParams, isPricedLikeWrites, type CartParams } from '../cart-params';
import { cartQueryKey } from './get-cart';

export const CART_MUTATION_KEY = ['cart'] as const;

/** Every cart write carries this key and scope: the server sees them one at a time, in tap order. */
export const cartWrite = { mutationKey: CART_MUTATION_KEY, scope: { id: 'cart' } };

/** With several writes queued, only the last one to settle speaks for the cart. */
export const isLastCartWrite = (queryClient: QueryClient): boolean => queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) <= 1;

type Snapshot = { params: CartParams; previous: Cart | undefined };

type OptimisticCartMutation<TVariables> = {
  mutationFn: (variables: TVariables) => Promise<CartResponse>;
  /** The cart as the diner should see it at once (spec §4: optimistic). */
  optimistic: (cart: Cart, variables: TVariables) => Cart;
  onSuccess?: (response: CartResponse, variables: TVariables, params: CartParams) => void;
  onError?: (error: Error, variables: TVariables) => void;
};

/**
 * A cart write that shows its result at once, rolls back on failure, and refetches afterwards
 * either way (spec §4, §8).
 */
export function useOptimisticCartMutation<TVariables>({ mutationFn, optimistic, onSuccess, onError }: OptimisticCartMutation<TVariables>) {
  const queryClient = useQueryClient();
  return useMutation<CartResponse, Error, TVariables, Snapshot>({
    ...cartWrite,
    mutationFn,
    onMutate: async (variables) => {
      const params = currentCartParams();
      const queryKey = cartQueryKey(params);
      // A fetch still in flight would land after the optimistic cart and undo it.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Cart>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, optimistic(previous, variables));
      return { params, previous };
    },
    onSuccess: (response, variables, { params }) => {
      if (isLastCartWrite(queryClient) && isPricedLikeWrites(params)) queryClient.setQueryData(cartQueryKey(params), response.data);
      onSuccess?.(response, variables, params);
    },
    onError: (error, variables, snapshot) => {
      if (snapshot) queryClient.setQueryData(cartQueryKey(snapshot.params), snapshot.previous);
      onError?.(error, variables);
    },
    onSettled: (_response, _error, _variables, snapshot) => {
      if (snapshot && isLastCartWrite(queryClient)) void queryClient.invalidateQueries({ queryKey: cartQueryKey(snapshot.params) });
    },
  });
}
