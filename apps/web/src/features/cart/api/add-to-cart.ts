import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AddToCartBody, CartResponse, OrderableMenu, ReplaceCartItemBody } from '@crust/contract/cart';
import type { CartItemForm } from '@crust/contract/cart-item-forms';
import { errorCodes } from '@crust/contract/error-codes';
import { notify } from '@/components/ui/notify';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { useDineInTableStore } from '@/lib/dine-in-table-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { currentCartParams, isPricedLikeWrites } from '../cart-params';
import { cartWrite, isLastCartWrite } from './cart-mutation';
import { cartQueryKey } from './get-cart';

export const addToCart = (body: AddToCartBody): Promise<CartResponse> => apiRequest<CartResponse>('/v2/cart', { method: 'POST', body });

/** Refusals whose message says what the diner can do (issue 17): a dish served only at a table, a full cart. */
const ACTIONABLE = new Set<string>([errorCodes.notAvailableForMethod, errorCodes.cartFull]);

/** Where an item comes from (issue 17): the menu it was chosen on, and from the dine-in menu the diner's table. */
function origin(menu: OrderableMenu): Pick<AddToCartBody, 'menu' | 'table_number'> {
  // The main menu is the spec's body as it is: the server's default.
  if (menu === 'main') return {};
  const table = useDineInTableStore.getState().table;
  return table === null ? { menu } : { menu, table_number: table };
}

/** Issue 18 point 13: replaces a cart line with the item as edited in the builder (an extra call beside the spec's five). */
export const replaceCartItem = (lineId: number, body: ReplaceCartItemBody): Promise<CartResponse> =>
  apiRequest<CartResponse>(`/v2/cart/items/${lineId}`, { method: 'PUT', body });

/** A builder's form sent to the cart: added as a new line, or replacing the line `lineId`. */
type FormWrite = { body: AddToCartBody; lineId: number | null };
const writeForm = ({ body, lineId }: FormWrite) => (lineId === null ? addToCart(body) : replaceCartItem(lineId, body));

/**
 * Sends a builder's form, chosen on `menu`, to the diner's cart at the selected outlet, as a new line
 * or in place of one, and resolves true once it is there, false when it is not (the diner has been told why).
 */
function useCartFormWrite(menu: OrderableMenu): (form: CartItemForm, lineId: number | null) => Promise<boolean> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    ...cartWrite,
    mutationFn: writeForm,
    onSuccess: (response) => {
      const params = currentCartParams();
      if (!isLastCartWrite(queryClient)) return;
      if (isPricedLikeWrites(params)) queryClient.setQueryData(cartQueryKey(params), response.data);
      else void queryClient.invalidateQueries({ queryKey: cartQueryKey(params) });
    },
    onError: (error) => {
      console.error('Failed to write item to cart', error);
      // Spec §8: after a cart failure the cart is refetched.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey(currentCartParams()) });
    },
  });

  return useCallback(
    async (form, lineId) => {
      const { owner } = currentCartParams();
      const restaurantId = useSelectedRestaurantStore.getState().selected?.restaurant.id;
      // Spec §5: adding needs a user id or a guest id (and, to build the body, an outlet).
      if (!owner || restaurantId === undefined) {
        notify({ title: 'Error', message: 'Unable to add item to cart.', kind: 'error' });
        return false;
      }
      try {
        await mutateAsync({ body: { restaurant_id: restaurantId, ...owner, ...form, ...origin(menu) }, lineId });
        return true;
      } catch (error) {
        notify(lineId === null ? addFailure(error) : replaceFailure(error));
        return false;
      }
    },
    [mutateAsync, menu],
  );
}

/** Spec §8's toast, or the server's words when they say what the diner can do. */
const addFailure = (error: unknown) => ({
  title: 'Failed to add item',
  message: error instanceof ApiRequestError && ACTIONABLE.has(error.code) ? error.message : 'There was an error adding this item to your cart.',
  kind: 'error' as const,
});

/** An edit refused names why (a dish or a topping no longer available, a size the deal does not offer): the server's words for any 4xx. */
const replaceFailure = (error: unknown) => ({
  title: 'Failed to update item',
  message: error instanceof ApiRequestError && error.status < 500 ? error.message : 'There was an error updating this item in your cart.',
  kind: 'error' as const,
});

/**
 * The item builder's `onAdd`: adds the form, chosen on `menu`, to the diner's cart at the selected
 * outlet and resolves true once it is there, false when it is not (the diner has been told why).
 *
 * A success shows no toast: the spec lists its success toasts and "added" is not among them. The
 * header's cart count changes instead and is announced to screen readers (see CartButton), which
 * keeps the diner on the menu to add the next item rather than covering it with the drawer.
 */
export function useAddToCart(menu: OrderableMenu = 'main'): (form: CartItemForm) => Promise<boolean> {
  const write = useCartFormWrite(menu);
  return useCallback((form) => write(form, null), [write]);
}

/** The builder's `onAdd` when it reopened a cart line (issue 18): the line `lineId`, replaced by the edited item in its place. */
export function useReplaceCartItem(lineId: number, menu: OrderableMenu): (form: CartItemForm) => Promise<boolean> {
  const write = useCartFormWrite(menu);
  return useCallback((form) => write(form, lineId), [write, lineId]);
}
