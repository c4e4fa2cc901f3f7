import type { Cart } from '@crust/contract/cart';
import type { Menu } from '@crust/contract/menu';
import { onlinePrice } from '@crust/contract/prices';
import { reorderResponseSchema } from '@crust/contract/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { chosen, configurationValue, modifierNamed, productNamed, SURRY_HILLS, type Guest } from './cart-test-kit.ts';

// Issue 17, point 15: a half-and-half body passed through as given (spec §5) may carry the normal
// form's keys at the top level: `modifiers` are the whole pizza's (on both halves, priced once, at
// full price) and `configurations` size the whole pizza, beside `portions` or `cart_portions`.

const clock = clockAt(ORDER_DAY, '12:00');
const paid = (cart: Cart) => cart.items.filter((item) => !item.is_free);

describeEachDatabase(
  'half-and-half with whole-item modifiers',
  (get) => {
    const kit = orderKit(get);
    let menu: Menu;
    let restaurantId: number;
    beforeAll(async () => {
      await kit.setSlotCapacity(10_000);
      menu = await kit.menuOf(SURRY_HILLS);
      restaurantId = await kit.outletId(SURRY_HILLS);
    });
    const product = (name: string) => productNamed(menu, name);
    const add = (guest: Guest, body: object) => kit.calls.add(guest, { restaurant_id: restaurantId, guest_id: guest.guestId, ...body });

    /** Half Margherita (with pepperoni) and half Supreme (with mushrooms), large and classic, with `whole` on both halves. */
    function halfBody(whole: string[], more: object = {}) {
      const [margherita, supreme] = [product('Margherita'), product('Supreme')];
      return {
        is_half_and_half: true,
        configurations: [configurationValue(margherita, 'Size', 'Large'), configurationValue(margherita, 'Crust', 'Classic')],
        modifiers: chosen(margherita, ...whole),
        portions: [
          { restaurant_product_id: margherita.restaurant_product_id, product_id: margherita.product_id, modifiers: chosen(margherita, 'Pepperoni') },
          { restaurant_product_id: supreme.restaurant_product_id, product_id: supreme.product_id, modifiers: chosen(supreme, 'Mushrooms') },
        ],
        ...more,
      };
    }

    const storedChoices = async (guest: Guest) =>
      (await get().db.select({ choices: cartLines.choices }).from(cartLines).where(eq(cartLines.guestId, guest.rowId)).orderBy(cartLines.id)).map(
        (row) => row.choices,
      );

    it('prices the whole pizza’s modifiers once, at full price, beside each half’s at half price, and shows them on the item', async () => {
      const guest = await kit.guest();
      const [margherita, supreme] = [product('Margherita'), product('Supreme')];
      const cart = kit.cartOf(await add(guest, halfBody(['Extra mozzarella', 'Rocket'])));
      const base = Math.max(onlinePrice(margherita), onlinePrice(supreme)) + configurationValue(margherita, 'Size', 'Large').price_adjustment;
      const halves = Math.round(modifierNamed(margherita, 'Pepperoni').online_price / 2) + Math.round(modifierNamed(supreme, 'Mushrooms').online_price / 2);
      const whole = modifierNamed(margherita, 'Extra mozzarella').online_price + modifierNamed(margherita, 'Rocket').online_price;
      // The seeded numbers, so a change of the formula cannot hide behind the same formula here.
      expect(base + halves + whole).toBe(2200 + 500 + 150 + 100 + 250 + 150);
      const [line] = cart.items;
      expect(line).toMatchObject({
        is_half_and_half: true,
        name: 'Half Margherita / Half Supreme',
        price: base + halves + whole,
        item_total: base + halves + whole,
      });
      expect(line?.modifiers.map((modifier) => [modifier.name, modifier.price, modifier.quantity])).toEqual([
        ['Extra mozzarella', 250, 1],
        ['Rocket', 150, 1],
      ]);
      expect(line?.configurations.map((value) => value.value)).toEqual(['Large', 'Classic']);
      expect(line?.cart_portions.map((portion) => [portion.name, portion.modifiers.map((modifier) => modifier.name)])).toEqual([
        ['Margherita', ['Pepperoni']],
        ['Supreme', ['Mushrooms']],
      ]);
      expect(cart.total).toBe(base + halves + whole);
    });

    it('takes `modifiers: []` and stores a half-and-half without whole-item modifiers as before (version 1); with them, as version 2', async () => {
      const guest = await kit.guest();
      const plain = kit.cartOf(await add(guest, halfBody([])));
      // Two pizzas earn the automatic free garlic bread (cart-coupons.test.ts): only the lines paid for count here.
      const withCheese = paid(kit.cartOf(await add(guest, halfBody(['Extra mozzarella']))));
      expect(withCheese.map((item) => item.price)).toEqual([plain.items[0]!.price, plain.items[0]!.price + 250]);
      const [before, after] = await storedChoices(guest);
      expect(before).not.toHaveProperty('modifiers');
      expect(before).toMatchObject({ v: 1, kind: 'half_and_half' });
      expect(after).toMatchObject({
        v: 2,
        kind: 'half_and_half',
        modifiers: [{ modifierId: modifierNamed(product('Margherita'), 'Extra mozzarella').modifier_id, quantity: 1 }],
      });
      // The same pizza again adds up on its own line; the whole-item modifiers tell the lines apart.
      const again = kit.cartOf(await add(guest, halfBody(['Extra mozzarella'], { quantity: 2 })));
      expect(paid(again).map((item) => item.quantity)).toEqual([1, 3]);
    });

    it('an order keeps the whole-item modifiers, and a reorder adds the same pizza at the same price', async () => {
      const guest = await kit.guest();
      const cart = kit.cartOf(await add(guest, halfBody(['Extra mozzarella'])));
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      expect(order.lines[0]?.item.modifiers.map((modifier) => modifier.name)).toEqual(['Extra mozzarella']);
      const [sold] = await get().db.select({ choices: orderLines.choices }).from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(sold?.choices).toMatchObject({ v: 2, modifiers: [{ quantity: 1 }] });

      const response = await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/reorder`, headers: guest.headers });
      expect(response.statusCode, response.body).toBe(200);
      const reordered = reorderResponseSchema.parse(response.json()).data;
      expect(reordered.not_added).toEqual([]);
      const [line] = reordered.cart.items;
      expect(line?.price).toBe(cart.items[0]!.price);
      expect(line?.modifiers.map((modifier) => modifier.name)).toEqual(['Extra mozzarella']);
    });

    it('checks whole-item modifiers against both halves: one a half lacks, a group past its maximum on a half, options of a modifier', async () => {
      const guest = await kit.guest();
      const [margherita, prawn] = [product('Margherita'), product('Prawn & Chorizo')];
      const refused = async (body: object, message: RegExp) => {
        const error = kit.errorOf(await add(guest, body), 400);
        expect(error.message).toMatch(message);
      };
      // Premium pizzas have no base sauce to swap.
      await refused(
        {
          ...halfBody(['Smoky BBQ']),
          portions: [
            { restaurant_product_id: margherita.restaurant_product_id, product_id: margherita.product_id },
            { restaurant_product_id: prawn.restaurant_product_id, product_id: prawn.product_id },
          ],
        },
        /Prawn & Chorizo has no option/,
      );
      // Five on the whole pizza and Pepperoni on the left half make six extra toppings on the left.
      await refused(halfBody(['Extra mozzarella', 'Leg ham', 'Bacon', 'Pineapple', 'Rocket']), /Choose at most 5 from Extra toppings for Margherita/);
      const [cheese] = chosen(margherita, 'Extra mozzarella');
      await refused({ ...halfBody([]), modifiers: [{ ...cheese, configurations: [{ attribute_id: 1, attribute_value_id: 1 }] }] }, /has no options of its own/);
      expect(await storedChoices(guest)).toEqual([]);
    });
  },
  {},
  { now: () => clock },
);
