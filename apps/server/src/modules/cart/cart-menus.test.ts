import type { Menu } from '@crust/contract/menu';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser } from '../../test/test-users.ts';
import { mergeGuestCart } from './cart-merge.ts';
import { cartKit, dealNamed, eventually, normalForm, productNamed, productsOf, SURRY_HILLS, type Guest } from './cart-test-kit.ts';

// Issue 17, point 2: a line remembers the menu it was chosen from. The dine-in menu's own dishes (the
// licensed drinks) are served at a table only, so the cart takes one only with the table it is for;
// the counter's in-store menu is not ordered from online at all.

describeEachDatabase('the menus a cart line comes from', (get) => {
  const kit = cartKit(get);
  let main: Menu;
  let dinein: Menu;
  let restaurantId: number;
  beforeAll(async () => {
    [main, dinein] = [await kit.menuOf(SURRY_HILLS), await kit.menuOf(SURRY_HILLS, 'dinein')];
    restaurantId = await kit.outletId(SURRY_HILLS);
  });

  const add = (guest: Guest, form: object) => kit.calls.add(guest, { restaurant_id: restaurantId, guest_id: guest.guestId, ...form });
  const storedMenus = async (guest: Guest) =>
    (await get().db.select({ menu: cartLines.menu }).from(cartLines).where(eq(cartLines.guestId, guest.rowId)).orderBy(cartLines.id)).map((row) => row.menu);

  it('keeps the menu of each line: main by default, the dine-in menu when the add names it', async () => {
    const guest = await kit.guest();
    await kit.cartOf(await add(guest, normalForm(productNamed(main, 'Garlic Bread'))));
    const cart = kit.cartOf(await add(guest, { ...normalForm(productNamed(dinein, 'Cannoli')), menu: 'dinein' }));
    expect(cart.items.map((item) => [item.name, item.menu, item.dine_in_only])).toEqual([
      ['Garlic Bread', 'main', false],
      // On both menus: a diner at a table may still take it away.
      ['Cannoli', 'dinein', false],
    ]);
    expect(await storedMenus(guest)).toEqual(['main', 'dinein']);
  });

  it('takes a dine-in-only drink from the dine-in menu with its table only: the main menu does not have it, and without a table it is 422 not_available_for_method', async () => {
    const peroni = productNamed(dinein, 'Peroni Nastro Azzurro');
    expect(productsOf(main).some((product) => product.restaurant_product_id === peroni.restaurant_product_id)).toBe(false);
    const guest = await kit.guest();
    await kit.cartOf(await add(guest, normalForm(productNamed(main, 'Garlic Bread'))));

    const fromMain = kit.errorOf(await add(guest, normalForm(peroni)), 400);
    expect(fromMain).toEqual({ code: 'bad_request', message: expect.stringMatching(/^Peroni Nastro Azzurro is not on this restaurant's main menu/) });
    const noTable = kit.errorOf(await add(guest, { ...normalForm(peroni), menu: 'dinein' }), 422);
    expect(noTable.code).toBe('not_available_for_method');
    expect(noTable.message).toMatch(/Peroni Nastro Azzurro is served only at a table in the restaurant/);
    expect(await storedMenus(guest)).toEqual(['main']);

    const atTable = kit.cartOf(await add(guest, { ...normalForm(peroni, { quantity: 2 }), menu: 'dinein', table_number: 7 }));
    expect(atTable.items.map((item) => [item.name, item.quantity, item.menu, item.dine_in_only])).toEqual([
      ['Garlic Bread', 1, 'main', false],
      ['Peroni Nastro Azzurro', 2, 'dinein', true],
    ]);
    expect(await storedMenus(guest)).toEqual(['main', 'dinein']);
  });

  it('keeps each line’s menu when a guest’s cart moves into the account at login', async () => {
    const guest = await kit.guest();
    await kit.cartOf(await add(guest, normalForm(productNamed(main, 'Garlic Bread'))));
    await kit.cartOf(await add(guest, { ...normalForm(productNamed(dinein, 'House Red')), menu: 'dinein', table_number: 12 }));
    const user = await createTestUser(get().db);
    await mergeGuestCart(get().db, guest.rowId, user.userId, 50);
    const moved = await get().db.select({ menu: cartLines.menu }).from(cartLines).where(eq(cartLines.userId, user.userId)).orderBy(cartLines.id);
    expect(moved.map((row) => row.menu)).toEqual(['main', 'dinein']);
  });

  it('checks a deal against the menu it is ordered from: a deal of the main and in-store menus is not on the dine-in menu', async () => {
    const combo = dealNamed(main, 'Lunch Combo');
    expect(dinein.deals.some((deal) => deal.combo_product_id === combo.combo_product_id)).toBe(false);
    const [pizzas, cans] = combo.components;
    const children = [pizzas!, cans!].map((component) => {
      const product = productsOf(main).find((candidate) => candidate.restaurant_product_id === component.choices[0])!;
      return { deal_component_type_id: component.deal_component_type_id, restaurant_product_id: product.restaurant_product_id, product_id: product.product_id };
    });
    const guest = await kit.guest();
    const body = { combo_product_id: combo.combo_product_id, children };
    expect(kit.errorOf(await add(guest, { ...body, menu: 'dinein', table_number: 3 }), 400).message).toMatch(
      /^Lunch Combo is not on this restaurant's dine-in menu/,
    );
    expect(kit.cartOf(await add(guest, body)).items.map((item) => [item.name, item.menu])).toEqual([['Lunch Combo', 'main']]);
  });

  it('is never ordered from the counter’s in-store menu, and refuses a dish only that menu has, from any menu', async () => {
    const guest = await kit.guest();
    const tub = productNamed(main, 'Gelato Tub');
    const instore = kit.errorOf(await add(guest, { ...normalForm(tub), menu: 'instore' }), 400);
    expect(instore.message).toMatch(/in-store menu is ordered at the counter/);

    const offer = eq(restaurantProducts.id, tub.restaurant_product_id);
    await get().db.update(restaurantProducts).set({ onMainMenu: false, onDineinMenu: false, onInstoreMenu: true }).where(offer);
    try {
      await eventually(
        () => kit.menuOf(SURRY_HILLS),
        (menu) => !productsOf(menu).some((product) => product.name === 'Gelato Tub'),
      );
      for (const menu of ['main', 'dinein']) {
        const refused = kit.errorOf(await add(guest, { ...normalForm(tub), menu, table_number: 4 }), 400);
        // Online, a dish only the counter sells is as unknown as any other.
        expect(refused.message).toBe(`Item ${tub.restaurant_product_id} is not on this restaurant's menu.`);
      }
      expect(await storedMenus(guest)).toEqual([]);
    } finally {
      await get().db.update(restaurantProducts).set({ onMainMenu: true, onDineinMenu: false }).where(offer);
    }
  });
});
