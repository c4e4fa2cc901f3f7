import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseOutlet, outletsByOrdering } from './support/outlets.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

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

  test('the error page', async ({ page }) => {
    await page.route('**/api/restaurants-with-images', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.goto('/');
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
