import { sql } from 'drizzle-orm';
import { TAX_CLASSES } from '@crust/contract/catalogue-vocabulary';
import { boolean, check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { images } from './images.ts';
import { tenants } from './tenants.ts';

/** A master product of the tenant; each outlet offers it (or not) through restaurant_products. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    /** e.g. '1.25 L' or '8 pieces'. */
    unit: text('unit'),
    /** Dietary tags: the contract's DIETARY_TAGS. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allowHalfAndHalf: boolean('allow_half_and_half').notNull().default(false),
    // Issue 19: the house prices, cents. An outlet sells at them unless its restaurant_products row
    // overrides them. `onlinePrice` null means `price` online too (spec §3); the in-store and dine-in
    // prices, where set, are those menus' prices.
    price: integer('price').notNull().default(0),
    onlinePrice: integer('online_price'),
    instorePrice: integer('instore_price'),
    dineinPrice: integer('dinein_price'),
    taxClass: text('tax_class', { enum: TAX_CLASSES }).notNull().default('gst'),
    /** House badges; an outlet may add its own (restaurant_products.popular, is_new). */
    popular: boolean('popular').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** Order within the category, on every outlet's menus. */
    sortOrder: integer('sort_order').notNull().default(0),
    /** An uploaded photo (issue 19); when set it wins over image_path. */
    imageId: integer('image_id'),
    /** Archived instead of deleted once ordered: off every menu, kept for orders and reports. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** A console save over an older version answers 409 stale_version. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    foreignKey({
      name: 'products_category_fk',
      columns: [table.categoryId, table.tenantId],
      foreignColumns: [categories.id, categories.tenantId],
    }).onDelete('cascade'),
    index('products_category_idx').on(table.categoryId),
    unique('products_id_tenant_unique').on(table.id, table.tenantId),
    foreignKey({ name: 'products_image_fk', columns: [table.imageId, table.tenantId], foreignColumns: [images.id, images.tenantId] }),
    check(
      'products_prices_nonnegative',
      sql`${table.price} >= 0 and coalesce(${table.onlinePrice}, 0) >= 0 and coalesce(${table.instorePrice}, 0) >= 0 and coalesce(${table.dineinPrice}, 0) >= 0`,
    ),
    check('products_tax_class', sql`${table.taxClass} in ('gst', 'gst_free')`),
  ],
);
