import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleApi } from './support/console.ts';
import { hydrated } from './support/hydration.ts';
import { allProducts, fetchMenu, menuCard, money, onlinePrice } from './support/menu.ts';
import { activeOutlets, chooseOutlet } from './support/outlets.ts';

// Issue 20 acceptance point 2: the storefront's public pages come from the server and the browser
// hydrates them without a mismatch; without JavaScript they still read as a menu; and the outlet
// dialog behaves as spec §2 and §4 say, the choice reaching the server through the crust_outlet cookie.

const SERVER_RENDERED = ['/', '/menu', '/instore-menu', '/dine-in-menu', '/deals', '/contact', '/terms', '/privacy', '/refund-policy'];
const NOT_FOUND = '/no/such/page';
const OUTLET_COOKIE = 'crust_outlet';
/** The outlet a shared menu link names (the sitemap's links look like this). */
const LINKED_OUTLET = 1;

/** What React 19 (development or minified) says when the browser's tree does not match the server's HTML. */
const HYDRATION_TROUBLE =
  /hydrat|did not match|didn't match|server rendered|server HTML|Minified React error #(418|419|422|423|425)|text content does not match/i;
/** The page's own 404 status, which the browser reports as a failed resource: not a fault of the page. */
const OWN_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

const selectionDialog = (page: Page) => page.getByRole('dialog', { name: /restaurant|outlet/i });

/** Every console error, hydration warnings and uncaught page errors, for a "nothing went wrong" assertion. */
function collectTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || HYDRATION_TROUBLE.test(message.text())) trouble.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`pageerror: ${error.message}`));
  return trouble;
}

async function newDiner(browser: Browser, baseURL: string, outletId: number | null) {
  const context = await browser.newContext({ baseURL });
  if (outletId !== null) await context.addCookies([{ name: OUTLET_COOKIE, value: String(outletId), url: baseURL }]);
  return context;
}

