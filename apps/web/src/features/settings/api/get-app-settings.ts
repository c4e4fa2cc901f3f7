import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppSettingsResponse, AppSettings } from '@crust/contract/app-settings';
import { apiRequest } from '@/lib/api-client';
import { env } from '@/lib/env';
import { untilFirstChange } from '@/lib/ordering-state-refetch';
import { storefrontQueryKeys } from '@/lib/storefront-query-keys';

export async function getAppSettings(restaurantId: number): Promise<AppSettings> {
  const response = await apiRequest<AppSettingsResponse>('/v2/restaurants/app-settings', {
    query: { tenant_id: env.tenantId, restaurant_id: restaurantId },
  });
  // Spec §7: the answer is a list and its first entry holds the outlet's settings.
  const [settings] = response.data;
  if (!settings) throw new Error(`No app settings for restaurant ${restaurantId}`);
  return settings;
}

// Keyed by outlet, so choosing another outlet fetches its own settings (spec §4).
export const appSettingsQueryOptions = (restaurantId: number) =>
  queryOptions({
    queryKey: storefrontQueryKeys.appSettings(restaurantId),
    queryFn: () => getAppSettings(restaurantId),
    // Issue 18 point 7: read again when the outlet's state changes (a timed pause ends).
    refetchInterval: (query) => untilFirstChange(query.state.data ? [query.state.data.ordering_state] : []),
  });

export const useAppSettings = (restaurantId: number | null) => useQuery({ ...appSettingsQueryOptions(restaurantId ?? 0), enabled: restaurantId !== null });
