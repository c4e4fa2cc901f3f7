import type { MenuKind } from '@crust/contract/menu';
import { MENU_PAGES, storefrontUrls } from './storefront-urls.ts';

// Issue 20: what search engines read before the pages: which pages there are (sitemap.xml) and
// which to leave alone (robots.txt). Pure; the service reads the outlets.

/** The tenant's public pages, the same whichever outlet is chosen. */
const TENANT_PAGES = ['/', '/deals', '/contact', '/terms', '/privacy', '/refund-policy'];

/** The API, the console, and pages that belong to one diner or one order: nothing there for a search engine. */
const PRIVATE_PATHS = ['/api/', '/console', '/checkout', '/profile', '/order-history', '/favorites', '/order-confirmation/'];

/** An active outlet and the menus it has something on. */
export interface SitemapOutlet {
  id: number;
  menus: readonly MenuKind[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** The sitemap protocol's urlset: the tenant's pages, then each outlet's menus and deals. */
export function sitemapXml(publicUrl: string, outlets: readonly SitemapOutlet[]): string {
  const urls = storefrontUrls(publicUrl);
  const outletPages = outlets.flatMap(({ id, menus }) => [...menus.map((kind) => urls.page(MENU_PAGES[kind], id)), urls.page('/deals', id)]);
  const entries = [...TENANT_PAGES.map((path) => urls.page(path)), ...outletPages].map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  const disallowed = PRIVATE_PATHS.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${storefrontUrls(publicUrl).page('/sitemap.xml')}`, ''].join('\n');
}
