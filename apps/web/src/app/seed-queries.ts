import type { QueryClient } from '@tanstack/react-query';
import type { StorefrontView } from '@crust/contract/storefront-view';
import { menuQueryOptions } from '@/features/menu/api/use-menu';
import { offersQueryOptions } from '@/features/menu/api/use-offers';
import { restaurantsQueryOptions } from '@/features/restaurants/api/get-restaurants';
import { appSettingsQueryOptions } from '@/features/settings/api/get-app-settings';

/**
 * Puts what the server read for the page into the query cache under the keys the page's own hooks
 * use, dated when the server read it: the page renders from it on the server, hydrates from the same
 * in the browser, and asks again only once it is older than the five minutes of spec §9 (issue 20).
 */
export function seedQueries(queryClient: QueryClient, view: StorefrontView): void {
  const read = { updatedAt: view.readAt };
  queryClient.setQueryData(restaurantsQueryOptions().queryKey, view.restaurants, read);
  const outletId = view.outlet?.restaurant.id;
  if (outletId === undefined) return;
  if (view.appSettings) queryClient.setQueryData(appSettingsQueryOptions(outletId).queryKey, view.appSettings, read);
  if (view.menu) queryClient.setQueryData(menuQueryOptions(outletId, view.menu.kind).queryKey, view.menu.data, read);
  if (view.offers) queryClient.setQueryData(offersQueryOptions(outletId).queryKey, view.offers, read);
}
