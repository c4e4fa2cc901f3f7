import { foreignKey, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { tenants } from './tenants.ts';

/** A configuration axis such as Size or Crust: the diner picks exactly one value of each. */
export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A console save over an older version answers 409 stale_version (issue 19). */
    version: integer('version').notNull().default(1),
  },
  (table) => [unique('attributes_id_tenant_unique').on(table.id, table.tenantId)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    attributeId: integer('attribute_id').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    foreignKey({
      name: 'attribute_values_attribute_fk',
      columns: [table.attributeId, table.tenantId],
      foreignColumns: [attributes.id, attributes.tenantId],
    }).onDelete('cascade'),
    index('attribute_values_attribute_idx').on(table.attributeId),
    unique('attribute_values_id_tenant_unique').on(table.id, table.tenantId),
  ],
);

/**
 * The values a product offers, each with the product's own price adjustment in cents. It may be
 * negative (a Small is cheaper than the listed Medium), so it has no sign check.
 */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    productId: integer('product_id').notNull(),
    attributeValueId: integer('attribute_value_id').notNull(),
    priceAdjustment: integer('price_adjustment').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'product_attribute_values_pk', columns: [table.productId, table.attributeValueId] }),
    foreignKey({
      name: 'product_attribute_values_product_fk',
      columns: [table.productId, table.tenantId],
      foreignColumns: [products.id, products.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_attribute_values_value_fk',
      columns: [table.attributeValueId, table.tenantId],
      foreignColumns: [attributeValues.id, attributeValues.tenantId],
    }).onDelete('cascade'),
    index('product_attribute_values_value_idx').on(table.attributeValueId),
  ],
);
