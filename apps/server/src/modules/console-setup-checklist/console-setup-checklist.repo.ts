import { and, asc, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { deliveryZones, outletHours } from '../../db/schema/outlet-ordering.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';

/** What the checklist is made of, for one tenant; every fact is about its active outlets (status 1, not archived). */
export interface SetupFacts {
  /** The first active outlet in the storefront's order, where the per-outlet steps are done; null for none. */
  firstActiveOutletId: number | null;
  /** A product, not archived, sold at an active outlet on its main menu, in a shown category on the main menu. */
  hasMenu: boolean;
  /** Pickup or delivery hours at an active outlet. */
  hasHours: boolean;
  /** An active outlet with pickup on, or with delivery on and a delivery zone. */
  hasPickupOrZone: boolean;
  /** An active outlet that accepts cash. */
  acceptsCash: boolean;
}

/** A condition read as a column: true or false, never null. */
const flag = (condition: SQL | undefined) => sql<boolean>`coalesce(${condition}, false)`;

export function createSetupChecklistRepo(db: Database) {
  return {
    async facts(tenantId: number): Promise<SetupFacts> {
      const active = and(eq(restaurants.tenantId, tenantId), eq(restaurants.status, 1), isNull(restaurants.archivedAt));
      const sold = db
        .select({ one: sql`1` })
        .from(restaurantProducts)
        .innerJoin(products, and(eq(products.id, restaurantProducts.productId), eq(products.tenantId, restaurantProducts.tenantId)))
        .innerJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.tenantId, products.tenantId)))
        .where(
          and(
            eq(restaurantProducts.restaurantId, restaurants.id),
            eq(restaurantProducts.onMainMenu, true),
            isNull(products.archivedAt),
            eq(categories.onMainMenu, true),
            eq(categories.hidden, false),
          ),
        );
      const hours = db
        .select({ one: sql`1` })
        .from(outletHours)
        .where(eq(outletHours.restaurantId, restaurants.id));
      const zones = db
        .select({ one: sql`1` })
        .from(deliveryZones)
        .where(eq(deliveryZones.restaurantId, restaurants.id));
      const rows = await db
        .select({
          id: restaurants.id,
          hasMenu: flag(exists(sold)),
          hasHours: flag(exists(hours)),
          hasPickupOrZone: flag(or(eq(restaurantSettings.isPickupEnabled, true), and(eq(restaurantSettings.isDeliveryEnabled, true), exists(zones)))),
          acceptsCash: restaurantSettings.acceptsCash,
        })
        .from(restaurants)
        .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, restaurants.id))
        .where(active)
        .orderBy(asc(restaurants.sortOrder), asc(restaurants.id));
      const any = (key: 'hasMenu' | 'hasHours' | 'hasPickupOrZone' | 'acceptsCash') => rows.some((row) => row[key]);
      return {
        firstActiveOutletId: rows[0]?.id ?? null,
        hasMenu: any('hasMenu'),
        hasHours: any('hasHours'),
        hasPickupOrZone: any('hasPickupOrZone'),
        acceptsCash: any('acceptsCash'),
      };
    },
  };
}
export type SetupChecklistRepo = ReturnType<typeof createSetupChecklistRepo>;
