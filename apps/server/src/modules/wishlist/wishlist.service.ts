import type { AddToWishlistRequest, WishlistItem } from '@crust/contract/wishlist';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { UserSession } from '../../plugins/authenticate.ts';
import { uncachedWishlists, type WishlistCache } from './wishlist-cache.ts';
import type { WishlistRepo } from './wishlist.repo.ts';

/** Spec §5–§7: a logged-in diner's favourites; each answer is the wishlist as it is after the call. */
export function createWishlistService(repo: WishlistRepo, cache: WishlistCache = uncachedWishlists) {
  const itemsOf = (userId: number) => cache.read(userId, () => repo.items(userId));
  return {
    list: (session: UserSession): Promise<WishlistItem[]> => itemsOf(session.subject.userId),

    async add(session: UserSession, body: AddToWishlistRequest): Promise<WishlistItem[]> {
      const { userId } = session.subject;
      if (body.user_id !== userId) throw forbidden('That wishlist belongs to someone else.');
      const restaurantId = await repo.offerOutlet(session.tenantId, body.product_id, body.restaurant_product_id);
      if (restaurantId === null) throw badRequest('There is no such product on our menus.');
      await cache.write(userId, () => repo.add({ tenantId: session.tenantId, userId, restaurantId, restaurantProductId: body.restaurant_product_id }));
      return itemsOf(userId);
    },

    /** `id` is the item's id as the list shows it: its restaurant_product_id. */
    async remove(session: UserSession, id: number): Promise<WishlistItem[]> {
      const { userId } = session.subject;
      if (!(await cache.write(userId, () => repo.remove(userId, id)))) throw notFound('That item is not in your wishlist.');
      return itemsOf(userId);
    },

    async clear(session: UserSession): Promise<WishlistItem[]> {
      const { userId } = session.subject;
      await cache.write(userId, () => repo.clear(userId));
      return [];
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
