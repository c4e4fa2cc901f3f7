import { expect, test, type Page } from '@playwright/test';
import { activeOutlets, chooseOutlet, outletsByOrdering } from './support/outlets.ts';

const selectionDialog = (page: Page) => page.getByRole('dialog', { name: /restaurant|outlet/i });
const restaurantsCall = '**/api/restaurants-with-images';
/**
 * A page the browser draws itself (issue 20): a server-rendered page carries the outlet list in its
 * HTML and never asks for it, so the journeys that answer that request with a failure, an empty or a
 * shorter list start here. server-rendering.spec.ts times the dialog over the server's pages.
 */
const CLIENT_RENDERED_PAGE = '/gift-cards';

/**
 * A paused fake clock: only runFor moves it. An installed clock otherwise runs in real time, and on a
 * busy machine the delay under test could pass between an answer arriving and the first check.
 */
async function pausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-24T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-24T09:00:01Z'));
}

/**
 * Real time for the page to handle an answer it has received (render, then start its timer). The
 * paused clock does not move meanwhile, so the timer starts at the same fake instant however long
 * this takes; without it, a runFor could run before the timer exists.
 */
const settle = (page: Page) => page.waitForTimeout(500);

test.describe('restaurant-selection dialog (spec §2, §4)', () => {
  test('opens 500 ms after the list loads when several outlets are active', async ({ page }) => {
    await pausedClock(page);
    const listed = page.waitForResponse(restaurantsCall);
    await page.goto(CLIENT_RENDERED_PAGE);
    await listed;
    await settle(page);
    await page.clock.runFor(350);
    await expect(selectionDialog(page)).toBeHidden();
    await page.clock.runFor(300);
    await expect(selectionDialog(page)).toBeVisible();
  });

  test('lists only active outlets with name, image and address; Confirm waits for a choice', async ({ page, request }) => {
    const outlets = await activeOutlets(request);
    const inactive = await request.post('/api/restaurants-with-images', { data: { tenant_id: 64 } });
    const all = ((await inactive.json()) as { data: { restaurant: { name: string; status: number } }[] }).data;
    const closedOutlet = all.find((entry) => entry.restaurant.status !== 1);
    expect(closedOutlet).toBeDefined();

    await page.goto('/');
    const dialog = selectionDialog(page);
    await expect(dialog).toBeVisible();
    for (const outlet of outlets) {
      await expect(dialog.getByText(outlet.restaurant.name, { exact: true })).toBeVisible();
      await expect(dialog.getByText(outlet.address.street_name, { exact: false })).toBeVisible();
    }
    await expect(dialog.getByText(closedOutlet!.restaurant.name, { exact: true })).toHaveCount(0);
    // Each entry shows its outlet's picture, served by the app itself and actually loaded.
    const images = dialog.locator('img');
    await expect(images).toHaveCount(outlets.length);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('src', /^\/uploads\//);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByText(outlets[0]!.restaurant.name, { exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  test("confirming shows the 'Restaurant selected' toast and keeps the choice across reloads", async ({ page, request }) => {
    const { open } = await outletsByOrdering(request);
    await page.goto('/');
    await chooseOutlet(page, open.restaurant.name);
    await expect(page.getByText('Restaurant selected')).toBeVisible();
    await expect(page.getByText(`You've selected ${open.restaurant.name}`)).toBeVisible();
    await page.reload();
    // The demo outlet's configuration names the business after it: the logo shows the name, said once (issue 18).
    await expect(page.getByRole('banner').getByRole('link', { name: open.restaurant.name })).toBeVisible();
    await expect(page.getByRole('banner').getByText(`Your outlet: ${open.restaurant.name}`)).toBeAttached();
    await page.waitForTimeout(800);
    await expect(selectionDialog(page)).toBeHidden();
  });

  test('a failed list shows the error with Try Again, which reloads the page', async ({ page }) => {
    let failing = true;
    await page.route(restaurantsCall, (route) =>
      failing ? route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }) : route.continue(),
    );
    await page.goto(CLIENT_RENDERED_PAGE);
    const dialog = selectionDialog(page);
    await expect(dialog.getByText('Failed to load restaurants')).toBeVisible();
    failing = false;
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(dialog.getByText('Failed to load restaurants')).toBeHidden();
  });

  test("an empty list shows 'No restaurants available'", async ({ page }) => {
    await page.route(restaurantsCall, (route) => route.fulfill({ json: { data: [] } }));
    await page.goto(CLIENT_RENDERED_PAGE);
    await expect(page.getByText('No restaurants available')).toBeVisible();
  });

  test('a single active outlet is selected automatically, without the dialog', async ({ page, request }) => {
    const [only] = await activeOutlets(request);
    await page.route(restaurantsCall, (route) => route.fulfill({ json: { data: [only] } }));
    await page.goto(CLIENT_RENDERED_PAGE);
    // Said once: visibly by the logo once the outlet's configuration names the business after it (issue 18).
    await expect(page.getByRole('banner').getByText(`Your outlet: ${only!.restaurant.name}`)).toBeAttached();
    await page.waitForTimeout(800);
    await expect(selectionDialog(page)).toBeHidden();
  });

  test('the selection is dropped when its outlet is no longer listed', async ({ page, request }) => {
    const outlets = await activeOutlets(request);
    await page.goto('/');
    await chooseOutlet(page, outlets[0]!.restaurant.name);
    await page.route(restaurantsCall, (route) => route.fulfill({ json: { data: outlets.slice(1) } }));
    await page.goto(CLIENT_RENDERED_PAGE);
    await expect(selectionDialog(page)).toBeVisible();
    await expect(selectionDialog(page).getByText(outlets[0]!.restaurant.name, { exact: true })).toHaveCount(0);
  });
});

test.describe('online-ordering notice (spec §2, §4)', () => {
  test("appears 3 s after settings load when ordering is off, and 'Continue Browsing' dismisses it", async ({ page, request }) => {
    const { closed } = await outletsByOrdering(request);
    await pausedClock(page);
    const listed = page.waitForResponse(restaurantsCall);
    await page.goto(CLIENT_RENDERED_PAGE);
    await listed;
    await settle(page);
    await page.clock.runFor(600);
    const settingsLoaded = page.waitForResponse((response) => response.url().includes('/api/v2/restaurants/app-settings'));
    await chooseOutlet(page, closed.restaurant.name);
    await settingsLoaded;
    await settle(page);
    const notice = page.getByRole('dialog').filter({ hasText: 'Continue Browsing' });
    await page.clock.runFor(2500);
    await expect(notice).toBeHidden();
    await page.clock.runFor(600);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Continue Browsing' }).click();
    await expect(notice).toBeHidden();
  });

  test('does not appear when the outlet takes online orders', async ({ page, request }) => {
    const { open } = await outletsByOrdering(request);
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(600);
    const settingsLoaded = page.waitForResponse((response) => response.url().includes('/api/v2/restaurants/app-settings'));
    await chooseOutlet(page, open.restaurant.name);
    await settingsLoaded;
    await page.clock.runFor(4000);
    await expect(page.getByRole('button', { name: 'Continue Browsing' })).toHaveCount(0);
  });
});
