import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Menu, MenuKind, MenuResponse } from '@crust/contract/menu';
import { apiRequest } from '@/lib/api-client';
import { env } from '@/lib/env';

export async function getMenu(restaurantId: number, kind: MenuKind, signal?: AbortSignal): Promise<Menu> {
  const response = await apiRequest<MenuResponse>('/v2/menu', {
    query: { tenant_id: env.tenantId, restaurant_id: restaurantId, menu: kind },
    signal,
  });
  return response.data;
}

/**
 * Issue 19: an open menu shows the restaurant's edits (a price, a product taken off) within about a
 * second. While the page is visible the menu is asked again this often; the browser sends the ETag
 * it holds (the answer is no-cache), so an unchanged menu costs a bodiless 304 from the server's
 * cache and the same data keeps every component as it was.
 */
export const MENU_POLL_MS = 1000;

// Keyed by outlet and menu, so each outlet's three menus are cached apart. Freshness (spec §9: five
// minutes) is the shared query client's default; past it, the server's ETag makes a refetch cheap.
export const menuQueryOptions = (restaurantId: number, kind: MenuKind) =>
  queryOptions({
    queryKey: ['menu', env.tenantId, restaurantId, kind],
    queryFn: ({ signal }) => getMenu(restaurantId, kind, signal),
  });

/** The chosen outlet's menu of this kind; idle until an outlet is chosen. */
export const useMenu = (restaurantId: number | null, kind: MenuKind) =>
  useQuery({ ...menuQueryOptions(restaurantId ?? 0, kind), enabled: restaurantId !== null, refetchInterval: MENU_POLL_MS });

export type MenuQuery = ReturnType<typeof useMenu>;
