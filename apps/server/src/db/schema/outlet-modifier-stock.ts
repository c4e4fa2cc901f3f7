import { boolean, foreignKey, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { modifiers } from './modifiers.ts';
import { restaurants } from './restaurants.ts';
import { tenants } from './tenants.ts';

/**
 * Whether an outlet has a modifier today (issue 10: staff mark a topping sold out at one outlet).
 * Modifiers are the tenant's; an outlet without a row has every modifier in stock.
 */
export const outletModifierStock = pgTable(
  'outlet_modifier_stock',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    restaurantId: integer('restaurant_id').notNull(),
    modifierId: integer('modifier_id').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
  },
  (table) => [
    primaryKey({ name: 'outlet_modifier_stock_pk', columns: [table.restaurantId, table.modifierId] }),
    // Both carry the tenant, so a row can never pair one tenant's outlet with another's modifier.
    foreignKey({
      name: 'outlet_modifier_stock_restaurant_fk',
      columns: [table.restaurantId, table.tenantId],
      foreignColumns: [restaurants.id, restaurants.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'outlet_modifier_stock_modifier_fk',
      columns: [table.modifierId, table.tenantId],
      foreignColumns: [modifiers.id, modifiers.tenantId],
    }).onDelete('cascade'),
    index('outlet_modifier_stock_modifier_idx').on(table.modifierId),
  ],
);
