import type { StorefrontView } from '@crust/contract/storefront-view';
import { useConfigStore } from './config-store';
import { useSelectedRestaurantStore } from './selected-restaurant-store';

/**
 * React renders a page on the server, and hydrates it in the browser, from each store's server
 * snapshot, which zustand takes from the store's initial state. Left alone that is the default theme
 * and no outlet on both sides: the HTML would show neither the tenant's theme nor the outlet the page
 * is for. The initial state of these two stores is made the page's StorefrontView's, on the server
 * for each render (they take turns) and in the browser before hydrating, so both render the same
 * page; from then on the browser's own state (the diner's persisted choices) takes over. Every other
 * store keeps its defaults: nothing personal is in the server's HTML (issue 20).
 */
export function snapshotStoresFrom(view: StorefrontView): void {
  // The same objects, changed in place: React requires a server snapshot to stay the same object.
  Object.assign(useConfigStore.getInitialState(), { theme: view.theme, isThemeLoading: false });
  Object.assign(useSelectedRestaurantStore.getInitialState(), { selected: view.outlet });
}
