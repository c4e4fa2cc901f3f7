import { MAX_LINE_QUANTITY } from '@crust/contract/limits';
import type { Menu } from '@crust/contract/menu';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { cartKit, MEDIUM_CLASSIC, normalForm, productNamed, productsOf, SURRY_HILLS } from './cart-test-kit.ts';

// Issue #4 and STYLE.md habit 7: concurrent writes to one cart all land, exactly once, with no lost
// update; each request is a separate `inject`, all in flight at once.

const CONCURRENT = 50;

describeEachDatabase('cart writes under concurrency', (get) => {
  const kit = cartKit(get);
  let menu: Menu;
  let restaurantId: number;
  beforeAll(async () => {
    menu = await kit.menuOf(SURRY_HILLS);
    restaurantId = await kit.outletId(SURRY_HILLS);
  });
  const storedLines = (guestRowId: number) =>
    get().db.select({ id: cartLines.id, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.guestId, guestRowId));

  it(`${CONCURRENT} concurrent adds of the same item leave one line of quantity ${CONCURRENT}`, async () => {
    const guest = await kit.guest();
    const body = {
      restaurant_id: restaurantId,
      guest_id: guest.guestId,
      ...normalForm(productNamed(menu, 'Pepperoni'), { configurations: MEDIUM_CLASSIC, modifiers: ['Bacon'] }),
    };
    const responses = await Promise.all(Array.from({ length: CONCURRENT }, () => kit.calls.add(guest, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    const rows = await storedLines(guest.rowId);
    expect(rows).toEqual([{ id: expect.any(Number), quantity: CONCURRENT }]);
    const cart = await kit.cart(guest);
    const [line] = cart.items;
    expect(line).toMatchObject({ id: rows[0]!.id, quantity: CONCURRENT, item_total: line!.price * CONCURRENT });
    // Every answer showed a quantity between 1 and 50, and the last one to finish may be any of them.
    const seen = responses.map((response) => kit.cartOf(response).items[0]!.quantity);
    expect(Math.max(...seen)).toBeLessThanOrEqual(CONCURRENT);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(1);
  });

  it(`concurrent adds past the line maximum: exactly ${MAX_LINE_QUANTITY} land, the rest answer 400`, async () => {
    const guest = await kit.guest();
    const body = { restaurant_id: restaurantId, guest_id: guest.guestId, ...normalForm(productNamed(menu, 'Garlic Bread'), { quantity: 3 }) };
    const attempts = 40; // 120 wanted, 99 allowed: 33 adds of 3 fit.
    const responses = await Promise.all(Array.from({ length: attempts }, () => kit.calls.add(guest, body)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(Math.floor(MAX_LINE_QUANTITY / 3));
    expect(statuses.filter((status) => status === 400)).toHaveLength(attempts - Math.floor(MAX_LINE_QUANTITY / 3));
    expect(await storedLines(guest.rowId)).toEqual([{ id: expect.any(Number), quantity: MAX_LINE_QUANTITY }]);
  });

  it(`${CONCURRENT} concurrent updates to distinct quantities all succeed and leave one of them`, async () => {
    const guest = await kit.guest();
    const start = await kit.added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Cannoli')));
    const lineId = start.items[0]!.id;
    const quantities = Array.from({ length: CONCURRENT }, (_, index) => index + 1);
    const responses = await Promise.all(quantities.map((quantity) => kit.calls.update(guest, { cart_id: lineId, quantity })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    const rows = await storedLines(guest.rowId);
    expect(rows).toHaveLength(1);
    expect(quantities).toContain(rows[0]!.quantity);
    expect((await kit.cart(guest)).items[0]?.quantity).toBe(rows[0]!.quantity);
  });

  it(`${CONCURRENT} concurrent adds of different items leave ${CONCURRENT} lines, each of quantity 1`, async () => {
    const guest = await kit.guest();
    // Items that need no size or dip; a note of its own makes each add a different line too.
    const simple = productsOf(menu).filter(
      (product) => product.in_stock && product.configurations.length === 0 && product.modifier_groups.every((group) => group.min === 0),
    );
    expect(simple.length).toBeGreaterThanOrEqual(10);
    const bodies = Array.from({ length: CONCURRENT }, (_, index) => ({
      restaurant_id: restaurantId,
      guest_id: guest.guestId,
      ...normalForm(simple[index % simple.length]!, { notes: `order ${index}` }),
    }));
    const responses = await Promise.all(bodies.map((body) => kit.calls.add(guest, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    const rows = await storedLines(guest.rowId);
    expect(rows).toHaveLength(CONCURRENT);
    expect(rows.every((row) => row.quantity === 1)).toBe(true);
    const cart = await kit.cart(guest);
    expect(
      cart.items
        .filter((item) => !item.is_free)
        .map((item) => item.notes)
        .sort(),
    ).toEqual(bodies.map((body) => body.notes).sort());
  });

  it('concurrent adds and removals by two guests never touch each other’s lines', async () => {
    const [alice, bob] = [await kit.guest(), await kit.guest()];
    const form = normalForm(productNamed(menu, 'Garlic Bread'));
    const aliceLine = (await kit.added(alice, SURRY_HILLS, form)).items[0]!;
    const requests = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0 ? kit.calls.add(bob, { restaurant_id: restaurantId, guest_id: bob.guestId, ...form }) : kit.calls.remove(bob, aliceLine.id),
    );
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 200 : 404)));
    expect(await storedLines(alice.rowId)).toEqual([{ id: aliceLine.id, quantity: 1 }]);
    expect(await storedLines(bob.rowId)).toEqual([{ id: expect.any(Number), quantity: 10 }]);
  });
});
