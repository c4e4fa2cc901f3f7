import { errorCodes } from '@crust/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import { restaurantSettings } from '../../../db/schema/restaurant-settings.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { column } from './claim-sql.ts';
import type { PlacementClaim } from './placement-claim.ts';

export const orderingPausedError = (outlet: { name: string }) =>
  new HttpError(409, errorCodes.orderingPaused, `${outlet.name} has paused online ordering. Please try again later.`);

/**
 * The outlet's next order number, taken first: its UPDATE locks the outlet's settings row, so the pause
 * and cash switches are read as they are now (a pause a moment ago refuses), and numbers never skip.
 * Placements of one outlet queue here for the length of one statement. While online ordering is
 * paused it takes only orders for slots from a timed pause's end on (issue 18 point 7).
 */
export const outletSettingsClaim: PlacementClaim = {
  name: 'outlet-settings',
  refusals: {
    ordering_paused: ({ outlet }) => orderingPausedError(outlet),
    cash_not_accepted: ({ outlet }) => new HttpError(422, errorCodes.cashNotAccepted, `${outlet.name} does not take cash: pay by card.`),
  },
  statement: ({ db, rows, placeholders }) => {
    const outlet = placeholders('outlet', rows.outlet);
    const raw = placeholders('raw', rows.raw);
    const numbered = db
      .update(restaurantSettings)
      .set({ lastOrderNumber: sql`${restaurantSettings.lastOrderNumber} + 1` })
      .where(and(eq(restaurantSettings.restaurantId, outlet.restaurantId), eq(restaurantSettings.tenantId, outlet.tenantId)))
      .returning({
        number: restaurantSettings.lastOrderNumber,
        open: restaurantSettings.isOnlineOrderEnabled,
        pausedUntil: restaurantSettings.orderingPausedUntil,
        cash: restaurantSettings.acceptsCash,
      });
    return {
      ctes: [['numbered', numbered]],
      refusals: [
        [
          'ordering_paused',
          sql`not exists (select from numbered) or ((select ${column(restaurantSettings.isOnlineOrderEnabled)} from numbered) <> 1
            and not coalesce(${raw.orderFor}::timestamptz >= (select ${column(restaurantSettings.orderingPausedUntil)} from numbered), false))`,
        ],
        ['cash_not_accepted', sql`${raw.cash}::boolean and not (select ${column(restaurantSettings.acceptsCash)} from numbered)`],
      ],
    };
  },
};
