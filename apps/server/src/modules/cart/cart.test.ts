import type { Cart } from '@crust/contract/cart';
import { onlinePrice } from '@crust/contract/prices';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { hashToken } from '../../lib/tokens.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { insertTestPhoto } from '../../test/test-photos.ts';
import {
  cartKit,
  componentNamed,
  configurationValue,
  dealNamed,
  eventually,
  gstOf,
  lineOf,
  MEDIUM_CLASSIC,
  modifierNamed,
  normalForm,
  productNamed,
  SURRY_HILLS,
  chosen,
} from './cart-test-kit.ts';

/** The lines the diner pays for, without the free items offers add. */
const paid = (cart: Cart) => cart.items.filter((item) => !item.is_free);

describeEachDatabase('the five cart calls', (get) => {
  const kit = cartKit(get);
  const { calls, cart, added } = kit;

  it('GET answers an empty cart with every total at zero', async () => {
    const guest = await kit.guest();
    expect(await cart(guest)).toEqual({
      items: [],
      item_count: 0,
      subtotal: 0,
      discount_total: 0,
      tax: 0,
      total: 0,
      discounts: [],
      spend_for_free_delivery: null,
      coupon_code: null,
    });
  });

  it('adds a normal item with size, crust and toppings, priced from the menu: (online price + adjustments + toppings) × quantity', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const margherita = productNamed(menu, 'Margherita');
    const form = normalForm(margherita, {
      quantity: 2,
      configurations: [
        ['Size', 'Large'],
        ['Crust', 'Stuffed crust'],
      ],
      modifiers: ['Pepperoni', 'Mushrooms'],
      notes: 'Well done, please',
    });
    const result = await added(guest, SURRY_HILLS, form);

    const unit =
      onlinePrice(margherita) +
      configurationValue(margherita, 'Size', 'Large').price_adjustment +
      configurationValue(margherita, 'Crust', 'Stuffed crust').price_adjustment +
      modifierNamed(margherita, 'Pepperoni').online_price +
      modifierNamed(margherita, 'Mushrooms').online_price;
    // The seeded numbers, so a change of the formula cannot hide behind the same formula in the test.
    expect(unit).toBe(1800 + 500 + 350 + 300 + 200);
    // Two pizzas also earn the automatic free garlic bread (cart-coupons.test.ts), which costs nothing.
    expect(result.items.map((item) => item.is_free)).toEqual([false, true]);
    const [line] = result.items;
    expect(line).toMatchObject({
      product_id: margherita.product_id,
      restaurant_product_id: margherita.restaurant_product_id,
      restaurant_id: await kit.outletId(SURRY_HILLS),
      name: 'Margherita',
      description: margherita.description,
      image: margherita.image,
      online_price: onlinePrice(margherita),
      price: unit,
      quantity: 2,
      notes: 'Well done, please',
      is_half_and_half: false,
      item_total: unit * 2,
      discounted_item_total: unit * 2,
      discount_amount: 0,
      order_level_discount: 0,
      tax: gstOf(unit * 2),
      coupon_id: null,
      applied_coupon: null,
      is_auto_coupon: false,
      is_free: false,
      offer_type: null,
      offer_quantity_applied: null,
      deal_id: null,
      combo_product_id: null,
      cart_portions: [],
      deal_component_types: [],
      deal_component_type_id: null,
      // The spec's relation records: the master product and the outlet's offer of it.
      products: { id: margherita.product_id, name: 'Margherita' },
      restaurant_products: {
        id: margherita.restaurant_product_id,
        restaurant_id: await kit.outletId(SURRY_HILLS),
        product_id: margherita.product_id,
        price: margherita.price,
        online_price: margherita.online_price,
        in_stock: true,
      },
      deals: null,
      combo_products: null,
      coupons: null,
    });
    expect(line?.id).toBeGreaterThan(0);
    expect(line?.configurations).toEqual([
      { ...configurationValue(margherita, 'Size', 'Large'), name: 'Size', value: 'Large' },
      { ...configurationValue(margherita, 'Crust', 'Stuffed crust'), name: 'Crust', value: 'Stuffed crust' },
    ]);
    expect(line?.modifiers).toEqual(
      ['Pepperoni', 'Mushrooms']
        .map((name) => modifierNamed(margherita, name))
        .sort((a, b) => a.modifier_id - b.modifier_id)
        .map((modifier) => ({
          modifier_id: modifier.modifier_id,
          name: modifier.name,
          price: modifier.online_price,
          quantity: 1,
          cart_modifier_configurations: [],
        })),
    );
    expect(result).toMatchObject({ item_count: 3, subtotal: unit * 2, discount_total: 0, total: unit * 2, tax: gstOf(unit * 2), coupon_code: null });
    // GET answers the same cart the write answered.
    expect(await cart(guest)).toEqual(result);
  });

  it('ignores a client-sent price_adjustment: the menu decides what a size costs', async () => {
    const guest = await kit.guest();
    const pepperoni = productNamed(await kit.menuOf(SURRY_HILLS), 'Pepperoni');
    const form = normalForm(pepperoni, { configurations: MEDIUM_CLASSIC });
    const lying = { ...form, configurations: form.configurations.map((value) => ({ ...value, price_adjustment: -1500 })) };
    const result = await added(guest, SURRY_HILLS, lying);
    expect(result.total).toBe(onlinePrice(pepperoni));
    expect(result.items[0]?.configurations.map((value) => value.price_adjustment)).toEqual([0, 0]);
  });

  it('adds a half-and-half pizza: each half with its own toppings at half price, the base of the dearer half', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const margherita = productNamed(menu, 'Margherita');
    const supreme = productNamed(menu, 'Supreme');
    const result = await added(guest, SURRY_HILLS, {
      is_half_and_half: true,
      quantity: 1,
      notes: '',
      configurations: [configurationValue(margherita, 'Size', 'Large'), configurationValue(margherita, 'Crust', 'Thin & crispy')],
      cart_portions: [
        { portion: 'right', restaurant_product_id: supreme.restaurant_product_id, product_id: supreme.product_id, modifiers: chosen(supreme, 'Mushrooms') },
        {
          portion: 'left',
          restaurant_product_id: margherita.restaurant_product_id,
          product_id: margherita.product_id,
          modifiers: chosen(margherita, 'Pepperoni', 'Rocket'),
        },
      ],
    });
    const large = configurationValue(margherita, 'Size', 'Large').price_adjustment;
    const dearerBase = Math.max(onlinePrice(margherita), onlinePrice(supreme)) + large;
    const leftToppings = Math.round(modifierNamed(margherita, 'Pepperoni').online_price / 2) + Math.round(modifierNamed(margherita, 'Rocket').online_price / 2);
    const rightToppings = Math.round(modifierNamed(supreme, 'Mushrooms').online_price / 2);
    const unit = dearerBase + leftToppings + rightToppings;
    expect(unit).toBe(2200 + 500 + 150 + 75 + 100);

    const [line] = result.items;
    expect(line).toMatchObject({
      is_half_and_half: true,
      name: 'Half Margherita / Half Supreme',
      product_id: null,
      restaurant_product_id: null,
      price: unit,
      item_total: unit,
      tax: gstOf(unit),
      modifiers: [],
      // Each half names its own product in cart_portions; the line itself is no one product.
      products: null,
      restaurant_products: null,
      deals: null,
      combo_products: null,
    });
    expect(line?.configurations.map((value) => value.value)).toEqual(['Large', 'Thin & crispy']);
    // The ticket says which topping is on which half: left first, whatever order they were sent in.
    expect(line?.cart_portions.map((portion) => [portion.portion, portion.name, portion.modifiers.map((modifier) => [modifier.name, modifier.price])])).toEqual(
      [
        [
          'left',
          'Margherita',
          expect.arrayContaining([
            ['Pepperoni', 150],
            ['Rocket', 75],
          ]),
        ],
        ['right', 'Supreme', [['Mushrooms', 100]]],
      ],
    );
    expect(line?.cart_portions.map((portion) => portion.restaurant_product_id)).toEqual([margherita.restaurant_product_id, supreme.restaurant_product_id]);
    expect(result.total).toBe(unit);
  });

  it('adds a half-and-half passed through as given (spec §5): halves as portions, sides by order, the base product’s ids and a half’s configurations ignored', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const margherita = productNamed(menu, 'Margherita');
    const supreme = productNamed(menu, 'Supreme');
    const large = [configurationValue(margherita, 'Size', 'Large'), configurationValue(margherita, 'Crust', 'Thin & crispy')];
    const sent = await added(guest, SURRY_HILLS, {
      is_half_and_half: true,
      restaurant_product_id: margherita.restaurant_product_id,
      product_id: margherita.product_id,
      configurations: large,
      portions: [
        {
          restaurant_product_id: supreme.restaurant_product_id,
          product_id: supreme.product_id,
          modifiers: chosen(supreme, 'Mushrooms'),
          configurations: large,
        },
        { restaurant_product_id: margherita.restaurant_product_id, product_id: margherita.product_id },
      ],
    });
    const [line] = sent.items;
    expect(line).toMatchObject({ is_half_and_half: true, name: 'Half Supreme / Half Margherita', product_id: null, restaurant_product_id: null });
    // First is left; the whole pizza's size and crust stand, whatever a half carried.
    expect(line?.cart_portions.map((portion) => [portion.portion, portion.name])).toEqual([
      ['left', 'Supreme'],
      ['right', 'Margherita'],
    ]);
    expect(line?.configurations.map((value) => value.value)).toEqual(['Large', 'Thin & crispy']);
    const largeAdjustment = configurationValue(margherita, 'Size', 'Large').price_adjustment;
    expect(line?.price).toBe(
      Math.max(onlinePrice(margherita), onlinePrice(supreme)) + largeAdjustment + Math.round(modifierNamed(supreme, 'Mushrooms').online_price / 2),
    );
  });

  it('adds a deal with its slots filled, charging the premium upcharges', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const feast = dealNamed(menu, 'Family Feast');
    const pizzas = componentNamed(feast, 'Large pizzas');
    const bread = componentNamed(feast, 'Garlic bread');
    const drink = componentNamed(feast, '1.25 L drink');
    const margherita = productNamed(menu, 'Margherita');
    const prawn = productNamed(menu, 'Prawn & Chorizo');
    const cheesy = productNamed(menu, 'Cheesy Garlic Bread');
    const cola = productNamed(menu, 'Coca-Cola', '1.25 L');
    const upcharge = (component: typeof pizzas, id: number) => component.upcharges.find((entry) => entry.restaurant_product_id === id)?.amount ?? 0;

    const result = await added(guest, SURRY_HILLS, {
      deal_id: feast.deal_id,
      quantity: 2,
      children: [
        {
          deal_component_type_id: pizzas.deal_component_type_id,
          restaurant_product_id: margherita.restaurant_product_id,
          product_id: margherita.product_id,
          quantity: 1,
        },
        {
          deal_component_type_id: pizzas.deal_component_type_id,
          restaurant_product_id: prawn.restaurant_product_id,
          product_id: prawn.product_id,
          quantity: 1,
        },
        {
          deal_component_type_id: bread.deal_component_type_id,
          restaurant_product_id: cheesy.restaurant_product_id,
          product_id: cheesy.product_id,
          quantity: 1,
        },
        { deal_component_type_id: drink.deal_component_type_id, restaurant_product_id: cola.restaurant_product_id, product_id: cola.product_id, quantity: 1 },
      ],
    });
    const unit = feast.price + upcharge(pizzas, prawn.restaurant_product_id) + upcharge(bread, cheesy.restaurant_product_id);
    expect(unit).toBe(4990 + 400 + 150);
    const [line] = result.items;
    expect(line).toMatchObject({
      deal_id: feast.deal_id,
      combo_product_id: null,
      name: 'Family Feast',
      image: feast.image,
      online_price: feast.price,
      price: unit,
      quantity: 2,
      item_total: unit * 2,
      tax: gstOf(unit * 2),
      deals: { id: feast.deal_id, name: 'Family Feast', price: feast.price },
      combo_products: null,
      products: null,
      restaurant_products: null,
    });
    expect(line?.deal_component_types.map((part) => [part.component_name, part.name, part.quantity, part.upcharge])).toEqual([
      ['Large pizzas', 'Margherita', 1, 0],
      ['Large pizzas', 'Prawn & Chorizo', 1, 400],
      ['Garlic bread', 'Cheesy Garlic Bread', 1, 150],
      ['1.25 L drink', 'Coca-Cola', 1, 0],
    ]);
    // A deal is not two pizzas for the buy-2-get-1 offer: no free garlic bread.
    expect(result.items.some((item) => item.is_free)).toBe(false);
    expect(result.total).toBe(unit * 2);
  });

  it('adds a combo by combo_product_id, and the same combo again to the same line', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const combo = dealNamed(menu, 'Lunch Combo');
    const pizza = componentNamed(combo, 'Classic pizza');
    const can = componentNamed(combo, 'Can of drink');
    const hawaiian = productNamed(menu, 'Hawaiian');
    const limonata = productNamed(menu, 'San Pellegrino Limonata');
    const form = {
      combo_product_id: combo.combo_product_id,
      children: [
        { deal_component_type_id: can.deal_component_type_id, restaurant_product_id: limonata.restaurant_product_id, product_id: limonata.product_id },
        { deal_component_type_id: pizza.deal_component_type_id, restaurant_product_id: hawaiian.restaurant_product_id, product_id: hawaiian.product_id },
      ],
    };
    const first = await added(guest, SURRY_HILLS, form);
    expect(first.items[0]).toMatchObject({
      combo_product_id: combo.combo_product_id,
      deal_id: null,
      name: 'Lunch Combo',
      price: combo.price,
      quantity: 1,
      combo_products: { id: combo.combo_product_id, name: 'Lunch Combo', price: combo.price },
      deals: null,
    });
    // Children in another order are the same choice.
    const second = await added(guest, SURRY_HILLS, { ...form, quantity: 2, children: [...form.children].reverse() });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ id: first.items[0]?.id, quantity: 3, item_total: combo.price * 3 });
  });

  it('adding the same item again adds to its line; other choices or notes make another line', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const pepperoni = productNamed(menu, 'Pepperoni');
    const form = normalForm(pepperoni, { configurations: MEDIUM_CLASSIC, modifiers: ['Bacon', 'Jalapeños'] });
    const first = await added(guest, SURRY_HILLS, form);
    // The same toppings listed in another order are the same item.
    const second = await added(guest, SURRY_HILLS, { ...form, quantity: 3, modifiers: [...form.modifiers].reverse() });
    expect(paid(second)).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ id: first.items[0]?.id, quantity: 4, item_total: (first.items[0]?.price ?? 0) * 4 });

    const withNotes = await added(guest, SURRY_HILLS, { ...form, notes: 'Cut in squares' });
    const plain = await added(guest, SURRY_HILLS, normalForm(pepperoni, { configurations: MEDIUM_CLASSIC }));
    expect(paid(withNotes)).toHaveLength(2);
    expect(paid(plain).map((item) => item.quantity)).toEqual([4, 1, 1]);
    expect(plain.total).toBe(paid(plain).reduce((sum, item) => sum + item.item_total, 0));
  });

  it('refuses an add that would take a line past 99 and leaves the line as it was', async () => {
    const guest = await kit.guest();
    const garlicBread = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
    await added(guest, SURRY_HILLS, normalForm(garlicBread, { quantity: 60 }));
    const error = kit.errorOf(
      await calls.add(guest, { restaurant_id: await kit.outletId(SURRY_HILLS), guest_id: guest.guestId, ...normalForm(garlicBread, { quantity: 40 }) }),
      400,
    );
    expect(error.message).toMatch(/more of this item than one order can hold/);
    expect((await cart(guest)).items.map((item) => item.quantity)).toEqual([60]);
    expect((await added(guest, SURRY_HILLS, normalForm(garlicBread, { quantity: 39 }))).items[0]?.quantity).toBe(99);
  });

  it('PUT /api/cart/update-cart sets a line quantity and answers the repriced cart', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const wings = productNamed(menu, 'Chicken Wings');
    const caesar = productNamed(menu, 'Caesar Salad');
    await added(guest, SURRY_HILLS, normalForm(wings, { configurations: [['Heat', 'Hot']], modifiers: ['Blue cheese'] }));
    const before = await added(guest, SURRY_HILLS, normalForm(caesar));
    const wingsLine = before.items[0]!;

    const after = kit.cartOf(await calls.update(guest, { cart_id: wingsLine.id, quantity: 5 }));
    expect(lineOf(after, wingsLine.id)).toMatchObject({ quantity: 5, item_total: wingsLine.price * 5, tax: gstOf(wingsLine.price * 5) });
    expect(after.total).toBe(wingsLine.price * 5 + onlinePrice(caesar));
    expect(after.item_count).toBe(6);
    expect(await cart(guest)).toEqual(after);
    // Down again, and the order of lines stays the order they were added in.
    const down = kit.cartOf(await calls.update(guest, { cart_id: wingsLine.id, quantity: 1 }));
    expect(down.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Chicken Wings', 1],
      ['Caesar Salad', 1],
    ]);
  });

  it('DELETE /api/v2/cart/{id} removes one line and answers the rest', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    await added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Garlic Bread'), { quantity: 2 }));
    const both = await added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Cannoli')));
    const [bread, cannoli] = both.items;
    const after = kit.cartOf(await calls.remove(guest, bread!.id));
    expect(after.items.map((item) => item.id)).toEqual([cannoli!.id]);
    expect(after.total).toBe(cannoli!.item_total);
    // Gone: a second delete finds nothing.
    expect(kit.errorOf(await calls.remove(guest, bread!.id), 404).code).toBe('not_found');
    const empty = kit.cartOf(await calls.remove(guest, cannoli!.id));
    expect(empty).toMatchObject({ items: [], item_count: 0, total: 0 });
  });

  it('DELETE /api/v2/cart/clear empties the cart', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    await added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Garlic Bread')));
    await added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Cannoli'), { quantity: 3 }));
    const cleared = kit.cartOf(await calls.clear(guest, { guest_id: guest.guestId }));
    expect(cleared).toMatchObject({ items: [], item_count: 0, total: 0 });
    expect(await cart(guest)).toMatchObject({ items: [], item_count: 0, total: 0 });
    expect(await get().db.select().from(cartLines).where(eq(cartLines.guestId, guest.rowId))).toEqual([]);
    // Clearing an empty cart is fine too.
    expect(kit.cartOf(await calls.clear(guest, { guest_id: guest.guestId })).items).toEqual([]);
  });

  it('a cart holds one outlet: adding at another outlet drops the first outlet’s lines', async () => {
    const guest = await kit.guest();
    await added(guest, SURRY_HILLS, normalForm(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread')));
    const newtownMenu = await kit.menuOf('Crust Newtown');
    const newtownMargherita = productNamed(newtownMenu, 'Margherita');
    const result = await added(guest, 'Crust Newtown', normalForm(newtownMargherita, { configurations: MEDIUM_CLASSIC }));
    expect(result.items.map((item) => [item.name, item.restaurant_id])).toEqual([['Margherita', await kit.outletId('Crust Newtown')]]);
    // Newtown's own online price for it.
    expect(result.total).toBe(onlinePrice(newtownMargherita));
    expect(await get().db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.guestId, guest.rowId))).toHaveLength(1);
  });
});

