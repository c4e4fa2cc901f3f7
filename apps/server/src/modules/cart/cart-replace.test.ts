import type { Menu } from '@crust/contract/menu';
import { onlinePrice } from '@crust/contract/prices';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser } from '../../test/test-users.ts';
import { cartKit, configurationValue, MEDIUM_CLASSIC, modifierNamed, normalForm, productNamed, SURRY_HILLS, type Guest } from './cart-test-kit.ts';

// Issue 18 point 13: a cart line edited in the builder replaces that line in one call
// (PUT /api/v2/cart/items/{id}, the add-to-cart form): re-priced by the server, in the same place.

describeEachDatabase('replacing a cart line', (get) => {
  const kit = cartKit(get);
  let menu: Menu;
  let restaurantId: number;
  beforeAll(async () => {
    menu = await kit.menuOf(SURRY_HILLS);
    restaurantId = await kit.outletId(SURRY_HILLS);
  });
  const product = (name: string) => productNamed(menu, name);
  const add = async (guest: Guest, form: object) => kit.cartOf(await kit.calls.add(guest, { restaurant_id: restaurantId, guest_id: guest.guestId, ...form }));
  const replace = (guest: Guest, id: number, form: object) => kit.calls.replace(guest, id, { restaurant_id: restaurantId, ...form });

  /** A guest with Garlic Bread, a medium classic Margherita and a Cannoli, in that order. */
  async function threeLines() {
    const guest = await kit.guest();
    await add(guest, normalForm(product('Garlic Bread')));
    await add(guest, normalForm(product('Margherita'), { configurations: MEDIUM_CLASSIC }));
    const cart = await add(guest, normalForm(product('Cannoli')));
    return { guest, cart, pizza: cart.items[1]! };
  }

  it('replaces the size, toppings, quantity and notes of a line, re-priced by the server, keeping its id and place', async () => {
    const { guest, cart, pizza } = await threeLines();
    const margherita = product('Margherita');
    expect(pizza).toMatchObject({ name: 'Margherita', price: onlinePrice(margherita) });
    const edited = kit.cartOf(
      await replace(
        guest,
        pizza.id,
        normalForm(margherita, {
          configurations: [
            ['Size', 'Large'],
            ['Crust', 'Classic'],
          ],
          modifiers: ['Pepperoni'],
          quantity: 2,
          notes: 'Well done',
        }),
      ),
    );
    const price =
      onlinePrice(margherita) + configurationValue(margherita, 'Size', 'Large').price_adjustment + modifierNamed(margherita, 'Pepperoni').online_price;
    // The seeded numbers, so the test cannot pass by repeating the server's own formula.
    expect(price).toBe(1800 + 500 + 300);
    // Two pizzas now earn the automatic free garlic bread (a line of its own, after the paid ones).
    expect(edited.items.filter((item) => !item.is_free).map((item) => item.id)).toEqual(cart.items.map((item) => item.id));
    expect(edited.items[1]).toMatchObject({ id: pizza.id, quantity: 2, notes: 'Well done', price, item_total: 2 * price });
    expect(edited.items[1]?.configurations.map((value) => value.value)).toEqual(['Large', 'Classic']);
    expect(edited.items[1]?.modifiers.map((modifier) => modifier.name)).toEqual(['Pepperoni']);
    expect(await kit.cart(guest)).toEqual(edited);
  });

  it('turns a line into another kind of item (a pizza into a half-and-half) in the same place', async () => {
    const { guest, pizza } = await threeLines();
    const [margherita, supreme] = [product('Margherita'), product('Supreme')];
    const edited = kit.cartOf(
      await replace(guest, pizza.id, {
        is_half_and_half: true,
        configurations: [configurationValue(margherita, 'Size', 'Medium'), configurationValue(margherita, 'Crust', 'Classic')],
        portions: [
          { restaurant_product_id: margherita.restaurant_product_id, product_id: margherita.product_id },
          { restaurant_product_id: supreme.restaurant_product_id, product_id: supreme.product_id },
        ],
      }),
    );
    expect(edited.items.map((item) => item.name)).toEqual(['Garlic Bread', 'Half Margherita / Half Supreme', 'Cannoli']);
    expect(edited.items[1]).toMatchObject({ id: pizza.id, is_half_and_half: true, price: Math.max(onlinePrice(margherita), onlinePrice(supreme)) });
  });

  it('an edit that makes a line the same item as another joins them into the edited line', async () => {
    const { guest, cart } = await threeLines();
    const [garlic, , cannoli] = cart.items;
    const edited = kit.cartOf(await replace(guest, cannoli!.id, normalForm(product('Garlic Bread'), { quantity: 2 })));
    expect(edited.items.map((item) => [item.id, item.name, item.quantity])).toEqual([
      [edited.items[0]!.id, 'Margherita', 1],
      [cannoli!.id, 'Garlic Bread', 3],
    ]);
    expect(edited.items.some((item) => item.id === garlic!.id)).toBe(false);
  });

  it('refuses invalid choices (400) and changes nothing', async () => {
    const { guest, cart, pizza } = await threeLines();
    const margherita = product('Margherita');
    // No size chosen for a pizza; a topping another product offers; an unknown product; a price sent by the client.
    expect(kit.errorOf(await replace(guest, pizza.id, normalForm(margherita, { configurations: [['Crust', 'Classic']] })), 400).message).toMatch(
      /Choose a Size/,
    );
    const elsewhere = { modifier_id: 999_999, quantity: 1, configurations: [] };
    expect(
      kit.errorOf(await replace(guest, pizza.id, { ...normalForm(margherita, { configurations: MEDIUM_CLASSIC }), modifiers: [elsewhere] }), 400).message,
    ).toMatch(/has no option/);
    expect(kit.errorOf(await replace(guest, pizza.id, { ...normalForm(margherita), restaurant_product_id: 999_999 }), 400).code).toBe('bad_request');
    expect(kit.errorOf(await replace(guest, pizza.id, { ...normalForm(product('Cannoli')), price: 1 }), 400).message).toMatch(/price/);
    expect(await kit.cart(guest)).toEqual(cart);
  });

  it("answers 404 for someone else's line or an unknown one, 403 for another owner's id, 401 without a session; nothing changes", async () => {
    const { guest, cart, pizza } = await threeLines();
    const other = await kit.guest();
    const form = normalForm(product('Cannoli'));
    expect(kit.errorOf(await replace(other, pizza.id, form), 404).code).toBe('not_found');
    expect(kit.errorOf(await replace(guest, 2_000_000_000, form), 404).code).toBe('not_found');
    expect(kit.errorOf(await replace(other, pizza.id, { ...form, guest_id: guest.guestId }), 403).code).toBe('forbidden');
    expect(kit.errorOf(await kit.calls.replace(null, pizza.id, { restaurant_id: restaurantId, ...form }), 401).code).toBe('unauthorized');
    expect(await kit.cart(guest)).toEqual(cart);
    expect((await kit.cart(other)).items).toEqual([]);
  });

  it('serves a logged-in diner too (with or without user_id), and keeps a user’s line from a guest', async () => {
    const user = await createTestUser(get().db);
    const added = kit.cartOf(await kit.calls.add(user, { restaurant_id: restaurantId, user_id: user.userId, ...normalForm(product('Garlic Bread')) }));
    const line = added.items[0]!;
    const edited = kit.cartOf(
      await kit.calls.replace(user, line.id, { restaurant_id: restaurantId, user_id: user.userId, ...normalForm(product('Garlic Bread'), { quantity: 4 }) }),
    );
    expect(edited.items).toMatchObject([{ id: line.id, quantity: 4 }]);
    const guest = await kit.guest();
    expect(kit.errorOf(await kit.calls.replace(guest, line.id, { restaurant_id: restaurantId, ...normalForm(product('Cannoli')) }), 404).code).toBe(
      'not_found',
    );
    expect(kit.cartOf(await kit.calls.get(user, { user_id: user.userId })).items).toMatchObject([{ id: line.id, name: 'Garlic Bread', quantity: 4 }]);
  });
});
