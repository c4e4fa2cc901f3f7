import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectCouponErrorBesideField, openCart } from './support/cart.ts';
import { addButton, addToCart, menuCard, money, openItem } from './support/menu.ts';
import { PHONE, saveScreenshot } from './support/screenshots.ts';
import { startAsGuest } from './support/session.ts';

// Issue 18: the diner on a 390×844 phone.

test.use({ viewport: PHONE });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not rendered`);
  return box;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inViewport = (box: Box) => box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;

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
    await expectCouponErrorBesideField(drawer, 'nope42');
    await saveScreenshot(page, 'cart');
    await expectNoSeriousViolations(page);
  });

  test('the header fits: Menu, Deals and Contact on one line, each a 44 px target, the outlet named once', async ({ page, request }) => {
    const outlet = await startAsGuest(page, request, '/');
    const header = page.getByRole('banner');
    const links = await Promise.all(['Menu', 'Deals', 'Contact'].map((name) => boxOf(header.getByRole('link', { name, exact: true }))));
    for (const link of links) {
      expect(link.height).toBeGreaterThanOrEqual(44);
      expect(link.y).toBe(links[0]!.y);
      expect(inViewport(link)).toBe(true);
    }
    // Shown once: the demo outlets' configurations name the business after the outlet.
    const names = await header.getByText(outlet.restaurant.name, { exact: true }).all();
    const shown = await Promise.all(names.map(async (name) => ((await name.boundingBox())?.width ?? 0) > 1));
    expect(shown.filter(Boolean)).toHaveLength(1);
    const logo = await boxOf(header.getByRole('link').first());
    const change = await boxOf(header.getByRole('button', { name: 'Change outlet' }));
    expect(change.height).toBeGreaterThanOrEqual(44);
    expect(inViewport(change)).toBe(true);
    const logIn = await boxOf(header.getByRole('link', { name: 'Log in' }));
    const cart = await boxOf(header.getByRole('button', { name: /^Cart, / }));
    // The logo, Log in and the cart share the first line.
    for (const control of [logIn, cart]) expect(Math.abs(control.y + control.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(2);
    expect(inViewport(cart)).toBe(true);
    await saveScreenshot(page, 'home');
    await expectNoSeriousViolations(page);
  });

  test('the product dialog keeps Close and Add to cart in view while its options scroll', async ({ page, request }) => {
    test.slow(); // axe on a tall dialog, on a machine the other journeys share
    await startAsGuest(page, request);
    const dialog = await openItem(page, 'Margherita');
    await dialog.hover();
    await page.mouse.wheel(0, 4000);
    await expect(async () => {
      expect(inViewport(await boxOf(dialog.getByRole('button', { name: 'Close' })))).toBe(true);
      expect(inViewport(await boxOf(addButton(dialog)))).toBe(true);
    }).toPass();
    expect(await dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    // Nothing scrolls out beneath the bar: it ends where the dialog does, not a padding's height above it.
    const gapBelowBar = await addButton(dialog).evaluate((button) => {
      let bar: Element | null = button;
      while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement;
      const dialogElement = button.closest('[role="dialog"]')!;
      return dialogElement.getBoundingClientRect().bottom - bar!.getBoundingClientRect().bottom;
    });
    expect(Math.abs(gapBelowBar)).toBeLessThanOrEqual(1);
    await saveScreenshot(page, 'product-dialog');
    await expectNoSeriousViolations(page);
  });

  test('the menu: the category of the section in view is highlighted, hearts leave the photos alone, toasts stay below the logo and apart', async ({
    page,
    request,
  }) => {
    await startAsGuest(page, request);
    const pizzas = page.getByRole('heading', { level: 2, name: 'Pizzas', exact: true });
    await pizzas.evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - window.innerHeight * 0.3));
    await expect(page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Pizzas', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const cards = ['Margherita', 'Pepperoni', 'Hawaiian'];
    for (const name of cards) {
      const card = menuCard(page, name);
      const heart = page.getByRole('button', { name: `Add ${name} to favourites` });
      expect(overlaps(await boxOf(heart), await boxOf(card.locator('img')))).toBe(false);
    }

    // A guest's hearts each answer with a toast: three at once, their timers held while the pointer rests on one.
    await page.evaluate(() => window.scrollTo(0, 0));
    const hearts = await Promise.all(cards.map((name) => page.getByRole('button', { name: `Add ${name} to favourites` }).elementHandle()));
    await page.evaluate((buttons) => buttons.forEach((button) => (button as HTMLElement | null)?.click()), hearts);
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts).toHaveCount(3);
    await toasts.first().hover();
    const logo = await boxOf(page.getByRole('banner').getByRole('link').first());
    const offer = await boxOf(page.getByRole('complementary', { name: 'Offer' }));
    await expect(async () => {
      const boxes = await Promise.all([0, 1, 2].map((index) => boxOf(toasts.nth(index))));
      for (const [index, box] of boxes.entries()) {
        expect(box.y).toBeGreaterThanOrEqual(offer.y + offer.height);
        expect(overlaps(box, logo)).toBe(false);
        for (const other of boxes.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
      }
    }).toPass();
  });
});
