import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_RESTAURANT_STATUS, type RestaurantsResponse, type RestaurantEntry } from '@crust/contract/restaurants';
import { apiRequest } from '@/lib/api-client';
import { env } from '@/lib/env';
import { untilFirstChange } from '@/lib/ordering-state-refetch';
import { storefrontQueryKeys } from '@/lib/storefront-query-keys';

export async function getRestaurants(): Promise<RestaurantEntry[]> {
  try {
    const response = await apiRequest<RestaurantsResponse>('/restaurants-with-images', {
      method: 'POST',
      body: { tenant_id: env.tenantId, status: ACTIVE_RESTAURANT_STATUS },
    });
    return response.data;
  } catch (error) {
    // Spec §8: the failure is logged and the list reads as empty (consumers use `data ?? []`);
    // it still rejects so the query reports the error and the dialog can show its error state.
    console.error('Failed to load restaurants', error);
    throw error;
  }
}

export const restaurantsQueryOptions = () =>
  queryOptions({
    queryKey: storefrontQueryKeys.restaurants(),
    queryFn: getRestaurants,
    // Issue 18 point 7: read again when an outlet's state changes (it opens, closes, a pause ends).
    refetchInterval: (query) => untilFirstChange((query.state.data ?? []).map((entry) => entry.ordering_state)),
  });

export const useRestaurants = () => useQuery(restaurantsQueryOptions());

/** Spec §2: only active outlets (status 1) are offered, whatever the server sends. */
export const activeRestaurants = (entries: readonly RestaurantEntry[] | undefined): RestaurantEntry[] =>
  (entries ?? []).filter((entry) => entry.restaurant.status === ACTIVE_RESTAURANT_STATUS);
