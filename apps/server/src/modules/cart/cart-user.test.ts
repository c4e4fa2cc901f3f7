import { MAX_LINE_QUANTITY } from '@crust/contract/limits';
import type { Menu } from '@crust/contract/menu';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { mergeGuestCart } from './cart-merge.ts';
import { cartKit, MEDIUM_CLASSIC, normalForm, productNamed, SURRY_HILLS } from './cart-test-kit.ts';

// Issue 8: a logged-in diner's cart (spec §7: the user id wins) and the guest's cart merging into it.

describeEachDatabase('a user cart', (get) => {
  const kit = cartKit(get);
  let menu: Menu;
  let restaurantId: number;
  beforeAll(async () => {
    menu = await kit.menuOf(SURRY_HILLS);
    restaurantId = await kit.outletId(SURRY_HILLS);
  });
  const userCart = async (user: TestUser) => kit.cartOf(await kit.calls.get(user, { user_id: user.userId }));
  const addFor = async (user: TestUser, form: object) => kit.cartOf(await kit.calls.add(user, { restaurant_id: restaurantId, user_id: user.userId, ...form }));

  it('serves all five cart calls on a user token with user_id', async () => {
    const user = await createTestUser(get().db);
    const added = await addFor(user, normalForm(productNamed(menu, 'Garlic Bread'), { quantity: 2 }));
    expect(added.items).toHaveLength(1);
    const line = added.items[0]!;
    expect((await userCart(user)).items[0]).toMatchObject({ id: line.id, quantity: 2 });
    expect(kit.cartOf(await kit.calls.update(user, { cart_id: line.id, quantity: 3 })).items[0]?.quantity).toBe(3);
    await addFor(user, normalForm(productNamed(menu, 'Cannoli')));
    expect(kit.cartOf(await kit.calls.remove(user, line.id)).items.map((item) => item.name)).toEqual(['Cannoli']);
    expect(kit.cartOf(await kit.calls.clear(user, { user_id: user.userId })).items).toEqual([]);
    expect((await userCart(user)).items).toEqual([]);
  });

  it('refuses a user token naming a guest id, and a guest token naming a user id (403)', async () => {
    const [user, guest] = [await createTestUser(get().db), await kit.guest()];
    expect(kit.errorOf(await kit.calls.get(user, { guest_id: guest.guestId }), 403).code).toBe('forbidden');
    expect(
      kit.errorOf(await kit.calls.add(user, { restaurant_id: restaurantId, guest_id: guest.guestId, ...normalForm(productNamed(menu, 'Cannoli')) }), 403).code,
    ).toBe('forbidden');
    expect(kit.errorOf(await kit.calls.get(guest, { user_id: user.userId }), 403).code).toBe('forbidden');
    expect(kit.errorOf(await kit.calls.clear(guest, { user_id: user.userId }), 403).code).toBe('forbidden');
  });

  it("keeps one user's lines from another: update and remove of a foreign line answer 404 and change nothing", async () => {
    const [alice, bob] = [await createTestUser(get().db), await createTestUser(get().db)];
    const filled = await addFor(alice, normalForm(productNamed(menu, 'Garlic Bread')));
    const line = filled.items[0]!;
    expect(kit.errorOf(await kit.calls.update(bob, { cart_id: line.id, quantity: 5 }), 404).code).toBe('not_found');
    expect(kit.errorOf(await kit.calls.remove(bob, line.id), 404).code).toBe('not_found');
    expect(kit.errorOf(await kit.calls.get(bob, { user_id: alice.userId }), 403).code).toBe('forbidden');
    expect(await userCart(alice)).toEqual(filled);
  });

  it('50 concurrent adds of one item by a user leave one line of quantity 50', async () => {
    const user = await createTestUser(get().db);
    const body = { restaurant_id: restaurantId, user_id: user.userId, ...normalForm(productNamed(menu, 'Pepperoni'), { configurations: MEDIUM_CLASSIC }) };
    const responses = await Promise.all(Array.from({ length: 50 }, () => kit.calls.add(user, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const rows = await get().db.select({ quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.userId, user.userId));
    expect(rows).toEqual([{ quantity: 50 }]);
  });

  it("merges a guest's cart into the user's: the same item adds up (capped), others move, the guest's lines go", async () => {
    const [user, guest, bystander] = [await createTestUser(get().db), await kit.guest(), await kit.guest()];
    const garlic = normalForm(productNamed(menu, 'Garlic Bread'), { quantity: 2 });
    await addFor(user, garlic);
    await addFor(user, normalForm(productNamed(menu, 'Cannoli'), { quantity: MAX_LINE_QUANTITY - 1 }));
    await kit.added(guest, SURRY_HILLS, garlic);
    await kit.added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Cannoli'), { quantity: 5 }));
    await kit.added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Garlic Knots')));
    const untouched = await kit.added(bystander, SURRY_HILLS, garlic);

    await get().db.transaction((tx) => mergeGuestCart(tx, guest.rowId, user.userId, 50));

    const quantities = Object.fromEntries((await userCart(user)).items.map((item) => [item.name, item.quantity]));
    expect(quantities).toEqual({ 'Garlic Bread': 4, Cannoli: MAX_LINE_QUANTITY, 'Garlic Knots': 1 });
    expect(await get().db.select().from(cartLines).where(eq(cartLines.guestId, guest.rowId))).toEqual([]);
    expect(await kit.cart(bystander)).toEqual(untouched);
  });

  it('a merge that rolls back leaves both carts as they were', async () => {
    const [user, guest] = [await createTestUser(get().db), await kit.guest()];
    const guestCart = await kit.added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Cannoli')));
    await expect(
      get().db.transaction(async (tx) => {
        await mergeGuestCart(tx, guest.rowId, user.userId, 50);
        throw new Error('login failed after the merge');
      }),
    ).rejects.toThrow('login failed');
    expect(await kit.cart(guest)).toEqual(guestCart);
    expect((await userCart(user)).items).toEqual([]);
  });
});
