import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Owner } from '../../plugins/authenticate.ts';

/** The advisory locks a placement takes before its statement (claims/unpaid-orders.ts); call it in the placement's transaction. */
export function createPlacementLocks(tx: Database) {
  return {
    /**
     * The owner's and then the IP's lock on their unpaid orders, held until the transaction ends.
     * Always owner then IP, so two placements never wait on each other's.
     */
    async lockUnpaidCounts(owner: Owner, tenantId: number, ip: string | null): Promise<void> {
      const ownerKey = owner.userId !== null ? `unpaid:user:${owner.userId}` : `unpaid:guest:${owner.guestId}`;
      const lock = (key: string) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
      // One round trip; a select list is evaluated left to right.
      await tx.execute(ip === null ? sql`select ${lock(ownerKey)}` : sql`select ${lock(ownerKey)}, ${lock(`unpaid:ip:${tenantId}:${ip}`)}`);
    },
  };
}
