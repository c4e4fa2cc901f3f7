import { expect, test } from '@playwright/test';
import { chooseOutlet, outletsByOrdering } from './support/outlets.ts';

test.describe('server down (spec §4, §8)', () => {
  test("HTTP 502 on a call shows /error with 'Resource not found (404)', replacing the history entry", async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const lengthBefore = await page.evaluate(() => history.length);
    await page.route('**/api/restaurants-with-images', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    // A new visit to the SPA at /gift-cards whose first API call answers 502 (a page the browser draws
    // itself: the server-rendered ones carry the outlet list and ask for nothing on a first visit, issue 20).
    await page.evaluate(() => {
      history.pushState(null, '', '/gift-cards');
      location.reload();
    });
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.getByText('Resource not found (404)')).toBeVisible();
    // /gift-cards was replaced by /error, not stacked on top of it: Back leads to /terms. The flag is
    // still set, so the shell sends the diner straight back to /error (spec §2).
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/error$/);
    expect(visited[0]).toBe('/terms');
    expect(visited).not.toContain('/gift-cards');
  });

  test("settings that fail to load lead to /error with 'Failed to load restaurant settings'", async ({ page, request }) => {
    const { open } = await outletsByOrdering(request);
    await page.route('**/api/v2/restaurants/app-settings**', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }),
    );
    await page.goto('/contact');
    await chooseOutlet(page, open.restaurant.name);
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.getByText('Failed to load restaurant settings')).toBeVisible();
  });
});
