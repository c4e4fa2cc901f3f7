import type { Database } from '../../db/client.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import type { MenuCache } from '../menu/menu-cache.ts';

// Issue 19: what the console's catalogue modules (categories, products, menu settings, modifier
// groups, attributes) share; a stale save is lib/http-error.ts's staleVersion.

/** The tenant's catalogue is the owners' to change: managers and crew read it (403 on a write). `what` as the sentence needs it: "the menu’s products". */
export function requireOwner(session: StaffSession, what: string): void {
  if (session.role !== 'owner') throw forbidden(`Only an owner can change ${what}.`);
}

/**
 * Runs a catalogue write in one transaction, then drops the tenant's remembered menus at once: the
 * tables' triggers tell every instance too (decision 002), this one just need not wait for it.
 */
export async function catalogueWrite<T>(db: Database, menuCache: MenuCache, tenantId: number, write: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } finally {
    menuCache.invalidate({ tenantId });
  }
}
