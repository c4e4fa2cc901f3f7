import { errorCodes } from '@crust/contract/errors';
import type { Database } from '../../db/client.ts';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import type { MenuCache } from '../menu/menu-cache.ts';

// Issue 19: what the console's catalogue modules (categories, products, menu settings) share.

/** The tenant's catalogue is the owners' to change: managers and crew read it (403 on a write). */
export function requireOwner(session: StaffSession, what: string): void {
  if (session.role !== 'owner') throw forbidden(`Only an owner can change the ${what}.`);
}

/** 409 stale_version: someone saved the thing since it was read. */
export const staleVersion = (thing: string, version: number) =>
  new HttpError(
    409,
    errorCodes.staleVersion,
    `Someone saved this ${thing} a moment ago (it is at version ${version} now): reload it and make your change again.`,
  );

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
