import type { AppSettings } from '@crust/contract/app-settings';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';

export function createAppSettingsRepo(db: Database) {
  return {
    /** The outlet's settings, only when the outlet belongs to the tenant asked for. */
    async find(tenantId: number, restaurantId: number): Promise<AppSettings | null> {
      const [row] = await db
        .select()
        .from(restaurantSettings)
        .where(and(eq(restaurantSettings.restaurantId, restaurantId), eq(restaurantSettings.tenantId, tenantId)))
        .limit(1);
      if (!row) return null;
      return {
        tenant_id: row.tenantId,
        restaurant_id: row.restaurantId,
        web_config: row.webConfig,
        payment_gateway_config: row.paymentGatewayConfig,
        is_online_order_enabled: row.isOnlineOrderEnabled === 1 ? 1 : 0,
        currency: row.currency,
        timezone: row.timezone,
        is_pickup_enabled: row.isPickupEnabled,
        is_delivery_enabled: row.isDeliveryEnabled,
      };
    },
  };
}
export type AppSettingsRepo = ReturnType<typeof createAppSettingsRepo>;
