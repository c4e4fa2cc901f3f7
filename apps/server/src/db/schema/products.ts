import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
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
    /** Dietary tags: 'vegetarian', 'vegan', 'spicy', 'gluten-free-option'. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allowHalfAndHalf: boolean('allow_half_and_half').notNull().default(false),
  },
  (table) => [
    foreignKey({
      name: 'products_category_fk',
      columns: [table.categoryId, table.tenantId],
      foreignColumns: [categories.id, categories.tenantId],
    }).onDelete('cascade'),
    index('products_category_idx').on(table.categoryId),
    unique('products_id_tenant_unique').on(table.id, table.tenantId),
  ],
);
