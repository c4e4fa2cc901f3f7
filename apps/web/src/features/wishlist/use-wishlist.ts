import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { WishlistItem } from '@crust/contract/wishlist';
import { ApiRequestError } from '@/lib/api-client';
import { isLoggedIn, useIdentityStore } from '@/lib/identity-store';
import { addToWishlist, emptyWishlist, removeFromWishlist, wishlistQueryKey, wishlistQueryOptions, type WishlistProduct } from './api/wishlist-api';
import { notifyWishlist, type WishlistToast } from './wishlist-toasts';

/** The logged-in diner's id, or null for a guest (spec §4: logged in means token and user). */
const useUserId = () => useIdentityStore((state) => (isLoggedIn(state) ? (state.user?.id ?? null) : null));

export function useWishlist() {
  return useQuery(wishlistQueryOptions(useUserId()));
}

/**
 * A wishlist write shown at once (optimistic) and then replaced by the server's list. A failure
 * rolls back, toasts (spec §8) and refetches; a 401 toasts nothing here: the app's session handler
 * logs the diner out with the 'Authentication error' toast (issue 8), so the diner gets one toast.
 */
function useWishlistWrite<Vars>(
  write: (vars: Vars) => Promise<WishlistItem[]>,
  optimistic: (items: WishlistItem[], vars: Vars) => WishlistItem[],
  done: WishlistToast,
  failed: WishlistToast,
) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const key = wishlistQueryKey(userId);
  return useMutation({
    mutationFn: write,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<WishlistItem[]>(key);
      if (before) queryClient.setQueryData(key, optimistic(before, vars));
      return { before };
    },
    onSuccess: (items) => {
      queryClient.setQueryData(key, items);
      notifyWishlist(done);
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      if (!(error instanceof ApiRequestError && error.status === 401)) notifyWishlist(failed);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** The heart: adds or removes a product; a guest is asked to log in instead (spec §5, §6). */
export function useToggleWishlist(product: WishlistProduct) {
  const userId = useUserId();
  const { data } = useWishlist();
  const saved = data?.some((item) => item.restaurant_product_id === product.restaurant_product_id) ?? false;
  const add = useWishlistWrite(
    () => addToWishlist(product, userId ?? 0),
    (items) => items,
    'added',
    'addFailed',
  );
  const remove = useWishlistWrite(
    () => removeFromWishlist(product.restaurant_product_id),
    (items) => items.filter((item) => item.restaurant_product_id !== product.restaurant_product_id),
    'removed',
    'removeFailed',
  );
  const toggle = useCallback(() => {
    if (userId === null) return notifyWishlist('loginToAdd');
    if (saved) remove.mutate(undefined);
    else add.mutate(undefined);
  }, [userId, saved, add, remove]);
  return { saved, toggle, busy: add.isPending || remove.isPending };
}

export function useRemoveFromWishlist() {
  return useWishlistWrite(
    (id: number) => removeFromWishlist(id),
    (items, id) => items.filter((item) => item.id !== id),
    'removed',
    'removeFailed',
  );
}

export function useClearWishlist() {
  const userId = useUserId();
  const clear = useWishlistWrite(
    () => emptyWishlist(),
    () => [],
    'cleared',
    'clearFailed',
  );
  return useCallback(() => {
    if (userId === null) return notifyWishlist('loginToClear');
    clear.mutate(undefined);
  }, [userId, clear]);
}
