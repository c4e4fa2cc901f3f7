import { MAX_LINE_QUANTITY } from '@crust/contract/limits';
import type { Menu } from '@crust/contract/menu';
import { reorderResponseSchema } from '@crust/contract/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import { rowsOf } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { parseConfig } from '../../env.ts';
import { testConfig } from '../../test/test-config.ts';
import { describeEachDatabase, openTestDatabase, type TestContext } from '../../test/test-database.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { createTestUser } from '../../test/test-users.ts';
import { mergeGuestCart } from './cart-merge.ts';
import { cartKit, normalForm, productNamed, SURRY_HILLS, type Guest } from './cart-test-kit.ts';

// Issue 17, point 6: a cart holds at most CART_MAX_LINES lines (default 50) and 99 of one line;
// beyond either, 400 cart_full and nothing changes. The line cap holds under concurrent adds.

const MAX_LINES = 50;
const clock = clockAt(ORDER_DAY, '12:00');

it(`CART_MAX_LINES defaults to ${MAX_LINES} and takes a whole number from 1`, () => {
  expect(parseConfig({}).CART_MAX_LINES).toBe(MAX_LINES);
  expect(parseConfig({ CART_MAX_LINES: '120' }).CART_MAX_LINES).toBe(120);
  for (const bad of ['0', '-1', '2.5', 'many']) expect(() => parseConfig({ CART_MAX_LINES: bad })).toThrow(/CART_MAX_LINES/);
});

