import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appSettingsResponseSchema } from '@crust/contract/app-settings';
import { menuResponseSchema, type MenuKind } from '@crust/contract/menu';
import { onlinePrice } from '@crust/contract/prices';
import { restaurantsResponseSchema, type RestaurantEntry } from '@crust/contract/restaurants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '../../test/schema-org.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';
import { menuJsonLd, restaurantJsonLd } from './structured-data.ts';

const PUBLIC_URL = 'https://order.crust.example';

/** A built storefront that still ships robots.txt of its own: the server's must win over it. */
const webDist = mkdtempSync(join(tmpdir(), 'crust-seo-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Crust</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemapXml and robotsTxt', () => {
  it('escapes XML in addresses and lists each outlet’s menus and deals after the tenant’s pages', () => {
    const xml = sitemapXml('https://example.com/fish&chips/', [{ id: 3, menus: ['main', 'dinein'] }]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locsOf(xml)).toEqual(
      ['/', '/deals', '/contact', '/terms', '/privacy', '/refund-policy', '/menu?outlet=3', '/dine-in-menu?outlet=3', '/deals?outlet=3'].map(
        (path) => `https://example.com/fish&amp;chips${path}`,
      ),
    );
    expect(xml).not.toMatch(/&(?!amp;)/);
  });

  it('allows the storefront, keeps crawlers out of the API, the console and diners’ own pages, and names the sitemap', () => {
    expect(robotsTxt(PUBLIC_URL).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /console',
      'Disallow: /checkout',
      'Disallow: /profile',
      'Disallow: /order-history',
      'Disallow: /favorites',
      'Disallow: /order-confirmation/',
      '',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      '',
    ]);
  });
});

describeEachDatabase(
  'storefront SEO: sitemap.xml, robots.txt and the demo’s JSON-LD',
  (get) => {
    const outlets = async (): Promise<RestaurantEntry[]> => {
      const response = await get().app.inject({ method: 'POST', url: '/api/restaurants-with-images', payload: { tenant_id: 64 } });
      return restaurantsResponseSchema.parse(response.json()).data;
    };
    const outletNamed = async (name: string) => {
      const outlet = (await outlets()).find((entry) => entry.restaurant.name.startsWith(name));
      if (!outlet) throw new Error(`No outlet named ${name}`);
      return outlet;
    };
    const fetchMenu = async (outletId: number, kind: MenuKind) => {
      const response = await get().app.inject({ method: 'GET', url: `/api/v2/menu?tenant_id=64&restaurant_id=${outletId}&menu=${kind}` });
      return menuResponseSchema.parse(response.json()).data;
    };
    const sitemap = () => get().app.inject({ method: 'GET', url: '/sitemap.xml' });

    it('serves robots.txt as text for an hour, over the built storefront’s own file', async () => {
      const response = await get().app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toBe(robotsTxt(PUBLIC_URL));
    });

    it('lists the tenant’s pages and each active outlet’s menus and deals in sitemap.xml, absolute, as XML for an hour', async () => {
      const response = await sitemap();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const active = (await outlets()).filter((entry) => entry.restaurant.status === 1).map((entry) => entry.restaurant.id);
      expect(active).toHaveLength(3);
      const perOutlet = active.flatMap((id) => [
        `${PUBLIC_URL}/menu?outlet=${id}`,
        `${PUBLIC_URL}/instore-menu?outlet=${id}`,
        `${PUBLIC_URL}/dine-in-menu?outlet=${id}`,
        `${PUBLIC_URL}/deals?outlet=${id}`,
      ]);
      const tenantPages = ['/', '/deals', '/contact', '/terms', '/privacy', '/refund-policy'].map((path) => `${PUBLIC_URL}${path}`);
      expect(locsOf(response.body)).toEqual([...tenantPages, ...perOutlet]);
      // The closed outlet (Parramatta, status 0) is not there.
      const closed = (await outlets()).find((entry) => entry.restaurant.status !== 1);
      expect(response.body).not.toContain(`outlet=${closed?.restaurant.id}<`);
    });

    it('gives an outlet’s Restaurant and Menu from the demo data: schema.org-valid, its address, 40+ items priced in dollars', async () => {
      const surryHills = await outletNamed('Crust Surry Hills');
      const id = surryHills.restaurant.id;
      const settings = await get().app.inject({ method: 'GET', url: `/api/v2/restaurants/app-settings?tenant_id=64&restaurant_id=${id}` });
      const currency = appSettingsResponseSchema.parse(settings.json()).data[0]!.currency;
      expect(currency).toBe('AUD');
      const menu = await fetchMenu(id, 'main');

      const restaurant = restaurantJsonLd({ publicUrl: PUBLIC_URL, outlet: surryHills, currency });
      const menuDocument = menuJsonLd({
        publicUrl: PUBLIC_URL,
        outlet: { id, name: surryHills.restaurant.name },
        kind: 'main',
        menu,
        currency,
        showOutOfStock: true,
      });
      expect(schemaOrgProblems([restaurant, menuDocument])).toEqual([]);
      expect(restaurant.address).toEqual({ '@type': 'PostalAddress', streetAddress: '412 Crown Street', addressLocality: 'Surry Hills NSW 2010' });
      expect(restaurant.telephone).toBe('(02) 9360 1010');
      expect((restaurant.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);

      type Item = { name: string; offers: { price: string; priceCurrency: string } };
      const sections = menuDocument.hasMenuSection as { name: string; hasMenuItem: Item[] }[];
      const items = sections.flatMap((section) => section.hasMenuItem);
      expect(items.filter((item) => item.offers.priceCurrency === 'AUD').length).toBeGreaterThanOrEqual(40);
      expect(sections.map((section) => section.name)).toEqual([...menu.categories.map((category) => category.name), 'Deals']);
      // Each product at what the website charges, in dollars; the Margherita is $18.00 online.
      const products = menu.categories.flatMap((category) => category.products);
      const productItems = sections.slice(0, -1).flatMap((section) => section.hasMenuItem);
      expect(productItems.map((item) => item.offers.price)).toEqual(products.map((product) => (onlinePrice(product) / 100).toFixed(2)));
      expect(productItems.find((item) => item.name === 'Margherita')?.offers.price).toBe('18.00');
      expect(sections.at(-1)?.hasMenuItem.map((item) => item.offers.price)).toEqual(menu.deals.map((deal) => (deal.price / 100).toFixed(2)));
    });

    // Last: it changes the catalogue.
    it('leaves out of the sitemap a menu the outlet has nothing on, once the catalogue says so', async () => {
      const bondi = (await outletNamed('Crust Bondi')).restaurant.id;
      await get().db.execute(sql`update restaurant_products set on_dinein_menu = false where restaurant_id = ${bondi}`);
      // PostgreSQL tells the menu cache asynchronously: wait for the sitemap to follow.
      const deadline = Date.now() + 5000;
      let locs = locsOf((await sitemap()).body);
      while (locs.includes(`${PUBLIC_URL}/dine-in-menu?outlet=${bondi}`) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        locs = locsOf((await sitemap()).body);
      }
      expect(locs.filter((loc) => loc?.endsWith(`?outlet=${bondi}`))).toEqual(
        ['/menu', '/instore-menu', '/deals'].map((path) => `${PUBLIC_URL}${path}?outlet=${bondi}`),
      );
    });
  },
  { PUBLIC_URL, WEB_DIST_DIR: webDist },
);
