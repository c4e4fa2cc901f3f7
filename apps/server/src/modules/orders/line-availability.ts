import type { CartItem } from '@crust/contract/cart';
import { errorCodes } from '@crust/contract/errors';
import type { PlaceOrderRequest } from '@crust/contract/orders';
import { HttpError } from '../../lib/http-error.ts';
import { namesList } from '../../lib/names-list.ts';

/**
 * Issue 17: a dish served only at a table in the restaurant (on the dine-in menu alone: the licensed
 * drinks) is never handed over the counter or delivered. A table's order takes it; pickup and
 * delivery are refused with 422 not_available_for_method, naming what to remove. (The counter's
 * in-store menu is never ordered from online: the cart refuses its dishes when they are added.)
 */
export function checkLineAvailability(
  items: readonly Pick<CartItem, 'name' | 'dine_in_only'>[],
  order: Pick<PlaceOrderRequest, 'delivery_method' | 'table_number'>,
): void {
  if (order.table_number !== undefined) return;
  const names = [...new Set(items.filter((item) => item.dine_in_only).map((item) => item.name))];
  if (names.length === 0) return;
  const one = names.length === 1;
  throw new HttpError(
    422,
    errorCodes.notAvailableForMethod,
    `${namesList(names)} ${one ? 'is' : 'are'} served only at a table in the restaurant, so ${one ? 'it' : 'they'} cannot be ordered for ${order.delivery_method}: remove ${one ? 'it' : 'them'} from your cart to order.`,
  );
}
