import { reorderResponseSchema } from '@crust/contract/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { normalForm, productNamed, SURRY_HILLS, type Guest } from '../cart/cart-test-kit.ts';
import { checkLineAvailability } from './line-availability.ts';
import { clockAt, ORDER_DAY, orderKit, SURRY_HILLS_ADDRESS } from './order-test-kit.ts';

// Issue 17, point 2: a dish served only at a table (on the dine-in menu alone: the licensed drinks)
// is refused for pickup and delivery with 422 not_available_for_method; a table's order takes it.

const item = (name: string, dineInOnly: boolean) => ({ name, dine_in_only: dineInOnly });

describe('checkLineAvailability', () => {
  const refusal = (run: () => void): HttpError => {
    try {
      run();
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
    throw new Error('Expected a refusal');
  };

  it('lets a table’s order have everything, and pickup or delivery everything not served at a table only', () => {
    const items = [item('Margherita', false), item('Peroni', true)];
    expect(() => checkLineAvailability(items, { delivery_method: 'pickup', table_number: 7 })).not.toThrow();
    for (const delivery_method of ['pickup', 'delivery'] as const) {
      expect(() => checkLineAvailability([item('Margherita', false)], { delivery_method })).not.toThrow();
    }
  });

  it('refuses pickup and delivery of dishes served at a table only, naming them and the way', () => {
    const pickup = refusal(() => checkLineAvailability([item('Margherita', false), item('Peroni', true)], { delivery_method: 'pickup' }));
    expect(pickup).toMatchObject({ statusCode: 422, code: 'not_available_for_method' });
    expect(pickup.message).toBe('Peroni is served only at a table in the restaurant, so it cannot be ordered for pickup: remove it from your cart to order.');
    const delivery = refusal(() =>
      checkLineAvailability([item('Peroni', true), item('House Red', true), item('Cannoli', false)], { delivery_method: 'delivery' }),
    );
    expect(delivery.message).toBe(
      'Peroni and House Red are served only at a table in the restaurant, so they cannot be ordered for delivery: remove them from your cart to order.',
    );
  });
});

const clock = clockAt(ORDER_DAY, '12:00');

describeEachDatabase(
  'placing a cart with dishes served at a table only',
  (get) => {
    const kit = orderKit(get);
    let restaurantId: number;
    beforeAll(async () => {
      await kit.setSlotCapacity(10_000);
      restaurantId = await kit.outletId(SURRY_HILLS);
    });

    /** A guest with a large Margherita from the main menu and two Peronis added at table 7. */
    async function guestWithDrinks(): Promise<Guest> {
      const guest = await kit.guest();
      const [main, dinein] = [await kit.menuOf(SURRY_HILLS), await kit.menuOf(SURRY_HILLS, 'dinein')];
      const margherita = normalForm(productNamed(main, 'Margherita'), {
        configurations: [
          ['Size', 'Large'],
          ['Crust', 'Classic'],
        ],
      });
      await kit.added(guest, SURRY_HILLS, margherita);
      await kit.added(guest, SURRY_HILLS, { ...normalForm(productNamed(dinein, 'Peroni Nastro Azzurro'), { quantity: 2 }), menu: 'dinein', table_number: 7 });
      return guest;
    }

    const tableBody = (guest: Guest) => kit.pickupBody(guest, { pickup_time: undefined, asap: true, table_number: 7, payment_method: 'pay_at_counter' });

    it('refuses pickup and delivery with 422 not_available_for_method, changing nothing', async () => {
      const guest = await guestWithDrinks();
      const bodies = [
        ['pickup', await kit.pickupBody(guest)],
        ['delivery', await kit.pickupBody(guest, { delivery_method: 'delivery', shipping_details: SURRY_HILLS_ADDRESS, payment_method: 'card' })],
      ] as const;
      for (const [method, body] of bodies) {
        const error = kit.errorOf(await kit.place(guest, body), 422);
        expect(error).toEqual({
          code: 'not_available_for_method',
          message: `Peroni Nastro Azzurro is served only at a table in the restaurant, so it cannot be ordered for ${method}: remove it from your cart to order.`,
        });
      }
      expect(await kit.ordersOfGuest(guest)).toHaveLength(0);
      expect(await kit.cartLineCount(guest)).toBe(2);
    });

    it('places them for the table, each order line keeping its menu; a reorder away from the table leaves the drinks out', async () => {
      const guest = await guestWithDrinks();
      const order = kit.orderOf(await kit.place(guest, await tableBody(guest)));
      expect(order.lines.map((line) => [line.name, line.quantity, line.item.menu, line.item.dine_in_only])).toEqual([
        ['Margherita', 1, 'main', false],
        ['Peroni Nastro Azzurro', 2, 'dinein', true],
      ]);
      const stored = await get().db.select({ item: orderLines.item }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.position);
      expect(stored.map((row) => (row.item as { menu: string }).menu)).toEqual(['main', 'dinein']);

      const response = await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/reorder`, headers: guest.headers });
      expect(response.statusCode, response.body).toBe(200);
      const { cart, not_added } = reorderResponseSchema.parse(response.json()).data;
      expect(cart.items.filter((line) => !line.is_free).map((line) => [line.name, line.restaurant_id])).toEqual([['Margherita', restaurantId]]);
      expect(not_added).toEqual([{ name: 'Peroni Nastro Azzurro', reason: 'served only at a table: order it from your table' }]);
    });
  },
  {},
  { now: () => clock },
);
