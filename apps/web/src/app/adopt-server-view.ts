import type { QueryClient } from '@tanstack/react-query';
import { OUTLET_QUERY_PARAM, type StorefrontView } from '@crust/contract/storefront-view';
import { useConfigStore } from '@/lib/config-store';
import { autoClearFromTheme, useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { createQueryClient } from '@/lib/query-client';
import { snapshotStoresFrom } from '@/lib/server-snapshot';
import { seedQueries } from './seed-queries';

/**
 * Before hydrating a server-rendered page (issue 20): the query client it answers holds what the
 * server read, so the page asks for none of it again; the stores hydrate from what the server drew
 * (lib/server-snapshot.ts), and the browser's state then takes what the server knew better.
 * - The theme: the server's is the current one; persisted under configStore for the next visit (spec §4).
 * - The outlet: a link that names one (`?outlet=`) chooses it; otherwise the diner's persisted choice
 *   stands, and the server's (from the cookie) is taken only when the browser has none.
 */
export function adoptServerView(view: StorefrontView): QueryClient {
  snapshotStoresFrom(view);
  const queryClient = createQueryClient();
  seedQueries(queryClient, view);
  useConfigStore.setState({ theme: view.theme });
  const { outlet } = view;
  if (!outlet) return queryClient;
  const selection = useSelectedRestaurantStore.getState();
  const isNamedByLink = new URLSearchParams(window.location.search).get(OUTLET_QUERY_PARAM) === String(outlet.restaurant.id);
  if (selection.selected?.restaurant.id === outlet.restaurant.id) useSelectedRestaurantStore.setState({ selected: outlet });
  else if (isNamedByLink || !selection.selected) selection.selectRestaurant(outlet, autoClearFromTheme(view.theme));
  return queryClient;
}
