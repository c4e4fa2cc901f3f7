import { describe, expect, it } from 'vitest';
import { onDeviceInZone } from '@/testing/device-time-zone';
import { couponRequest, couponToValues, emptyCoupon, type CouponFormValues } from './coupon-form-values';
import { consoleCoupon } from './testing/coupon-fixture';

// The coupon form checks with console-coupons.ts's own schema (issue 17), and sends cents and
// instants read on the clock of the outlet the coupon applies at.

const SYDNEY = 'Australia/Sydney';
const values = (overrides: Partial<CouponFormValues>): CouponFormValues => ({ ...emptyCoupon(1), name: 'Test', value: '10', ...overrides });
const errorsOf = (overrides: Partial<CouponFormValues>) => {
  const checked = couponRequest(values(overrides), SYDNEY);
  return 'errors' in checked ? checked.errors : {};
};

// A manager's laptop set to UTC, for coupons of outlets in Sydney and Perth.
onDeviceInZone('UTC');

describe('the coupon form’s checks, the contract’s', () => {
  it('words each field’s issue for a person, in dollars for money', () => {
    expect(errorsOf({ code: 'no spaces', name: ' ', kind: 'fixed', value: 'ten', min_order: '1000000.01', usage_limit_total: '0' })).toEqual({
      code: 'A coupon code is 2 to 32 letters, digits or dashes.',
      name: 'Name the coupon.',
      value: 'Enter an amount in dollars, e.g. 5 or 4.50.',
      min_order: 'At most $100,000.00.',
      usage_limit_total: 'At least 1.',
    });
    expect(errorsOf({ usage_limit_per_customer: 'lots', valid_from: '2026-02-30T10:00' })).toEqual({
      usage_limit_per_customer: 'Blank for no limit, or a whole number.',
      valid_from: 'Enter a date and time.',
    });
  });

  it('holds each kind to its value once the fields are right: 1–100 percent, a cent off, buy-X-get-Y with quantities and a product', () => {
    expect(errorsOf({ kind: 'percent', value: '150' }).value).toBe('A percent coupon takes 1 to 100 percent off.');
    expect(errorsOf({ kind: 'fixed', value: '0' }).value).toBe('A fixed coupon takes at least 1 cent off.');
    expect(errorsOf({ kind: 'buy_x_get_y', buy_quantity: '', get_quantity: '1' })).toEqual({ buy_quantity: 'Enter how many items to buy.' });
    expect(errorsOf({ kind: 'buy_x_get_y', buy_quantity: '0', get_quantity: '0' })).toEqual({
      buy_quantity: 'Buy at least 1 item.',
      get_quantity: 'Give at least 1 item.',
      free_product_id: 'Choose the product given away.',
    });
    expect(errorsOf({ scope: 'products', valid_from: '2026-05-02T10:00', valid_until: '2026-05-01T10:00' })).toEqual({
      product_ids: 'Choose the products it applies to.',
      valid_until: 'The end must be after the start.',
    });
  });

  it('sends a fixed coupon’s dollars and the minimum order as cents, the code as the contract keeps it, blanks as automatic and no limit', () => {
    expect(couponRequest(values({ kind: 'fixed', value: '4.35', min_order: '19.99', code: ' garlic-5 ', restaurant_id: '' }), SYDNEY)).toEqual({
      request: {
        code: 'GARLIC-5',
        name: 'Test',
        kind: 'fixed',
        value: 435,
        scope: 'order',
        category_ids: [],
        product_ids: [],
        min_order: 1999,
        valid_from: null,
        valid_until: null,
        usage_limit_total: null,
        usage_limit_per_customer: null,
        payment: 'any',
        buy_quantity: 0,
        get_quantity: 0,
        free_product_id: null,
        restaurant_id: null,
        is_public: false,
      },
    });
  });

  // Issue 17: the device's zone read "6 pm" as 6 pm UTC.
  it('reads the validity on the clock of the outlet it applies at, whatever the device’s zone', () => {
    const at = (zone: string) => couponRequest(values({ valid_from: '2026-03-06T18:00', valid_until: '2026-03-06T21:30' }), zone);
    expect(at(SYDNEY)).toMatchObject({ request: { valid_from: '2026-03-06T07:00:00.000Z', valid_until: '2026-03-06T10:30:00.000Z' } });
    expect(at('Australia/Perth')).toMatchObject({ request: { valid_from: '2026-03-06T10:00:00.000Z', valid_until: '2026-03-06T13:30:00.000Z' } });
    expect(couponToValues(consoleCoupon({ valid_until: '2026-06-30T13:59:00.000Z' }), SYDNEY).valid_until).toBe('2026-06-30T23:59');
  });

  it('reads a coupon back into the form unchanged', () => {
    const coupon = consoleCoupon({ kind: 'fixed', value: 550, valid_until: '2026-06-30T13:59:00.000Z', scope: 'categories', category_ids: [3] });
    const checked = couponRequest(couponToValues(coupon, SYDNEY), SYDNEY);
    expect(checked).toMatchObject({ request: { code: 'PIZZA20', value: 550, min_order: 3000, valid_until: '2026-06-30T13:59:00.000Z', category_ids: [3] } });
  });
});
