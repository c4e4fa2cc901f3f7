import type { AppSettings } from './app-settings.ts';
import type { Menu, MenuKind } from './menu.ts';
import type { OutletOffers } from './offers.ts';
import type { RestaurantEntry } from './restaurants.ts';
import type { SiteConfig } from './site-config.ts';

/**
 * Issue 20: what the server renders a storefront page from, read from its services, and what the
 * page embeds for the browser to hydrate from, so that it asks for none of it again. Zod-free: the
 * browser's entry reads it and the server builds it; nothing personal (cart, account) is ever in it.
 */
export interface StorefrontView {
  /** The site configuration the page is drawn with: the outlet's, or the tenant's first outlet's with none chosen. */
  theme: SiteConfig;
  /** The outlet the page is for (the `outlet` query parameter, else the cookie written beside the selection), or null. */
  outlet: RestaurantEntry | null;
  /** The tenant's active outlets, as POST /api/restaurants-with-images answers. */
  restaurants: RestaurantEntry[];
  /** The chosen outlet's settings, as GET /api/v2/restaurants/app-settings answers (its first entry). */
  appSettings: AppSettings | null;
  /** The menu the page shows, when it shows one. */
  menu: { kind: MenuKind; data: Menu } | null;
  /** The outlet's offers, on /deals. */
  offers: OutletOffers | null;
  /** When the server read the above (ms since the epoch): the browser counts the data's freshness from it. */
  readAt: number;
}

/** The storefront pages the server renders (issue 20); the others are drawn by the browser behind the same shell. */
export const SERVER_RENDERED_PATHS = ['/', '/menu', '/instore-menu', '/dine-in-menu', '/deals', '/contact', '/terms', '/privacy', '/refund-policy'] as const;
export type ServerRenderedPath = (typeof SERVER_RENDERED_PATHS)[number];

/** The menu a server-rendered page shows, if any: the home page and /deals show the online menu's dishes and deals. */
export const MENU_OF_PAGE: Partial<Record<ServerRenderedPath, MenuKind>> = {
  '/': 'main',
  '/menu': 'main',
  '/deals': 'main',
  '/instore-menu': 'instore',
  '/dine-in-menu': 'dinein',
};

/** The query parameter that names the outlet a page is for (a shared menu link, the sitemap's entries). */
export const OUTLET_QUERY_PARAM = 'outlet';
/** The cookie the browser writes beside its persisted outlet selection, so the server renders that outlet's pages. */
export const OUTLET_COOKIE = 'crust_outlet';
/** The id of the <script type="application/json"> that carries the page's StorefrontView. */
export const STOREFRONT_VIEW_ELEMENT_ID = 'crust-view';
/**
 * The element of index.html (and console.html) holding spec §9's default site configuration as JSON,
 * which the plain SPA starts from; a server-rendered page carries its own configuration in its view
 * instead (issue 20).
 */
export const SITE_DEFAULTS_ELEMENT_ID = 'crust-site-defaults';

/** A page the server rendered (issue 20). */
export interface RenderedPage {
  /** The <title>, <meta> and preload <link>s React hoisted out of the page, for the document's <head>. */
  headTags: string;
  /** The page's HTML, for the root element. */
  html: string;
}

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist-server/) gives the server. */
export interface StorefrontRenderer {
  /** The tenant the storefront was built for (VITE_TENANT_ID). */
  tenantId: number;
  /**
   * Renders `url` (a path and query) from `view`. Rejects when the page's shell cannot render; a part
   * that fails inside it goes to `onError` and is left for the browser to render.
   */
  render(url: string, view: StorefrontView, onError: (error: unknown) => void): Promise<RenderedPage>;
}
