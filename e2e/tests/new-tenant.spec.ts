import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { CARDS, checkoutToPayment, followPlacedOrder, orderStatus, payByCard } from './support/checkout.ts';
import { boardCard, openBoard } from './support/console.ts';
import { addToCart, openItem } from './support/menu.ts';
import { TABLET } from './support/screenshots.ts';
import { isCartRead } from './support/session.ts';
import { startTenantServer, type TenantServer } from './support/tenant-server.ts';

// Issue 19 point 4: a business made with `npm run tenant:create` goes from an empty console to a first
// paid test order through the web alone. It runs on an install of its own (support/tenant-server.ts:
// the storefront is built for one tenant id), so nothing the demo journeys share is touched.

const BUSINESS = 'Nonna Pizza';
const OWNER_EMAIL = 'owner@nonna.test';
const PASSWORD = 'Nonna-pizza-oven-2026';
const OUTLET = 'Nonna Pizza Newtown';
const CATEGORY = 'Pizzas';
const PRODUCT = 'Nonna margherita';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const test = base.extend<{ baseURL: string }, { tenant: TenantServer }>({
  tenant: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const tenant = await startTenantServer(BUSINESS, OWNER_EMAIL);
      await use(tenant);
      await tenant.stop();
    },
    // Two web builds and a fresh data directory take most of this.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ tenant }, use) => use(tenant.baseURL),
});

test.use({ viewport: TABLET });

const checklist = (page: Page): Locator => page.getByRole('region', { name: 'Before your storefront takes orders' });
const step = (card: Locator, label: string, state: 'done' | 'to do'): Locator => card.getByRole('listitem').filter({ hasText: `${label}: ${state}` });

/**
 * Back on the console home, the checklist shows the steps done so far (read afresh: until then its links
 * are the last read's), then its link for the next step is followed.
 */
async function followStep(page: Page, done: string[], next: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Outlets', exact: true }).click();
  const card = checklist(page);
  for (const label of done) await expect(step(card, label, 'done')).toBeVisible();
  await expect(step(card, next, 'to do')).toBeVisible();
  await card.getByRole('link', { name: `Set up: ${next.toLowerCase()}` }).click();
}

