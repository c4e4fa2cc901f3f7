import { describe, expect, it } from 'vitest';
import { couponRequest, couponToValues, emptyCoupon, type CouponFormValues } from './coupon-form-values';
import { consoleCoupon } from './testing/coupon-fixture';

// The coupon form checks what console-coupons.ts's schema checks, and sends cents and instants.

const values = (overrides: Partial<CouponFormValues>): CouponFormValues => ({ ...emptyCoupon(1), name: 'Test', ...overrides });
const errorsOf = (overrides: Partial<CouponFormValues>) => {
  const checked = couponRequest(values(overrides));
  return 'errors' in checked ? checked.errors : {};
};

describe('the coupon form’s checks', () => {
  it('holds each kind to its value: 1–100 percent, at least a cent off, buy-X-get-Y with quantities and a product', () => {
    expect(errorsOf({ kind: 'percent', value: '150' }).value).toBe('A percent coupon takes 1 to 100 percent off.');
    expect(errorsOf({ kind: 'fixed', value: '0' }).value).toBe('Enter the amount off in dollars, at least $0.01.');
    expect(errorsOf({ kind: 'buy_x_get_y' })).toMatchObject({
      buy_quantity: 'Buy 1 to 100 items.',
      get_quantity: 'Give 1 to 100 items.',
      free_product_id: 'Choose the product given away.',
    });
  });

  it('refuses a bad code, a missing name, a scope without ids, an end before the start and a zero limit', () => {
    expect(
      errorsOf({ code: 'no spaces', name: ' ', scope: 'products', valid_from: '2026-05-02T10:00', valid_until: '2026-05-01T10:00', usage_limit_total: '0' }),
    ).toEqual({
      code: 'A coupon code is 2 to 32 letters, digits or dashes.',
      name: 'Name the coupon.',
      value: 'A percent coupon takes 1 to 100 percent off.',
      product_ids: 'Choose the products it applies to.',
      valid_until: 'The end must be after the start.',
      usage_limit_total: 'Blank for no limit, or 1 to 100,000.',
    });
  });

  it('sends a fixed coupon’s dollars and the minimum order as cents, a blank code as automatic, blanks as no limit', () => {
    expect(couponRequest(values({ kind: 'fixed', value: '4.35', min_order: '19.99', code: '', restaurant_id: '' }))).toEqual({
      request: {
        code: null,
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
      },
    });
  });

  it('reads a coupon back into the form unchanged', () => {
    const coupon = consoleCoupon({ kind: 'fixed', value: 550, valid_until: '2026-06-30T13:59:00.000Z', scope: 'categories', category_ids: [3] });
    const checked = couponRequest(couponToValues(coupon));
    expect(checked).toMatchObject({ request: { code: 'PIZZA20', value: 550, min_order: 3000, valid_until: '2026-06-30T13:59:00.000Z', category_ids: [3] } });
  });
});
