import type { Daypart, OutletMenuItem, PriceOverride } from '@crust/contract/console-outlet-menu';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { daypartSchedules } from '../../db/schema/daypart-schedules.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { clockOf } from '../checkout/zoned-time.ts';

/** What the outlet's offer of a product is set to: its menus and its own prices (null: the house's). */
export interface OfferFields {
  onMainMenu: boolean;
  onInstoreMenu: boolean;
  onDineinMenu: boolean;
  priceOverride: PriceOverride | null;
}

/** A daypart schedule as stored: the target and local minutes (ends past 1440 runs past midnight). */
export interface DaypartRow {
  name: string;
  categoryId: number | null;
  productId: number | null;
  weekdays: number[];
  startsMinute: number;
  endsMinute: number;
}

const itemColumns = {
  productId: products.id,
  name: products.name,
  categoryId: categories.id,
  category: categories.name,
  price: products.price,
  onlinePrice: products.onlinePrice,
  instorePrice: products.instorePrice,
  dineinPrice: products.dineinPrice,
  offerId: restaurantProducts.id,
  overridePrice: restaurantProducts.price,
  overrideOnlinePrice: restaurantProducts.onlinePrice,
  onMainMenu: restaurantProducts.onMainMenu,
  onInstoreMenu: restaurantProducts.onInstoreMenu,
  onDineinMenu: restaurantProducts.onDineinMenu,
  inStock: restaurantProducts.inStock,
  version: restaurantProducts.version,
};

/** The row as the console shows it: without an offer row the outlet sells nothing of it (version 0). */
function itemOf(row: {
  productId: number;
  name: string;
  categoryId: number;
  category: string;
  price: number;
  onlinePrice: number | null;
  instorePrice: number | null;
  dineinPrice: number | null;
  offerId: number | null;
  overridePrice: number | null;
  overrideOnlinePrice: number | null;
  onMainMenu: boolean | null;
  onInstoreMenu: boolean | null;
  onDineinMenu: boolean | null;
  inStock: boolean | null;
  version: number | null;
}): OutletMenuItem {
  const menus = { on_main_menu: row.onMainMenu ?? false, on_instore_menu: row.onInstoreMenu ?? false, on_dinein_menu: row.onDineinMenu ?? false };
  return {
    product_id: row.productId,
    restaurant_product_id: row.offerId,
    name: row.name,
    category_id: row.categoryId,
    category: row.category,
    sold: menus.on_main_menu || menus.on_instore_menu || menus.on_dinein_menu,
    ...menus,
    house_prices: { price: row.price, online_price: row.onlinePrice, instore_price: row.instorePrice, dinein_price: row.dineinPrice },
    price_override: row.overridePrice === null ? null : { price: row.overridePrice, online_price: row.overrideOnlinePrice },
    in_stock: row.inStock ?? true,
    version: row.version ?? 0,
  };
}

const daypartColumns = {
  id: daypartSchedules.id,
  name: daypartSchedules.name,
  categoryId: daypartSchedules.categoryId,
  productId: daypartSchedules.productId,
  weekdays: daypartSchedules.weekdays,
  startsMinute: daypartSchedules.startsMinute,
  endsMinute: daypartSchedules.endsMinute,
  version: daypartSchedules.version,
};

const daypartOf = (row: DaypartRow & { id: number; version: number }): Daypart => ({
  id: row.id,
  name: row.name,
  target: row.categoryId !== null ? { category_id: row.categoryId } : { product_id: row.productId! },
  weekdays: row.weekdays,
  starts: clockOf(row.startsMinute),
  ends: clockOf(row.endsMinute % 1440),
  version: row.version,
});

/**
 * Issue 19: an outlet's offer of the tenant's products (restaurant_products) and its daypart
 * schedules. Rows are never deleted to stop selling (deal choices reference them): the menu flags go
 * off. Every table here notifies the menu cache through its triggers (decision 002).
 */