test('a new tenant goes from tenant:create to a first paid test order through the web alone', async ({ page: owner, browser, tenant }) => {
  test.setTimeout(120_000);

  // The owner's one-time link sets the password, then the sign-in form has their email.
  await owner.goto(tenant.passwordLink);
  await expect(owner.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await owner.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await owner.getByLabel('Repeat the password', { exact: true }).fill(PASSWORD);
  await owner.getByRole('button', { name: 'Set password' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(owner.getByText('Your password is set: sign in with it.')).toBeVisible();
  await expect(owner.getByLabel('Email')).toHaveValue(OWNER_EMAIL);
  await owner.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await owner.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Where are you working?' })).toBeVisible();

  // An empty console: every step is left.
  const card = checklist(owner);
  await expect(card.getByText('5 steps are left.')).toBeVisible();
  for (const label of ['An active outlet', 'A menu', 'Ordering hours', 'Pickup or a delivery zone', 'Payment'])
    await expect(step(card, label, 'to do')).toBeVisible();
  await expectNoSeriousViolations(owner);

  // The outlet: active from the start, with pickup on and online ordering open.
  await card.getByRole('link', { name: 'Set up: an active outlet' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Outlets' })).toBeVisible();
  await owner.getByRole('button', { name: 'New outlet' }).click();
  const outletForm = owner.getByRole('form', { name: 'New outlet' });
  await outletForm.getByLabel('Name', { exact: true }).fill(OUTLET);
  await outletForm.getByLabel('Street address').fill('300 King St');
  await outletForm.getByLabel('Suburb').fill('Newtown');
  await outletForm.getByLabel('City').fill('Sydney');
  await outletForm.getByLabel('Postcode').fill('2042');
  await outletForm.getByLabel('Phone').fill('(02) 9000 4242');
  await outletForm.getByLabel('Email').fill('newtown@nonna.test');
  await outletForm.getByLabel('Time zone').selectOption('Australia/Sydney');
  await outletForm.getByRole('button', { name: 'Create outlet' }).click();
  await expect(outletForm).toBeHidden();
  await expect(owner.getByRole('list', { name: 'Outlets' }).getByRole('listitem').filter({ hasText: OUTLET })).toContainText('Active');

  // Its pickup hours cover the whole day, every day, so the journey passes at any hour on the real clock.
  await followStep(owner, ['An active outlet', 'Pickup or a delivery zone'], 'Ordering hours');
  await expect(owner).toHaveURL(/\/console\/outlets\/\d+\/rules$/);
  const hours = owner.getByRole('form', { name: 'Opening hours' });
  for (const day of WEEKDAYS) {
    await hours.getByRole('button', { name: `Add pickup hours on ${day}` }).click();
    await hours.getByLabel(`Pickup ${day} shift 1 opens`).fill('00:00');
    await hours.getByLabel(`Pickup ${day} shift 1 closes`).fill('23:59');
  }
  await hours.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(owner.getByText('Opening hours saved')).toBeVisible();

  // Payment: the built-in test provider takes no real money, so the checklist wants cash accepted.
  const settings = owner.getByRole('form', { name: 'Ordering settings' });
  await expect(settings.getByRole('switch', { name: 'Take pickup orders' })).toBeChecked();
  await settings.getByRole('switch', { name: 'Accept cash' }).check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.getByText('Ordering settings saved')).toBeVisible();

  // The menu: a category on the main menu and a product in it, sold at the outlet.
  await followStep(owner, ['An active outlet', 'Ordering hours', 'Pickup or a delivery zone', 'Payment'], 'A menu');
  await expect(owner.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  const empty = owner.getByRole('region', { name: 'Your menu' });
  await expect(empty).toContainText('Your menu has no categories yet.');
  await empty.getByRole('button', { name: 'Add your first category' }).click();
  const categoryForm = owner.getByRole('form', { name: 'New category' });
  await categoryForm.getByLabel('Category name').fill(CATEGORY);
  await categoryForm.getByRole('button', { name: 'Create category' }).click();
  await expect(categoryForm).toBeHidden();
  await owner.getByRole('link', { name: `Add a product to ${CATEGORY}` }).click();
  const productForm = owner.getByRole('form', { name: 'New product' });
  await productForm.getByLabel('Name', { exact: true }).fill(PRODUCT);
  await productForm.getByLabel('Description').fill('Tomato, fior di latte and basil.');
  await productForm.getByLabel('Price ($)', { exact: true }).fill('16.00');
  await productForm.getByRole('button', { name: 'Save product' }).click();
  await expect(owner).toHaveURL(/\/console\/menu\/products\/\d+$/);

  // Every step done: the checklist leaves the console home.
  await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Outlets', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Where are you working?' })).toBeVisible();
  await expect(owner.getByRole('main').getByRole('link', { name: new RegExp(`^${OUTLET}`) })).toBeVisible();
  await expect(checklist(owner)).toBeHidden();

  // A diner on the tenant's storefront: the outlet, the product, pickup, the test card.
  const diner = await browser.newPage({ viewport: TABLET });
  const cartRead = diner.waitForResponse(isCartRead);
  await diner.goto('/menu');
  // The business's only outlet: the storefront chooses it without asking.
  await expect(diner.getByRole('banner')).toContainText(`Your outlet: ${OUTLET}`);
  expect((await cartRead).ok()).toBe(true);
  const dialog = await openItem(diner, PRODUCT);
  const { cart } = await addToCart(diner, dialog);
  expect(cart.items.map((item) => item.name)).toEqual([PRODUCT]);
  await checkoutToPayment(diner);
  await expect(diner.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await payByCard(diner, CARDS.succeeds);
  const order = await followPlacedOrder(diner);
  await expect(orderStatus(diner)).toHaveText('Status: Order received');
  await diner.close();

  // The paid order on the tenant's own board.
  const board = await openBoard(owner, OUTLET);
  const placed = boardCard(board, order.number);
  await expect(placed).toContainText(PRODUCT);
  await expect(placed.getByText('PAID by card', { exact: true })).toBeVisible();
});
