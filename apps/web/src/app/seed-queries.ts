import type { QueryClient } from '@tanstack/react-query';
import type { StorefrontView } from '@crust/contract/storefront-view';
import { storefrontQueryKeys as keys } from '@/lib/storefront-query-keys';

/**
 * Puts what the server read for the page into the query cache under the keys the page's own hooks
 * use, dated when the server read it: the page renders from it on the server, hydrates from the same
 * in the browser, and asks again only once it is older than the five minutes of spec §9 (issue 20).
 */
export function seedQueries(queryClient: QueryClient, view: StorefrontView): void {
  const read = { updatedAt: view.readAt };
  queryClient.setQueryData(keys.restaurants(), view.restaurants, read);
  const outletId = view.outlet?.restaurant.id;
  if (outletId === undefined) return;
  if (view.appSettings) queryClient.setQueryData(keys.appSettings(outletId), view.appSettings, read);
  if (view.menu) queryClient.setQueryData(keys.menu(outletId, view.menu.kind), view.menu.data, read);
  if (view.offers) queryClient.setQueryData(keys.offers(outletId), view.offers, read);
}
