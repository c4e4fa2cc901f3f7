import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { images } from './images.ts';
import { menuFlagColumns } from './menu-flags.ts';
import { restaurantProducts } from './restaurant-products.ts';
import { restaurants } from './restaurants.ts';
import { tenants } from './tenants.ts';

/** A deal is sold under deal_id, a combo under combo_product_id (spec §7's deal form). */
export const DEAL_KINDS = ['deal', 'combo'] as const;

/** An outlet's bundle at one price, made of slots the diner fills. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    kind: text('kind', { enum: DEAL_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    /** Cents, before slot upcharges. */
    price: integer('price').notNull(),
    ...menuFlagColumns(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** An uploaded photo (issue 19); when set it wins over image_path. */
    imageId: integer('image_id'),
    /** Off the outlet's menus, kept for orders and reports (issue 19). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** A console save over an older version answers 409 stale_version. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    foreignKey({
      name: 'deals_restaurant_fk',
      columns: [table.restaurantId, table.tenantId],
      foreignColumns: [restaurants.id, restaurants.tenantId],
    }).onDelete('cascade'),
    index('deals_restaurant_sort_idx').on(table.restaurantId, table.sortOrder),
    unique('deals_owner_unique').on(table.id, table.restaurantId, table.tenantId),
    foreignKey({ name: 'deals_image_fk', columns: [table.imageId, table.tenantId], foreignColumns: [images.id, images.tenantId] }),
    check('deals_kind', sql`${table.kind} in ('deal', 'combo')`),
    check('deals_price_nonnegative', sql`${table.price} >= 0`),
  ],
);

/** A slot of a deal ("2 Large pizzas"): the diner chooses `quantity` items among its choices. */
export const dealComponentTypes = pgTable(
  'deal_component_types',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    dealId: integer('deal_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Issue 18 point 13: the configuration values (attribute_values) the slot's items come in, for
     * each attribute it names any of: the Large of "2 large pizzas". The first of an attribute's
     * values a product offers is included in the deal's price; another costs the difference. An
     * attribute it names none of is the diner's choice, at its price above nothing.
     */
    attributeValueIds: integer('attribute_value_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [
    foreignKey({
      name: 'deal_component_types_deal_fk',
      columns: [table.dealId, table.restaurantId, table.tenantId],
      foreignColumns: [deals.id, deals.restaurantId, deals.tenantId],
    }).onDelete('cascade'),
    index('deal_component_types_deal_sort_idx').on(table.dealId, table.sortOrder),
    unique('deal_component_types_owner_unique').on(table.id, table.restaurantId, table.tenantId),
    check('deal_component_types_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** An outlet product allowed in a slot, with what it costs on top of the deal price (a premium pizza). */
export const dealComponentChoices = pgTable(
  'deal_component_choices',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    dealComponentTypeId: integer('deal_component_type_id').notNull(),
    restaurantProductId: integer('restaurant_product_id').notNull(),
    /** Cents. */
    upcharge: integer('upcharge').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'deal_component_choices_pk', columns: [table.dealComponentTypeId, table.restaurantProductId] }),
    foreignKey({
      name: 'deal_component_choices_component_fk',
      columns: [table.dealComponentTypeId, table.restaurantId, table.tenantId],
      foreignColumns: [dealComponentTypes.id, dealComponentTypes.restaurantId, dealComponentTypes.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'deal_component_choices_product_fk',
      columns: [table.restaurantProductId, table.restaurantId, table.tenantId],
      foreignColumns: [restaurantProducts.id, restaurantProducts.restaurantId, restaurantProducts.tenantId],
    }).onDelete('cascade'),
    index('deal_component_choices_product_idx').on(table.restaurantProductId),
    check('deal_component_choices_upcharge_nonnegative', sql`${table.upcharge} >= 0`),
  ],
);
