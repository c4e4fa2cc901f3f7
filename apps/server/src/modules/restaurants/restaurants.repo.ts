import type { ImageVariant } from '@crust/contract/console-images';
import type { RestaurantEntry } from '@crust/contract/restaurants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { pictureOf } from '../../lib/image-view.ts';

/** An outlet as stored; its state now and its hours are the checkout rules' to tell (the service adds them). */
export type StoredRestaurant = Omit<RestaurantEntry, 'ordering_state' | 'hours'>;

/** null: the tenant does not exist; otherwise its outlets (possibly none). */
export type TenantRestaurants = StoredRestaurant[] | null;

/** Spec §3: none without a picture; an uploaded photo (issue 19) wins over the seed's path and brings its srcsets. */
function attachmentsOf(photo: ImageVariant[] | null, imagePath: string | null): RestaurantEntry['attachment_paths'] {
  if (!photo && !imagePath) return [];
  const { image, srcset } = pictureOf(photo, imagePath);
  return [srcset ? { upload_path: image, srcset } : { upload_path: image }];
}

export function createRestaurantsRepo(db: Database) {
  return {
    /**
     * One round trip for the storefront's hottest read: the tenant row is left-joined to its
     * outlets, so "unknown tenant" (no row) and "no outlets" (one row, no outlet) are told apart
     * without a second query.
     */
    async listForTenant(tenantId: number, status: number | undefined): Promise<TenantRestaurants> {
      // Archived outlets (issue 19) are never listed, whatever the status asked for.
      const outletOfTenant = and(eq(restaurants.tenantId, tenants.id), isNull(restaurants.archivedAt));
      const rows = await db
        .select({ tenantId: tenants.id, restaurant: restaurants, photo: images.variants })
        .from(tenants)
        .leftJoin(restaurants, status === undefined ? outletOfTenant : and(outletOfTenant, eq(restaurants.status, status)))
        .leftJoin(images, eq(images.id, restaurants.imageId))
        .where(eq(tenants.id, tenantId))
        .orderBy(asc(restaurants.sortOrder), asc(restaurants.id));
      if (rows.length === 0) return null;
      return rows.flatMap(({ restaurant, photo }) =>
        restaurant
          ? [
              {
                restaurant: { id: restaurant.id, name: restaurant.name, status: restaurant.status },
                attachment_paths: attachmentsOf(photo, restaurant.imagePath),
                address: { street_name: restaurant.streetName, city: restaurant.city, phone: restaurant.phone },
              },
            ]
          : [],
      );
    },
  };
}
export type RestaurantsRepo = ReturnType<typeof createRestaurantsRepo>;
