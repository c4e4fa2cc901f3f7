import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Menu, MenuKind, MenuResponse } from '@crust/contract/menu';
import { apiRequest } from '@/lib/api-client';
import { env } from '@/lib/env';
import { storefrontQueryKeys } from '@/lib/storefront-query-keys';

export async function getMenu(restaurantId: number, kind: MenuKind, signal?: AbortSignal): Promise<Menu> {
  const response = await apiRequest<MenuResponse>('/v2/menu', {
    query: { tenant_id: env.tenantId, restaurant_id: restaurantId, menu: kind },
    signal,
  });
  return response.data;
}

// Keyed by outlet and menu, so each outlet's three menus are cached apart. Freshness (spec §9: five
// minutes) is the shared query client's default; past it, the server's ETag makes a refetch cheap.
export const menuQueryOptions = (restaurantId: number, kind: MenuKind) =>
  queryOptions({
    queryKey: storefrontQueryKeys.menu(restaurantId, kind),
    queryFn: ({ signal }) => getMenu(restaurantId, kind, signal),
  });

/** The chosen outlet's menu of this kind; idle until an outlet is chosen. */
export const useMenu = (restaurantId: number | null, kind: MenuKind) =>
  useQuery({ ...menuQueryOptions(restaurantId ?? 0, kind), enabled: restaurantId !== null });

export type MenuQuery = ReturnType<typeof useMenu>;
