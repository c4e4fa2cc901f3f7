import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { cartLine, openCart } from './support/cart.ts';
import {
  addToCart,
  builderTotal,
  configurationValue,
  dealNamed,
  fetchMenu,
  fieldset,
  fillDeal,
  modifierOf,
  money,
  onlinePrice,
  openItem,
  productNamed,
  type Menu,
} from './support/menu.ts';
import { PHONE, saveScreenshot } from './support/screenshots.ts';
import { startAsGuest } from './support/session.ts';

// Issue 18 point 13, on a 390×844 phone: a cart line reopens in the builder with its choices and
// "Update cart" replaces it, re-priced by the server; a deal's pizza is made like a pizza on its own.

test.use({ viewport: PHONE });

const isReplace = (method: string, url: string) => method === 'PUT' && /\/api\/v2\/cart\/items\/\d+$/.test(new URL(url).pathname);

/** Presses Update cart and waits for the replacing call, its answer, and the cart drawer back with the line. */
async function updateCart(page: Page, dialog: Locator): Promise<Locator> {
  const replaced = page.waitForResponse((response) => isReplace(response.request().method(), response.url()));
  await dialog.getByRole('button', { name: 'Update cart' }).click();
  const response = await replaced;
  expect(response.ok(), `PUT answered ${response.status()}: ${await response.text()}`).toBe(true);
  await expect(dialog).toBeHidden();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** An in-stock choice of a deal slot, by the menu (stock differs between outlets). */
function inStockChoice(menu: Menu, deal: string, slot: string): string {
  const component = dealNamed(menu, deal).components.find((candidate) => candidate.name === slot);
  const product =
    component &&
    menu.categories
      .flatMap((category) => category.products)
      .find((candidate) => component.choices.includes(candidate.restaurant_product_id) && candidate.in_stock);
  if (!product) throw new Error(`No in-stock choice for ${slot} in ${deal}`);
  return product.name;
}

test.describe('editing a cart line on a phone (issue 18)', () => {
  test('a pizza in the cart is edited: Edit reopens it with its choices, a new size and topping, Update cart, and the cart shows the new price', async ({
    page,
    request,
  }) => {
    test.slow(); // axe on the builder, on a machine the other journeys share
    const outlet = await startAsGuest(page, request);
    const menu = await fetchMenu(request, outlet.restaurant.id, 'main');
    const margherita = productNamed(menu, 'Margherita');
    const large = configurationValue(margherita, 'Size', 'Large');
    const pepperoni = modifierOf(margherita, 'Extra toppings', 'Pepperoni');

    await addToCart(page, await openItem(page, 'Margherita'));
    let drawer = await openCart(page);
    const line = cartLine(drawer, 'Margherita');
    await expect(line).toContainText(money(onlinePrice(margherita)));
    await expect(line).toContainText('Medium · Classic');

    await line.getByRole('button', { name: 'Edit Margherita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Margherita' });
    await expect(dialog).toBeVisible();
    // Opened with the line's choices: the medium it was added as.
    await expect(fieldset(dialog, 'Size').getByRole('radio', { name: /^Medium/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await fieldset(dialog, 'Size')
      .getByRole('radio', { name: /^Large/ })
      .check();
    await fieldset(dialog, 'Extra toppings')
      .getByRole('checkbox', { name: /^Pepperoni/ })
      .check();
    const price = onlinePrice(margherita) + large.price_adjustment + pepperoni.online_price;
    await expect(builderTotal(dialog)).toHaveText(money(price));
    await expect(dialog.getByRole('button', { name: 'Update cart' })).toBeInViewport();
    await saveScreenshot(page, 'cart-edit-builder');
    await expectNoSeriousViolations(page);

    drawer = await updateCart(page, dialog);
    const edited = cartLine(drawer, 'Margherita');
    await expect(edited).toContainText(money(price));
    await expect(edited).toContainText('Large · Classic');
    await expect(edited).toContainText('Pepperoni');
    // Replaced, not added: still one line.
    await expect(drawer.getByRole('article', { name: 'Margherita' })).toHaveCount(1);
    await saveScreenshot(page, 'cart-edited');
  });

  test('a pizza inside a deal is customised (size the deal allows, crust, a topping, with their prices), then edited from the cart', async ({
    page,
    request,
  }) => {
    test.slow();
    const outlet = await startAsGuest(page, request);
    const menu = await fetchMenu(request, outlet.restaurant.id, 'main');
    const deal = dealNamed(menu, 'Date Night for Two');
    const margherita = productNamed(menu, 'Margherita');
    const medium = configurationValue(margherita, 'Size', 'Medium');
    const large = configurationValue(margherita, 'Size', 'Large');
    const stuffed = configurationValue(margherita, 'Crust', 'Stuffed crust');
    const pepperoni = modifierOf(margherita, 'Extra toppings', 'Pepperoni');

    const dialog = await openItem(page, deal.name);
    await fillDeal(dialog, deal, {
      Pizzas: ['Margherita', 'Margherita'],
      'Salad to share': [inStockChoice(menu, deal.name, 'Salad to share')],
      Desserts: Array.from({ length: 2 }, () => inStockChoice(menu, deal.name, 'Desserts')),
    });
    await expect(builderTotal(dialog)).toHaveText(money(deal.price));
    await dialog.getByText('Customise Margherita 2').click();
    const size = fieldset(dialog, 'Size (Margherita 2)');
    // The deal's pizzas are medium or large: the medium in the price, the large at the difference.
    await expect(size.getByRole('radio')).toHaveCount(2);
    await size.getByRole('radio', { name: `Large +${money(large.price_adjustment - medium.price_adjustment)}` }).check();
    await fieldset(dialog, 'Crust (Margherita 2)')
      .getByRole('radio', { name: `Stuffed crust +${money(stuffed.price_adjustment)}` })
      .check();
    await fieldset(dialog, 'Extra toppings (Margherita 2)')
      .getByRole('checkbox', { name: `Pepperoni +${money(pepperoni.online_price)}` })
      .check();
    const price = deal.price + (large.price_adjustment - medium.price_adjustment) + stuffed.price_adjustment + pepperoni.online_price;
    await expect(builderTotal(dialog)).toHaveText(money(price));
    await saveScreenshot(page, 'deal-pizza-customised');
    const { body, cart } = await addToCart(page, dialog);
    expect((body.children as { configurations?: unknown[] }[]).filter((child) => child.configurations?.length)).toHaveLength(2);
    expect(cart.total).toBe(price);

    let drawer = await openCart(page);
    const line = cartLine(drawer, deal.name);
    await expect(line).toContainText(money(price));
    await expect(line.getByRole('list', { name: 'Deal items' })).toContainText('Margherita × 1 (Large, Stuffed crust, Pepperoni)');

    // The deal reopens with its pizzas as made; the crust goes back to classic.
    await line.getByRole('button', { name: `Edit ${deal.name}` }).click();
    const editor = page.getByRole('dialog', { name: deal.name });
    await expect(editor.getByText('Customise Margherita 2').locator('..')).toContainText('Large · Stuffed crust · Pepperoni');
    await editor.getByText('Customise Margherita 2').click();
    await fieldset(editor, 'Crust (Margherita 2)')
      .getByRole('radio', { name: /^Classic/ })
      .check();
    drawer = await updateCart(page, editor);
    await expect(cartLine(drawer, deal.name)).toContainText(money(price - stuffed.price_adjustment));
    await expect(cartLine(drawer, deal.name).getByRole('list', { name: 'Deal items' })).toContainText('Margherita × 1 (Large, Classic, Pepperoni)');
    await saveScreenshot(page, 'cart-deal-edited');
  });
});
