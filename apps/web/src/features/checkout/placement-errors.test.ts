import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { CardFormError, OrderEndedError, placementFailure } from './placement-errors';

const refused = (status: number, code: string, message = 'The server’s words.') => placementFailure(new ApiRequestError(status, code, message));

describe('placement refusals, each with a clear message and what checkout does about it (issue 9)', () => {
  it('ordering_paused: ordering is paused, the cart is kept', () => {
    expect(refused(409, 'ordering_paused').message).toMatch(/paused online ordering.*cart is saved/);
  });

  it('slot_unavailable: back to step 1 to choose another time', () => {
    expect(refused(409, 'slot_unavailable')).toEqual({
      message: 'The time you chose is no longer available. Choose another time to place your order.',
      remedy: 'choose-another-time',
    });
  });

  it('outside_delivery_area and below_minimum_order: the server’s words, shown at the address', () => {
    expect(refused(422, 'outside_delivery_area', 'Crust Central does not deliver to Bondi 2026.')).toEqual({
      message: 'Crust Central does not deliver to Bondi 2026.',
      remedy: 'fix-delivery',
    });
    expect(refused(422, 'below_minimum_order', 'Delivery starts at $20.00: add a little more.')).toMatchObject({ remedy: 'fix-delivery' });
  });

  it('out_of_stock and invalid_coupon: the server names what to change', () => {
    expect(refused(409, 'out_of_stock', 'Out of stock now: Garlic Bread. Remove it to order.').message).toContain('Garlic Bread');
    expect(refused(400, 'invalid_coupon', 'The coupon SAVE10 does not apply to this order.').message).toBe(
      'The coupon SAVE10 does not apply to this order. Remove the coupon from your cart to order without it.',
    );
  });

  it('cart_empty: check the cart', () => {
    expect(refused(422, 'cart_empty').message).toMatch(/cart is empty/);
  });

  it('cash_not_accepted: pay by card instead', () => {
    expect(refused(422, 'cash_not_accepted')).toEqual({ message: 'This outlet does not take cash on delivery. Pay by card instead.', remedy: 'pay-by-card' });
  });

  it('idempotency_key_reused: a new attempt, after checking for an earlier order', () => {
    expect(refused(422, 'idempotency_key_reused')).toMatchObject({ remedy: 'new-attempt' });
  });

  it('card_declined and insufficient_funds: try another card on the same order', () => {
    expect(refused(402, 'card_declined', 'Your card was declined.')).toEqual({
      message: 'Your card was declined. Try another card: your order is kept for you.',
    });
    expect(refused(402, 'insufficient_funds', 'Your card has insufficient funds.').remedy).toBeUndefined();
  });

  it('an order that ended unpaid has nothing left to pay for', () => {
    expect(refused(409, 'payment_not_payable')).toMatchObject({ remedy: 'order-ended' });
    expect(placementFailure(new OrderEndedError())).toMatchObject({ remedy: 'order-ended' });
  });

  it('a lost connection or a server failure may be retried: it will not place twice', () => {
    expect(placementFailure(new TypeError('Failed to fetch')).message).toMatch(/will not be placed twice/);
    expect(refused(503, 'service_unavailable').message).toMatch(/will not be placed twice/);
  });

  it('another refusal and the card form’s own words are shown as they are', () => {
    expect(refused(400, 'bad_request', 'A guest order needs guest_details.').message).toBe('A guest order needs guest_details.');
    expect(placementFailure(new CardFormError('Your card number is incomplete.'))).toEqual({ message: 'Your card number is incomplete.' });
  });
});
