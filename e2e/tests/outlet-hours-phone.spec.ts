import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { CARDS, continueToPayment, fillGuestDetails, goToCheckout, payByCard } from './support/checkout.ts';
import { consoleApi, outletId, startAsGuestAt, SURRY_HILLS } from './support/console.ts';
import { addButton, addToCart, openItem } from './support/menu.ts';
import { TENANT_ID } from './support/outlets.ts';
import { PHONE, saveScreenshot } from './support/screenshots.ts';

// Issue 18 point 7: an outlet's hours and state before the cart, on a 390×844 phone. The journeys run
// on the real clock, so Surry Hills is made open all day for the journey (and its hours restored after).

test.use({ viewport: PHONE });

type Shift = { weekday: number; opens: string; closes: string };
type OrderingState = { state: string; label: string; later_slots: { delivery_method: string; date: string; time: string; label: string }[] };

const ALL_DAY: Shift[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '00:00' }));

test.describe('outlets’ hours and state before the cart, on a phone (issue 18 point 7)', () => {
  test('open until …, then paused until HH:MM: the notice says when ordering resumes, the product dialog offers the slot after the pause, and the order is placed for it', async ({
    page,
    request,
  }) => {
    test.slow(); // a checkout and axe on two pages, on a machine the other journeys share
    const surryHills = await outletId(request, SURRY_HILLS);
    const manager = await consoleApi(request, 'manager');
    const rules = await manager.get<{ pickup: { hours: Shift[] }; delivery: { hours: Shift[] } }>(`/outlets/${surryHills}/rules`);
    await manager.put(`/outlets/${surryHills}/rules/hours`, { pickup: ALL_DAY, delivery: ALL_DAY });
    try {
      await startAsGuestAt(page, SURRY_HILLS, '/');
      const header = page.getByRole('banner');
      await expect(header.getByText(/^Open until \d\d:\d\d$/)).toBeVisible();
      await expect(page.getByRole('main').locator('p', { hasText: /^Crust Surry Hills · Open until \d\d:\d\d$/ })).toBeVisible();
      await saveScreenshot(page, 'home-open');
      await expectNoSeriousViolations(page);

      // The manager pauses online ordering for 30 minutes; the server says until when, in the outlet's time.
      await manager.post(`/outlets/${surryHills}/pause`, { minutes: 30 });
      const settings = await request.get(`/api/v2/restaurants/app-settings?tenant_id=${TENANT_ID}&restaurant_id=${surryHills}`);
      const paused = ((await settings.json()) as { data: { ordering_state: OrderingState }[] }).data[0]!.ordering_state;
      expect(paused.label).toMatch(/^Online ordering paused until (tomorrow )?\d\d:\d\d$/);
      const slot = paused.later_slots.find((each) => each.delivery_method === 'pickup')!;
      expect(slot).toBeTruthy();

      // A diner coming back sees it in the header and on the home page, and the notice says when ordering resumes.
      await page.reload();
      await expect(header.getByText(paused.label, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(paused.label)).toBeVisible();
      const notice = page.getByRole('dialog', { name: 'Online ordering is unavailable' });
      await expect(notice).toContainText(`${paused.label}. You can order now for ${slot.label} or later.`, { timeout: 10_000 });
      await saveScreenshot(page, 'home-paused');
      await notice.getByRole('button', { name: 'Continue Browsing' }).click();

      // The product dialog says the outlet is not taking orders now, and Add orders for the slot after the pause.
      await page.goto('/menu');
      await expect(notice).toBeVisible({ timeout: 10_000 });
      await notice.getByRole('button', { name: 'Continue Browsing' }).click();
      const dialog = await openItem(page, 'Garlic Bread');
      await expect(dialog.getByText(`Crust Surry Hills is not taking orders now. ${paused.label}. You can order now for ${slot.label}.`)).toBeVisible();
      await expect(addButton(dialog)).toHaveText(`Add to cart for ${slot.label}`);
      await expect(addButton(dialog)).toBeInViewport();
      await saveScreenshot(page, 'product-dialog-paused');
      await addToCart(page, dialog);

      // Checkout holds that slot as the chosen time, and the order is placed for it while the pause lasts.
      await goToCheckout(page);
      await expect(page.getByRole('combobox', { name: 'Time' })).toHaveValue(slot.time);
      await fillGuestDetails(page);
      await continueToPayment(page);
      const placed = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v2/orders');
      await payByCard(page, CARDS.succeeds);
      const order = ((await (await placed).json()) as { data: { pickup_date: string; pickup_time: string | null; asap: boolean } }).data;
      expect(order).toMatchObject({ pickup_date: slot.date, pickup_time: slot.time, asap: false });
      await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();

      // /contact lists each outlet's hours for pickup and delivery.
      await page.goto('/contact');
      const hours = page.getByRole('table', { name: 'Crust Surry Hills: hours for pickup and delivery' });
      await expect(hours.getByRole('row', { name: /^Monday/ })).toHaveText(/Monday\s*00:00–00:00\s*00:00–00:00/);
      await expect(page.getByRole('table', { name: 'Crust Bondi: hours for pickup' })).toBeVisible();
      await expectNoSeriousViolations(page);
    } finally {
      // Whatever happened above, the outlet takes orders on its own hours again for the journeys after this one.
      await manager.post(`/outlets/${surryHills}/resume`);
      await manager.put(`/outlets/${surryHills}/rules/hours`, { pickup: rules.pickup.hours, delivery: rules.delivery.hours });
    }
  });
});
