import { expect, test } from '@playwright/test';
import { chooseOutlet, collectConsoleErrors, outletsByOrdering } from './support/outlets.ts';
import { hydrated } from './support/hydration.ts';

// Spec §2: every route, with the heading a diner sees there.
const routes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /./ },
  { path: '/menu', heading: 'Menu' },
  { path: '/instore-menu', heading: 'In-store menu' },
  { path: '/dine-in-menu', heading: 'Dine-in menu' },
  { path: '/contact', heading: /contact/i },
  { path: '/deals', heading: 'Deals' },
  { path: '/login', heading: 'Log in' },
  { path: '/signup', heading: 'Sign up' },
  { path: '/profile', heading: 'Log in' }, // for logged-in diners: a guest logs in first (issue 8)
  { path: '/checkout', heading: 'Checkout' },
  // Issue 9: without a completed step 1, or an order to thank for, these send the diner back to /checkout.
  { path: '/checkout/payment', heading: 'Checkout' },
  { path: '/checkout/success', heading: 'Checkout' },
  { path: '/terms', heading: /terms/i },
  { path: '/privacy', heading: /privacy/i },
  { path: '/refund-policy', heading: /refund/i },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/otp-verification', heading: 'Verify your code' },
  { path: '/order-history', heading: 'Log in' }, // for logged-in diners: a guest logs in first (issue 8)
  { path: '/favorites', heading: 'Log in' }, // for logged-in diners: a guest logs in first (issue 8)
  { path: '/gift-cards', heading: 'Gift cards' },
  { path: '/loyalty-points', heading: 'Log in' }, // for logged-in diners: a guest logs in first (issue 8)
  { path: '/reservations', heading: 'Your reservations' },
  { path: '/table-reservation', heading: 'Book a table' },
  { path: '/table-reservation/confirm', heading: 'Confirm your reservation' },
  { path: '/table-reservation/success', heading: 'Reservation confirmed' },
  { path: '/error', heading: 'Something went wrong' },
];

test.describe('every spec §2 route', () => {
  test.beforeEach(async ({ page, request }) => {
    const { open } = await outletsByOrdering(request);
    await page.goto('/');
    await chooseOutlet(page, open.restaurant.name);
  });

  for (const route of routes) {
    test(`${route.path} renders its page without console errors`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading...' })).toBeHidden();
      expect(errors).toEqual([]);
    });
  }

  // Issue 9: an order id nobody of this session placed (or none at all) is the API's 404, which the
  // browser logs as a failed resource; the page says so plainly instead of showing anything else.
  test('/order-confirmation/{orderId} of an order that is not the diner’s says it cannot be found', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/orders/1042');
    await page.goto('/order-confirmation/1042');
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
    expect((await read).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 2, name: 'We couldn’t find this order' })).toBeVisible();
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  test('an unknown path answers 404 and shows the not-found page (issue 18)', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // The browser reports the page's own 404; nothing else goes wrong.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  test("a delayed route chunk shows the full-screen 'Loading...' spinner", async ({ page }) => {
    await page.goto('/');
    // The server's HTML shows the heading at once; a click before hydration is an ordinary page load (issue 20).
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hold every JavaScript chunk fetched from now on, so the next route's chunk is slow.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Loading...')).toBeHidden();
  });

  test("a route whose chunk fails to load shows 'Unexpected Application Error!'", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Only the route's own chunk: the home page keeps loading deferred chunks of its own (the
    // wishlist heart), and failing those would show the error before the click.
    await page.route('**/assets/privacy-*.js', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  });
});
