// Every error code the API answers with, in `{ "error": { "code", "message" } }` (errors.ts). Zod-free,
// so the browser can tell one refusal from another without a schema library (decision 001).

export const errorCodes = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** Issue 19: a console save over a version someone has saved since (409): reload and make the change again. */
  staleVersion: 'stale_version',
  /** Issue 19: deleting a category that still holds products (409): hide it, or move its products first. */
  categoryNotEmpty: 'category_not_empty',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** An unknown or expired coupon code (HTTP 400); the cart is left as it was. */
  invalidCoupon: 'invalid_coupon',
  /** Login: wrong email or password, one message for both (no account enumeration). */
  invalidCredentials: 'invalid_credentials',
  /** Login with the right password on an account whose email is not verified yet: a new code is sent. */
  emailNotVerified: 'email_not_verified',
  /** A wrong, expired or used one-time code (400; 401 for a sign-in's `login_code`). */
  invalidCode: 'invalid_code',
  /**
   * Issue 17: a session, or a client IP, already has as many live streams (an order's status, a
   * board) open as it may (429); one that closes frees its place.
   */
  tooManyStreams: 'too_many_streams',
  /** Lockout after repeated failures (login, codes, resends). */
  tooManyAttempts: 'too_many_attempts',
  /**
   * Issue 17: the right password, from an IP that has not signed in to the account lately, while the
   * account is under attack from many IPs (401). A code was emailed to the account (within its limits):
   * send it back as `login_code` with the password.
   */
  loginCodeRequired: 'login_code_required',
  /** Console sign-in (issue 10): the right password of a person with two-factor sign-in on, sent without a TOTP code (401). */
  totpRequired: 'totp_required',
  /** A wrong or already used TOTP code (401 at sign-in, 400 when turning two-factor sign-in on or off). */
  invalidTotp: 'invalid_totp',
  /** A guest token on a call for logged-in diners only (the wishlist). */
  loginRequired: 'login_required',
  /** A diner already has the most saved addresses allowed. */
  tooManyAddresses: 'too_many_addresses',
  /** A password that is too common to be safe. */
  weakPassword: 'weak_password',
  /** A delivery address outside every delivery zone of the chosen outlet (HTTP 422). */
  outsideDeliveryArea: 'outside_delivery_area',
  /** Order placement (issue 9), each refusal changing nothing: the outlet has paused online ordering (409). */
  orderingPaused: 'ordering_paused',
  /** Issue 17: the owner or the IP already has as many unpaid card orders as it may hold (429). */
  tooManyUnpaidOrders: 'too_many_unpaid_orders',
  /** The chosen time is not a slot of the outlet any more, or the slot is full (409). */
  slotUnavailable: 'slot_unavailable',
  /** The cart is worth less than the delivery zone's minimum order (422). */
  belowMinimumOrder: 'below_minimum_order',
  /** A product in the cart is out of stock now (409). */
  outOfStock: 'out_of_stock',
  /**
   * Issue 19: an add (or an edit) of a product outside its daypart schedules at the outlet (409): the
   * message says from when it is available ("Available from 11:00").
   */
  notAvailableNow: 'not_available_now',
  /** There is nothing in the cart to order, or it changed while the order was being placed (422). */
  cartEmpty: 'cart_empty',
  /**
   * A dish served only at a table in the restaurant (on the dine-in menu alone: the licensed drinks),
   * added without a table or placed for pickup or delivery (422, issue 17).
   */
  notAvailableForMethod: 'not_available_for_method',
  /** A cart already holding as many different items as one order can, or an item past its most (400, issue 17). */
  cartFull: 'cart_full',
  /** An order worth more than the outlet takes online before it is paid (422, issue 17): a large order is arranged with the outlet. */
  orderTooLarge: 'order_too_large',
  /** Cash on delivery at an outlet that does not take cash (422). */
  cashNotAccepted: 'cash_not_accepted',
  /** An Idempotency-Key already used with another request body (422). */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** A status change the order state machine forbids from the order's status now (409). */
  invalidTransition: 'invalid_transition',
  /** A console change naming an order version someone else has since changed (409): refresh and try again. */
  staleOrder: 'stale_order',
  /** A card payment the issuer declined (HTTP 402); the order waits for another card. */
  cardDeclined: 'card_declined',
  /** A card without the funds for the order (HTTP 402). */
  insufficientFunds: 'insufficient_funds',
  /** A payment that can no longer be made: its order ended unpaid (HTTP 409). */
  paymentNotPayable: 'payment_not_payable',
  /**
   * The payment service (Stripe) could not be reached while a card order was placed (HTTP 503, not 502:
   * the web app reads any 502 as the server being down). The order is kept: the same request with the
   * same Idempotency-Key finishes it.
   */
  paymentUnavailable: 'payment_unavailable',
  /** Issue 19: an uploaded photo larger than IMAGE_UPLOAD_MAX_BYTES (413); nothing is stored. */
  fileTooLarge: 'file_too_large',
  /**
   * Issue 19: an upload whose bytes are not a JPEG, PNG or WebP image (415; an SVG, a GIF, text named
   * photo.jpg), or one that cannot be read or is too narrow a strip to show (422); nothing is stored.
   */
  unsupportedImage: 'unsupported_image',
  /** Issue 19: a photo declaring more pixels than IMAGE_MAX_PIXELS (422): refused before it is decoded. */
  imageTooLarge: 'image_too_large',
  /** Issue 21: an unknown or void gift-card code, one message for both (404). */
  giftCardNotFound: 'gift_card_not_found',
  /** Issue 21: a gift card at placement that is unknown, void, expired or empty (422); nothing changes. */
  invalidGiftCard: 'invalid_gift_card',
  /** Issue 21: payment_method gift_card for an order the card does not cover whole (422). */
  giftCardInsufficient: 'gift_card_insufficient',
  /** Issue 21: a purchase's refund refused because part of its card was spent (409). */
  giftCardSpent: 'gift_card_spent',
  /** The server runs but cannot serve this yet (e.g. the storefront has not been built). */
  serviceUnavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
