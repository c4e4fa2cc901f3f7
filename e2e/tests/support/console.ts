import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { isCartRead } from './session.ts';
import { chooseOutlet, TENANT_ID } from './outlets.ts';

// Issue 10: the restaurant's console as staff use it, and its API for the journeys' own set-up and
// clean-up (a journey that fails half-way must not leave an outlet paused or re-themed for the
// spec files that share the server after it).

export const STAFF_PASSWORD = 'crust-demo-2026';
export const STAFF = { owner: 'owner@crust.test', manager: 'manager@crust.test', crew: 'crew@crust.test' } as const;
export type StaffRole = keyof typeof STAFF;

/** The outlet crew@crust.test works at; managers and owners work there too. */
export const SURRY_HILLS = 'Crust Surry Hills';

/** Signs in at /console/sign-in and lands on the outlets the person may work at. */
export async function signInToConsole(page: Page, role: StaffRole) {
  await page.goto('/console/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(STAFF[role]);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Where are you working?' })).toBeVisible();
}

/** From the outlets page to an outlet's board, once its stream has brought the first snapshot. */
export async function openBoard(page: Page, outletName: string): Promise<Locator> {
  const outlet = page.getByRole('main').getByRole('link', { name: new RegExp(`^${outletName}`) });
  await expect(outlet, `${outletName} is not among the outlets the console lists`).toBeVisible();
  await outlet.click();
  await expect(page).toHaveURL(/\/console\/outlets\/\d+\/board$/);
  const board = page.getByRole('region', { name: `Order board, ${outletName}` });
  await expect(board.getByRole('heading', { level: 2, name: /^New \(\d+\)$/ })).toBeVisible();
  return board;
}

/** An order's card on the board, named by its number. */
export const boardCard = (board: Locator, number: string): Locator => board.getByRole('article', { name: `#${number}`, exact: true });

/** A column of the board ('New', 'Accepted / Preparing', 'Ready', 'Out for delivery'), named with its count. */
export const boardColumn = (board: Locator, title: string): Locator =>
  board.getByRole('region', { name: new RegExp(`^${title.replace(/[/]/g, '\\/')} \\(\\d+\\)$`) });

/**
 * Records, in the board's page, the moment (Date.now(), the machine's clock both contexts share) each
 * order card is first drawn: a MutationObserver sees it the frame it appears, where a polling
 * assertion would only see it at its next poll.
 */
export async function recordCardArrivals(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { cardArrivals: Record<string, number> }).cardArrivals = seen;
    const note = () => {
      for (const heading of document.querySelectorAll('article h3')) {
        const text = heading.textContent?.trim() ?? '';
        if (/^#\d+$/.test(text) && !(text in seen)) seen[text] = Date.now();
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

export async function cardArrivedAt(page: Page, number: string): Promise<number> {
  const at = await page.evaluate((key) => (window as unknown as { cardArrivals: Record<string, number> }).cardArrivals[key] ?? null, `#${number}`);
  if (at === null) throw new Error(`The card #${number} was never drawn`);
  return at;
}

/** A new guest at `outletName` (picked in the restaurant-selection dialog), once its cart has been read. */
export async function startAsGuestAt(page: Page, outletName: string, path = '/menu') {
  const cartRead = page.waitForResponse(isCartRead);
  await page.goto(path);
  await chooseOutlet(page, outletName);
  expect((await cartRead).ok()).toBe(true);
}

/** The console's API as a staff member, for set-up and clean-up the journey does not show. */
export async function consoleApi(request: APIRequestContext, role: StaffRole) {
  const signedIn = await request.post('/api/console/auth/sign-in', { data: { tenant_id: TENANT_ID, email: STAFF[role], password: STAFF_PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: unknown }).data;
  };
  return {
    get: async <T>(path: string) => (await ok(await request.get(`/api/console${path}`, { headers }))) as T,
    post: async <T>(path: string, data?: unknown) => (await ok(await request.post(`/api/console${path}`, { headers, data }))) as T,
    put: async <T>(path: string, data?: unknown) => (await ok(await request.put(`/api/console${path}`, { headers, data }))) as T,
  };
}

/**
 * The restaurant moves an order as the board does: as the demo manager (who works at every outlet),
 * naming the version the card shows; accepting says ready in 15 minutes.
 */
export async function restaurantMoves(
  request: APIRequestContext,
  order: { outletId: number; id: string },
  transition: 'accept' | 'start_preparing' | 'mark_ready',
) {
  const api = await consoleApi(request, 'manager');
  const path = `/outlets/${order.outletId}/orders/${encodeURIComponent(order.id)}`;
  const { version } = await api.get<{ version: number }>(path);
  await api.post(`${path}/transitions`, { transition, version, ...(transition === 'accept' && { estimated_minutes: 15 }) });
}

/** An outlet's id by its name, as the storefront lists it. */
export async function outletId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.post('/api/restaurants-with-images', { data: { tenant_id: TENANT_ID, status: 1 } });
  const outlets = ((await response.json()) as { data: { restaurant: { id: number; name: string } }[] }).data;
  const found = outlets.find((entry) => entry.restaurant.name === name);
  if (!found) throw new Error(`No active outlet named ${name}`);
  return found.restaurant.id;
}

/** A CSS colour as the browser computes it: '#0f766e' → 'rgb(15, 118, 110)'. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The value of a page variable (the theme's --color-*) on `element`, as set or inherited. */
export const cssVariable = (element: Locator, name: string): Promise<string> =>
  element.evaluate((node, variable) => getComputedStyle(node).getPropertyValue(variable).trim(), name);
