import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import type { LineChoices } from './line-choices.ts';
import { choicesFromStorage, toStoredChoices } from './stored-line-choices.ts';

// Issue 9: stored line choices carry the version of their shape, written on insert and parsed on read.

const half: LineChoices = {
  kind: 'half_and_half',
  configurationValueIds: [12, 21],
  portions: [
    { portion: 'left', restaurantProductId: 7, modifiers: [{ modifierId: 3, quantity: 1 }] },
    { portion: 'right', restaurantProductId: 8, modifiers: [] },
  ],
  modifiers: [],
};
const { modifiers: _none, ...halfV1 } = half;

describe('stored line choices', () => {
  it('are written with version 1 and read back as the same choices, without the version', () => {
    const stored = toStoredChoices(half);
    expect(stored).toEqual({ v: 1, ...halfV1 });
    expect(choicesFromStorage(JSON.parse(JSON.stringify(stored)))).toEqual(half);
  });

  // Issue 17: version 2 adds a half-and-half's whole-item modifiers. A row is written at the oldest
  // version that holds it, so rows an instance of the previous release can read stay readable to it.
  it('write a half-and-half with whole-item modifiers as version 2, and read version 1 halves as having none', () => {
    const withCheese: LineChoices = { ...half, modifiers: [{ modifierId: 5, quantity: 2 }] };
    const stored = toStoredChoices(withCheese);
    expect(stored).toEqual({ v: 2, ...withCheese });
    expect(choicesFromStorage(JSON.parse(JSON.stringify(stored)))).toEqual(withCheese);
    expect(choicesFromStorage({ v: 1, ...halfV1 })).toEqual(half);
    expect(choicesFromStorage(halfV1)).toEqual(half);
    expect(() => choicesFromStorage({ ...stored, v: 4 })).toThrow();
  });

  // Issue 18 point 13: version 3 adds a deal item's own size, crust and toppings. A deal whose items
  // come as the deal makes them is still written as version 1 (its signature unchanged, so it still
  // merges with the same deal added before); older rows read as items without choices.
  it('write a deal with an item’s own choices as version 3, one without as version 1, and read older deals as having none', () => {
    const plainChild = { componentTypeId: 1, restaurantProductId: 9, quantity: 1, configurationValueIds: [], modifiers: [] };
    const plain: LineChoices = { kind: 'deal', dealKey: 'deal:4', children: [plainChild] };
    expect(toStoredChoices(plain)).toEqual({ v: 1, kind: 'deal', dealKey: 'deal:4', children: [{ componentTypeId: 1, restaurantProductId: 9, quantity: 1 }] });
    const custom: LineChoices = { ...plain, children: [{ ...plainChild, configurationValueIds: [13], modifiers: [{ modifierId: 5, quantity: 1 }] }] };
    const stored = toStoredChoices(custom);
    expect(stored).toEqual({ v: 3, ...custom });
    expect(choicesFromStorage(JSON.parse(JSON.stringify(stored)))).toEqual(custom);
    expect(choicesFromStorage(JSON.parse(JSON.stringify(toStoredChoices(plain))))).toEqual(plain);
    // A version 3 deal read as an older version would lose its extras: the reader refuses the mix-up.
    expect(() => choicesFromStorage({ ...stored, v: 4 })).toThrow();
    expect(toStoredChoices({ ...half, modifiers: [{ modifierId: 5, quantity: 2 }] })).toMatchObject({ v: 2 });
  });

  it('read a row without a version (written before versions) as version 1', () => {
    expect(choicesFromStorage({ kind: 'deal', dealKey: 'deal:4', children: [{ componentTypeId: 1, restaurantProductId: 9, quantity: 2 }] })).toEqual({
      kind: 'deal',
      dealKey: 'deal:4',
      children: [{ componentTypeId: 1, restaurantProductId: 9, quantity: 2, configurationValueIds: [], modifiers: [] }],
    });
  });

  it('refuse a version or a shape they do not know, rather than price it as something else', () => {
    expect(() => choicesFromStorage({ ...toStoredChoices(half), v: 3 })).toThrow();
    expect(() => choicesFromStorage({ ...toStoredChoices(half), v: 4 })).toThrow();
    expect(() => choicesFromStorage({ v: 1, kind: 'combo', dealKey: 'x', children: [] })).toThrow();
    expect(() => choicesFromStorage({ v: 1, kind: 'normal', restaurantProductId: '7', configurationValueIds: [], modifiers: [] })).toThrow();
    expect(() => choicesFromStorage({ v: 1, kind: 'half_and_half', configurationValueIds: [], portions: [] })).toThrow();
  });
});

const clock = clockAt(ORDER_DAY, '12:00');

describeEachDatabase(
  'stored line choices in the database',
  (get) => {
    const kit = orderKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));

    /** Migration 0014 as the migrator runs it: statement by statement. */
    async function stampUnversionedRows(): Promise<void> {
      const migration = await readFile(new URL('../../db/migrations/0014_line_choices_version.sql', import.meta.url), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) await get().db.execute(sql.raw(statement));
    }

    it('a cart line and an order line are stored with version 1', async () => {
      const guest = await kit.guestWithCart();
      const [line] = await get().db.select({ choices: cartLines.choices }).from(cartLines).where(eq(cartLines.guestId, guest.rowId));
      expect(line!.choices).toMatchObject({ v: 1, kind: 'normal' });

      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const [sold] = await get().db.select({ choices: orderLines.choices }).from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(sold!.choices).toEqual(line!.choices);
    });

    it('rows written before versions still read, and migration 0014 stamps them version 1', async () => {
      const guest = await kit.guestWithCart(2);
      const before = await kit.cart(guest);
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const ofOrder = eq(orderLines.orderId, order.id);
      await get()
        .db.update(orderLines)
        .set({ choices: sql`${orderLines.choices} - 'v'` })
        .where(ofOrder);
      const cartGuest = await kit.guestWithCart(2);
      const ofCart = eq(cartLines.guestId, cartGuest.rowId);
      await get()
        .db.update(cartLines)
        .set({ choices: sql`${cartLines.choices} - 'v'` })
        .where(ofCart);

      // Unversioned: the cart prices them and a reorder adds them, as version 1.
      expect((await kit.cart(cartGuest)).items.map((item) => [item.name, item.quantity, item.discounted_item_total])).toEqual(
        before.items.map((item) => [item.name, item.quantity, item.discounted_item_total]),
      );
      const reorder = await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/reorder`, headers: guest.headers });
      expect(reorder.statusCode, reorder.body).toBe(200);
      expect((await kit.cart(guest)).items.map((item) => item.name)).toEqual(before.items.map((item) => item.name));

      await stampUnversionedRows();
      const [cartRow] = await get().db.select({ choices: cartLines.choices }).from(cartLines).where(ofCart);
      const [orderRow] = await get().db.select({ choices: orderLines.choices }).from(orderLines).where(ofOrder);
      expect(cartRow!.choices).toMatchObject({ v: 1, kind: 'normal' });
      expect(orderRow!.choices).toEqual(cartRow!.choices);
      expect((await kit.cart(cartGuest)).total).toBe(before.total);
    });
  },
  {},
  { now: () => clock },
);
