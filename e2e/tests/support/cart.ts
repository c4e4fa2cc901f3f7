import { expect, type Locator, type Page } from '@playwright/test';

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The header's cart button, named by the cart's item count ('Cart, 3 items'). */
export const cartButton = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });

/**
 * The header's count: the button's name and the badge it shows (no badge on an empty cart). Read
 * also while a modal (the drawer, the item builder) hides the page from the accessibility tree.
 */
export async function expectCartCount(page: Page, count: number) {
  const button = page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: /^Cart, \d+ items?$/, includeHidden: true });
  // aria-label is the button's accessible name; the name itself is empty while aria-hidden.
  await expect(button).toHaveAttribute('aria-label', `Cart, ${itemsLabel(count)}`);
  await expect(button).toHaveText(count === 0 ? '' : String(count));
}

/** Opens the cart drawer from the header and waits for its lines (or its empty state). */
export async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('list', { name: 'Items in your cart' }).or(drawer.getByText('Your cart is empty'))).toBeVisible();
  return drawer;
}

/** One line of the drawer, by its name as the server gives it. */
export const cartLine = (drawer: Locator, name: string): Locator => drawer.getByRole('article', { name, exact: true });

/** The drawer's one total (issue 18 point 12): the cart's, before any delivery charge. */
export const CART_TOTAL = 'Total before delivery (incl. GST)';
/** SAVE10's discount among the drawer's figures, named as the offer is. */
export const SAVE10_DISCOUNT = 'SAVE10: 10% off orders of $25 or more';
/** The demo's automatic offer (seed/demo-coupons.ts). */
export const FREE_GARLIC_BREAD_OFFER = 'Free garlic bread with any 2 pizzas';

/** A figure of the drawer's totals: 'Items' (beside discounts), a discount by its offer's name, 'GST included' or CART_TOTAL. */
export const cartTotal = (drawer: Locator, term: string): Locator => drawer.locator(`dl[aria-label="Cart totals"] > div:has(> dt:text-is("${term}")) > dd`);

/** A line's quantity stepper and the quantity it shows. */
export const lineQuantity = (drawer: Locator, name: string): Locator =>
  drawer.getByRole('group', { name: `Quantity of ${name}`, exact: true }).locator('output');

export const increaseQuantity = (drawer: Locator, name: string): Locator => drawer.getByRole('button', { name: `Increase quantity of ${name}`, exact: true });
export const decreaseQuantity = (drawer: Locator, name: string): Locator => drawer.getByRole('button', { name: `Decrease quantity of ${name}`, exact: true });
export const removeButton = (drawer: Locator, name: string): Locator => drawer.getByRole('button', { name: `Remove ${name}`, exact: true });

/**
 * Issue 18 point 14: a code the server refuses is answered beside its field, in view (not in a toast
 * or at the drawer's end): the message sits just under the field, which names it as its description.
 */
export async function expectCouponErrorBesideField(drawer: Locator, code: string) {
  const field = drawer.getByLabel('Coupon code');
  await field.fill(code);
  await drawer.getByRole('button', { name: 'Apply', exact: true }).click();
  const said = `There is no coupon ${code.toUpperCase()}.`;
  const message = drawer.getByRole('alert').filter({ hasText: said });
  await expect(message).toBeInViewport();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(said);
  const [fieldBox, messageBox] = await Promise.all([field.boundingBox(), message.boundingBox()]);
  const gap = messageBox!.y - (fieldBox!.y + fieldBox!.height);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(16);
  expect(Math.abs(messageBox!.x - fieldBox!.x)).toBeLessThan(2);
}
