import { errorCodes } from '@crust/contract/error-codes';
import { ApiRequestError } from '@/lib/api-client';

/** What checkout does about a failure besides saying so. */
export type Remedy =
  /** The slot went: back to step 1 to pick another time. */
  | 'choose-another-time'
  /** The address is not served (any more), or the cart is below its minimum: step 1 shows it as the delivery error. */
  | 'fix-delivery'
  | 'pay-by-card'
  /** The key was used with other details: the next try is a new attempt. */
  | 'new-attempt'
  /** The placed order ended unpaid: nothing more to pay for. */
  | 'order-ended';

export type PlacementFailure = { message: string; remedy?: Remedy };

/** A card the provider's own form refused or declined (Stripe), in the provider's words. */
export class CardFormError extends Error {
  override readonly name = 'CardFormError';
}

/** The order kept for payment was cancelled meanwhile (unpaid past its hold, or by the diner). */
export class OrderEndedError extends Error {
  override readonly name = 'OrderEndedError';
  constructor() {
    super('This order was cancelled before it was paid. Add your items to the cart again to order.');
  }
}

const TRY_AGAIN = 'We could not reach the restaurant to place your order. Try again: it will not be placed twice.';

/** Issue 9's placement refusals, each with a message a diner can act on; the server's words where they name what is wrong. */
function refusal(error: ApiRequestError): PlacementFailure {
  switch (error.code) {
    case errorCodes.orderingPaused:
      return { message: 'This outlet has paused online ordering, so your order was not placed. Your cart is saved: please try again later.' };
    case errorCodes.slotUnavailable:
      return { message: 'The time you chose is no longer available. Choose another time to place your order.', remedy: 'choose-another-time' };
    case errorCodes.outsideDeliveryArea:
    case errorCodes.belowMinimumOrder:
      return { message: error.message, remedy: 'fix-delivery' };
    case errorCodes.outOfStock:
      return { message: `${error.message} Your cart is still there to change.` };
    case errorCodes.invalidCoupon:
      return { message: `${error.message} Remove the coupon from your cart to order without it.` };
    case errorCodes.cartEmpty:
      return { message: 'Your cart is empty, or it changed while your order was being placed. Check your cart and try again.' };
    case errorCodes.cashNotAccepted:
      return { message: 'This outlet does not take cash on delivery. Pay by card instead.', remedy: 'pay-by-card' };
    case errorCodes.idempotencyKeyReused:
      return {
        message:
          'An earlier try to place this order may have gone through before your details changed. Check your email for an order confirmation before trying again.',
        remedy: 'new-attempt',
      };
    case errorCodes.cardDeclined:
    case errorCodes.insufficientFunds:
      return { message: `${error.message} Try another card: your order is kept for you.` };
    case errorCodes.paymentNotPayable:
      return { message: new OrderEndedError().message, remedy: 'order-ended' };
    default:
      // Another 4xx says what to fix in its own words; a 5xx may or may not have placed it.
      return { message: error.status >= 500 ? TRY_AGAIN : error.message };
  }
}

export function placementFailure(error: unknown): PlacementFailure {
  if (error instanceof ApiRequestError) return refusal(error);
  if (error instanceof CardFormError) return { message: error.message };
  if (error instanceof OrderEndedError) return { message: error.message, remedy: 'order-ended' };
  return { message: TRY_AGAIN };
}
