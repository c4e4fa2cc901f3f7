import { queryOptions } from '@tanstack/react-query';
import type { WishlistItem, WishlistResponse } from '@crust/contract/wishlist';
import { apiRequest } from '@/lib/api-client';

// Spec §7's four wishlist calls; each write answers the wishlist as it is after it.

export const wishlistQueryKey = (userId: number | null) => ['wishlist', userId] as const;

export async function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return (await apiRequest<WishlistResponse>('/get-wishlist', { signal })).data;
}

export type WishlistProduct = { product_id: number; restaurant_product_id: number; name: string };

export async function addToWishlist(product: WishlistProduct, userId: number): Promise<WishlistItem[]> {
  const body = { product_id: product.product_id, restaurant_product_id: product.restaurant_product_id, user_id: userId };
  return (await apiRequest<WishlistResponse>('/add-to-wishlist', { method: 'POST', body })).data;
}

/** `id` is the item's id: its restaurant_product_id (spec §3). */
export async function removeFromWishlist(id: number): Promise<WishlistItem[]> {
  return (await apiRequest<WishlistResponse>(`/wishlist/${id}`, { method: 'DELETE' })).data;
}

export async function emptyWishlist(): Promise<WishlistItem[]> {
  return (await apiRequest<WishlistResponse>('/empty-wishlist')).data;
}

/** The logged-in diner's wishlist; no call without one (spec §5). */
export const wishlistQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: wishlistQueryKey(userId),
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: userId !== null,
  });