describeEachDatabase('cart ownership: decided by the bearer token', (get) => {
  const kit = cartKit(get);
  const { calls, cart, added } = kit;
  const SURRY = SURRY_HILLS;

  /** Two guests, the first with a line in its cart. */
  async function twoGuests() {
    const [owner, other] = [await kit.guest(), await kit.guest()];
    const menu = await kit.menuOf(SURRY);
    const filled = await added(owner, SURRY, normalForm(productNamed(menu, 'Garlic Bread'), { quantity: 2 }));
    return { owner, other, line: filled.items[0]!, menu, filled };
  }

  it('answers 401 JSON to every call without a token, and changes nothing', async () => {
    const { owner, line, filled, menu } = await twoGuests();
    const restaurant_id = await kit.outletId(SURRY);
    const responses = [
      await calls.get(null, { guest_id: owner.guestId }),
      await calls.add(null, { restaurant_id, guest_id: owner.guestId, ...normalForm(productNamed(menu, 'Cannoli')) }),
      await calls.update(null, { cart_id: line.id, quantity: 7 }),
      await calls.remove(null, line.id),
      await calls.clear(null, { guest_id: owner.guestId }),
      // Even with nothing else right: who asks is checked first.
      await calls.get(null, {}),
      await calls.add(null, {}),
    ];
    for (const response of responses) expect(kit.errorOf(response, 401).code).toBe('unauthorized');
    expect(await cart(owner)).toEqual(filled);
  });

  it('answers 401 to an unknown or expired token', async () => {
    const { owner, filled } = await twoGuests();
    const unknown = await get().app.inject({
      method: 'GET',
      url: `/api/v2/cart?guest_id=${owner.guestId}`,
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(kit.errorOf(unknown, 401).code).toBe('unauthorized');
    const expired = await kit.guest();
    await get()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired.token)));
    expect(kit.errorOf(await calls.get(expired, { guest_id: expired.guestId }), 401).code).toBe('unauthorized');
    expect(await cart(owner)).toEqual(filled);
  });

  it('answers 403 when GET, POST or clear name another guest’s id, and that cart is untouched', async () => {
    const { owner, other, filled, menu } = await twoGuests();
    const restaurant_id = await kit.outletId(SURRY);
    const tried = [
      await calls.get(other, { guest_id: owner.guestId }),
      await calls.add(other, { restaurant_id, guest_id: owner.guestId, ...normalForm(productNamed(menu, 'Cannoli')) }),
      await calls.clear(other, { guest_id: owner.guestId }),
    ];
    for (const response of tried) expect(kit.errorOf(response, 403)).toEqual({ code: 'forbidden', message: 'That cart belongs to someone else.' });
    expect(await cart(owner)).toEqual(filled);
    expect((await cart(other)).items).toEqual([]);
  });

  it('answers 403 when a guest names a user_id: the user id wins and it is not this token’s', async () => {
    const { owner, filled } = await twoGuests();
    expect(kit.errorOf(await calls.get(owner, { user_id: 1, guest_id: owner.guestId }), 403).code).toBe('forbidden');
    expect(kit.errorOf(await calls.clear(owner, { user_id: 1 }), 403).code).toBe('forbidden');
    expect(await cart(owner)).toEqual(filled);
  });

  it('answers 404 to update or delete of another guest’s line, and that line is untouched', async () => {
    const { owner, other, line, filled } = await twoGuests();
    expect(kit.errorOf(await calls.update(other, { cart_id: line.id, quantity: 9 }), 404)).toEqual({
      code: 'not_found',
      message: 'There is no such item in your cart.',
    });
    expect(kit.errorOf(await calls.remove(other, line.id), 404).code).toBe('not_found');
    expect(await cart(owner)).toEqual(filled);
    const [row] = await get().db.select({ quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.id, line.id));
    expect(row?.quantity).toBe(2);
  });

  it('answers 404 to a line id that does not exist, and 400 to one that is not an id', async () => {
    const guest = await kit.guest();
    expect(kit.errorOf(await calls.update(guest, { cart_id: 2_000_000_000, quantity: 1 }), 404).code).toBe('not_found');
    expect(kit.errorOf(await calls.remove(guest, 2_000_000_000), 404).code).toBe('not_found');
    // A free item's negative id is not a stored line.
    expect(kit.errorOf(await calls.remove(guest, -3), 400).code).toBe('bad_request');
    expect(kit.errorOf(await calls.remove(guest, 'abc'), 400).code).toBe('bad_request');
  });
});

