import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { consoleApi, signInToConsole } from './support/console.ts';
import { addToCart, builderTotal, fieldset, menuCard, money, openItem, startsWithName } from './support/menu.ts';
import { TABLET } from './support/screenshots.ts';
import { startAsGuest } from './support/session.ts';

// Issue 19 (menu editor): the demo owner makes a category and a product with a photo, sizes and a new
// modifier group through the console's forms; a diner then sees it on /menu with its photo and adds it
// to the cart. The data directory is shared by every journey of a run, so the names are the run's own
// and the product is archived and its category hidden afterwards (both leave every menu).

test.use({ viewport: TABLET });

const RUN = Date.now().toString(36);
const CATEGORY = `Journey specials ${RUN}`;
const PRODUCT = `Journey pizza ${RUN}`;
const GROUP = `Journey dips ${RUN}`;
const PHOTO = new URL('./fixtures/menu-photo.jpg', import.meta.url).pathname;

test.afterAll(async ({ request }) => {
  const api = await consoleApi(request, 'owner');
  const products = await api.get<{ id: number; name: string }[]>('/products');
  for (const product of products.filter((candidate) => candidate.name === PRODUCT)) await api.post(`/products/${product.id}/archive`);
  const categories = await api.get<{ id: number; name: string; version: number }[]>('/categories');
  for (const category of categories.filter((candidate) => candidate.name === CATEGORY)) {
    await api.put(`/categories/${category.id}`, { name: category.name, hidden: true, version: category.version });
  }
});

test('an owner makes a category and a product with a photo, sizes and a modifier group; a diner orders it', async ({ page: owner, browser, request }) => {
  test.setTimeout(90_000);
  await signInToConsole(owner, 'owner');
  await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Categories' })).toBeVisible();
  await expectNoSeriousViolations(owner);

  await owner.getByRole('button', { name: 'New category' }).click();
  const categoryForm = owner.getByRole('form', { name: 'New category' });
  await categoryForm.getByLabel('Category name').fill(CATEGORY);
  await categoryForm.getByRole('button', { name: 'Create category' }).click();
  await expect(categoryForm).toBeHidden();
  await owner.getByRole('link', { name: `Add a product to ${CATEGORY}` }).click();

  const form = owner.getByRole('form', { name: 'New product' });
  await expect(form.getByLabel('Category', { exact: true }).locator('option:checked')).toHaveText(CATEGORY);
  await form.getByLabel('Name', { exact: true }).fill(PRODUCT);
  await form.getByLabel('Description').fill('Tomato, basil and the run’s own cheese.');
  await form.getByLabel('Price ($)', { exact: true }).fill('17.50');
  await form.getByLabel('Photo', { exact: true }).setInputFiles(PHOTO);
  await expect(form.getByText('Photo uploaded.')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Vegetarian' }).check();
  await form.getByRole('checkbox', { name: 'Milk' }).check();

  const sizes = form.getByRole('group', { name: 'Size', exact: true });
  for (const [size, adjustment] of [
    ['Small', '-4'],
    ['Medium', '0'],
    ['Large', '5'],
  ] as const) {
    await sizes.getByRole('checkbox', { name: size, exact: true }).check();
    await sizes.getByLabel(`Size ${size}: price adjustment ($)`).fill(adjustment);
  }

  await form.getByRole('button', { name: 'New modifier group' }).click();
  const group = form.getByRole('group', { name: 'New modifier group' });
  await group.getByLabel('Group name').fill(GROUP);
  await group.getByLabel('Most choices').fill('2');
  await group.getByLabel('Modifier 1 name').fill('Aioli');
  await group.getByLabel('Modifier 1 price ($)').fill('1.50');
  await group.getByRole('button', { name: 'Create group' }).click();
  await expect(form.getByRole('list', { name: 'Modifier groups offered' })).toContainText(GROUP);
  await expectNoSeriousViolations(owner);

  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(owner).toHaveURL(/\/console\/menu\/products\/\d+$/);
  await expect(owner.getByRole('form', { name: `Edit ${PRODUCT}` }).getByLabel('Size Small: price adjustment ($)')).toHaveValue('-4.00');
  await expectNoSeriousViolations(owner);

  const diner = await browser.newPage({ viewport: TABLET });
  await startAsGuest(diner, request);
  const card = menuCard(diner, PRODUCT);
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/images\//);
  const dialog = await openItem(diner, PRODUCT);
  await fieldset(dialog, 'Size')
    .getByRole('radio', { name: startsWithName('Large') })
    .check();
  await fieldset(dialog, GROUP)
    .getByRole('checkbox', { name: startsWithName('Aioli') })
    .check();
  await expect(builderTotal(dialog)).toHaveText(money(1750 + 500 + 150));
  const { cart } = await addToCart(diner, dialog);
  expect(cart.items.map((item) => item.name)).toContain(PRODUCT);
  await diner.close();
});
