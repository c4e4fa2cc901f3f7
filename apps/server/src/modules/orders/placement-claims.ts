import { cartLinesClaim } from './claims/cart-lines.ts';
import { couponsClaim } from './claims/coupons.ts';
import { giftCardClaim } from './claims/gift-card.ts';
import { idempotencyKeyClaim } from './claims/idempotency-key.ts';
import { outletSettingsClaim } from './claims/outlet-settings.ts';
import type { PlacementClaim } from './claims/placement-claim.ts';
import { slotClaim } from './claims/slot.ts';
import { unpaidOrdersClaim } from './claims/unpaid-orders.ts';

/**
 * What a placement claims (decision 006), in the order every placement takes their locks, so two
 * never wait on each other: the `before` steps in this order (the unpaid-order locks, then the
 * coupons' rows), then the statement's claims in this order (the outlet's settings row, the key, the
 * slot place, the cart's lines, the gift card's row), and releases in this order too (coupons before
 * the slot, the slot before the gift card, as a placement locks them). Its refusals are read in this
 * order: the first failed claim answers.
 *
 * A claim's statement part is SQL outside a *.repo.ts file: each is a fragment of the placement
 * repository's one statement (place-order.repo.ts composes them), split so a claim is one file.
 */
export const PLACEMENT_CLAIMS: readonly PlacementClaim[] = [
  outletSettingsClaim,
  idempotencyKeyClaim,
  unpaidOrdersClaim,
  couponsClaim,
  slotClaim,
  cartLinesClaim,
  giftCardClaim,
];
