import { describe, expect, it } from 'vitest';
import { orderTenders } from './order-view.ts';

// Issue 21: an order's tenders add up to its total for every way of paying, and what is due (to pay
// by card, or for the door or counter to collect, as the console's board card shows it) is the
// total less the gift card's part, and nothing once a card payment has succeeded.

const order = (paymentMethod: 'card' | 'cash_on_delivery' | 'pay_at_counter' | 'gift_card', giftCardAmount = 0) => ({
  total: 3000,
  paymentMethod,
  giftCardAmount,
  giftCardLast4: giftCardAmount > 0 ? 'AB12' : null,
});
const gift = (amount: number) => ({ method: 'gift_card', amount, code_last4: 'AB12' });

describe('an order’s tenders and amount due', () => {
  it('without a gift card: one tender of the total, due until a card payment succeeds', () => {
    expect(orderTenders(order('cash_on_delivery'), null)).toEqual({ tenders: [{ method: 'cash_on_delivery', amount: 3000 }], amount_due: 3000 });
    expect(orderTenders(order('pay_at_counter'), null)).toEqual({ tenders: [{ method: 'pay_at_counter', amount: 3000 }], amount_due: 3000 });
    expect(orderTenders(order('card'), 'requires_payment')).toEqual({ tenders: [{ method: 'card', amount: 3000 }], amount_due: 3000 });
    expect(orderTenders(order('card'), 'succeeded').amount_due).toBe(0);
  });

  it('with a gift card’s part: the card first, the rest by the order’s way, the rest due (cash to collect, or a card payment until paid)', () => {
    expect(orderTenders(order('cash_on_delivery', 1200), null)).toEqual({
      tenders: [gift(1200), { method: 'cash_on_delivery', amount: 1800 }],
      amount_due: 1800,
    });
    expect(orderTenders(order('pay_at_counter', 1200), null)).toEqual({ tenders: [gift(1200), { method: 'pay_at_counter', amount: 1800 }], amount_due: 1800 });
    expect(orderTenders(order('card', 1200), 'requires_payment')).toEqual({ tenders: [gift(1200), { method: 'card', amount: 1800 }], amount_due: 1800 });
    expect(orderTenders(order('card', 1200), 'succeeded').amount_due).toBe(0);
  });

  it('a gift card that pays it all: its one tender, nothing due, whatever payment_method named', () => {
    expect(orderTenders(order('gift_card', 3000), null)).toEqual({ tenders: [gift(3000)], amount_due: 0 });
    expect(orderTenders(order('card', 3000), null)).toEqual({ tenders: [gift(3000)], amount_due: 0 });
  });
});
