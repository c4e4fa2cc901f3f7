import type { ConsoleCoupon } from '@crust/contract/console-coupons';
import { formatCents } from '@crust/contract/prices';
import { formatDateTime } from '@/lib/zoned-time';

// How a coupon reads in the console's list.

export function describeValue(coupon: Pick<ConsoleCoupon, 'kind' | 'value' | 'buy_quantity' | 'get_quantity'>): string {
  if (coupon.kind === 'percent') return `${coupon.value}% off`;
  if (coupon.kind === 'fixed') return `${formatCents(coupon.value)} off`;
  return `Buy ${coupon.buy_quantity}, get ${coupon.get_quantity} free`;
}

/** When it applies, on `timeZone`'s clock (the outlet's it applies at, or the tenant's). */
export function describeValidity({ valid_from, valid_until }: Pick<ConsoleCoupon, 'valid_from' | 'valid_until'>, timeZone: string): string {
  const when = (iso: string) => formatDateTime(iso, timeZone);
  if (valid_from && valid_until) return `${when(valid_from)} – ${when(valid_until)}`;
  if (valid_from) return `From ${when(valid_from)}`;
  if (valid_until) return `Until ${when(valid_until)}`;
  return 'Always';
}

export function describeLimits({ usage_limit_total, usage_limit_per_customer }: Pick<ConsoleCoupon, 'usage_limit_total' | 'usage_limit_per_customer'>): string {
  const limits = [usage_limit_total !== null && `${usage_limit_total} in all`, usage_limit_per_customer !== null && `${usage_limit_per_customer} per customer`];
  return limits.filter(Boolean).join(' · ') || 'No limit';
}

/**
 * Issue 18: what a coupon does now, as the cart would treat it. Ended states come first (enabling an
 * expired or used-up coupon does not bring it back), then disabled (a disabled future coupon will not
 * start), then scheduled.
 */
export function couponState(
  coupon: Pick<ConsoleCoupon, 'disabled' | 'valid_from' | 'valid_until' | 'usage_limit_total' | 'used_count'>,
  now: Date,
): 'Expired' | 'Used up' | 'Disabled' | 'Scheduled' | 'Active' {
  if (coupon.valid_until !== null && Date.parse(coupon.valid_until) <= now.getTime()) return 'Expired';
  if (coupon.usage_limit_total !== null && coupon.used_count >= coupon.usage_limit_total) return 'Used up';
  if (coupon.disabled) return 'Disabled';
  if (coupon.valid_from !== null && Date.parse(coupon.valid_from) > now.getTime()) return 'Scheduled';
  return 'Active';
}

/** '42 of 100 · 58 left', or '42' for a coupon without a limit in all. */
export function describeUses({ used_count: used, usage_limit_total: limit }: Pick<ConsoleCoupon, 'used_count' | 'usage_limit_total'>): string {
  return limit === null ? String(used) : `${used} of ${limit} · ${Math.max(limit - used, 0)} left`;
}
