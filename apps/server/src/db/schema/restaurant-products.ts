import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { menuFlagColumns } from './menu-flags.ts';
import { products } from './products.ts';
import { restaurants } from './restaurants.ts';
import { tenants } from './tenants.ts';

/**
 * An outlet's offer of a master product: whether it sells it (a row) and on which menus, its stock,
 * its own badges and, where it differs from the house, its own prices.
 */
export const restaurantProducts = pgTable(
  'restaurant_products',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    productId: integer('product_id').notNull(),
    /**
     * The outlet's price override, cents (issue 19): null sells at the product's house prices. When
     * set, price and online_price replace the house pair together (online_price null: price online too).
     */
    price: integer('price'),
    onlinePrice: integer('online_price'),
    inStock: boolean('in_stock').notNull().default(true),
    popular: boolean('popular').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    ...menuFlagColumns(),
    /** Issue 19: a console save of the offer (menus, price override) over an older version answers 409 stale_version. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    foreignKey({
      name: 'restaurant_products_restaurant_fk',
      columns: [table.restaurantId, table.tenantId],
      foreignColumns: [restaurants.id, restaurants.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'restaurant_products_product_fk',
      columns: [table.productId, table.tenantId],
      foreignColumns: [products.id, products.tenantId],
    }).onDelete('cascade'),
    // Also the menu query's index: an outlet's offers are read by restaurant_id.
    unique('restaurant_products_restaurant_product_unique').on(table.restaurantId, table.productId),
    // Deal choices reference (id, restaurant_id, tenant_id): a deal can only offer its own outlet's products.
    unique('restaurant_products_owner_unique').on(table.id, table.restaurantId, table.tenantId),
    index('restaurant_products_product_idx').on(table.productId),
    check('restaurant_products_price_nonnegative', sql`${table.price} >= 0`),
    check('restaurant_products_online_price_nonnegative', sql`${table.onlinePrice} is null or ${table.onlinePrice} >= 0`),
    check('restaurant_products_override_pair', sql`${table.onlinePrice} is null or ${table.price} is not null`),
  ],
);
