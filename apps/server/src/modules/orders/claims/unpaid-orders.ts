import { errorCodes } from '@crust/contract/errors';
import { eq, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../../db/schema/orders.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { createPlacementLocks } from '../placement-locks.repo.ts';
import type { PlacementClaim } from './placement-claim.ts';

const tooMany = (message: string) => new HttpError(429, errorCodes.tooManyUnpaidOrders, message);

/**
 * Issue 17 (slot and coupon hoarding): a card order waits unpaid, holding a slot place and coupon
 * uses, so one owner (UNPAID_ORDERS_PER_OWNER) and one IP (UNPAID_ORDERS_PER_IP) hold only so many.
 * Before the statement, the owner's and then the IP's lock (advisory, until the transaction ends):
 * placements of one owner or IP count one after another, and the statement, started after the locks,
 * sees every unpaid order committed before it. Nothing to release: an order stops counting when it
 * is paid, cancelled or expires. Cash and pay-at-counter orders are never unpaid.
 */
export const unpaidOrdersClaim: PlacementClaim = {
  name: 'unpaid-orders',
  refusals: {
    unpaid_by_owner: ({ unpaid }) =>
      tooMany(
        `You have ${unpaid.perOwner} orders waiting for payment: pay or cancel one, or let it expire (after ${unpaid.holdMinutes} minutes), before placing another.`,
      ),
    unpaid_from_ip: ({ unpaid }) =>
      tooMany(`Too many orders from your network are waiting for payment: pay or cancel one, or try again in ${unpaid.holdMinutes} minutes.`),
  },
  before: {
    applies: (rows) => rows.unpaidCapped,
    run: async (tx, rows) => {
      await createPlacementLocks(tx).lockUnpaidCounts(rows.owner, rows.order.tenantId, rows.order.placedFromIp);
      return null;
    },
  },
  statement: ({ rows, placeholders }) => {
    if (!rows.unpaidCapped) return {};
    const outlet = placeholders('outlet', rows.outlet);
    const owner = placeholders('owner', rows.owner);
    const raw = placeholders('raw', rows.raw);
    // Unpaid orders before this one (the one being written is not in the statement's snapshot).
    const unpaidOf = (whose: SQL) =>
      sql`(select count(*) from ${orders} where ${orders.tenantId} = ${outlet.tenantId} and ${orders.status} = 'pending_payment' and ${whose})`;
    const ownersOrders = rows.owner.userId !== null ? eq(orders.userId, owner.userId) : eq(orders.guestId, owner.guestId);
    return {
      refusals: [
        ['unpaid_by_owner', sql`${unpaidOf(ownersOrders)} >= ${raw.perOwner}::integer`],
        ['unpaid_from_ip', sql`${unpaidOf(eq(orders.placedFromIp, raw.ip))} >= ${raw.perIp}::integer`],
      ],
    };
  },
};
