import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteConfigSchema } from '@crust/contract/site-config';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { testConfig } from '../../test/test-config.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { categories } from '../schema/categories.ts';
import { dealComponentChoices, deals } from '../schema/deals.ts';
import { modifierGroups } from '../schema/modifiers.ts';
import { products } from '../schema/products.ts';
import { restaurantProducts } from '../schema/restaurant-products.ts';
import { restaurantSettings } from '../schema/restaurant-settings.ts';
import { restaurants } from '../schema/restaurants.ts';
import { tenants } from '../schema/tenants.ts';
import { DEMO_TENANT } from './demo-outlets.ts';
import { seedDemo } from './seed-demo.ts';
import { DEMO_DINER } from './seed-diner.ts';

describeEachDatabase('demo seed', (get) => {
  it('holds tenant 64 with four outlets, three active, each with its own full settings', async () => {
    const { db } = get();
    expect(await db.select({ id: tenants.id, name: tenants.name }).from(tenants)).toEqual([{ id: 64, name: 'Crust Pizza' }]);
    const outlets = await db.select().from(restaurants).where(eq(restaurants.tenantId, DEMO_TENANT.id));
    expect(outlets).toHaveLength(4);
    expect(outlets.filter((outlet) => outlet.status === 1)).toHaveLength(3);
    const settings = await db.select().from(restaurantSettings);
    expect(settings.map((row) => row.restaurantId).sort()).toEqual(outlets.map((outlet) => outlet.id).sort());
    for (const row of settings) {
      expect(siteConfigSchema.parse(row.webConfig)).toEqual(row.webConfig);
    }
    // The spec gives both tenant ids: 64 in the build settings, 139 in the default site configuration.
    expect(settings.every((row) => row.webConfig.general.tenantId === 139)).toBe(true);
  });

  it('is idempotent: seeding again, even twice at once, adds nothing', async () => {
    const { db } = get();
    expect(await Promise.all([seedDemo(db), seedDemo(db)])).toEqual([false, false]);
    expect(await db.select().from(restaurants)).toHaveLength(4);
    expect(await db.select().from(restaurantSettings)).toHaveLength(4);
    expect(await db.select().from(products)).toHaveLength(45);
  });

  it('holds a full pizza-shop catalogue: categories, products, options and rules (issue #3)', async () => {
    const { db } = get();
    expect((await db.select().from(categories)).length).toBeGreaterThanOrEqual(6);
    const master = await db.select().from(products);
    expect(master.length).toBeGreaterThanOrEqual(40);
    expect(master.filter((product) => product.allowHalfAndHalf).length).toBeGreaterThanOrEqual(10);
    for (const tag of ['vegetarian', 'vegan', 'spicy', 'gluten-free-option']) expect(master.some((product) => product.tags.includes(tag))).toBe(true);
    expect(master.filter((product) => product.allergens.length > 0).length).toBeGreaterThan(30);
    expect(master.map((product) => product.unit)).toEqual(expect.arrayContaining(['1.25 L', '375 ml']));
    expect((await db.select().from(modifierGroups)).map(({ name, minChoices, maxChoices }) => ({ name, minChoices, maxChoices }))).toEqual(
      expect.arrayContaining([
        { name: 'Extra toppings', minChoices: 0, maxChoices: 5 },
        { name: 'Choose a dip', minChoices: 1, maxChoices: 1 },
        { name: 'Remove', minChoices: 0, maxChoices: 3 },
      ]),
    );
  });

  it('gives every active outlet 3 deals, one a combo, with a premium upcharge in a slot', async () => {
    const { db } = get();
    const active = await db.select().from(restaurants).where(eq(restaurants.status, 1));
    for (const outlet of active) {
      const outletDeals = await db.select().from(deals).where(eq(deals.restaurantId, outlet.id));
      expect(outletDeals).toHaveLength(3);
      expect(outletDeals.filter((deal) => deal.kind === 'combo')).toHaveLength(1);
      const choices = await db.select().from(dealComponentChoices).where(eq(dealComponentChoices.restaurantId, outlet.id));
      expect(choices.some((choice) => choice.upcharge > 0)).toBe(true);
    }
  });

  it('makes the outlets differ: items missing, other prices, other stock; badges and menus vary', async () => {
    const { db } = get();
    const active = await db.select().from(restaurants).where(eq(restaurants.status, 1));
    const offers = await Promise.all(active.map((outlet) => db.select().from(restaurantProducts).where(eq(restaurantProducts.restaurantId, outlet.id))));
    expect(new Set(offers.map((list) => list.length)).size).toBeGreaterThan(1);
    const priceOf = (list: (typeof offers)[number], productId: number) => list.find((offer) => offer.productId === productId)?.price;
    const [first, ...others] = offers;
    expect(first?.some((offer) => others.some((list) => ![undefined, offer.price].includes(priceOf(list, offer.productId))))).toBe(true);
    const stockOf = (list: (typeof offers)[number]) =>
      list
        .filter((offer) => !offer.inStock)
        .map((offer) => offer.productId)
        .join();
    expect(new Set(offers.map(stockOf)).size).toBe(offers.length);

    const all = offers.flat();
    // House badges and prices are the products'; an outlet adds badges and overrides prices (issue 19).
    const house = await db.select().from(products);
    for (const flag of ['popular', 'isNew'] as const) expect(house.some((product) => product[flag])).toBe(true);
    expect(all.some((offer) => offer.popular)).toBe(true);
    expect(all.some((offer) => !offer.inStock)).toBe(true);
    expect(house.some((product) => product.onlinePrice !== null && product.onlinePrice !== product.price)).toBe(true);
    expect(all.some((offer) => offer.price !== null && offer.onlinePrice !== null && offer.onlinePrice !== offer.price)).toBe(true);
    expect(all.some((offer) => offer.price === null)).toBe(true);
    expect(all.some((offer) => offer.onDineinMenu && !offer.onMainMenu && !offer.onInstoreMenu)).toBe(true);
    expect(all.some((offer) => offer.onMainMenu && !offer.onInstoreMenu)).toBe(true);
  });

  it('has its own small picture, with a title, for every category, product and deal', async () => {
    const { db } = get();
    const paths = [
      ...(await db.select({ path: categories.imagePath }).from(categories)),
      ...(await db.select({ path: products.imagePath }).from(products)),
      ...(await db.select({ path: deals.imagePath }).from(deals)),
    ].map((row) => row.path);
    const { UPLOADS_DIR } = testConfig();
    for (const path of new Set(paths)) {
      expect(path).toMatch(/^\/uploads\/(categories|products|deals)\/[a-z0-9-]+\.svg$/);
      const svg = await readFile(join(UPLOADS_DIR, path!.slice('/uploads/'.length)), 'utf8');
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
      expect(svg).toMatch(/<title id="t">[^<]+<\/title>/);
    }
  });

  it('holds a verified demo diner who can log in at once, with an address in Surry Hills and two favourites', async () => {
    const login = await get().app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { tenant_id: 64, email: DEMO_DINER.email, password: DEMO_DINER.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { user, token } = login.json().data;
    expect(user).toMatchObject({ email: 'diner@crust.test', name: 'Demo Diner', email_verified: true });
    const headers = { authorization: `Bearer ${token}` };
    const saved = (await get().app.inject({ method: 'GET', url: '/api/v2/me/addresses', headers })).json().data;
    expect(saved).toEqual([expect.objectContaining({ suburb: 'Surry Hills', state: 'NSW', postcode: '2010', is_default: true })]);
    const favourites = (await get().app.inject({ method: 'GET', url: '/api/get-wishlist', headers })).json().data;
    expect(favourites.map((item: { name: string }) => item.name).sort()).toEqual(['Garlic Bread', 'Margherita']);
  });
});
