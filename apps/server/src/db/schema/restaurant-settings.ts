import type { PaymentGatewayConfig } from '@crust/contract/app-settings';
import type { SiteConfig } from '@crust/contract/site-config';
import { boolean, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { tenants } from './tenants.ts';

/** One row of app settings per outlet (GET /api/v2/restaurants/app-settings). */
export const restaurantSettings = pgTable('restaurant_settings', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  webConfig: jsonb('web_config').$type<SiteConfig>().notNull(),
  /** Public payment settings only: secret keys never live in a column the API reads back. */
  paymentGatewayConfig: jsonb('payment_gateway_config').$type<PaymentGatewayConfig>().notNull(),
  isOnlineOrderEnabled: smallint('is_online_order_enabled').notNull().default(1),
  currency: text('currency').notNull().default('AUD'),
  timezone: text('timezone').notNull().default('Australia/Sydney'),
  isPickupEnabled: boolean('is_pickup_enabled').notNull().default(true),
  isDeliveryEnabled: boolean('is_delivery_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
