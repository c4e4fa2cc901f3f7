import { MENU_KINDS, type Menu, type MenuKind } from '@crust/contract/menu';
import { ACTIVE_RESTAURANT_STATUS } from '@crust/contract/restaurants';
import type { MenuService } from '../menu/menu.service.ts';
import type { RestaurantsService } from '../restaurants/restaurants.service.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';
import { scriptSafeJson } from '../../lib/html-text.ts';
import { menuJsonLd, restaurantJsonLd, type SeoOutlet } from './structured-data.ts';

export interface StorefrontSeoOptions {
  restaurants: Pick<RestaurantsService, 'list'>;
  menu: Pick<MenuService, 'offer'>;
  /** config.PUBLIC_URL. */
  publicUrl: string;
  /** config.STOREFRONT_TENANT_ID: the tenant whose storefront this server serves. */
  tenantId: number;
}

/** What a server-rendered page describes: its outlet and, on a menu page, that menu. */
export interface StructuredDataInput {
  outlet: SeoOutlet;
  /** The outlet's app settings' `currency`. */
  currency: string;
  /** On a menu page: which menu, and the site configuration's menu.showOutOfStockProducts. */
  menu?: { kind: MenuKind; menu: Menu; showOutOfStock: boolean };
}

export function createStorefrontSeoService({ restaurants, menu, publicUrl, tenantId }: StorefrontSeoOptions) {
  /** An outlet has a menu on when that menu shows something: the rule the menu page itself follows (a category with products). */
  const menusOn = async (restaurantId: number): Promise<MenuKind[]> => {
    const offers = await Promise.all(MENU_KINDS.map((kind) => menu.offer({ tenant_id: tenantId, restaurant_id: restaurantId, menu: kind })));
    return MENU_KINDS.filter((_kind, index) => offers[index]!.menu.categories.length > 0);
  };
  const robots = robotsTxt(publicUrl);

  return {
    /** The storefront's public pages; the menus come from the menu cache, so it follows catalogue edits. */
    async sitemap(): Promise<string> {
      const outlets = await restaurants.list({ tenant_id: tenantId, status: ACTIVE_RESTAURANT_STATUS });
      return sitemapXml(publicUrl, await Promise.all(outlets.map(async ({ restaurant }) => ({ id: restaurant.id, menus: await menusOn(restaurant.id) }))));
    },
    robots: () => robots,
    /**
     * The text of the page's `<script type="application/ld+json">`: the outlet as a Restaurant and,
     * on a menu page, its Menu, as one JSON-LD array, escaped so that it cannot end the script.
     */
    structuredData({ outlet, currency, menu: shown }: StructuredDataInput): string {
      const restaurant = restaurantJsonLd({ publicUrl, outlet, currency });
      if (!shown) return scriptSafeJson([restaurant]);
      const outletRef = { id: outlet.restaurant.id, name: outlet.restaurant.name };
      return scriptSafeJson([restaurant, menuJsonLd({ publicUrl, outlet: outletRef, currency, ...shown })]);
    },
  };
}
export type StorefrontSeoService = ReturnType<typeof createStorefrontSeoService>;
