import type { Database } from '../client.ts';
import { restaurantSettings } from '../schema/restaurant-settings.ts';
import { restaurants } from '../schema/restaurants.ts';
import { tenants } from '../schema/tenants.ts';
import { DEMO_TENANT, demoOutlets, outletImagePath } from './demo-outlets.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedCoupons } from './seed-coupons.ts';
import { seedDemoDiner } from './seed-diner.ts';
import { seedOrderingRules } from './seed-ordering-rules.ts';
import { seedDemoStaff } from './seed-staff.ts';

/**
 * Seeds the demo tenant once, in one transaction. Claiming the tenant row with ON CONFLICT DO
 * NOTHING makes it idempotent even when two servers start on the same database at once: the
 * second waits for the first's row and then skips. Returns whether this call seeded.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(tenants).values({ id: DEMO_TENANT.id, name: DEMO_TENANT.name }).onConflictDoNothing().returning({ id: tenants.id });
    if (claimed.length === 0) return false;

    const inserted = await tx
      .insert(restaurants)
      .values(
        demoOutlets.map((outlet, index) => ({
          tenantId: DEMO_TENANT.id,
          name: outlet.name,
          status: outlet.status,
          streetName: outlet.streetName,
          city: outlet.city,
          phone: outlet.phone,
          imagePath: outletImagePath(outlet.slug),
          sortOrder: index + 1,
        })),
      )
      .returning({ id: restaurants.id, name: restaurants.name });

    const outletIds = new Map<string, number>();
    for (const outlet of demoOutlets) {
      const row = inserted.find((restaurant) => restaurant.name === outlet.name);
      if (!row) throw new Error(`Seeding lost the outlet ${outlet.name}`);
      outletIds.set(outlet.slug, row.id);
    }
    await tx.insert(restaurantSettings).values(
      demoOutlets.map((outlet) => ({
        restaurantId: outletIds.get(outlet.slug)!,
        tenantId: DEMO_TENANT.id,
        webConfig: outlet.webConfig,
        isOnlineOrderEnabled: outlet.isOnlineOrderEnabled,
        currency: 'AUD',
        timezone: 'Australia/Sydney',
        isPickupEnabled: true,
        isDeliveryEnabled: outlet.isDeliveryEnabled,
        acceptsCash: outlet.acceptsCash,
      })),
    );
    await seedCoupons(tx, DEMO_TENANT.id, await seedCatalogue(tx, DEMO_TENANT.id, outletIds));
    await seedOrderingRules(tx, DEMO_TENANT.id, outletIds);
    await seedDemoDiner(tx, DEMO_TENANT.id, outletIds.get('surry-hills')!);
    await seedDemoStaff(tx, DEMO_TENANT.id, outletIds);
    return true;
  });
}
