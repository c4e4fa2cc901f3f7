import { errorCodes } from '@crust/contract/errors';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartLines } from '../../../db/schema/cart-lines.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { PlacementClaim } from './placement-claim.ts';

/** Exactly the cart lines the order was priced from, taken out of the cart: fewer than priced, the cart changed meanwhile. */
export const cartLinesClaim: PlacementClaim = {
  name: 'cart-lines',
  refusals: {
    cart_changed: () => new HttpError(422, errorCodes.cartEmpty, 'Your cart changed while the order was being placed: check it and try again.'),
  },
  statement: ({ db, rows, placeholders }) => {
    const owner = placeholders('owner', rows.owner);
    const ownerOfLines = rows.owner.userId !== null ? eq(cartLines.userId, owner.userId) : eq(cartLines.guestId, owner.guestId);
    const ids = rows.cartLineIds.map((_, index) => sql.placeholder(`cartLine.${index}`));
    const takenLines = db
      .delete(cartLines)
      .where(and(ownerOfLines, inArray(cartLines.id, ids)))
      .returning({ id: cartLines.id });
    return {
      ctes: [['taken_lines', takenLines]],
      refusals: [['cart_changed', sql`(select count(*) from taken_lines) <> ${placeholders('raw', rows.raw).lineCount}::integer`]],
    };
  },
};