describeEachDatabase('the cart follows the menu: lines keep choices, not prices', (get) => {
  const kit = cartKit(get);
  const offerOf = (restaurantProductId: number) => eq(restaurantProducts.id, restaurantProductId);

  it('a new menu price is in every cart at once', async () => {
    const guest = await kit.guest();
    const bread = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
    expect((await kit.added(guest, SURRY_HILLS, normalForm(bread, { quantity: 2 }))).total).toBe(onlinePrice(bread) * 2);
    // The outlet's own price (issue 19's override pair) replaces the house's.
    await get().db.update(restaurantProducts).set({ price: bread.price, onlinePrice: 750 }).where(offerOf(bread.restaurant_product_id));
    const repriced = await eventually(
      () => kit.cart(guest),
      (cart) => cart.total === 1500,
    );
    expect(repriced.items[0]).toMatchObject({ online_price: 750, price: 750, item_total: 1500, tax: gstOf(1500) });
  });

  it('a line whose dish has left the menu is dropped when the cart is read', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const knots = productNamed(menu, 'Garlic Knots');
    await kit.added(guest, SURRY_HILLS, normalForm(knots));
    await kit.added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Cannoli')));
    await get().db.update(restaurantProducts).set({ onMainMenu: false }).where(offerOf(knots.restaurant_product_id));
    const after = await eventually(
      () => kit.cart(guest),
      (cart) => cart.items.length === 1,
    );
    expect(after.items.map((item) => item.name)).toEqual(['Cannoli']);
    expect(await get().db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.guestId, guest.rowId))).toHaveLength(1);
  });

  it('the tenant’s half-and-half rule reprices half-and-half lines: the dearer half, or the average', async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const [garlic, supreme] = [productNamed(menu, 'Garlic & Herb'), productNamed(menu, 'Supreme')];
    const dearer = await kit.added(guest, SURRY_HILLS, {
      is_half_and_half: true,
      configurations: [configurationValue(garlic, 'Size', 'Medium'), configurationValue(garlic, 'Crust', 'Classic')],
      cart_portions: [
        { portion: 'left', restaurant_product_id: garlic.restaurant_product_id, product_id: garlic.product_id },
        { portion: 'right', restaurant_product_id: supreme.restaurant_product_id, product_id: supreme.product_id },
      ],
    });
    expect(dearer.total).toBe(onlinePrice(supreme));
    // The menu says which rule applies, so the item builder shows the price the cart charges.
    expect(menu.half_and_half_pricing).toBe('dearer');
    try {
      await get().db.update(tenants).set({ halfAndHalfPricing: 'average' }).where(eq(tenants.id, 64));
      const average = Math.round((onlinePrice(garlic) + onlinePrice(supreme)) / 2);
      expect(
        (
          await eventually(
            () => kit.cart(guest),
            (cart) => cart.total === average,
          )
        ).total,
      ).toBe(average);
      expect((await kit.menuOf(SURRY_HILLS)).half_and_half_pricing).toBe('average');
    } finally {
      await get().db.update(tenants).set({ halfAndHalfPricing: 'dearer' }).where(eq(tenants.id, 64));
    }
  });

  it('gives a line the product’s uploaded photo as the menu does: its 640 JPEG as image and a srcset per format (issue 19)', async () => {
    const guest = await kit.guest();
    const bread = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
    expect(paid(await kit.added(guest, SURRY_HILLS, normalForm(bread)))[0]).toMatchObject({ image: bread.image, srcset: null });

    const photo = await insertTestPhoto(get().db);
    const product = eq(products.id, bread.product_id);
    const photoShown = (shown: boolean) => () =>
      eventually(
        () => kit.menuOf(SURRY_HILLS),
        (menu) => (productNamed(menu, 'Garlic Bread').srcset != null) === shown,
      );
    await get().db.update(products).set({ imageId: photo.id }).where(product);
    try {
      await photoShown(true)();
      expect(paid(await kit.cart(guest))[0]).toMatchObject({ image: photo.image, srcset: photo.srcset });
    } finally {
      await get().db.update(products).set({ imageId: null }).where(product);
      await photoShown(false)();
    }
  });
});
