import type { RestaurantEntry } from '@crust/contract/restaurants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { tenants } from '../../db/schema/tenants.ts';

/** An outlet as stored; its state now and its hours are the checkout rules' to tell (the service adds them). */
export type StoredRestaurant = Omit<RestaurantEntry, 'ordering_state' | 'hours'>;

/** null: the tenant does not exist; otherwise its outlets (possibly none). */
export type TenantRestaurants = StoredRestaurant[] | null;

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
        .select({ tenantId: tenants.id, restaurant: restaurants })
        .from(tenants)
        .leftJoin(restaurants, status === undefined ? outletOfTenant : and(outletOfTenant, eq(restaurants.status, status)))
        .where(eq(tenants.id, tenantId))
        .orderBy(asc(restaurants.sortOrder), asc(restaurants.id));
      if (rows.length === 0) return null;
      return rows.flatMap(({ restaurant }) =>
        restaurant
          ? [
              {
                restaurant: { id: restaurant.id, name: restaurant.name, status: restaurant.status },
                attachment_paths: restaurant.imagePath ? [{ upload_path: restaurant.imagePath }] : [],
                address: { street_name: restaurant.streetName, city: restaurant.city, phone: restaurant.phone },
              },
            ]
          : [],
      );
    },
  };
}
export type RestaurantsRepo = ReturnType<typeof createRestaurantsRepo>;
