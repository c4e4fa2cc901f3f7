import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { menuResponseSchema, type Menu } from '@crust/contract/menu';
import { formatCents, onlinePrice } from '@crust/contract/prices';
import { restaurantsResponseSchema } from '@crust/contract/restaurants';
import { STOREFRONT_VIEW_ELEMENT_ID, type StorefrontView } from '@crust/contract/storefront-view';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '../../test/test-database.ts';
import { createApp, type App } from '../../app.ts';
import { testConfig } from '../../test/test-config.ts';
import { escapeHtml } from '../../lib/html-text.ts';
import { inlineStylesheets, paintBeforeHydrating, plainDocumentRest, splitTemplate, viewJson } from './storefront-document.ts';
import { renderedPathOf, requestedOutlet } from './storefront-pages.ts';

// The real web build: `npm test` builds it before the unit tests; run `npm run build` before this file alone.
const WEB_DIST_DIR = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
const WEB_SERVER_ENTRY = fileURLToPath(new URL('../../../../web/dist-server/entry-server.js', import.meta.url));
if (!existsSync(join(WEB_DIST_DIR, 'index.html')) || !existsSync(WEB_SERVER_ENTRY)) {
  throw new Error('The storefront is not built: run `npm run build` (npm test does it before the unit tests).');
}
const PUBLIC_URL = 'https://order.crust.example';
const SSR_ENV = { SSR: 'true', WEB_DIST_DIR, WEB_SERVER_ENTRY, PUBLIC_URL };

const viewOf = (html: string): StorefrontView => {
  const json = new RegExp(`<script type="application/json" id="${STOREFRONT_VIEW_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  if (!json) throw new Error('The page embeds no view');
  return JSON.parse(json) as StorefrontView;
};
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json" id="${STOREFRONT_VIEW_ELEMENT_ID}"`));
const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => JSON.parse(match[1]!) as unknown[]);

describe('which page the server renders, and for which outlet', () => {
  it('renders the public pages (any case, a trailing slash), the not-found page for no page, and leaves the diner’s own pages to the browser', () => {
    expect(
      ['/', '/menu', '/MENU/', '/deals', '/contact', '/terms', '/privacy', '/refund-policy', '/instore-menu', '/dine-in-menu'].map(renderedPathOf),
    ).toEqual(['/', '/menu', '/menu', '/deals', '/contact', '/terms', '/privacy', '/refund-policy', '/instore-menu', '/dine-in-menu']);
    expect(renderedPathOf('/no-such-page')).toBe('not-found');
    expect(['/checkout', '/profile', '/order-history', '/favorites', '/order-confirmation/12'].map(renderedPathOf)).toEqual([null, null, null, null, null]);
  });

  it('takes the outlet from the link first, then the cookie, and ignores anything that is not an id', () => {
    expect(requestedOutlet('/menu?outlet=2', 'crust_outlet=1')).toEqual({ outletId: 2, isNamedByLink: true });
    expect(requestedOutlet('/menu', 'theme=dark; crust_outlet=1')).toEqual({ outletId: 1, isNamedByLink: false });
    expect(requestedOutlet('/menu?outlet=x', 'crust_outlet=0')).toEqual({ outletId: null, isNamedByLink: false });
  });

  it('puts the built stylesheet in the head, so a page paints without waiting for it', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1a.css"><link rel="icon" href="/favicon.svg"></head>';
    expect(inlineStylesheets(html, (path) => (path === '/assets/index-1a.css' ? ':root{--x:1}' : ''))).toBe(
      '<head><style>:root{--x:1}</style><link rel="icon" href="/favicon.svg"></head>',
    );
    // A stylesheet that could end the <style> element stays a link.
    expect(inlineStylesheets(html, () => 'a{content:"</style>"}')).toBe(html);
  });

  it('has the browser paint the page before the app starts: the entry is run by the paint-first script, not at once', () => {
    const html = '<head><script type="module" crossorigin src="/assets/index-1a.js"></script><link rel="icon" href="/favicon.svg"></head>';
    expect(paintBeforeHydrating(html, 'assets/paint-first-2b.js')).toBe(
      '<head><script type="module" crossorigin src="/assets/paint-first-2b.js" data-app-entry="/assets/index-1a.js"></script><link rel="icon" href="/favicon.svg"></head>',
    );
  });

  it('cuts index.html where the page goes, keeping its default head tags and site configuration for a render that fails', () => {
    const defaults = '<script type="application/json" id="crust-site-defaults">{"seo":{"title":"\\u003cT>"}}</script>';
    const template = splitTemplate(
      `<html><head><meta charset="UTF-8" /><title>T</title><meta data-static-seo name="description" content="d" /></head><body><div id="root"></div>${defaults}</body></html>`,
    );
    expect(template.head).toBe('<html><head><meta charset="UTF-8" />');
    expect(template.defaultHeadTags).toBe('<title>T</title><meta data-static-seo name="description" content="d" />');
    expect(template.bodyStart).toBe('</head><body><div id="root">');
    expect(template.end).toBe('</body></html>');
    expect(template.siteDefaults).toBe(defaults);
    expect(plainDocumentRest(template)).toBe(
      `<title>T</title><meta data-static-seo name="description" content="d" /></head><body><div id="root"></div>${defaults}</body></html>`,
    );
  });

  it('embeds the view as script-safe JSON that reads back as the view, with or without a menu', () => {
    const menu: Menu = { categories: [], deals: [], half_and_half_pricing: 'dearer' };
    const view = { theme: { name: '</script><b>' }, menu: { kind: 'main', data: menu }, readAt: 1 } as unknown as StorefrontView;
    const text = Buffer.concat(viewJson(view)).toString();
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual(view);
    // A later render of the same menu with other states around it reuses the menu's text, and says what it is now.
    const later = { ...view, theme: { name: 'now' }, readAt: 2 } as unknown as StorefrontView;
    expect(JSON.parse(Buffer.concat(viewJson(later)).toString())).toEqual(later);
    expect(JSON.parse(Buffer.concat(viewJson({ ...view, menu: null })).toString())).toEqual({ ...view, menu: null });
  });
});

