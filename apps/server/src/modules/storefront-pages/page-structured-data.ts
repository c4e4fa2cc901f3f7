import type { StorefrontView } from '@crust/contract/storefront-view';
import type { StorefrontSeoService } from '../storefront-seo/storefront-seo.service.ts';
import type { RenderedPath } from './storefront-views.ts';

const MENU_PAGES = new Set<RenderedPath>(['/menu', '/instore-menu', '/dine-in-menu']);

/**
 * A page's JSON-LD (issue 20): its outlet as a Restaurant and, on a menu page, the menu shown. A page
 * for no outlet describes none: the sitemap leads search engines to each outlet's own pages.
 */
export const pageStructuredData =
  (seo: Pick<StorefrontSeoService, 'structuredData'>) =>
  (view: StorefrontView, path: RenderedPath): string => {
    const currency = view.appSettings?.currency;
    if (!view.outlet || !currency) return '';
    const menu =
      MENU_PAGES.has(path) && view.menu ? { kind: view.menu.kind, menu: view.menu.data, showOutOfStock: view.theme.menu.showOutOfStockProducts } : undefined;
    return `<script type="application/ld+json">${seo.structuredData({ outlet: view.outlet, currency, menu })}</script>`;
  };