test.describe('server-rendered pages hydrate without a mismatch', () => {
  const visits = [
    ...[...SERVER_RENDERED, NOT_FOUND].flatMap((path) => [
      { path, outlet: 'cookie' as const },
      { path, outlet: 'none' as const },
    ]),
    { path: `/menu?outlet=${LINKED_OUTLET}`, outlet: 'link' as const },
  ];

  for (const { path, outlet } of visits) {
    test(`${path} (outlet: ${outlet}) is server-rendered and hydrates without console errors`, async ({ browser, baseURL, request }) => {
      const [chosen] = await activeOutlets(request);
      const context = await newDiner(browser, baseURL!, outlet === 'cookie' ? chosen!.restaurant.id : null);
      const page = await context.newPage();
      const trouble = collectTrouble(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
      // The server drew the page: the root arrives filled, with what it was drawn from.
      const html = (await response?.text()) ?? '';
      expect(html).toContain('id="crust-view"');
      expect(html).toMatch(/<div id="root"[^>]*>\s*<[a-z]/);
      await hydrated(page);
      // By tag: once the selection dialog is open, the page behind it is hidden from the accessibility tree.
      await expect(page.locator('main h1')).toBeVisible();
      // With no outlet chosen the selection dialog opens once hydrated (spec §2, §4); with one, it never does.
      if (outlet === 'none') await expect(selectionDialog(page)).toBeVisible();
      else {
        await page.waitForTimeout(800);
        await expect(selectionDialog(page)).toBeHidden();
      }
      expect(trouble).toEqual(path === NOT_FOUND ? [`error: ${OWN_404}`] : []);
      await context.close();
    });
  }

  test('a hydrated menu answers a click: the product card opens its builder', async ({ browser, baseURL, request }) => {
    const menu = await fetchMenu(request, LINKED_OUTLET, 'main');
    const product = allProducts(menu)[0]!;
    const context = await newDiner(browser, baseURL!, null);
    const page = await context.newPage();
    const trouble = collectTrouble(page);
    await page.goto(`/menu?outlet=${LINKED_OUTLET}`);
    await hydrated(page);
    await menuCard(page, product.name).click();
    await expect(page.getByRole('dialog', { name: product.name, exact: true })).toBeVisible();
    expect(trouble).toEqual([]);
    await context.close();
  });
});

test.describe('without JavaScript the storefront still reads (issue 20)', () => {
  for (const path of ['/', '/menu']) {
    test(`${path}?outlet=${LINKED_OUTLET} shows the hero or menu: categories, dishes, prices and photos`, async ({ browser, baseURL, request }) => {
      const menu = await fetchMenu(request, LINKED_OUTLET, 'main');
      const api = await consoleApi(request, 'owner');
      const { config } = await api.get<{ config: { hero: { title: string } } }>(`/outlets/${LINKED_OUTLET}/site-config`);
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${path}?outlet=${LINKED_OUTLET}`);
      const main = page.getByRole('main');
      if (path === '/') await expect(main.getByRole('heading', { level: 1, name: config.hero.title })).toBeVisible();
      for (const category of menu.categories) await expect(main.getByText(category.name, { exact: true }).first()).toBeVisible();
      // The menu shows every dish; the home page a selection of them.
      let shown = 0;
      for (const product of allProducts(menu)) {
        // By name and price: two dishes may share a name (a drink in two sizes).
        const card = menuCard(page, product.name).filter({ hasText: money(onlinePrice(product)) });
        if (path === '/' && (await card.count()) === 0) continue;
        await expect(card.first()).toBeVisible();
        shown += 1;
      }
      expect(shown).toBeGreaterThan(0);
      await expect(main.getByText('$18.00').first()).toBeVisible();
      // The dishes' photos are real images: each has an address, and the browser loads them.
      const photos = main.locator('img[src^="/uploads/"]');
      expect(await photos.count()).toBeGreaterThan(0);
      const first = photos.first();
      await first.scrollIntoViewIfNeeded();
      await expect(first).toBeVisible();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await context.close();
    });
  }
});

test.describe('the outlet dialog over server-rendered pages (spec §2, §4)', () => {
  test('opens 500 ms after hydration with several outlets; the choice is a cookie the server renders the menu for', async ({ browser, baseURL, request }) => {
    const outlets = await activeOutlets(request);
    expect(outlets.length).toBeGreaterThan(1);
    const chosen = outlets[1]!;
    const menu = await fetchMenu(request, chosen.restaurant.id, 'main');
    const product = allProducts(menu)[0]!;
    const context = await newDiner(browser, baseURL!, null);
    const page = await context.newPage();
    // A paused fake clock: only runFor moves it, so the 500 ms are measured from hydration, not from a busy machine's real time.
    await page.clock.install({ time: new Date('2026-11-24T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-24T09:00:01Z'));
    const first = await page.goto('/menu');
    // Without an outlet the server draws no outlet's menu.
    expect(await first?.text()).not.toContain(`>${product.name}<`);
    await hydrated(page);
    // Real time for the gate's timer to start at the paused instant.
    await page.waitForTimeout(500);
    await page.clock.runFor(350);
    await expect(selectionDialog(page)).toBeHidden();
    await page.clock.runFor(300);
    // Real time again: once the timer has fired, React reveals the lazily loaded dialog on timers of its own.
    await page.clock.resume();
    await expect(selectionDialog(page)).toBeVisible();

    await chooseOutlet(page, chosen.restaurant.name);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === OUTLET_COOKIE)?.value).toBe(String(chosen.restaurant.id));
    // The server now renders that outlet's menu: in the raw HTML of a request with the browser's cookies, and of a reload.
    const fetched = await page.request.get('/menu');
    expect(await fetched.text()).toContain(product.name);
    const reloaded = await page.reload();
    const html = (await reloaded?.text()) ?? '';
    expect(html).toContain(product.name);
    expect(html).toContain(money(onlinePrice(product)));
    await hydrated(page);
    await expect(menuCard(page, product.name)).toBeVisible();
    await page.waitForTimeout(800);
    await expect(selectionDialog(page)).toBeHidden();
    await context.close();
  });
});
