import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { CARDS, chooseEarlyTime, continueToPayment, fillGuestDetails, GUEST, goToCheckout, payByCard } from './support/checkout.ts';
import { addToCart, openItem } from './support/menu.ts';
import { PHONE, saveScreenshot } from './support/screenshots.ts';
import { startAsGuest } from './support/session.ts';

// Issue 18 points 9 and 11 on a 390×844 phone: a declined card is impossible to miss, the thank-you
// page survives a reload, and a guest finds the order again by its number and email.

test.use({ viewport: PHONE });

test.describe('checkout on a phone (issue 18)', () => {
  test('a declined card: the message is in view and announced, the order’s items and total stay; another card pays; the thank-you page survives a reload', async ({
    browser,
    page,
    request,
  }) => {
    // The whole journey, two devices: longer than one page's default.
    test.setTimeout(90_000);
    await startAsGuest(page, request);
    await addToCart(page, await openItem(page, 'Margherita'));
    await goToCheckout(page);
    await chooseEarlyTime(page);
    await fillGuestDetails(page);
    await saveScreenshot(page, 'checkout');
    await expectNoSeriousViolations(page);
    await continueToPayment(page);

    await payByCard(page, CARDS.declined);
    const decline = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(decline).toBeInViewport();
    await expect(page.getByText(/^Waiting for your payment: order number \d+/)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary.getByRole('heading', { level: 3, name: /1 × Margherita/ })).toBeVisible();
    await expect(summary.getByLabel('Order totals').getByText('Total (incl. GST)', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'payment-declined');
    await expectNoSeriousViolations(page);

    await payByCard(page, CARDS.succeeds);
    await expect(page).toHaveURL(/\/checkout\/success\?order=[^&]+$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Order placed' });
    await expect(heading).toBeVisible();
    const number = (await page.locator('strong.tabular-nums').textContent())?.trim() ?? '';
    expect(number).toMatch(/^\d+$/);

    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.locator('strong.tabular-nums')).toHaveText(number);
    await expect(page.getByRole('region', { name: 'Pickup' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment' }).getByText(/ending in 4242/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Follow your order' })).toBeVisible();
    await saveScreenshot(page, 'checkout-success');
    await expectNoSeriousViolations(page);

    // Another device: a new guest finds the order by its number and email.
    const device = await browser.newContext({ viewport: PHONE });
    const other = await device.newPage();
    await startAsGuest(other, request, '/order-lookup');
    await other.getByLabel('Order number').fill(number);
    await other.getByLabel('Email').fill(GUEST.email);
    await other.getByRole('button', { name: 'Find my order' }).click();
    const found = other.getByRole('region', { name: `Order number ${number}` });
    await expect(found.getByRole('status')).toHaveText('Status: Order received');
    await expect(found.getByRole('heading', { level: 3, name: /1 × Margherita/ })).toBeVisible();
    await saveScreenshot(other, 'order-lookup');
    await expectNoSeriousViolations(other);
    await device.close();
  });
});
