import type { MenuSettings } from '@crust/contract/console-menu-settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tenants } from '../../db/schema/tenants.ts';

/** The tenant's menu-wide settings (issue 19); the half-and-half rule's trigger notifies the menu cache (migration 0004). */
export function createMenuSettingsRepo(db: Database) {
  return {
    async find(tenantId: number, lock = false): Promise<MenuSettings | null> {
      const query = db.select({ half_and_half_pricing: tenants.halfAndHalfPricing }).from(tenants).where(eq(tenants.id, tenantId));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async update(tenantId: number, settings: MenuSettings): Promise<void> {
      await db.update(tenants).set({ halfAndHalfPricing: settings.half_and_half_pricing }).where(eq(tenants.id, tenantId));
    },
  };
}
