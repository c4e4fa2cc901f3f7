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
