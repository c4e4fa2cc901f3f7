import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { openCart } from './support/cart.ts';
import { addToCart, money, openItem } from './support/menu.ts';
import { PHONE, saveScreenshot } from './support/screenshots.ts';
import { startAsGuest } from './support/session.ts';

// Issue 18: the diner on a 390×844 phone.

test.use({ viewport: PHONE });

test.describe('on a phone (issue 18)', () => {
  test('adding to the cart shows a bottom bar with the count and total, still on screen after scrolling', async ({ page, request }) => {
    test.slow(); // two pages checked by axe, on a machine the other journeys share
    await startAsGuest(page, request);
    const bar = page.getByRole('complementary', { name: 'Your cart' });
    await expect(bar).toBeHidden();

    const { cart } = await addToCart(page, await openItem(page, 'Margherita'));
    const viewCart = bar.getByRole('button', { name: `View cart, 1 item, ${money(cart.total)}` });
    await expect(viewCart).toBeInViewport();
    await saveScreenshot(page, 'menu');

    // The header (not sticky) scrolls away with its badge; the bar stays.
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole('banner')).not.toBeInViewport();
    await expect(viewCart).toBeInViewport();
    await expectNoSeriousViolations(page);

    const drawer = await openCart(page);
    await expect(drawer.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await saveScreenshot(page, 'cart');
    await expectNoSeriousViolations(page);
  });
});
