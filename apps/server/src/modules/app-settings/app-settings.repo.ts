import type { AppSettings } from '@crust/contract/app-settings';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteConfigAsServed } from '../../lib/site-config-as-served.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';

/** An outlet's own settings; the payment gateway's come from the server's configuration (the service joins them). */
export interface OutletAppSettings {
  settings: Omit<AppSettings, 'payment_gateway_config' | 'ordering_state'>;
  acceptsCash: boolean;
}

export function createAppSettingsRepo(db: Database) {
  return {
    /** The outlet's settings, only when the outlet belongs to the tenant asked for and is not archived (issue 19). */
    async find(tenantId: number, restaurantId: number): Promise<OutletAppSettings | null> {
      const [row] = await db
        .select({
          tenantId: restaurantSettings.tenantId,
          restaurantId: restaurantSettings.restaurantId,
          webConfig: restaurantSettings.webConfig,
          isOnlineOrderEnabled: restaurantSettings.isOnlineOrderEnabled,
          currency: restaurantSettings.currency,
          timezone: restaurantSettings.timezone,
          isPickupEnabled: restaurantSettings.isPickupEnabled,
          isDeliveryEnabled: restaurantSettings.isDeliveryEnabled,
          acceptsCash: restaurantSettings.acceptsCash,
        })
        .from(restaurantSettings)
        .innerJoin(restaurants, eq(restaurants.id, restaurantSettings.restaurantId))
        .where(and(eq(restaurantSettings.restaurantId, restaurantId), eq(restaurantSettings.tenantId, tenantId), isNull(restaurants.archivedAt)))
        .limit(1);
      if (!row) return null;
      return {
        settings: {
          tenant_id: row.tenantId,
          restaurant_id: row.restaurantId,
          web_config: siteConfigAsServed(row.webConfig),
          is_online_order_enabled: row.isOnlineOrderEnabled === 1 ? 1 : 0,
          currency: row.currency,
          timezone: row.timezone,
          is_pickup_enabled: row.isPickupEnabled,
          is_delivery_enabled: row.isDeliveryEnabled,
        },
        acceptsCash: row.acceptsCash,
      };
    },
  };
}
export type AppSettingsRepo = ReturnType<typeof createAppSettingsRepo>;
