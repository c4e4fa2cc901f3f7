import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { tenants } from './tenants.ts';

/** A choice on a product ("Extra toppings", "Choose a dip"): at least min and at most max modifiers. */
export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    /** A console save over an older version answers 409 stale_version (issue 19). */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    unique('modifier_groups_id_tenant_unique').on(table.id, table.tenantId),
    check('modifier_groups_min_max', sql`${table.minChoices} >= 0 and ${table.maxChoices} >= 1 and ${table.minChoices} <= ${table.maxChoices}`),
  ],
);

/** Which groups a product offers, in display order. */
export const productModifierGroups = pgTable(
  'product_modifier_groups',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    productId: integer('product_id').notNull(),
    modifierGroupId: integer('modifier_group_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'product_modifier_groups_pk', columns: [table.productId, table.modifierGroupId] }),
    foreignKey({
      name: 'product_modifier_groups_product_fk',
      columns: [table.productId, table.tenantId],
      foreignColumns: [products.id, products.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_modifier_groups_group_fk',
      columns: [table.modifierGroupId, table.tenantId],
      foreignColumns: [modifierGroups.id, modifierGroups.tenantId],
    }).onDelete('cascade'),
    index('product_modifier_groups_group_idx').on(table.modifierGroupId),
  ],
);

/** One option of a group; modifiers are sold online only, so they have an online price alone. */
export const modifiers = pgTable(
  'modifiers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    modifierGroupId: integer('modifier_group_id').notNull(),
    name: text('name').notNull(),
    /** Cents. */
    onlinePrice: integer('online_price').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Chosen for the diner when the builder opens (issue 19); still theirs to take off. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [
    foreignKey({
      name: 'modifiers_group_fk',
      columns: [table.modifierGroupId, table.tenantId],
      foreignColumns: [modifierGroups.id, modifierGroups.tenantId],
    }).onDelete('cascade'),
    index('modifiers_group_sort_idx').on(table.modifierGroupId, table.sortOrder),
    // Outlet stock rows reference (id, tenant_id), so they can only name their own tenant's modifier.
    unique('modifiers_id_tenant_unique').on(table.id, table.tenantId),
    check('modifiers_online_price_nonnegative', sql`${table.onlinePrice} >= 0`),
  ],
);
