import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OffersResponse, OutletOffers } from '@crust/contract/offers';
import { apiRequest } from '@/lib/api-client';
import { env } from '@/lib/env';
import { storefrontQueryKeys } from '@/lib/storefront-query-keys';

export async function getOffers(restaurantId: number, signal?: AbortSignal): Promise<OutletOffers> {
  const response = await apiRequest<OffersResponse>('/v2/offers', { query: { tenant_id: env.tenantId, restaurant_id: restaurantId }, signal });
  return response.data;
}

export const offersQueryOptions = (restaurantId: number) =>
  queryOptions({ queryKey: storefrontQueryKeys.offers(restaurantId), queryFn: ({ signal }) => getOffers(restaurantId, signal) });

/** Issue 18 point 12: the outlet's automatic offers and public coupon codes usable now, for /deals. */
export const useOffers = (restaurantId: number) => useQuery(offersQueryOptions(restaurantId));
