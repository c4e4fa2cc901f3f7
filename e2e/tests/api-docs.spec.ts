import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/outlets.ts';

// Issue 8: integrators start at /api/docs, the reference page of the generated OpenAPI document.
test('the API reference page renders under the site CSP, listing the account calls', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/api/docs');
  // The reference renders the whole document (about 700 KB with every schema) in the browser: slow on a busy 2-core runner.
  await expect(page.getByRole('heading', { name: /Crust API/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('/api/v2/auth/login').first()).toBeVisible();
  expect(errors.filter((error) => /Content Security Policy|Refused/.test(error))).toEqual([]);
});
