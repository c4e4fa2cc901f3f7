import { ACTIVE_RESTAURANT_STATUS } from '@crust/contract/restaurants';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { MENU_OF_PAGE, type ServerRenderedPath, type StorefrontView } from '@crust/contract/storefront-view';
import type { AppSettingsService } from '../app-settings/app-settings.service.ts';
import type { MenuService } from '../menu/menu.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { RestaurantsService } from '../restaurants/restaurants.service.ts';

/** A page the server renders: one of the storefront's public pages, or the not-found page. */
export type RenderedPath = ServerRenderedPath | 'not-found';

export interface StorefrontViewsDeps {
  restaurants: RestaurantsService;
  appSettings: AppSettingsService;
  menu: MenuService;
  offers: OffersService;
  now: () => Date;
}

/**
 * Issue 20: what a page is rendered from, read from the same services the API answers with (never
 * over HTTP), so the browser hydrates from exactly what its own requests would have fetched.
 */
export function createStorefrontViews({ restaurants, appSettings, menu, offers, now }: StorefrontViewsDeps) {
  return {
    /**
     * `outletId` is the outlet the request names; one that is not among the tenant's active outlets
     * counts as none. With none, the page wears the tenant's first outlet's configuration (the
     * tenant's content) and shows no outlet's menu: the browser asks the diner to choose (spec §2).
     */
    async read(tenantId: number, path: RenderedPath, outletId: number | null): Promise<StorefrontView> {
      const active = await restaurants.list({ tenant_id: tenantId, status: ACTIVE_RESTAURANT_STATUS });
      const outlet = active.find((entry) => entry.restaurant.id === outletId) ?? null;
      const dressedBy = outlet ?? active[0];
      // The outlet list carries each outlet's state now: the settings take it rather than work it out again.
      const settings = dressedBy
        ? (await appSettings.get({ tenant_id: tenantId, restaurant_id: dressedBy.restaurant.id }, dressedBy.ordering_state))[0]
        : undefined;
      const menuKind = path === 'not-found' ? undefined : MENU_OF_PAGE[path];
      const restaurantId = outlet?.restaurant.id;
      const [menuData, outletOffers] = await Promise.all([
        restaurantId && menuKind ? menu.served({ tenant_id: tenantId, restaurant_id: restaurantId, menu: menuKind }) : null,
        restaurantId && path === '/deals' ? offers.list({ tenant_id: tenantId, restaurant_id: restaurantId }) : null,
      ]);
      return {
        theme: settings?.web_config ?? defaultSiteConfig,
        outlet,
        restaurants: active,
        appSettings: outlet ? (settings ?? null) : null,
        menu: menuKind && menuData ? { kind: menuKind, data: menuData } : null,
        offers: outletOffers,
        readAt: now().getTime(),
      };
    },
  };
}
export type StorefrontViews = ReturnType<typeof createStorefrontViews>;
