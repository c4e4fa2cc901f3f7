import type { Menu, MenuProduct } from '@crust/contract/menu';
import { onlinePrice } from '@crust/contract/prices';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { dealComponentTypes } from '../../db/schema/deals.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  cartKit,
  chosen,
  componentNamed,
  configurationValue,
  dealNamed,
  eventually,
  normalForm,
  productNamed,
  SURRY_HILLS,
  type Guest,
} from './cart-test-kit.ts';

// Issue 18 point 13: a deal's pizzas are customised like a pizza on its own: a size where the slot
// allows more than one, a crust, toppings and removals, each priced by the server on top of the deal.

describeEachDatabase('a deal’s items with their own choices', (get) => {
  const kit = cartKit(get);
  let menu: Menu;
  let restaurantId: number;
  beforeAll(async () => {
    menu = await kit.menuOf(SURRY_HILLS);
    restaurantId = await kit.outletId(SURRY_HILLS);
  });
  const product = (name: string, unit?: string) => productNamed(menu, name, unit);
  const add = (guest: Guest, form: object) => kit.calls.add(guest, { restaurant_id: restaurantId, guest_id: guest.guestId, ...form });

  type Choices = { configurations?: [string, string][]; modifiers?: string[]; quantity?: number };
  function child(dealName: string, slot: string, item: MenuProduct, { configurations = [], modifiers = [], quantity = 1 }: Choices = {}) {
    return {
      deal_component_type_id: componentNamed(dealNamed(menu, dealName), slot).deal_component_type_id,
      restaurant_product_id: item.restaurant_product_id,
      product_id: item.product_id,
      quantity,
      configurations: configurations.map(([attribute, value]) => configurationValue(item, attribute, value)),
      modifiers: chosen(item, ...modifiers),
    };
  }
  /** Date Night: two pizzas (medium in the price, large allowed), a salad and two desserts. */
  const dateNight = (first: Choices, second: Choices = {}) => ({
    deal_id: dealNamed(menu, 'Date Night for Two').deal_id,
    children: [
      child('Date Night for Two', 'Pizzas', product('Margherita'), first),
      child('Date Night for Two', 'Pizzas', product('Margherita'), second),
      child('Date Night for Two', 'Salad to share', product('Caesar Salad')),
      child('Date Night for Two', 'Desserts', product('Cannoli'), { quantity: 2 }),
    ],
  });

  it('the menu says which sizes a slot’s pizzas come in', () => {
    const sizeOf = (id: number) =>
      product('Margherita')
        .configurations.flatMap((entry) => entry.values)
        .find((value) => value.attribute_value_id === id)?.name;
    expect(componentNamed(dealNamed(menu, 'Date Night for Two'), 'Pizzas').configuration_value_ids.map(sizeOf)).toEqual(['Medium', 'Large']);
    expect(componentNamed(dealNamed(menu, 'Family Feast'), 'Large pizzas').configuration_value_ids.map(sizeOf)).toEqual(['Large']);
    expect(componentNamed(dealNamed(menu, 'Lunch Combo'), 'Classic pizza').configuration_value_ids).toEqual([]);
  });

  it('prices a large, stuffed-crust pizza with toppings in a deal: the size above the medium in the price, the crust and toppings at their price', async () => {
    const guest = await kit.guest();
    const plain = kit.cartOf(await add(guest, dateNight({}))).items[0]!;
    expect(plain.price).toBe(dealNamed(menu, 'Date Night for Two').price);
    const custom = {
      configurations: [
        ['Size', 'Large'],
        ['Crust', 'Stuffed crust'],
      ] as [string, string][],
      modifiers: ['Pepperoni', 'No onion'],
    };
    const cart = kit.cartOf(
      await add(
        guest,
        dateNight(custom, {
          configurations: [
            ['Size', 'Medium'],
            ['Crust', 'Classic'],
          ],
        }),
      ),
    );
    const line = cart.items.find((item) => item.id !== plain.id)!;
    // Seeded numbers: Large +$5.00 over the medium, stuffed crust $3.50, pepperoni $3.00, no onion free.
    expect(line.price).toBe(plain.price + 500 + 350 + 300);
    const pizzas = line.deal_component_types.filter((part) => part.component_name === 'Pizzas');
    expect(
      pizzas.map((part) => [
        part.quantity,
        part.configurations.map((value) => [value.value, value.price_adjustment]),
        part.modifiers.map((modifier) => modifier.name),
      ]),
    ).toEqual([
      [
        1,
        [
          ['Medium', 0],
          ['Classic', 0],
        ],
        [],
      ],
      [
        1,
        [
          ['Large', 500],
          ['Stuffed crust', 350],
        ],
        ['Pepperoni', 'No onion'],
      ],
    ]);
    // The customised deal is stored with its items' choices (version 3); the plain one as before.
    const stored = await get().db.select({ choices: cartLines.choices }).from(cartLines).where(eq(cartLines.guestId, guest.rowId)).orderBy(cartLines.id);
    expect(stored.map((row) => (row.choices as { v: number }).v)).toEqual([1, 3]);
  });

  it('the same pizza with other choices fills a slot as two items; the same choices twice merge', async () => {
    const guest = await kit.guest();
    const large = {
      configurations: [
        ['Size', 'Large'],
        ['Crust', 'Classic'],
      ] as [string, string][],
    };
    const cart = kit.cartOf(await add(guest, dateNight(large, large)));
    expect(cart.items[0]?.deal_component_types.filter((part) => part.component_name === 'Pizzas').map((part) => part.quantity)).toEqual([2]);
    expect(cart.items[0]?.price).toBe(dealNamed(menu, 'Date Night for Two').price + 2 * 500);
  });

  it('a slot of one size (Family Feast’s large pizzas) includes it and refuses another', async () => {
    const guest = await kit.guest();
    const feast = (size: string) => ({
      deal_id: dealNamed(menu, 'Family Feast').deal_id,
      children: [
        child('Family Feast', 'Large pizzas', product('Margherita'), {
          quantity: 2,
          configurations: [
            ['Size', size],
            ['Crust', 'Thin & crispy'],
          ],
        }),
        child('Family Feast', 'Garlic bread', product('Garlic Bread')),
        child('Family Feast', '1.25 L drink', product('Sprite')),
      ],
    });
    expect(kit.cartOf(await add(guest, feast('Large'))).items[0]?.price).toBe(dealNamed(menu, 'Family Feast').price);
    expect(kit.errorOf(await add(guest, feast('Small')), 400).message).toBe('Large pizzas in Family Feast does not come as Small.');
  });

  it('refuses toppings the item does not offer, too many of a group, and a size it does not come in (400, nothing added)', async () => {
    const guest = await kit.guest();
    const tooMany = { modifiers: ['Extra mozzarella', 'Pepperoni', 'Leg ham', 'Bacon', 'Mushrooms', 'Rocket'] };
    expect(kit.errorOf(await add(guest, dateNight(tooMany)), 400).message).toMatch(/Choose at most 5 from Extra toppings for Margherita/);
    const foreign = dateNight({});
    foreign.children[2]!.modifiers = chosen(product('Margherita'), 'Pepperoni');
    expect(kit.errorOf(await add(guest, foreign), 400).message).toMatch(/Caesar Salad has no option/);
    expect(kit.errorOf(await add(guest, dateNight({ configurations: [['Size', 'Medium']] })), 400).message).toMatch(/Choose a Crust/);
    expect((await kit.cart(guest)).items).toEqual([]);
  });

  it('a deal whose item’s size its slot no longer allows stays in the cart unavailable and unpriced (issue 19) instead of failing to price', async () => {
    const guest = await kit.guest();
    const large = {
      configurations: [
        ['Size', 'Large'],
        ['Crust', 'Classic'],
      ] as [string, string][],
    };
    kit.cartOf(await add(guest, dateNight(large)));
    kit.cartOf(await add(guest, normalForm(product('Cannoli'))));
    const slot = componentNamed(dealNamed(menu, 'Date Night for Two'), 'Pizzas');
    const mediumOnly = slot.configuration_value_ids.filter((id) => id !== configurationValue(product('Margherita'), 'Size', 'Large').attribute_value_id);
    await get().db.update(dealComponentTypes).set({ attributeValueIds: mediumOnly }).where(eq(dealComponentTypes.id, slot.deal_component_type_id));
    try {
      const cart = await eventually(
        () => kit.cart(guest),
        (read) => read.items[0]?.available === false,
      );
      expect(cart.items.map((item) => [item.name, item.available, item.unavailable_reason, item.item_total])).toEqual([
        ['Date Night for Two', false, 'No longer made as you chose it', 0],
        ['Cannoli', true, null, onlinePrice(product('Cannoli'))],
      ]);
      expect(cart.total).toBe(onlinePrice(product('Cannoli')));
    } finally {
      await get()
        .db.update(dealComponentTypes)
        .set({ attributeValueIds: slot.configuration_value_ids })
        .where(eq(dealComponentTypes.id, slot.deal_component_type_id));
    }
  });
});
