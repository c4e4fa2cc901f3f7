import { expect, type Page } from '@playwright/test';
import { openCart } from './cart.ts';

/** Stripe's test cards, as the built-in test provider knows them. */
export const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

export const GUEST = { name: 'Grace Hopper', email: 'grace@example.test', phone: '0412 345 678' };

/** From the cart drawer to /checkout, as a diner does. */
export async function goToCheckout(page: Page) {
  const drawer = await openCart(page);
  await drawer.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/**
 * Picks an early free time the outlet offers: the second when there are several, because the first
 * can pass its minimum notice while a journey is still on its way to placing the order (the server
 * then rightly answers that the time is no longer available). The journeys run on the real clock,
 * so late in the evening (Sydney time) today has no times left: then the page offers the next day.
 */
export async function chooseEarlyTime(page: Page) {
  const time = page.getByRole('combobox', { name: 'Time' });
  const nextDay = page.getByRole('button', { name: /^Show times for / });
  await expect(time.or(nextDay)).toBeVisible();
  if (await nextDay.isVisible()) {
    await nextDay.click();
    await expect(time).toBeVisible();
  }
  const free = time.locator('option:not([disabled])').filter({ hasNotText: 'Choose a time' });
  const early = await free.nth((await free.count()) > 1 ? 1 : 0).getAttribute('value');
  expect(early).toBeTruthy();
  await time.selectOption(early!);
}

export async function fillGuestDetails(page: Page) {
  await page.getByLabel('Name').fill(GUEST.name);
  await page.getByLabel('Email').fill(GUEST.email);
  await page.getByLabel('Phone').fill(GUEST.phone);
}

export async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** From the cart to the payment step as a guest: pickup at the first free time, the guest's details and any special instructions. */
export async function checkoutToPayment(page: Page, instructions?: string) {
  await goToCheckout(page);
  await chooseEarlyTime(page);
  await fillGuestDetails(page);
  if (instructions) await page.getByLabel('Special instructions').fill(instructions);
  await continueToPayment(page);
}

/** Types a card into the test provider's form and places the order. */
export async function payByCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Place order' }).click();
}

/** On /checkout/success: the order number shown, then on to the order's own page; returns the order id. */
export async function followPlacedOrder(page: Page): Promise<{ id: string; number: string }> {
  await expect(page).toHaveURL(/\/checkout\/success\?order=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
  const number = (await page.locator('strong.tabular-nums').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d+$/);
  await page.getByRole('link', { name: 'Follow your order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(page.getByRole('heading', { level: 2, name: `Order number ${number}` })).toBeVisible();
  return { id, number };
}

/** The confirmation page's live status line. */
export const orderStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Status:/ });

/** Marks the document, so a later check can prove the page was not reloaded meanwhile. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { journeyMark: boolean }).journeyMark = true));
}

export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark)).toBe(true);
}
