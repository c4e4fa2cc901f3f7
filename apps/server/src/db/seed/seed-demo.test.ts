import { siteConfigSchema } from '@crust/contract/site-config';
import { paymentGatewayConfigSchema } from '@crust/contract/app-settings';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { restaurantSettings } from '../schema/restaurant-settings.ts';
import { restaurants } from '../schema/restaurants.ts';
import { tenants } from '../schema/tenants.ts';
import { DEMO_TENANT } from './demo-outlets.ts';
import { seedDemo } from './seed-demo.ts';

describeEachDatabase('demo seed', (get) => {
  it('holds tenant 64 with four outlets, three active, each with its own full settings', async () => {
    const { db } = get();
    expect(await db.select({ id: tenants.id, name: tenants.name }).from(tenants)).toEqual([{ id: 64, name: 'Crust Pizza' }]);
    const outlets = await db.select().from(restaurants).where(eq(restaurants.tenantId, DEMO_TENANT.id));
    expect(outlets).toHaveLength(4);
    expect(outlets.filter((outlet) => outlet.status === 1)).toHaveLength(3);
    const settings = await db.select().from(restaurantSettings);
    expect(settings.map((row) => row.restaurantId).sort()).toEqual(outlets.map((outlet) => outlet.id).sort());
    for (const row of settings) {
      expect(siteConfigSchema.parse(row.webConfig)).toEqual(row.webConfig);
      expect(paymentGatewayConfigSchema.parse(row.paymentGatewayConfig)).toEqual(row.paymentGatewayConfig);
    }
    // The spec gives both tenant ids: 64 in the build settings, 139 in the default site configuration.
    expect(settings.every((row) => row.webConfig.general.tenantId === 139)).toBe(true);
  });

  it('is idempotent: seeding again, even twice at once, adds nothing', async () => {
    const { db } = get();
    expect(await Promise.all([seedDemo(db), seedDemo(db)])).toEqual([false, false]);
    expect(await db.select().from(restaurants)).toHaveLength(4);
    expect(await db.select().from(restaurantSettings)).toHaveLength(4);
  });
});
