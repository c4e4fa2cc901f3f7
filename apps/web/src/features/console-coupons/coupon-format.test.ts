import { describe, expect, it } from 'vitest';
import { couponState, describeUses } from './coupon-format';
import { consoleCoupon } from './testing/coupon-fixture';

// Issue 18: the console called every enabled coupon Active, expired or used up alike.

const NOW = new Date('2026-11-27T08:00:00.000Z');

describe('a coupon’s state', () => {
  it.each([
    ['Active', {}],
    ['Expired', { valid_until: '2026-11-27T07:59:00.000Z' }],
    ['Used up', { usage_limit_total: 100, used_count: 100 }],
    ['Scheduled', { valid_from: '2026-12-01T00:00:00.000Z' }],
    ['Disabled', { disabled: true }],
    // Ended states whatever the switch; a disabled future coupon will not start.
    ['Expired', { disabled: true, valid_until: '2026-11-01T00:00:00.000Z' }],
    ['Used up', { disabled: true, usage_limit_total: 5, used_count: 5 }],
    ['Disabled', { disabled: true, valid_from: '2026-12-01T00:00:00.000Z' }],
    ['Active', { valid_from: '2026-11-01T00:00:00.000Z', valid_until: '2026-12-01T00:00:00.000Z', usage_limit_total: null, used_count: 999 }],
  ] as const)('is %s for %j', (state, overrides) => {
    expect(couponState(consoleCoupon(overrides), NOW)).toBe(state);
  });

  it('counts the uses left of a limit in all', () => {
    expect(describeUses(consoleCoupon({ usage_limit_total: 100, used_count: 100 }))).toBe('100 of 100 · 0 left');
    expect(describeUses(consoleCoupon({ usage_limit_total: 100, used_count: 42 }))).toBe('42 of 100 · 58 left');
    expect(describeUses(consoleCoupon({ usage_limit_total: null, used_count: 7 }))).toBe('7');
  });
});
