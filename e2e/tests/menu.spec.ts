import { expect, test } from '@playwright/test';
import { expectCartCount } from './support/cart.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  addButton,
  addToCart,
  allProducts,
  builderTotal,
  configurationValue,
  dealNamed,
  fetchMenu,
  fieldset,
  fillDeal,
  isAddToCart,
  menuCard,
  modifierOf,
  money,
  onlinePrice,
  openItem,
  productNamed,
  startsWithName,
  type MenuDeal,
} from './support/menu.ts';
import { chooseOutlet, collectConsoleErrors, outletsByOrdering } from './support/outlets.ts';
import { guestIdentity, startAsGuest } from './support/session.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue #3, browser journeys: browse /menu, build a pizza, a half-and-half and a deal, each posted
// to the cart in the spec's form (§5, §7), and the in-store and dine-in menus.

type Child = {
  deal_component_type_id: number;
  restaurant_product_id: number;
  product_id: number;
  quantity: number;
  configurations?: { attribute_id: number; attribute_value_id: number }[];
  modifiers?: unknown[];
};
const byIds = (a: Child, b: Child) => a.deal_component_type_id - b.deal_component_type_id || a.restaurant_product_id - b.restaurant_product_id;
const byModifierId = (a: { modifier_id: number }, b: { modifier_id: number }) => a.modifier_id - b.modifier_id;

/** The deal's children as the spec's deal form carries them, for the products picked by name. */
function dealChildren(deal: MenuDeal, products: ReturnType<typeof allProducts>, picks: Record<string, string[]>): Child[] {
  return deal.components
    .flatMap((component) =>
      [...new Set(picks[component.name])].map((name) => {
        const product = products.find((candidate) => candidate.name === name && component.choices.includes(candidate.restaurant_product_id));
        if (!product) throw new Error(`${name} is not a choice of ${component.name}`);
        const quantity = picks[component.name]!.filter((picked) => picked === name).length;
        const child = {
          deal_component_type_id: component.deal_component_type_id,
          restaurant_product_id: product.restaurant_product_id,
          product_id: product.product_id,
          quantity,
        };
        // Issue 18: an item with something to choose (a pizza) goes as the deal makes it: of each
        // attribute, the cheapest value the slot names (the Large of "2 large pizzas"), else the usual one (no price change).
        if (product.configurations.length === 0 && product.modifier_groups.length === 0) return child;
        const configurations = product.configurations.map(({ attribute_id, values }) => {
          const named = values.filter((value) => component.configuration_value_ids.includes(value.attribute_value_id));
          const value =
            named.length > 0
              ? named.reduce((a, b) => (b.price_adjustment < a.price_adjustment ? b : a))
              : values.find((candidate) => candidate.price_adjustment === 0)!;
          return { attribute_id, attribute_value_id: value.attribute_value_id };
        });
        return { ...child, configurations, modifiers: [] };
      }),
    )
    .sort(byIds);
}

