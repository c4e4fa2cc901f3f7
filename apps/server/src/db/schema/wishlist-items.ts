import { foreignKey, index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { restaurantProducts } from './restaurant-products.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * A favourite of a diner: an outlet's offer of a product (its price is that outlet's online price).
 * The unique pair makes adding the same item twice keep one entry, however concurrent.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').notNull(),
    restaurantId: integer('restaurant_id').notNull(),
    restaurantProductId: integer('restaurant_product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'wishlist_items_user_fk', columns: [table.userId, table.tenantId], foreignColumns: [users.id, users.tenantId] }).onDelete('cascade'),
    // The offer must be of the same tenant: a foreign product can never be stored.
    foreignKey({
      name: 'wishlist_items_offer_fk',
      columns: [table.restaurantProductId, table.restaurantId, table.tenantId],
      foreignColumns: [restaurantProducts.id, restaurantProducts.restaurantId, restaurantProducts.tenantId],
    }).onDelete('cascade'),
    unique('wishlist_items_user_offer_unique').on(table.userId, table.restaurantProductId),
    index('wishlist_items_user_idx').on(table.userId, table.id),
  ],
);
