import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { openCart } from './support/cart.ts';
import { addToCart, openItem } from './support/menu.ts';
import { chooseOutlet, outletsByOrdering } from './support/outlets.ts';
import { startAsGuest } from './support/session.ts';
import { expectToast } from './support/toasts.ts';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('the restaurant-selection dialog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const path of ['/', '/menu', '/contact']) {
    test(`page ${path}`, async ({ page, request }) => {
      const { open } = await outletsByOrdering(request);
      await page.goto('/');
      await chooseOutlet(page, open.restaurant.name);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  // Issue #3: the item builder over /menu, for each kind of item it builds.
  test('/menu with the product dialog open', async ({ page, request }) => {
    await startAsGuest(page, request);
    const dialog = await openItem(page, 'Margherita');
    await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/menu with the half-and-half builder open', async ({ page, request }) => {
    await startAsGuest(page, request);
    const dialog = await openItem(page, 'Margherita');
    await dialog.getByRole('button', { name: 'Make it half and half' }).click();
    await expect(page.getByRole('dialog', { name: 'Half and half' }).getByRole('combobox', { name: 'Right half' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/menu with a deal builder open', async ({ page, request }) => {
    await startAsGuest(page, request);
    const dialog = await openItem(page, 'Family Feast');
    await expect(dialog.getByRole('group', { name: 'Large pizzas', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Issue #4: the cart drawer with lines of every kind of control (steppers, a free line, coupon field).
  test('the open cart drawer', async ({ page, request }) => {
    await startAsGuest(page, request);
    const dialog = await openItem(page, 'Margherita');
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await addToCart(page, dialog);
    const drawer = await openCart(page);
    await expect(drawer.getByRole('article', { name: 'Margherita' })).toBeVisible();
    await expect(drawer.getByText('Free', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Spec §2, §8: green success and red error toasts, over the page and over a dialog.
  test('success and error toasts', async ({ page, request }) => {
    // Sonner pauses its toasts while the page is hidden: saying so keeps them up while axe reads them.
    await page.addInitScript(() => Object.defineProperty(document, 'hidden', { configurable: true, get: () => true }));
    await startAsGuest(page, request);
    await page.route('**/api/v2/cart', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }) : route.fallback(),
    );
    const dialog = await openItem(page, 'Margherita');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, { title: 'Restaurant selected', kind: 'success' });
    await expectToast(page, { title: 'Failed to add item', kind: 'error' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the error page', async ({ page }) => {
    await page.route('**/api/restaurants-with-images', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    // A page the browser draws itself, which asks for the outlet list (a server-rendered one carries it, issue 20).
    await page.goto('/gift-cards');
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