export function createOutletMenuRepo(db: Database) {
  const items = (tenantId: number, restaurantId: number, where?: SQL) =>
    db
      .select(itemColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(restaurantProducts, and(eq(restaurantProducts.productId, products.id), eq(restaurantProducts.restaurantId, restaurantId)))
      .where(and(eq(products.tenantId, tenantId), isNull(products.archivedAt), where));
  const ownDaypart = (tenantId: number, restaurantId: number, id: number) =>
    and(eq(daypartSchedules.id, id), eq(daypartSchedules.tenantId, tenantId), eq(daypartSchedules.restaurantId, restaurantId));
  const overrideColumns = (fields: OfferFields) => ({
    onMainMenu: fields.onMainMenu,
    onInstoreMenu: fields.onInstoreMenu,
    onDineinMenu: fields.onDineinMenu,
    price: fields.priceOverride?.price ?? null,
    onlinePrice: fields.priceOverride?.online_price ?? null,
  });

  return {
    /** Every product of the tenant not archived, in menu order, as the outlet offers it. */
    async listItems(tenantId: number, restaurantId: number): Promise<OutletMenuItem[]> {
      const rows = await items(tenantId, restaurantId).orderBy(asc(categories.sortOrder), asc(categories.id), asc(products.sortOrder), asc(products.id));
      return rows.map(itemOf);
    },

    /** One product of the tenant, not archived. (No lock: the offer is outer-joined; saveItem's version guard makes writes take turns.) */
    async findItem(tenantId: number, restaurantId: number, productId: number): Promise<OutletMenuItem | null> {
      const [row] = await items(tenantId, restaurantId, eq(products.id, productId));
      return row ? itemOf(row) : null;
    },

    /** Writes the offer over the version read; false when someone wrote it since (an insert racing another included). */
    async saveItem(tenantId: number, restaurantId: number, productId: number, version: number, fields: OfferFields): Promise<boolean> {
      if (version === 0) {
        const inserted = await db
          .insert(restaurantProducts)
          .values({ tenantId, restaurantId, productId, ...overrideColumns(fields) })
          .onConflictDoNothing({ target: [restaurantProducts.restaurantId, restaurantProducts.productId] })
          .returning({ id: restaurantProducts.id });
        return inserted.length === 1;
      }
      const updated = await db
        .update(restaurantProducts)
        .set({ ...overrideColumns(fields), version: sql`${restaurantProducts.version} + 1` })
        .where(
          and(
            eq(restaurantProducts.tenantId, tenantId),
            eq(restaurantProducts.restaurantId, restaurantId),
            eq(restaurantProducts.productId, productId),
            eq(restaurantProducts.version, version),
          ),
        )
        .returning({ id: restaurantProducts.id });
      return updated.length === 1;
    },

    /** Whether the tenant has the category, or the product (not archived), a schedule names. */
    async targetExists(tenantId: number, target: { categoryId: number | null; productId: number | null }): Promise<boolean> {
      const [row] =
        target.categoryId !== null
          ? await db
              .select({ id: categories.id })
              .from(categories)
              .where(and(eq(categories.id, target.categoryId), eq(categories.tenantId, tenantId)))
          : await db
              .select({ id: products.id })
              .from(products)
              .where(and(eq(products.id, target.productId!), eq(products.tenantId, tenantId), isNull(products.archivedAt)));
      return row !== undefined;
    },

    async listDayparts(tenantId: number, restaurantId: number): Promise<Daypart[]> {
      const rows = await db
        .select(daypartColumns)
        .from(daypartSchedules)
        .where(and(eq(daypartSchedules.tenantId, tenantId), eq(daypartSchedules.restaurantId, restaurantId)))
        .orderBy(asc(daypartSchedules.startsMinute), asc(daypartSchedules.id));
      return rows.map(daypartOf);
    },

    async findDaypart(tenantId: number, restaurantId: number, id: number, lock = false): Promise<Daypart | null> {
      const query = db
        .select(daypartColumns)
        .from(daypartSchedules)
        .where(ownDaypart(tenantId, restaurantId, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? daypartOf(row) : null;
    },

    async createDaypart(tenantId: number, restaurantId: number, fields: DaypartRow): Promise<number> {
      const [row] = await db
        .insert(daypartSchedules)
        .values({ tenantId, restaurantId, ...fields })
        .returning({ id: daypartSchedules.id });
      return row!.id;
    },

    async updateDaypart(tenantId: number, restaurantId: number, id: number, fields: DaypartRow): Promise<void> {
      await db
        .update(daypartSchedules)
        .set({ ...fields, version: sql`${daypartSchedules.version} + 1` })
        .where(ownDaypart(tenantId, restaurantId, id));
    },

    async deleteDaypart(tenantId: number, restaurantId: number, id: number): Promise<void> {
      await db.delete(daypartSchedules).where(ownDaypart(tenantId, restaurantId, id));
    },
  };
}
export type OutletMenuRepo = ReturnType<typeof createOutletMenuRepo>;
