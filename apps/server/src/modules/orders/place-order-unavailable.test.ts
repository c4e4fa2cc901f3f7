import { deliveryChargeResponseSchema } from '@crust/contract/checkout';
import { onlinePrice } from '@crust/contract/prices';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { eventually, normalForm, productNamed, SURRY_HILLS, type Guest } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY, orderKit, SURRY_HILLS_ADDRESS } from './order-test-kit.ts';

// Issue 19: placement refuses a cart with a line that cannot be ordered now (409 out_of_stock, naming
// it, nothing changed); the line is orderable again once its dish is back. An order's lines are
// snapshots: a price change or an archive afterwards leaves a placed order as it was.

describeEachDatabase(
  'placing an order with a line no longer on the menu',
  (get) => {
    const kit = orderKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));

    /** A guest with Garlic Bread and Garlic Knots, the knots' product archived once the cart is read unavailable. */
    async function cartWithKnots(): Promise<Guest> {
      const guest = await kit.guestWithCart(2);
      await kit.added(guest, SURRY_HILLS, normalForm(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Knots')));
      return guest;
    }
    const knots = async () => productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Knots');
    const setArchived = (productId: number, archived: boolean) =>
      get()
        .db.update(products)
        .set({ archivedAt: archived ? sql`now()` : null })
        .where(eq(products.id, productId));

    it('answers 409 out_of_stock naming the line, changes nothing, and places the order once the product is back', async () => {
      const guest = await cartWithKnots();
      const { product_id: knotsId } = await knots();
      await setArchived(knotsId, true);
      try {
        await eventually(
          () => kit.cart(guest),
          (cart) => cart.items[1]?.available === false,
        );
        const refused = kit.errorOf(await kit.place(guest, await kit.pickupBody(guest)), 409);
        expect(refused).toEqual({ code: 'out_of_stock', message: 'Not available now: Garlic Knots (no longer on the menu). Remove it to order.' });
        expect(await kit.ordersOfGuest(guest)).toHaveLength(0);
        expect(await kit.cartLineCount(guest)).toBe(2);
      } finally {
        await setArchived(knotsId, false);
      }
      await eventually(
        () => kit.cart(guest),
        (cart) => cart.items.every((item) => item.available),
      );
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      expect(order.lines.map((line) => [line.name, line.quantity])).toEqual([
        ['Garlic Bread', 2],
        ['Garlic Knots', 1],
      ]);
      expect(await kit.cartLineCount(guest)).toBe(0);
    });

    it('a cart of unavailable lines alone is refused as such, not as empty; checkout’s delivery quote prices the rest without failing', async () => {
      const guest = await kit.guest();
      await kit.added(guest, SURRY_HILLS, normalForm(await knots()));
      const { product_id: knotsId } = await knots();
      await setArchived(knotsId, true);
      try {
        const cart = await eventually(
          () => kit.cart(guest),
          (read) => read.items[0]?.available === false,
        );
        expect(cart).toMatchObject({ item_count: 1, total: 0 });
        expect(kit.errorOf(await kit.place(guest, await kit.pickupBody(guest)), 409).code).toBe('out_of_stock');
        const quote = await kit.inject({
          method: 'POST',
          url: '/api/v2/checkout/delivery-charge',
          headers: guest.headers,
          payload: { restaurant_id: await kit.outletId(SURRY_HILLS), ...SURRY_HILLS_ADDRESS },
        });
        expect(quote.statusCode, quote.body).toBe(200);
        expect(deliveryChargeResponseSchema.parse(quote.json()).data.delivery_charge).toBeGreaterThan(0);
      } finally {
        await setArchived(knotsId, false);
      }
    });

    it('a placed order keeps its lines and prices when the price changes or the product is archived afterwards', async () => {
      const guest = await kit.guestWithCart(2);
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const bread = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
      const offer = eq(restaurantProducts.id, bread.restaurant_product_id);
      const [before] = await get()
        .db.select({ price: restaurantProducts.price, onlinePrice: restaurantProducts.onlinePrice })
        .from(restaurantProducts)
        .where(offer);
      await get()
        .db.update(restaurantProducts)
        .set({ price: onlinePrice(bread) + 500, onlinePrice: onlinePrice(bread) + 500 })
        .where(offer);
      await setArchived(bread.product_id, true);
      try {
        // The change reaches carts (a new cart can no longer have it) …
        await eventually(
          () => kit.menuOf(SURRY_HILLS),
          (menu) => !menu.categories.some((category) => category.products.some((entry) => entry.product_id === bread.product_id)),
        );
        // … and the order reads as it was placed.
        expect(kit.orderOf(await kit.read(guest, order.id), 200)).toEqual(order);
        expect(order.lines[0]).toMatchObject({ name: 'Garlic Bread', quantity: 2, line_total: onlinePrice(bread) * 2 });
      } finally {
        await setArchived(bread.product_id, false);
        await get().db.update(restaurantProducts).set(before!).where(offer);
      }
    });
  },
  {},
  { now: () => clockAt(ORDER_DAY, '12:00') },
);
