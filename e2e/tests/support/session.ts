import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { chooseOutlet, outletsByOrdering, type OutletEntry } from './outlets.ts';

/** A read of the diner's cart: GET /api/v2/cart?guest_id=…, made only once the diner has an id. */
export const isCartRead = (response: Response): boolean => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/v2/cart';

/**
 * Opens `path` in a fresh context (so a new guest), picks an outlet that takes online orders in the
 * restaurant-selection dialog and waits until the guest session exists and its cart has been read:
 * from then on the item builder can add to the cart (spec §5: adding needs a guest id).
 */
export async function startAsGuest(page: Page, request: APIRequestContext, path = '/menu'): Promise<OutletEntry> {
  const { open } = await outletsByOrdering(request);
  const cartRead = page.waitForResponse(isCartRead);
  await page.goto(path);
  await chooseOutlet(page, open.restaurant.name);
  expect((await cartRead).ok()).toBe(true);
  return open;
}

export interface GuestIdentity {
  guestId: number;
  guestToken: string;
}

/** The guest the app started for this diner, as it keeps it in local storage (spec §3 account state). */
export async function guestIdentity(page: Page): Promise<GuestIdentity> {
  const stored = await page.evaluate(() => localStorage.getItem('identityStore'));
  const state = (JSON.parse(stored ?? '{}') as { state?: { guestUser?: { guestId: number }; guestToken?: string } }).state;
  if (!state?.guestUser || !state.guestToken) throw new Error('No guest session in local storage');
  return { guestId: state.guestUser.guestId, guestToken: state.guestToken };
}