describeEachDatabase(
  'cart size limits',
  (get) => {
    const kit = orderKit(get);
    let menu: Menu;
    let restaurantId: number;
    beforeAll(async () => {
      await kit.setSlotCapacity(10_000);
      menu = await kit.menuOf(SURRY_HILLS);
      restaurantId = await kit.outletId(SURRY_HILLS);
    });

    /** A Garlic Bread with its own note: a line of its own. */
    const bread = (note: string, quantity = 1) => ({ ...normalForm(productNamed(menu, 'Garlic Bread'), { notes: note }), quantity });
    const add = (guest: Guest, form: object) => kit.calls.add(guest, { restaurant_id: restaurantId, guest_id: guest.guestId, ...form });
    const rows = (guest: Guest) =>
      get().db.select({ notes: cartLines.notes, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.guestId, guest.rowId));

    async function guestWithLines(count: number): Promise<Guest> {
      const guest = await kit.guest();
      for (let index = 0; index < count; index += 1) kit.cartOf(await add(guest, bread(`line ${index}`)));
      return guest;
    }

    it(`refuses a ${MAX_LINES + 1}st line with 400 cart_full, changing nothing; more of an item already in the cart still adds up`, async () => {
      const guest = await guestWithLines(MAX_LINES);
      const error = kit.errorOf(await add(guest, bread('one too many')), 400);
      expect(error).toEqual({
        code: 'cart_full',
        message: `Your cart holds ${MAX_LINES} different items, as many as one order can: remove one to add another, or add more of one already in it.`,
      });
      expect(await rows(guest)).toHaveLength(MAX_LINES);
      const merged = kit.cartOf(await add(guest, bread('line 7', 3)));
      expect(merged.items.find((item) => item.notes === 'line 7')?.quantity).toBe(4);
      expect(await rows(guest)).toHaveLength(MAX_LINES);
    });

    it(`a login's merge keeps ${MAX_LINES} lines: the guest's, just chosen, and the account's newest`, async () => {
      const user = await createTestUser(get().db);
      for (let index = 0; index < MAX_LINES - 5; index += 1) {
        kit.cartOf(await kit.calls.add(user, { restaurant_id: restaurantId, user_id: user.userId, ...bread(`saved ${index}`) }));
      }
      const guest = await guestWithLines(10);
      await get().db.transaction((tx) => mergeGuestCart(tx, guest.rowId, user.userId, MAX_LINES));
      const notes = (await get().db.select({ notes: cartLines.notes }).from(cartLines).where(eq(cartLines.userId, user.userId))).map((row) => row.notes);
      expect(notes).toHaveLength(MAX_LINES);
      expect(notes).toEqual(expect.arrayContaining(Array.from({ length: 10 }, (_, index) => `line ${index}`)));
      // The account's five oldest lines made room.
      for (let index = 0; index < 5; index += 1) expect(notes).not.toContain(`saved ${index}`);
      expect(notes).toContain(`saved ${MAX_LINES - 6}`);
    });

    it(`counts an identical item’s quantity into its line: past ${MAX_LINE_QUANTITY} is 400 cart_full; an update to ${MAX_LINE_QUANTITY + 1} is 400`, async () => {
      const guest = await kit.guest();
      const [line] = kit.cartOf(await add(guest, bread('big order', 90))).items;
      const error = kit.errorOf(await add(guest, bread('big order', 10)), 400);
      expect(error).toEqual({ code: 'cart_full', message: `That would make more of this item than one order can hold (${MAX_LINE_QUANTITY}).` });
      const update = kit.errorOf(await kit.calls.update(guest, { cart_id: line!.id, quantity: MAX_LINE_QUANTITY + 1 }), 400);
      expect(update.message).toMatch(`Quantity must be at most ${MAX_LINE_QUANTITY}`);
      expect(await rows(guest)).toEqual([{ notes: 'big order', quantity: 90 }]);
      expect(kit.cartOf(await add(guest, bread('big order', 9))).items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    });

    it(`concurrent adds of new items into a cart of ${MAX_LINES - 5}: exactly 5 land, the others answer cart_full; adds to lines already there all land`, async () => {
      const guest = await guestWithLines(MAX_LINES - 5);
      const requests = [
        ...Array.from({ length: 20 }, (_, index) => add(guest, bread(`new ${index}`))),
        ...Array.from({ length: 10 }, () => add(guest, bread('line 0'))),
      ];
      const responses = await Promise.all(requests);
      const newItems = responses.slice(0, 20);
      expect(newItems.filter((response) => response.statusCode === 200)).toHaveLength(5);
      for (const refused of newItems.filter((response) => response.statusCode !== 200)) expect(kit.errorOf(refused, 400).code).toBe('cart_full');
      expect(responses.slice(20).map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      const stored = await rows(guest);
      expect(stored).toHaveLength(MAX_LINES);
      expect(stored.find((row) => row.notes === 'line 0')?.quantity).toBe(11);
    });

    it('a reorder into a full cart names what it could not add', async () => {
      const guest = await kit.guest();
      kit.cartOf(await add(guest, bread('')));
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      for (let index = 0; index < MAX_LINES; index += 1) kit.cartOf(await add(guest, bread(`line ${index}`)));
      const response = await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/reorder`, headers: guest.headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(reorderResponseSchema.parse(response.json()).data.not_added).toEqual([
        { name: 'Garlic Bread', reason: `your cart already holds ${MAX_LINES} different items, as many as one order can` },
      ]);
      expect(await rows(guest)).toHaveLength(MAX_LINES);
    });
  },
  {},
  { now: () => clock },
);

describeEachDatabase(
  'a cart size limit set by CART_MAX_LINES',
  (get) => {
    const kit = orderKit(get);
    it('refuses the line past it', async () => {
      const guest = await kit.guest();
      const menu = await kit.menuOf(SURRY_HILLS);
      for (const name of ['Garlic Bread', 'Cannoli']) await kit.added(guest, SURRY_HILLS, normalForm(productNamed(menu, name)));
      const third = await kit.calls.add(guest, {
        restaurant_id: await kit.outletId(SURRY_HILLS),
        guest_id: guest.guestId,
        ...normalForm(productNamed(menu, 'Garlic Knots')),
      });
      expect(kit.errorOf(third, 400)).toMatchObject({ code: 'cart_full', message: expect.stringMatching(/^Your cart holds 2 different items/) });
    });
  },
  { CART_MAX_LINES: '2' },
);

// The concurrent test above races real requests, which on a fast database rarely overlap inside the
// few microseconds between a count and its insert. Here an add is held open mid-statement on one
// connection while the app's own add runs on another: the app's add must wait for it and then see it.
describe.runIf(inject('databaseKinds').includes('postgres'))('the cart line cap against an add in flight [postgres]', () => {
  let context: TestContext | undefined;
  const get = () => context!;
  const kit = cartKit(get);
  beforeAll(async () => {
    const handle = await openTestDatabase('postgres');
    const app = await createApp({ config: testConfig(), database: handle });
    app.addHook('onClose', () => handle.close());
    context = {
      app,
      db: handle.db,
      listen: handle.listen,
      kind: 'postgres',
      get smtp(): never {
        throw new Error('No SMTP server here');
      },
    };
  });
  afterAll(() => context?.app.close());

  it(`an add waits for another add to the same cart that has not committed, then counts its line: the ${MAX_LINES + 1}st is refused`, async () => {
    const guest = await kit.guest();
    const menu = await kit.menuOf(SURRY_HILLS);
    const restaurantId = await kit.outletId(SURRY_HILLS);
    const bread = (note: string) => ({
      restaurant_id: restaurantId,
      guest_id: guest.guestId,
      ...normalForm(productNamed(menu, 'Garlic Bread'), { notes: note }),
    });
    for (let index = 0; index < MAX_LINES - 1; index += 1) kit.cartOf(await kit.calls.add(guest, bread(`line ${index}`)));
    const waitingForTheCart = async () => {
      const result = await get().db.execute(
        sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
      );
      return rowsOf<{ waiting: number }>(result)[0]!.waiting;
    };

    let racing: ReturnType<typeof kit.calls.add> | undefined;
    let settled = false;
    await get().db.transaction(async (tx) => {
      // The ${MAX_LINES}th line, written as the app's add writes one (migration 0019), not yet committed.
      await tx.execute(sql`
        insert into cart_lines (tenant_id, restaurant_id, guest_id, kind, quantity, notes, choices, signature)
        select tenant_id, restaurant_id, guest_id, kind, 1, 'held', choices, crust_cart_line_room(guest_id, null, 'held', ${MAX_LINES})
        from cart_lines where guest_id = ${guest.rowId} limit 1`);
      racing = kit.calls.add(guest, bread('racing'));
      void racing.then(() => (settled = true));
      // Until the app's add either waits for this cart or (were nothing to stop it) has finished.
      await vi.waitFor(
        async () => {
          if (!settled && (await waitingForTheCart()) === 0) throw new Error('The app’s add has not reached the cart yet');
        },
        { timeout: 10_000, interval: 20 },
      );
    });
    expect(kit.errorOf(await racing!, 400).code).toBe('cart_full');
    const lines = await get().db.select({ notes: cartLines.notes }).from(cartLines).where(eq(cartLines.guestId, guest.rowId));
    expect(lines).toHaveLength(MAX_LINES);
    expect(lines.map((line) => line.notes)).toContain('held');
  });
});