test.describe('/menu (issue #3)', () => {
  test('shows the categories in the category bar, scrolls to a section on click, and search filters the dishes', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const outlet = await startAsGuest(page, request);
    const menu = await fetchMenu(request, outlet.restaurant.id, 'main');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();

    // The horizontal bar (spec §3 categoryLayout) lists the deals, then every category, in menu order.
    const bar = page.getByRole('navigation', { name: 'Menu categories' });
    await expect(bar.getByRole('link')).toHaveText(['Deals', ...menu.categories.map((category) => category.name)]);

    // A chip far down the list scrolls its section under the bar and marks the chip as current.
    const last = menu.categories.at(-1)!;
    const heading = page.getByRole('heading', { level: 2, name: last.name, exact: true });
    await expect(heading).not.toBeInViewport();
    await bar.getByRole('link', { name: last.name, exact: true }).click();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(bar.getByRole('link', { name: last.name, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(bar).toBeInViewport();

    // Search narrows the dishes (and their sections) to those that match; deals step aside.
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('tiramisu');
    // The dish cards (each card's button is described by its details; the favourites heart beside it is not).
    const dishes = page.getByRole('main').locator('section ul > li button[aria-describedby]');
    await expect(dishes).toHaveCount(1);
    await expect(menuCard(page, 'Tiramisu')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Desserts']);
    await expect(bar.getByRole('link')).toHaveText(['Desserts']);
    await expect(page.getByRole('status').filter({ hasText: 'dish' })).toHaveText('1 dish matches');

    // Several words must all match: 'garlic bread' finds the garlic breads but not Garlic Knots.
    await search.fill('garlic bread');
    await expect(menuCard(page, 'Garlic Bread')).toBeVisible();
    await expect(menuCard(page, 'Cheesy Garlic Bread')).toBeVisible();
    await expect(menuCard(page, 'Garlic Knots')).toHaveCount(0);

    await search.fill('zzzz');
    await expect(page.getByText('No dishes match “zzzz”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(dishes).toHaveCount(allProducts(menu).length + menu.deals.length);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Deals' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the Vegetarian filter (issue 19) leaves only vegetarian dishes, with their tags and allergens shown, and hides the rest', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const outlet = await startAsGuest(page, request);
    const menu = await fetchMenu(request, outlet.restaurant.id, 'main');
    const vegetarian = allProducts(menu).filter((product) => product.tags.includes('vegetarian'));
    expect(vegetarian.length).toBeGreaterThan(0);
    const dishes = page.getByRole('main').locator('section ul > li button[aria-describedby]');
    await expect(dishes).toHaveCount(allProducts(menu).length + menu.deals.length);

    // The chip is the checkbox's label (the box itself is visually hidden): a diner clicks the chip.
    const filter = page.getByRole('group', { name: 'Show only dishes that are' });
    const chip = filter.getByText('Vegetarian', { exact: true });
    await chip.click();
    await expect(filter.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await expect(dishes).toHaveCount(vegetarian.length);
    for (const product of vegetarian) await expect(menuCard(page, product.name).first()).toBeVisible();
    await expect(menuCard(page, 'Pepperoni')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Deals' })).toHaveCount(0);

    // The dialog says what is in the dish in plain words.
    const margherita = await openItem(page, 'Margherita');
    await expect(margherita.getByText('Contains: Gluten, Milk')).toBeVisible();
    await page.keyboard.press('Escape');

    await chip.click();
    await expect(dishes).toHaveCount(allProducts(menu).length + menu.deals.length);
    expect(errors).toEqual([]);
  });

  test('a pizza: size, toppings and quantity change the live price; Add posts the normal form and the header count goes up', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const outlet = await startAsGuest(page, request);
    const menu = await fetchMenu(request, outlet.restaurant.id, 'main');
    const { guestId, guestToken } = await guestIdentity(page);
    const margherita = productNamed(menu, 'Margherita');
    const large = configurationValue(margherita, 'Size', 'Large');
    const classic = configurationValue(margherita, 'Crust', 'Classic');
    const mushrooms = modifierOf(margherita, 'Extra toppings', 'Mushrooms');
    const pepperoni = modifierOf(margherita, 'Extra toppings', 'Pepperoni');
    await expectCartCount(page, 0);

    const dialog = await openItem(page, 'Margherita');
    // It opens on the regular size and classic crust, at the price the card shows.
    const total = builderTotal(dialog);
    await expect(total).toHaveText(money(onlinePrice(margherita)));
    await expect(fieldset(dialog, 'Size').getByRole('radio', { name: startsWithName('Medium') })).toBeChecked();

    await fieldset(dialog, 'Size')
      .getByRole('radio', { name: startsWithName('Large') })
      .check();
    let unit = onlinePrice(margherita) + large.price_adjustment;
    await expect(total).toHaveText(money(unit));

    const toppings = fieldset(dialog, 'Extra toppings');
    await toppings.getByRole('checkbox', { name: startsWithName('Mushrooms') }).check();
    unit += mushrooms.online_price;
    await expect(total).toHaveText(money(unit));
    await toppings.getByRole('checkbox', { name: startsWithName('Pepperoni') }).check();
    unit += pepperoni.online_price;
    await expect(total).toHaveText(money(unit));
    // Unticking takes the topping's price off again.
    await toppings.getByRole('checkbox', { name: startsWithName('Mushrooms') }).uncheck();
    await expect(total).toHaveText(money(unit - mushrooms.online_price));
    await toppings.getByRole('checkbox', { name: startsWithName('Mushrooms') }).check();
    await expect(total).toHaveText(money(unit));

    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(total).toHaveText(money(unit * 2));
    await dialog.getByRole('textbox').fill('Well done, please');

    const posted = page.waitForRequest(isAddToCart);
    const { body, cart } = await addToCart(page, dialog);
    // Spec §6: the request carries the guest's bearer token.
    expect((await posted).headers()['authorization']).toBe(`Bearer ${guestToken}`);
    expect({ ...body, modifiers: (body.modifiers as { modifier_id: number }[]).toSorted(byModifierId) }).toEqual({
      restaurant_id: outlet.restaurant.id,
      guest_id: guestId,
      restaurant_product_id: margherita.restaurant_product_id,
      product_id: margherita.product_id,
      quantity: 2,
      is_half_and_half: false,
      notes: 'Well done, please',
      modifiers: [
        { modifier_id: mushrooms.modifier_id, quantity: 1, configurations: [] },
        { modifier_id: pepperoni.modifier_id, quantity: 1, configurations: [] },
      ].toSorted(byModifierId),
      configurations: [
        { attribute_id: large.attribute_id, attribute_value_id: large.attribute_value_id, price_adjustment: large.price_adjustment },
        { attribute_id: classic.attribute_id, attribute_value_id: classic.attribute_value_id, price_adjustment: classic.price_adjustment },
      ],
    });
    // The header counts what the server's cart holds: at least the two pizzas (offers may add a free item).
    expect(cart.item_count).toBeGreaterThanOrEqual(2);
    await expectCartCount(page, cart.item_count);
    expect(errors).toEqual([]);
  });

  test('a half-and-half: choose the right half and each half’s toppings; Add posts is_half_and_half with both portions', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const outlet = await startAsGuest(page, request);
    const menu = await fetchMenu(request, outlet.restaurant.id, 'main');
    const { guestId } = await guestIdentity(page);
    const left = productNamed(menu, 'Margherita');
    const right = productNamed(menu, 'Pepperoni');
    const leftTopping = modifierOf(left, 'Extra toppings', 'Mushrooms');
    const rightTopping = modifierOf(right, 'Extra toppings', 'Bacon');
    const large = configurationValue(left, 'Size', 'Large');
    const classic = configurationValue(left, 'Crust', 'Classic');

    await openItem(page, 'Margherita');
    await page.getByRole('dialog', { name: 'Margherita' }).getByRole('button', { name: 'Make it half and half' }).click();
    const dialog = page.getByRole('dialog', { name: 'Half and half' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Left half' })).toHaveValue(String(left.restaurant_product_id));
    // Nothing to add until the right half is chosen.
    await expect(dialog.getByText('Choose a pizza for the right half')).toBeVisible();
    await expect(addButton(dialog)).toBeDisabled();

    await dialog.getByRole('combobox', { name: 'Right half' }).selectOption({ label: `${right.name} · ${money(onlinePrice(right))}` });
    // The dearer half sets the base price.
    const total = builderTotal(dialog);
    let unit = Math.max(onlinePrice(left), onlinePrice(right));
    await expect(total).toHaveText(money(unit));
    await expect(addButton(dialog)).toBeEnabled();

    // Each half has its own toppings, at half price (they cover half the pizza).
    const leftHalf = dialog.getByRole('region', { name: `Left half: ${left.name}` });
    const rightHalf = dialog.getByRole('region', { name: `Right half: ${right.name}` });
    await leftHalf.getByRole('checkbox', { name: startsWithName(leftTopping.name) }).check();
    unit += Math.round(leftTopping.online_price / 2);
    await expect(total).toHaveText(money(unit));
    await rightHalf.getByRole('checkbox', { name: startsWithName(rightTopping.name) }).check();
    unit += Math.round(rightTopping.online_price / 2);
    await expect(total).toHaveText(money(unit));
    await expect(rightHalf.getByRole('checkbox', { name: startsWithName(leftTopping.name) })).not.toBeChecked();

    // One size for the whole pizza.
    // Each size shows the whole pizza's price at that size (issue 18).
    await fieldset(dialog, 'Size')
      .getByRole('radio', { name: `Large ${money(unit + large.price_adjustment)}`, exact: true })
      .check();
    unit += large.price_adjustment;
    await expect(total).toHaveText(money(unit));

    const { body } = await addToCart(page, dialog);
    expect(body).toEqual({
      restaurant_id: outlet.restaurant.id,
      guest_id: guestId,
      is_half_and_half: true,
      quantity: 1,
      notes: '',
      configurations: [
        { attribute_id: large.attribute_id, attribute_value_id: large.attribute_value_id },
        { attribute_id: classic.attribute_id, attribute_value_id: classic.attribute_value_id },
      ],
      cart_portions: [
        {
          portion: 'left',
          restaurant_product_id: left.restaurant_product_id,
          product_id: left.product_id,
          modifiers: [{ modifier_id: leftTopping.modifier_id, quantity: 1, configurations: [] }],
        },
        {
          portion: 'right',
          restaurant_product_id: right.restaurant_product_id,
          product_id: right.product_id,
          modifiers: [{ modifier_id: rightTopping.modifier_id, quantity: 1, configurations: [] }],
        },
      ],
    });
    await expectCartCount(page, 1);
    expect(errors).toEqual([]);
  });

  // Issue 18 point 12: /deals also lists what the cart applies by itself and the codes anyone may enter.
  test('/deals lists the outlet’s automatic offers and public coupon codes with their conditions, and passes axe', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await startAsGuest(page, request, '/deals');
    const offers = page.getByRole('region', { name: 'Offers and coupon codes' });
    const automatic = offers.getByRole('region', { name: 'Applied for you' }).getByRole('listitem');
    await expect(automatic.filter({ hasText: 'Free garlic bread with any 2 pizzas' })).toBeVisible();
    const codes = offers.getByRole('region', { name: 'Coupon codes' });
    await expect(codes.getByRole('listitem').filter({ hasText: 'SAVE10' })).toContainText('On orders of $25.00 or more');
    await expect(codes.getByRole('listitem').filter({ hasText: 'CASH5' })).toContainText('When you pay cash on delivery');
    // Used up (LAUNCH50) or expired (SUMMER24): not offered.
    await expect(codes.getByText('LAUNCH50')).toHaveCount(0);
    await expect(codes.getByText('SUMMER24')).toHaveCount(0);
    await offers.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'deals-offers');
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });

  test('a deal from /deals: fill each slot (premium choices cost extra); Add posts deal_id with its children', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const outlet = await startAsGuest(page, request, '/deals');
    const menu = await fetchMenu(request, outlet.restaurant.id, 'main');
    const { guestId } = await guestIdentity(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    for (const deal of menu.deals) await expect(menuCard(page, deal.name)).toBeVisible();

    const deal = dealNamed(menu, 'Family Feast');
    expect(deal.deal_id).not.toBeNull();
    const premium = deal.components[0]!.upcharges[0]!;
    const premiumPizza = allProducts(menu).find((product) => product.restaurant_product_id === premium.restaurant_product_id)!;
    const picks = { 'Large pizzas': ['Pepperoni', premiumPizza.name], 'Garlic bread': ['Garlic Bread'], '1.25 L drink': ['Sprite'] };

    const dialog = await openItem(page, deal.name);
    const total = builderTotal(dialog);
    await expect(total).toHaveText(money(deal.price));
    await expect(dialog.getByText('Choose 2 from Large pizzas')).toBeVisible();
    await expect(addButton(dialog)).toBeDisabled();
    await fillDeal(dialog, deal, picks);
    await expect(total).toHaveText(money(deal.price + premium.amount));
    // A full slot takes no more.
    await expect(fieldset(dialog, 'Large pizzas').getByRole('button', { name: 'Add one Margherita', exact: true })).toBeDisabled();

    const { body } = await addToCart(page, dialog);
    expect({ ...body, children: (body.children as Child[]).toSorted(byIds) }).toEqual({
      restaurant_id: outlet.restaurant.id,
      guest_id: guestId,
      deal_id: deal.deal_id,
      quantity: 1,
      notes: '',
      children: dealChildren(deal, allProducts(menu), picks),
    });
    expect(body).not.toHaveProperty('combo_product_id');
    await expectCartCount(page, 1);
    expect(errors).toEqual([]);
  });

  test("a combo from the menu's deals: Add posts combo_product_id with its children", async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const outlet = await startAsGuest(page, request);
    const menu = await fetchMenu(request, outlet.restaurant.id, 'main');
    const { guestId } = await guestIdentity(page);
    const combo = menu.deals.find((deal) => deal.combo_product_id !== null)!;
    expect(combo).toBeDefined();
    const products = allProducts(menu);
    // The first choice in stock for each slot.
    const picks = Object.fromEntries(
      combo.components.map((component) => {
        const names = component.choices.map((id) => products.find((product) => product.restaurant_product_id === id)!).filter((product) => product.in_stock);
        return [component.name, Array.from({ length: component.quantity }, () => names[0]!.name)];
      }),
    );

    const dialog = await openItem(page, combo.name);
    await fillDeal(dialog, combo, picks);
    await expect(builderTotal(dialog)).toHaveText(money(combo.price));
    const { body } = await addToCart(page, dialog);
    expect({ ...body, children: (body.children as Child[]).toSorted(byIds) }).toEqual({
      restaurant_id: outlet.restaurant.id,
      guest_id: guestId,
      combo_product_id: combo.combo_product_id,
      quantity: 1,
      notes: '',
      children: dealChildren(combo, products, picks),
    });
    expect(body).not.toHaveProperty('deal_id');
    await expectCartCount(page, 1);
    expect(errors).toEqual([]);
  });
});

test.describe('the in-store and dine-in menus (issue #3)', () => {
  test('/instore-menu shows the in-store menu at in-store prices; its dialog only shows the item', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { open } = await outletsByOrdering(request);
    const [instore, main] = await Promise.all([fetchMenu(request, open.restaurant.id, 'instore'), fetchMenu(request, open.restaurant.id, 'main')]);
    await page.goto('/instore-menu');
    await chooseOutlet(page, open.restaurant.name);
    await expect(page.getByRole('heading', { level: 1, name: 'In-store menu' })).toBeVisible();

    const board = page.getByRole('main');
    for (const category of instore.categories) await expect(board.getByRole('heading', { level: 2, name: category.name, exact: true })).toBeVisible();
    // Every product at its in-store price, never its online one.
    for (const product of allProducts(instore))
      await expect(board.getByRole('button', { name: `${product.name} ${money(product.price)}`, exact: true }).first()).toBeVisible();
    const instoreNames = new Set(allProducts(instore).map((product) => product.name));
    for (const onlineOnly of allProducts(main).filter((product) => !instoreNames.has(product.name))) {
      await expect(menuCard(page, onlineOnly.name)).toHaveCount(0);
    }

    const pricedDifferently = allProducts(instore).find(
      (product) => product.online_price !== null && product.online_price !== product.price && product.in_stock,
    )!;
    await board.getByRole('button', { name: `${pricedDifferently.name} ${money(pricedDifferently.price)}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: pricedDifferently.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(money(pricedDifferently.price), { exact: true })).toBeVisible();
    await expect(dialog.getByText(money(pricedDifferently.online_price!), { exact: true })).toHaveCount(0);
    // Browse-only: no choices to make and nothing to add.
    await expect(addButton(dialog)).toHaveCount(0);
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('/dine-in-menu?table=7 shows the dine-in menu and "Table 7", kept in sessionStorage dineInTable', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { open } = await outletsByOrdering(request);
    const [dinein, main] = await Promise.all([fetchMenu(request, open.restaurant.id, 'dinein'), fetchMenu(request, open.restaurant.id, 'main')]);
    await page.goto('/dine-in-menu?table=7');
    await chooseOutlet(page, open.restaurant.name);
    await expect(page.getByRole('heading', { level: 1, name: 'Dine-in menu' })).toBeVisible();
    await expect(page.getByText('Table 7', { exact: true })).toBeVisible();

    // The dine-in menu's own categories and dishes, not the online menu's.
    const bar = page.getByRole('navigation', { name: 'Menu categories' });
    await expect(bar.getByRole('link')).toHaveText([...(dinein.deals.length > 0 ? ['Deals'] : []), ...dinein.categories.map((category) => category.name)]);
    const mainNames = new Set(allProducts(main).map((product) => product.name));
    const dineInOnly = allProducts(dinein).filter((product) => !mainNames.has(product.name));
    const dineInNames = new Set(allProducts(dinein).map((product) => product.name));
    const mainOnly = allProducts(main).filter((product) => !dineInNames.has(product.name));
    expect(dineInOnly.length).toBeGreaterThan(0);
    expect(mainOnly.length).toBeGreaterThan(0);
    for (const product of dineInOnly) await expect(menuCard(page, product.name)).toBeVisible();
    for (const product of mainOnly) await expect(menuCard(page, product.name)).toHaveCount(0);

    const stored = async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('dineInTable'))) ?? 'null') as { state: { table: number } } | null;
    await expect.poll(async () => (await stored())?.state.table).toBe(7);
    // Kept for the dine-in order: the table stays after the QR link's query is gone.
    await page.goto('/dine-in-menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Dine-in menu' })).toBeVisible();
    await expect(page.getByText('Table 7', { exact: true })).toBeVisible();
    expect((await stored())?.state.table).toBe(7);
    expect(errors).toEqual([]);
  });
});
