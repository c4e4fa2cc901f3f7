import type { ConsoleGiftCardDetail, GiftCardLedgerEntry, GiftCardReport } from '@crust/contract/console-gift-cards';

const SURRY_HILLS = { id: 1, name: 'Crust Surry Hills' };

export const ledgerEntry = (overrides: Partial<GiftCardLedgerEntry> = {}): GiftCardLedgerEntry => ({
  id: 1,
  kind: 'issue',
  amount: 5000,
  balance_after: 5000,
  order_id: null,
  order_number: null,
  restaurant: null,
  actor: 'diner',
  staff_name: null,
  reason: null,
  created_at: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

/** A $50 card bought online for Sam, $12.50 of it spent on order #1042 at Surry Hills. */
export const giftCard = (overrides: Partial<ConsoleGiftCardDetail> = {}): ConsoleGiftCardDetail => ({
  id: 9,
  code_last4: '0000',
  status: 'active',
  balance: 3750,
  initial_amount: 5000,
  currency: 'AUD',
  recipient_name: 'Sam Lee',
  recipient_email: 'sam@example.test',
  purchaser_email: 'alex@example.test',
  sold_at: null,
  deliver_at: '2026-03-01T00:00:00.000Z',
  expires_at: '2029-03-01T00:00:00.000Z',
  created_at: '2026-03-01T00:00:00.000Z',
  ledger: [
    ledgerEntry(),
    ledgerEntry({
      id: 2,
      kind: 'redeem',
      amount: -1250,
      balance_after: 3750,
      order_id: 'ord_1042',
      order_number: 1042,
      restaurant: SURRY_HILLS,
      created_at: '2026-03-06T08:00:00.000Z',
    }),
  ],
  ...overrides,
});

export const giftCardReport = (overrides: Partial<GiftCardReport> = {}): GiftCardReport => ({
  from: '2026-03-01',
  to: '2026-03-31',
  timezone: 'Australia/Sydney',
  currency: 'AUD',
  sold: { count: 3, value: 15000 },
  issued_by_hand: { count: 1, value: 2500 },
  redeemed: { count: 4, value: 6200 },
  refunded: { count: 1, value: 1250 },
  adjusted: { count: 2, value: -500 },
  voided: { count: 1, value: 2000 },
  expired: { count: 0, value: 0 },
  outstanding_at_end: 10050,
  by_outlet: [
    { outlet_id: 1, outlet_name: 'Crust Surry Hills', sold: { count: 2, value: 10000 }, redeemed: { count: 3, value: 5000 } },
    { outlet_id: null, outlet_name: 'Online', sold: { count: 1, value: 5000 }, redeemed: { count: 1, value: 1200 } },
  ],
  ...overrides,
});
