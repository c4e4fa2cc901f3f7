import type { SiteConfig } from '@crust/contract/site-config';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteConfigAsServed } from '../../lib/site-config-as-served.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { siteConfigVersions } from '../../db/schema/site-config-versions.ts';
import { staff } from '../../db/schema/staff.ts';

/** A kept version as listed, with the name of whoever saved it. */
export interface KeptVersion {
  version: number;
  savedAt: Date;
  savedBy: string | null;
}
export type StoredVersion = KeptVersion & { config: SiteConfig };

/** What a save starts from: the configuration diners are served, and the newest kept version. */
export interface SiteConfigState {
  current: SiteConfig;
  latest: { version: number; config: SiteConfig } | null;
}

const outletVersions = (tenantId: number, restaurantId: number) =>
  and(eq(siteConfigVersions.restaurantId, restaurantId), eq(siteConfigVersions.tenantId, tenantId));
const outletSettings = (tenantId: number, restaurantId: number) =>
  and(eq(restaurantSettings.restaurantId, restaurantId), eq(restaurantSettings.tenantId, tenantId));

const keptColumns = { version: siteConfigVersions.version, savedAt: siteConfigVersions.savedAt, savedBy: staff.name };

/**
 * restaurant_settings.web_config is what diners' app settings read on every request: no cache stands between.
 * Configurations are read as the rules stand now (siteConfigAsServed), so a restore never brings back a link saved before a rule.
 */
export function createSiteConfigRepo(db: Database) {
  return {
    /** The outlet's state; `lock` holds its settings row until the transaction ends, so saves take turns. Null: no such outlet. */
    async state(tenantId: number, restaurantId: number, lock = false): Promise<SiteConfigState | null> {
      const query = db.select({ current: restaurantSettings.webConfig }).from(restaurantSettings).where(outletSettings(tenantId, restaurantId));
      const [settings] = lock ? await query.for('update') : await query;
      if (!settings) return null;
      const [latest] = await db
        .select({ version: siteConfigVersions.version, config: siteConfigVersions.config })
        .from(siteConfigVersions)
        .where(outletVersions(tenantId, restaurantId))
        .orderBy(desc(siteConfigVersions.version))
        .limit(1);
      return { current: siteConfigAsServed(settings.current), latest: latest ? { ...latest, config: siteConfigAsServed(latest.config) } : null };
    },

    async keep(tenantId: number, restaurantId: number, entry: { version: number; config: SiteConfig; savedBy: number | null; savedAt: Date }): Promise<void> {
      await db.insert(siteConfigVersions).values({ tenantId, restaurantId, ...entry });
    },

    async setCurrent(tenantId: number, restaurantId: number, config: SiteConfig, at: Date): Promise<void> {
      await db.update(restaurantSettings).set({ webConfig: config, updatedAt: at }).where(outletSettings(tenantId, restaurantId));
    },

    /** Newest first. */
    list(tenantId: number, restaurantId: number): Promise<KeptVersion[]> {
      return db
        .select(keptColumns)
        .from(siteConfigVersions)
        .leftJoin(staff, eq(staff.id, siteConfigVersions.savedBy))
        .where(outletVersions(tenantId, restaurantId))
        .orderBy(desc(siteConfigVersions.version));
    },

    async find(tenantId: number, restaurantId: number, version: number): Promise<StoredVersion | null> {
      const [row] = await db
        .select({ ...keptColumns, config: siteConfigVersions.config })
        .from(siteConfigVersions)
        .leftJoin(staff, eq(staff.id, siteConfigVersions.savedBy))
        .where(and(outletVersions(tenantId, restaurantId), eq(siteConfigVersions.version, version)));
      return row ? { ...row, config: siteConfigAsServed(row.config) } : null;
    },
  };
}
export type SiteConfigRepo = ReturnType<typeof createSiteConfigRepo>;
