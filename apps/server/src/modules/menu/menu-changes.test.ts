import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { readEventStream } from '../../test/event-stream-reader.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { cartKit, productNamed, SURRY_HILLS, TENANT } from '../cart/cart-test-kit.ts';

// Issue 19: a diner's open menu follows the restaurant's edits. GET /api/v2/menu/events answers
// `ready`, then `changed` within a second of any write to the outlet's catalogue (by this server or
// by anyone, through the database's notifications); the page refetches the menu, which has the edit.

const WITHIN_MS = 1000;

describeEachDatabase('GET /api/v2/menu/events', (get) => {
  const kit = cartKit(get);
  let base = '';
  beforeAll(async () => {
    base = await get().app.listen({ port: 0, host: '127.0.0.1' });
  });
  const eventsUrl = async (outlet: string) => `${base}/api/v2/menu/events?tenant_id=${TENANT}&restaurant_id=${await kit.outletId(outlet)}`;

  it('says `changed` within a second of a price edit made by plain SQL, and the menu then has the new price', async () => {
    const stream = await readEventStream(await eventsUrl(SURRY_HILLS));
    try {
      expect(await stream.next()).toMatchObject({ event: 'ready' });
      const bread = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
      const editedAt = Date.now();
      await get().db.execute(sql`update products set price = price + 10, online_price = coalesce(online_price, price) + 10 where id = ${bread.product_id}`);
      expect(await stream.next(WITHIN_MS)).toMatchObject({ event: 'changed' });
      expect(Date.now() - editedAt).toBeLessThan(WITHIN_MS);
      const after = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
      expect(after.online_price ?? after.price).toBe((bread.online_price ?? bread.price) + 10);
    } finally {
      await stream.cancel();
    }
  });

  it('stays quiet for another outlet’s edit', async () => {
    const stream = await readEventStream(await eventsUrl(SURRY_HILLS));
    try {
      expect(await stream.next()).toMatchObject({ event: 'ready' });
      const otherOutlet = await kit.outletId('Crust Bondi');
      const [offer] = await get().db.select().from(restaurantProducts).where(eq(restaurantProducts.restaurantId, otherOutlet)).limit(1);
      await get().db.update(restaurantProducts).set({ inStock: !offer!.inStock }).where(eq(restaurantProducts.id, offer!.id));
      await get().db.update(restaurantProducts).set({ inStock: offer!.inStock }).where(eq(restaurantProducts.id, offer!.id));
      await expect(stream.next(500)).rejects.toThrow(/No event/);
      // A tenant-wide write (the house catalogue) is every outlet's.
      await get()
        .db.update(products)
        .set({ description: sql`${products.description}` })
        .where(eq(products.id, offer!.productId));
      expect(await stream.next(WITHIN_MS)).toMatchObject({ event: 'changed' });
    } finally {
      await stream.cancel();
    }
  });

  it('answers an unknown outlet 404 and a bad query 400, as the menu does', async () => {
    expect((await fetch(`${base}/api/v2/menu/events?tenant_id=${TENANT}&restaurant_id=999999`)).status).toBe(404);
    expect((await fetch(`${base}/api/v2/menu/events?tenant_id=${TENANT}`)).status).toBe(400);
  });
});
