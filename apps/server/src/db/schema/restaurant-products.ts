import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { restaurants } from './restaurants.ts';
import { tenants } from './tenants.ts';

/**
 * Which of the outlet's menus (spec §1: main, in-store, dine-in) a row is on; outlet products and
 * deals both carry them. A function, because each table needs columns of its own.
 */
export const menuFlagColumns = () => ({
  onMainMenu: boolean('on_main_menu').notNull().default(true),
  onInstoreMenu: boolean('on_instore_menu').notNull().default(true),
  onDineinMenu: boolean('on_dinein_menu').notNull().default(true),
});

/** An outlet's offer of a master product: its prices, stock, badges and the menus it is on. */
export const restaurantProducts = pgTable(
  'restaurant_products',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    productId: integer('product_id').notNull(),
    /** In-store price, cents. */
    price: integer('price').notNull(),
    /** Online price, cents; null means the in-store price applies online too (spec §3). */
    onlinePrice: integer('online_price'),
    inStock: boolean('in_stock').notNull().default(true),
    popular: boolean('popular').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    ...menuFlagColumns(),
    sortOrder: integer('sort_order').notNull().default(0),
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
  ],
);
