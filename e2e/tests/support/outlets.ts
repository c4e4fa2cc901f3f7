import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const TENANT_ID = 64;

export interface OutletEntry {
  restaurant: { id: number; name: string; status: number };
  address: { street_name: string; city: string; phone: string };
}

/** The seeded active outlets, read from the API so the journeys follow the seed. */
export async function activeOutlets(request: APIRequestContext): Promise<OutletEntry[]> {
  const response = await request.post('/api/restaurants-with-images', { data: { tenant_id: TENANT_ID, status: 1 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutletEntry[] }).data;
}

/** Outlets with online ordering on and off, from their app settings. */
export async function outletsByOrdering(request: APIRequestContext) {
  const outlets = await activeOutlets(request);
  const withSettings = await Promise.all(
    outlets.map(async (outlet) => {
      const response = await request.get(`/api/v2/restaurants/app-settings?tenant_id=${TENANT_ID}&restaurant_id=${outlet.restaurant.id}`);
      const body = (await response.json()) as { data: { is_online_order_enabled: number }[] };
      return { outlet, enabled: body.data[0]?.is_online_order_enabled === 1 };
    }),
  );
  const open = withSettings.find((o) => o.enabled)?.outlet;
  const closed = withSettings.find((o) => !o.enabled)?.outlet;
  if (!open || !closed) throw new Error('The seed should have active outlets with online ordering both on and off');
  return { open, closed };
}

/** Picks an outlet in the restaurant-selection dialog and confirms, as a diner does. */
export async function chooseOutlet(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: /restaurant|outlet/i });
  await expect(dialog).toBeVisible();
  await dialog.getByText(name, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Console errors and uncaught page errors, collected for a "no console errors" assertion. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
