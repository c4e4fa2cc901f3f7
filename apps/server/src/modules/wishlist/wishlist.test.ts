import { wishlistItemSchema, wishlistResponseSchema, type WishlistItem } from '@crust/contract/wishlist';
import type { Menu } from '@crust/contract/menu';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { wishlistItems } from '../../db/schema/wishlist-items.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { insertTestPhoto } from '../../test/test-photos.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { cartKit, productNamed, SURRY_HILLS, type Caller } from '../cart/cart-test-kit.ts';

// Spec §3, §5–§7 and issue 8: the four wishlist calls, for logged-in diners and their own lists only.

const ITEM_KEYS = Object.keys(wishlistItemSchema.shape).sort();

describeEachDatabase('the wishlist', (get) => {
  const kit = cartKit(get);
  let menu: Menu;
  beforeAll(async () => {
    menu = await kit.menuOf(SURRY_HILLS);
  });
  const offerOf = (name: string) => {
    const product = productNamed(menu, name);
    return { product_id: product.product_id, restaurant_product_id: product.restaurant_product_id };
  };
  const call = {
    list: (who: Caller | null) => kit.inject({ method: 'GET', url: '/api/get-wishlist', headers: who?.headers ?? {} }),
    add: (who: Caller | null, payload: object) => kit.inject({ method: 'POST', url: '/api/add-to-wishlist', headers: who?.headers ?? {}, payload }),
    remove: (who: Caller | null, id: number | string) => kit.inject({ method: 'DELETE', url: `/api/wishlist/${id}`, headers: who?.headers ?? {} }),
    empty: (who: Caller | null) => kit.inject({ method: 'GET', url: '/api/empty-wishlist', headers: who?.headers ?? {} }),
  };
  /** An answer held to the contract, every item key for key. */
  function listOf(response: LightMyRequestResponse, status = 200): WishlistItem[] {
    expect(response.statusCode, response.body).toBe(status);
    const list = wishlistResponseSchema.parse(response.json()).data;
    for (const item of (response.json() as { data: object[] }).data) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
    return list;
  }
  const add = (user: TestUser, name: string) => call.add(user, { ...offerOf(name), user_id: user.userId });

  it('adds with 201 and lists spec §3 items: id = restaurant_product_id, the outlet online price in cents, image, category', async () => {
    const user = await createTestUser(get().db);
    const margherita = productNamed(menu, 'Margherita');
    const added = listOf(await add(user, 'Margherita'), 201);
    expect(added).toEqual([
      {
        id: margherita.restaurant_product_id,
        restaurant_product_id: margherita.restaurant_product_id,
        restaurant_id: await kit.outletId(SURRY_HILLS),
        master_product_id: margherita.product_id,
        name: 'Margherita',
        description: margherita.description,
        price: margherita.online_price ?? margherita.price,
        image: margherita.image,
        srcset: null,
        category: expect.any(String),
        popular: margherita.popular,
        in_stock: margherita.in_stock,
      },
    ]);
    expect(listOf(await call.list(user))).toEqual(added);
  });

  it('lists newest first and keeps one entry when the same item is added twice', async () => {
    const user = await createTestUser(get().db);
    await add(user, 'Margherita');
    await add(user, 'Garlic Bread');
    const again = listOf(await add(user, 'Margherita'), 201);
    expect(again.map((item) => item.name)).toEqual(['Garlic Bread', 'Margherita']);
  });

  it('20 concurrent adds of the same item leave one entry', async () => {
    const user = await createTestUser(get().db);
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(user, 'Pepperoni')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(await get().db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.userId))).toHaveLength(1);
  });

  it('removes by id (200, the list after); someone else’s id answers 404 and touches nothing', async () => {
    const [alice, bob] = [await createTestUser(get().db), await createTestUser(get().db)];
    const [item] = listOf(await add(alice, 'Margherita'), 201);
    listOf(await add(alice, 'Cannoli'), 201);
    const foreign = await call.remove(bob, item!.id);
    expect(foreign.statusCode).toBe(404);
    expect(kit.errorOf(foreign, 404).code).toBe('not_found');
    expect(listOf(await call.list(alice))).toHaveLength(2);
    expect(listOf(await call.remove(alice, item!.id)).map((entry) => entry.name)).toEqual(['Cannoli']);
    expect(kit.errorOf(await call.remove(alice, item!.id), 404).code).toBe('not_found');
  });

  it('empties the list with GET /empty-wishlist, only the caller’s own', async () => {
    const [alice, bob] = [await createTestUser(get().db), await createTestUser(get().db)];
    await add(alice, 'Margherita');
    await add(bob, 'Margherita');
    expect(listOf(await call.empty(alice))).toEqual([]);
    expect(listOf(await call.list(alice))).toEqual([]);
    expect(listOf(await call.list(bob))).toHaveLength(1);
  });

  it('shows a price or stock change made in the database at the next read (a remembered list is never stale)', async () => {
    const user = await createTestUser(get().db);
    const [before] = listOf(await add(user, 'Tiramisu'), 201);
    expect(listOf(await call.list(user))).toEqual([before]);
    const offer = eq(restaurantProducts.id, before!.restaurant_product_id);
    const [saved] = await get().db.select().from(restaurantProducts).where(offer);
    await get()
      .db.update(restaurantProducts)
      .set({ price: before!.price + 150, onlinePrice: null, inStock: !before!.in_stock })
      .where(offer);
    try {
      expect(listOf(await call.list(user))).toEqual([{ ...before, price: before!.price + 150, in_stock: !before!.in_stock }]);
    } finally {
      await get().db.update(restaurantProducts).set({ price: saved!.price, onlinePrice: saved!.onlinePrice, inStock: saved!.inStock }).where(offer);
    }
    expect(listOf(await call.list(user))).toEqual([before]);
  });

  it('shows a product’s uploaded photo as the menu does: its 640 JPEG as image and a srcset per format (issue 19)', async () => {
    const user = await createTestUser(get().db);
    const [before] = listOf(await add(user, 'Tiramisu'), 201);
    const photo = await insertTestPhoto(get().db);
    const product = eq(products.id, before!.master_product_id);
    await get().db.update(products).set({ imageId: photo.id }).where(product);
    try {
      expect(listOf(await call.list(user))).toEqual([{ ...before, image: photo.image, srcset: photo.srcset }]);
    } finally {
      await get().db.update(products).set({ imageId: null }).where(product);
    }
  });

  it('answers 401 without a token or with an unknown one, and 403 login_required for a guest', async () => {
    const guest = await kit.guest();
    const unknown = { headers: { authorization: `Bearer ${'x'.repeat(43)}` } };
    for (const who of [null, unknown]) {
      for (const response of [
        await call.list(who),
        await call.add(who, { ...offerOf('Margherita'), user_id: 1 }),
        await call.remove(who, 1),
        await call.empty(who),
      ]) {
        expect(kit.errorOf(response, 401).code).toBe('unauthorized');
      }
    }
    for (const response of [
      await call.list(guest),
      await call.add(guest, { ...offerOf('Margherita'), user_id: 1 }),
      await call.remove(guest, 1),
      await call.empty(guest),
    ]) {
      expect(kit.errorOf(response, 403).code).toBe('login_required');
    }
  });

  it('refuses a user_id that is not the token’s (403) and changes nothing', async () => {
    const [alice, bob] = [await createTestUser(get().db), await createTestUser(get().db)];
    expect(kit.errorOf(await call.add(alice, { ...offerOf('Margherita'), user_id: bob.userId }), 403).code).toBe('forbidden');
    expect(listOf(await call.list(bob))).toEqual([]);
    expect(listOf(await call.list(alice))).toEqual([]);
  });

  it('refuses an unknown product, a mismatched pair and another tenant’s product with 400', async () => {
    const user = await createTestUser(get().db);
    const margherita = offerOf('Margherita');
    const cannoli = offerOf('Cannoli');
    for (const body of [
      { product_id: margherita.product_id, restaurant_product_id: 99_999_999 },
      { product_id: cannoli.product_id, restaurant_product_id: margherita.restaurant_product_id },
      { product_id: 'x', restaurant_product_id: 1 },
    ]) {
      expect(kit.errorOf(await call.add(user, { ...body, user_id: user.userId }), 400).code).toBe('bad_request');
    }
    await get().db.insert(tenants).values({ id: 7002, name: 'Other Pizza' }).onConflictDoNothing();
    const stranger = await createTestUser(get().db, { tenantId: 7002 });
    expect(kit.errorOf(await call.add(stranger, { ...margherita, user_id: stranger.userId }), 400).code).toBe('bad_request');
    expect(listOf(await call.list(user))).toEqual([]);
  });
});