describeEachDatabase(
  'server-rendered storefront pages',
  (get) => {
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const response = await get().app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, html: response.payload, headers: response.headers };
    };
    const apiMenu = async (outletId: number): Promise<Menu> =>
      menuResponseSchema.parse((await get().app.inject({ url: `/api/v2/menu?tenant_id=64&restaurant_id=${outletId}&menu=main` })).json()).data;
    const pages = () => get().app.storefrontPages!;

    it('/menu?outlet= carries the menu: categories, every product with its online price, the colours, the SEO tags and the JSON-LD', async () => {
      const menu = await apiMenu(1);
      const { status, html, headers } = await page('/menu?outlet=1');
      expect(status).toBe(200);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      const body = rootOf(html);
      const products = menu.categories.flatMap((category) => category.products);
      expect(products.length).toBeGreaterThanOrEqual(40);
      for (const category of menu.categories) expect(body).toContain(escapeHtml(category.name));
      for (const product of products) {
        expect(body).toContain(escapeHtml(product.name));
        expect(body).toContain(formatCents(onlinePrice(product)));
      }
      const head = headOf(html);
      expect(head).toMatch(/<style data-theme-colors>:root\{--color-primary:#[0-9a-f]{6};/);
      for (const tag of ['name="description"', 'property="og:title"', 'property="og:image"', 'name="twitter:card"', 'name="theme-color"', 'rel="icon"'])
        expect(head).toContain(tag);
      expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/menu?outlet=1">`);
      expect(head).toMatch(/<title>[^<]+<\/title>/);
      expect(head).toMatch(/<style>[^<]*\.flex\{/);
      expect(head).not.toMatch(/<link rel="stylesheet"/);
      // The built paint-first entry, which runs the app's entry once the page has painted.
      expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/paint-first-[\w-]+\.js" data-app-entry="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(head).not.toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
      // The page starts from its own configuration, in its view: not the plain SPA's defaults.
      expect(html).not.toContain('id="crust-site-defaults"');

      const outlets = restaurantsResponseSchema.parse(
        (await get().app.inject({ method: 'POST', url: '/api/restaurants-with-images', payload: { tenant_id: 64, status: 1 } })).json(),
      ).data;
      const surryHills = outlets.find((entry) => entry.restaurant.id === 1)!;
      const [restaurant, jsonLdMenu] = jsonLdOf(html) as [Record<string, unknown>, Record<string, unknown>];
      expect(restaurant['@type']).toBe('Restaurant');
      expect(JSON.stringify(restaurant['address'])).toContain(surryHills.address.street_name);
      expect(restaurant['hasMenu']).toBe(`${PUBLIC_URL}/menu?outlet=1`);
      const items = (jsonLdMenu['hasMenuSection'] as { hasMenuItem?: { offers: { price: string } }[] }[]).flatMap((section) => section.hasMenuItem ?? []);
      expect(items.length).toBeGreaterThanOrEqual(40);
      for (const item of items) expect(item.offers.price).toMatch(/^\d+\.\d{2}$/);
    });

    it('embeds exactly what the API answers, so the browser asks for none of it again, and nothing personal', async () => {
      const { html } = await page('/menu?outlet=1');
      const view = viewOf(html);
      expect(view.menu).toEqual({ kind: 'main', data: await apiMenu(1) });
      expect(view.outlet?.restaurant.id).toBe(1);
      expect(view.restaurants.length).toBeGreaterThan(1);
      expect(view.appSettings?.web_config).toEqual(view.theme);
      expect(Math.abs(view.readAt - Date.now())).toBeLessThan(60_000);
      // The header's account link and cart are drawn once hydrated, never by the server.
      expect(rootOf(html)).not.toContain('Log in');
      expect(rootOf(html)).not.toMatch(/aria-label="[^"]*[Cc]art/);
      expect(rootOf(html)).not.toContain('favourites');
    });

    it('renders the outlet the cookie names, and with none the tenant’s content and no menu (the browser asks the diner)', async () => {
      const menu = await apiMenu(1);
      const firstProduct = escapeHtml(menu.categories[0]!.products[0]!.name);
      const withCookie = await page('/menu', { cookie: 'crust_outlet=1' });
      expect(rootOf(withCookie.html)).toContain(firstProduct);
      expect(headOf(withCookie.html)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/menu">`);

      const withNone = await page('/menu');
      expect(rootOf(withNone.html)).toContain('Choose an outlet to see its menu.');
      expect(rootOf(withNone.html)).not.toContain(firstProduct);
      expect(viewOf(withNone.html).outlet).toBeNull();
      expect(jsonLdOf(withNone.html)).toEqual([]);
      // An id that is no active outlet counts as none.
      expect(viewOf((await page('/menu?outlet=999999')).html).outlet).toBeNull();
    });

    it('renders the home page’s hero, /deals’ deals, the content pages, and the not-found page with 404', async () => {
      const home = await page('/', { cookie: 'crust_outlet=1' });
      expect(home.status).toBe(200);
      expect(rootOf(home.html)).toContain(escapeHtml(viewOf(home.html).theme.hero.title));
      expect(rootOf(home.html)).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/);

      const deals = await page('/deals?outlet=1');
      const dealNames = viewOf(deals.html).menu!.data.deals.map((deal) => deal.name);
      expect(dealNames.length).toBeGreaterThan(0);
      for (const name of dealNames) expect(rootOf(deals.html)).toContain(escapeHtml(name));

      for (const [url, title] of [
        ['/contact', 'Contact'],
        ['/terms', 'Terms'],
        ['/privacy', 'Privacy'],
        ['/refund-policy', 'Refund'],
      ] as const) {
        const content = await page(url);
        expect(content.status).toBe(200);
        expect(headOf(content.html)).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
      }
      const missing = await page('/no-such-page');
      expect(missing.status).toBe(404);
      expect(rootOf(missing.html)).toContain('Page not found');
    });

    it('leaves the signed-in diner’s pages to the browser: the plain SPA', async () => {
      const checkout = await page('/checkout');
      expect(checkout.status).toBe(200);
      expect(checkout.html).toContain('<div id="root"></div>');
      expect(checkout.html).not.toContain(STOREFRONT_VIEW_ELEMENT_ID);
      expect(checkout.html).toContain('<script type="application/json" id="crust-site-defaults">');
    });

    it('answers again from the cache, compressed, with an ETag, until a catalogue or settings write is heard', async () => {
      const url = '/menu?outlet=2';
      await page(url);
      await expect.poll(async () => (await page(url)).headers['etag'], { timeout: 5000 }).toBeDefined();
      const before = pages().counts();
      const cached = await get().app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(cached.headers['content-encoding']).toBe('br');
      expect(pages().counts().fromCache).toBe(before.fromCache + 1);
      expect(pages().counts().rendered).toBe(before.rendered);
      const etag = cached.headers['etag'] as string;
      expect((await get().app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

      // An order numbers itself in restaurant_settings: that alone changes nothing on the page.
      await get().db.execute(sql`UPDATE restaurant_settings SET last_order_number = last_order_number + 1 WHERE restaurant_id = 2`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await page(url);
      expect(pages().counts().rendered).toBe(before.rendered);

      // A product renamed in the console shows on the next request.
      const [product] = (await apiMenu(2)).categories[0]!.products;
      await get().db.execute(sql`UPDATE products SET name = 'Renamed Margherita' WHERE id = ${product!.product_id}`);
      await expect.poll(async () => rootOf((await page(url)).html), { timeout: 5000 }).toContain('Renamed Margherita');
      // So does a site configuration saved for the outlet.
      await get().db.execute(
        sql`UPDATE restaurant_settings SET web_config = jsonb_set(web_config, '{hero,title}', '"A new hero title"') WHERE restaurant_id = 2`,
      );
      await expect.poll(async () => rootOf((await page('/', { cookie: 'crust_outlet=2' })).html), { timeout: 5000 }).toContain('A new hero title');
    });
  },
  SSR_ENV,
);

describe('when the server does not render', () => {
  const appWith = async (env: Record<string, string>): Promise<App> => {
    const database = await openTestDatabase('pglite');
    const app = await createApp({ config: testConfig({ ...SSR_ENV, ...env }), database });
    app.addHook('onClose', () => database.close());
    return app;
  };

  it('serves the plain SPA when a render fails, logged and counted', async () => {
    const failing = join(mkdtempSync(join(tmpdir(), 'crust-failing-entry-')), 'entry-server.js');
    writeFileSync(failing, "export const renderer = { tenantId: 64, render: async () => { throw new Error('boom'); } };\n");
    const app = await appWith({ WEB_SERVER_ENTRY: failing });
    try {
      const failedAtStart = app.storefrontPages!.counts().failed;
      const response = await app.inject({ url: '/menu?outlet=1' });
      expect(response.statusCode).toBe(200);
      expect(response.payload).toContain('<div id="root"></div>');
      expect(response.payload).toMatch(/<title>[^<]+<\/title>/);
      expect(response.payload).not.toContain(STOREFRONT_VIEW_ELEMENT_ID);
      // The browser draws it from the default site configuration, as any plain SPA page.
      expect(response.payload).toContain('<script type="application/json" id="crust-site-defaults">');
      expect(app.storefrontPages!.counts().failed).toBe(failedAtStart + 1);
    } finally {
      await app.close();
    }
  });

  it('serves the plain SPA with SSR=false, and when the build is for another tenant', async () => {
    for (const env of [{ SSR: 'false' }, { STOREFRONT_TENANT_ID: '65' }] as Record<string, string>[]) {
      const app = await appWith(env);
      try {
        expect(app.storefrontPages).toBeNull();
        const response = await app.inject({ url: '/menu?outlet=1' });
        expect(response.statusCode).toBe(200);
        expect(response.payload).toContain('<div id="root"></div>');
      } finally {
        await app.close();
      }
    }
  });
});
