import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleCoupon } from '../testing/coupon-fixture';
import { CouponList } from './coupon-list';

// Issue 18: a used-up or expired coupon read "Active" in the console's list.

describe('the coupon list', () => {
  it('shows each coupon’s real state and the uses left', () => {
    render(
      <CouponList
        coupons={[
          consoleCoupon({ id: 1, code: 'GONE', usage_limit_total: 100, used_count: 100 }),
          consoleCoupon({ id: 2, code: 'OLD', valid_until: '2020-01-31T13:00:00.000Z' }),
          consoleCoupon({ id: 3, code: 'XMAS', valid_from: '2099-12-24T13:00:00.000Z' }),
          consoleCoupon({ id: 4, code: 'OFF', disabled: true }),
          consoleCoupon({ id: 5, code: 'LIVE', used_count: 42, is_public: true }),
        ]}
        outlets={[{ id: 1, name: 'Crust Surry Hills' }]}
        zoneOf={() => 'Australia/Sydney'}
        busy={false}
        onEdit={() => {}}
        onToggleDisabled={() => {}}
        onShowUses={() => {}}
      />,
    );
    const row = (code: string) => screen.getByRole('row', { name: new RegExp(code) });
    expect(within(row('GONE')).getByRole('cell', { name: 'Used up' })).toBeInTheDocument();
    expect(row('GONE')).toHaveTextContent('100 of 100 · 0 left');
    expect(within(row('OLD')).getByRole('cell', { name: 'Expired' })).toBeInTheDocument();
    expect(within(row('XMAS')).getByRole('cell', { name: 'Scheduled' })).toBeInTheDocument();
    expect(within(row('OFF')).getByRole('cell', { name: 'Disabled' })).toBeInTheDocument();
    expect(within(row('LIVE')).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
    expect(row('LIVE')).toHaveTextContent('42 of 100 · 58 left');
    // Issue 18 point 12: which codes diners see on the storefront's Deals page.
    expect(row('LIVE')).toHaveTextContent('Shown on the Deals page');
    expect(row('GONE')).not.toHaveTextContent('Shown on the Deals page');
  });
});
