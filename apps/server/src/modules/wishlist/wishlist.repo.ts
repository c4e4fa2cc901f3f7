import type { WishlistItem } from '@crust/contract/wishlist';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pictureOf } from '../../lib/image-view.ts';
import { categories } from '../../db/schema/categories.ts';
import { images } from '../../db/schema/images.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { onlineMenuPrice } from '../catalogue/outlet-prices.ts';
import { wishlistItems } from '../../db/schema/wishlist-items.ts';

const ofUser = eq(wishlistItems.userId, sql.placeholder('userId'));

/**
 * The wishlist's statements, prepared once (the read is on the bench: issue 8 wants it at a quarter
 * of /api/health or better). The read builds spec §3's item in SQL, one indexed join; only the
 * picture is made in code (issue 19: the uploaded photo, else the seed's path, as the menu gives it).
 */
function preparedStatements(db: Database) {
  return {
    items: db
      .select({
        id: wishlistItems.restaurantProductId,
        restaurant_product_id: wishlistItems.restaurantProductId,
        restaurant_id: wishlistItems.restaurantId,
        master_product_id: products.id,
        name: products.name,
        description: products.description,
        price: onlineMenuPrice().as('price'),
        imagePath: products.imagePath,
        photo: images.variants,
        category: categories.name,
        popular: sql<boolean>`${products.popular} or ${restaurantProducts.popular}`.as('popular'),
        in_stock: restaurantProducts.inStock,
      })
      .from(wishlistItems)
      .innerJoin(restaurantProducts, eq(restaurantProducts.id, wishlistItems.restaurantProductId))
      .innerJoin(products, eq(products.id, restaurantProducts.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(images, eq(images.id, products.imageId))
      .where(ofUser)
      .orderBy(desc(wishlistItems.id))
      .prepare('wishlist_items_of_user'),

    /** The offer, if it is the tenant's and of that master product; its outlet comes along for the row. */
    offer: db
      .select({ restaurantId: restaurantProducts.restaurantId })
      .from(restaurantProducts)
      .where(
        and(
          eq(restaurantProducts.id, sql.placeholder('restaurantProductId')),
          eq(restaurantProducts.productId, sql.placeholder('productId')),
          eq(restaurantProducts.tenantId, sql.placeholder('tenantId')),
        ),
      )
      .limit(1)
      .prepare('wishlist_offer'),

    add: db
      .insert(wishlistItems)
      .values({
        tenantId: sql.placeholder('tenantId'),
        userId: sql.placeholder('userId'),
        restaurantId: sql.placeholder('restaurantId'),
        restaurantProductId: sql.placeholder('restaurantProductId'),
      })
      .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.restaurantProductId] })
      .prepare('wishlist_add'),

    remove: db
      .delete(wishlistItems)
      .where(and(ofUser, eq(wishlistItems.restaurantProductId, sql.placeholder('restaurantProductId'))))
      .returning({ id: wishlistItems.id })
      .prepare('wishlist_remove'),

    clear: db.delete(wishlistItems).where(ofUser).prepare('wishlist_clear'),
  };
}

export function createWishlistRepo(db: Database) {
  // Prepared on first use, so building the app touches no database.
  let prepared: ReturnType<typeof preparedStatements> | undefined;
  const statements = () => (prepared ??= preparedStatements(db));
  return {
    async items(userId: number): Promise<WishlistItem[]> {
      const rows = await statements().items.execute({ userId });
      return rows.map(({ imagePath, photo, ...item }) => ({ ...item, ...pictureOf(photo, imagePath) }));
    },

    async offerOutlet(tenantId: number, productId: number, restaurantProductId: number): Promise<number | null> {
      const [row] = await statements().offer.execute({ tenantId, productId, restaurantProductId });
      return row?.restaurantId ?? null;
    },

    /** Adding what is already there changes nothing (the unique pair), however many adds race. */
    async add(values: { tenantId: number; userId: number; restaurantId: number; restaurantProductId: number }): Promise<void> {
      await statements().add.execute(values);
    },

    async remove(userId: number, restaurantProductId: number): Promise<boolean> {
      return (await statements().remove.execute({ userId, restaurantProductId })).length > 0;
    },

    async clear(userId: number): Promise<void> {
      await statements().clear.execute({ userId });
    },
  };
}
export type WishlistRepo = ReturnType<typeof createWishlistRepo>;
