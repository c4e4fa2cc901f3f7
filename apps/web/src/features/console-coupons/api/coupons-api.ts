import type { ConsoleCoupon, CouponRequest, CouponUsesResponse } from '@crust/contract/console-coupons';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 10: the tenant's coupons as a manager or owner sees them, and their uses.

const couponsKey = ['console', 'coupons'] as const;

/** With an outlet: the coupons that apply there (its own and the tenant-wide ones). */
export const couponsQueryOptions = (outletId: number | null) =>
  queryOptions({
    queryKey: [...couponsKey, 'list', outletId],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleCoupon[] }>('/coupons', { query: { outlet_id: outletId ?? undefined }, signal })).data,
    staleTime: 30_000,
  });

export const useCoupons = (outletId: number | null) => useQuery(couponsQueryOptions(outletId));

/** Uses a page holds: a screenful on a tablet. */
export const USES_PER_PAGE = 20;

export const couponUsesQueryOptions = (couponId: number, page: number) =>
  queryOptions({
    queryKey: [...couponsKey, 'uses', couponId, page],
    queryFn: async ({ signal }) =>
      (await consoleRequest<CouponUsesResponse>(`/coupons/${couponId}/uses`, { query: { page, per_page: USES_PER_PAGE }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCouponUses = (couponId: number, page: number) => useQuery(couponUsesQueryOptions(couponId, page));

export type CouponChange = { id?: number; coupon: CouponRequest } | { id: number; action: 'disable' | 'enable' };

function sendCoupon(change: CouponChange): Promise<{ data: ConsoleCoupon }> {
  if ('action' in change) return consoleRequest(`/coupons/${change.id}/${change.action}`, { method: 'POST' });
  if (change.id === undefined) return consoleRequest('/coupons', { method: 'POST', body: change.coupon });
  return consoleRequest(`/coupons/${change.id}`, { method: 'PUT', body: change.coupon });
}

/** Create, replace, disable or enable; each list (per outlet) is read again after. */
export function useChangeCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CouponChange) => (await sendCoupon(change)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...couponsKey, 'list'] }),
  });
}
