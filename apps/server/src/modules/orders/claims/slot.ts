import { errorCodes } from '@crust/contract/errors';
import { lt, sql } from 'drizzle-orm';
import { slotBookings } from '../../../db/schema/outlet-ordering.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { createOrdersRepo } from '../orders.repo.ts';
import type { PlacementClaim } from './placement-claim.ts';

/** A place in the chosen slot (none for ASAP): one conditional upsert, refused once the slot is at capacity. */
export const slotClaim: PlacementClaim = {
  name: 'slot',
  refusals: {
    slot_full: ({ outlet, body }) =>
      new HttpError(409, errorCodes.slotUnavailable, `${body.pickup_time} has just filled up at ${outlet.name}: choose another time.`),
  },
  statement: ({ db, rows, placeholders }) => {
    if (!rows.slot) return {};
    const takenSlot = db
      .insert(slotBookings)
      .values(placeholders('slot', rows.slot))
      .onConflictDoUpdate({
        target: [slotBookings.restaurantId, slotBookings.startsAt],
        set: { orders: sql`${slotBookings.orders} + 1` },
        setWhere: lt(slotBookings.orders, placeholders('raw', rows.raw).capacity),
      })
      .returning({ orders: slotBookings.orders });
    return { ctes: [['taken_slot', takenSlot]], refusals: [['slot_full', sql`not exists (select from taken_slot)`]] };
  },
  release: async (tx, order) => {
    if (order.slotStartsAt) await createOrdersRepo(tx).releaseSlot(order.restaurantId, order.slotStartsAt);
  },
};
