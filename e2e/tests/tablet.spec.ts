import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectCouponErrorBesideField, openCart } from './support/cart.ts';
import { CARDS, chooseEarlyTime, continueToPayment, fillGuestDetails, goToCheckout, payByCard } from './support/checkout.ts';
import { addButton, addToCart, openItem } from './support/menu.ts';
import { saveScreenshot, TABLET } from './support/screenshots.ts';
import { startAsGuest } from './support/session.ts';

// Issue 18 acceptance 2: the diner's pages on a 1024×768 tablet, each asserted as a diner sees it
// and saved for a reviewer (the phone's are in phone.spec.ts and checkout-phone.spec.ts).

test.use({ viewport: TABLET });

test('the diner on a tablet: home, menu, product dialog, cart, checkout, a decline and the thank-you page', async ({ page, request }) => {
  // The whole order, each page checked by axe, on a machine the other journeys share.
  test.setTimeout(120_000);
  const outlet = await startAsGuest(page, request, '/');
  await expect(page.getByRole('banner').getByText(outlet.restaurant.name, { exact: true }).first()).toBeVisible();
  await saveScreenshot(page, 'home');
  await expectNoSeriousViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeInViewport();
  await saveScreenshot(page, 'menu');

  const dialog = await openItem(page, 'Margherita');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
  await expect(addButton(dialog)).toBeInViewport();
  await saveScreenshot(page, 'product-dialog');
  await addToCart(page, dialog);

  const drawer = await openCart(page);
  await expectCouponErrorBesideField(drawer, 'nope42');
  await saveScreenshot(page, 'cart');
  await page.keyboard.press('Escape');
  await goToCheckout(page);
  await chooseEarlyTime(page);
  await fillGuestDetails(page);
  await saveScreenshot(page, 'checkout');
  await continueToPayment(page);

  await payByCard(page, CARDS.declined);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeInViewport();
  // Beside the form, the order being paid stays in view while the diner retries.
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('heading', { level: 3, name: /1 × Margherita/ })).toBeInViewport();
  await expect(summary.getByLabel('Order totals')).toBeInViewport();
  await saveScreenshot(page, 'payment-declined');

  await payByCard(page, CARDS.succeeds);
  await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
  await expect(page.locator('strong.tabular-nums')).toBeInViewport();
  await saveScreenshot(page, 'checkout-success');
  await expectNoSeriousViolations(page);
});
