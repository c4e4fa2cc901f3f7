import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { consoleApi, openBoard, signInToConsole, startAsGuestAt, SURRY_HILLS, outletId } from './support/console.ts';
import { fetchMenu, money, onlinePrice, type MenuProduct } from './support/menu.ts';
import { TABLET } from './support/screenshots.ts';

// Issue 19 (acceptance 3): a manager changes a product's price for their outlet on its menu page, and
// a diner whose menu is already open there sees the new price without reloading (the page follows
// GET /api/v2/menu/events, which says `changed` within a second of the save: menu-changes.test.ts;
// the page then refetches the menu). The browser's bound is 2 s for a shared machine; the time it
// took is printed. The journey puts the house prices back, in the page, and
// again through the API whatever happened: the other journeys read the seed's prices.

test.use({ viewport: TABLET });
// Two browsers, the board's stream and an axe pass on a shared machine.
test.setTimeout(60_000);

test('a manager changes a product’s price at their outlet and the diner’s open menu shows it at once', async ({ page: manager, browser, request }) => {
  const outlet = await outletId(request, SURRY_HILLS);
  const product = (await fetchMenu(request, outlet, 'main')).categories[0]!.products[0]!;
  try {
    await changePriceAndWatch(manager, await browser.newPage({ viewport: TABLET }), product);
  } finally {
    // The house prices back, whatever happened (the other journeys read the seed's prices).
    const api = await consoleApi(request, 'manager');
    const items = await api.get<
      { product_id: number; sold: boolean; on_main_menu: boolean; on_instore_menu: boolean; on_dinein_menu: boolean; version: number }[]
    >(`/outlets/${outlet}/menu-items`);
    const { sold, on_main_menu, on_instore_menu, on_dinein_menu, version } = items.find((candidate) => candidate.product_id === product.product_id)!;
    await api.put(`/outlets/${outlet}/menu-items/${product.product_id}`, {
      sold,
      on_main_menu,
      on_instore_menu,
      on_dinein_menu,
      price_override: null,
      version,
    });
  }
});

async function changePriceAndWatch(manager: Page, diner: Page, product: MenuProduct) {
  const housePrice = onlinePrice(product);
  const newPrice = housePrice + 123;

  await startAsGuestAt(diner, SURRY_HILLS);
  const card = (price: number) => diner.getByRole('button', { name: `${product.name} ${money(price)}`, exact: true }).first();
  await expect(card(housePrice)).toBeVisible();

  await signInToConsole(manager, 'manager');
  await openBoard(manager, SURRY_HILLS);
  await manager.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Outlet menu' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: `Outlet menu · ${SURRY_HILLS}` })).toBeVisible();
  const row = manager.getByRole('form', { name: product.name, exact: true }).first();
  await expect(row.getByLabel('Sold here')).toBeChecked();
  await expectNoSeriousViolations(manager);

  await row.getByLabel('Outlet price', { exact: true }).fill((newPrice / 100).toFixed(2));
  const saved = manager.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/menu-items/${product.product_id}`));
  await row.getByRole('button', { name: 'Save' }).click();
  const savedResponse = await saved;
  expect(savedResponse.status()).toBe(200);
  const savedAt = Date.now();

  // The diner's page was not reloaded: the open menu shows the outlet's price by itself.
  await expect(card(newPrice)).toBeVisible({ timeout: 2_000 });
  const shownAfter = Date.now() - savedAt;
  console.log(`The diner's open menu showed the new price ${shownAfter} ms after the save`);
  expect(shownAfter).toBeLessThan(2_000);
  await expect(row.getByLabel('Outlet price', { exact: true })).toHaveValue((newPrice / 100).toFixed(2));

  // "Use house prices" puts the house's back, and the diner sees that too.
  const again = manager.getByRole('form', { name: product.name, exact: true }).first();
  await again.getByRole('button', { name: 'Use house prices' }).click();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(card(housePrice)).toBeVisible({ timeout: 2_000 });
  await diner.close();
}
