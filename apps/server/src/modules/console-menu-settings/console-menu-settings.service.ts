import type { MenuSettings } from '@crust/contract/console-menu-settings';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { catalogueWrite, requireOwner } from '../catalogue/catalogue-edits.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { createMenuSettingsRepo } from './console-menu-settings.repo.ts';

/**
 * Issue 19: how the tenant's menus price what no single product says, today the half-and-half rule
 * (the dearer half or the average of both) at every outlet. A module of its own rather than part of
 * products: it is a row of the tenant, not of any product, and menu-wide settings to come belong
 * beside it. Not versioned: one choice, saved whole, which a later save simply replaces.
 */
export function createMenuSettingsService(db: Database, menuCache: MenuCache) {
  async function found(tx: Database, session: StaffSession, lock = false): Promise<MenuSettings> {
    const settings = await createMenuSettingsRepo(tx).find(session.tenantId, lock);
    if (!settings) throw notFound('There is no such business.');
    return settings;
  }

  return {
    get: (session: StaffSession): Promise<MenuSettings> => found(db, session),

    save(session: StaffSession, settings: MenuSettings): Promise<MenuSettings> {
      requireOwner(session, 'the menu’s settings');
      return catalogueWrite(db, menuCache, session.tenantId, async (tx) => {
        const before = await found(tx, session, true);
        await createMenuSettingsRepo(tx).update(session.tenantId, settings);
        const after = await found(tx, session);
        await recordAudit(tx, { by: session, action: 'menu-settings.update', target: `tenant:${session.tenantId}`, before, after });
        return after;
      });
    },
  };
}
export type MenuSettingsService = ReturnType<typeof createMenuSettingsService>;
