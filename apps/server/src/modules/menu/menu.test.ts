import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { apiErrorSchema } from '@crust/contract/errors';
import { MENU_KINDS, menuResponseSchema, type Menu, type MenuKind, type MenuProduct } from '@crust/contract/menu';
import { restaurantsResponseSchema } from '@crust/contract/restaurants';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categories } from '../../db/schema/categories.ts';
import { deals } from '../../db/schema/deals.ts';
import { products } from '../../db/schema/products.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { insertTestPhoto } from '../../test/test-photos.ts';

const menuUrl = (tenantId: unknown, restaurantId: unknown, menu?: string) =>
  `/api/v2/menu?tenant_id=${String(tenantId)}&restaurant_id=${String(restaurantId)}${menu ? `&menu=${menu}` : ''}`;

const allProducts = (menu: Menu) => menu.categories.flatMap((category) => category.products);
const productNamed = (menu: Menu, name: string, unit: string | null = null): MenuProduct | undefined =>
  allProducts(menu).find((product) => product.name === name && (unit === null || product.unit === unit));
const dealNamed = (menu: Menu, name: string) => menu.deals.find((deal) => deal.name === name);

describeEachDatabase('GET /api/v2/menu', (get) => {
  const outletId = async (name: string) => {
    const response = await get().app.inject({ method: 'POST', url: '/api/restaurants-with-images', payload: { tenant_id: 64 } });
    const outlet = restaurantsResponseSchema.parse(response.json()).data.find((entry) => entry.restaurant.name.startsWith(name));
    if (!outlet) throw new Error(`No outlet named ${name}`);
    return outlet.restaurant.id;
  };
  const fetchMenu = async (outlet: string, menu: MenuKind = 'main') => {
    const response = await get().app.inject({ method: 'GET', url: menuUrl(64, await outletId(outlet), menu) });
    expect(response.statusCode).toBe(200);
    return menuResponseSchema.parse(response.json()).data;
  };
  /** Polls until `check` holds: PostgreSQL delivers the trigger's notification asynchronously. */
  const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('answers every menu of every active outlet in the contract shape, categories and products in order', async () => {
    for (const outlet of ['Crust Surry Hills', 'Crust Newtown', 'Crust Bondi']) {
      for (const kind of MENU_KINDS) {
        const menu = await fetchMenu(outlet, kind);
        expect(menu.categories.length).toBeGreaterThanOrEqual(5);
        // Only categories that have something on this menu.
        expect(menu.categories.every((category) => category.products.length > 0)).toBe(true);
        expect(menu.categories[0]?.name).toBe('Pizzas');
        expect(menu.categories[0]?.products[0]?.name).toBe('Margherita');
        for (const product of allProducts(menu)) expect(product.image).toMatch(/^\/uploads\/products\/[a-z0-9-]+\.svg$/);
      }
    }
  });

  it('defaults to the main menu', async () => {
    const id = await outletId('Crust Surry Hills');
    const plain = await get().app.inject({ method: 'GET', url: menuUrl(64, id) });
    const main = await get().app.inject({ method: 'GET', url: menuUrl(64, id, 'main') });
    expect(plain.body).toBe(main.body);
  });

  it('gives each product its in-store price, its online price (null when the same) and the menus it is on', async () => {
    const main = await fetchMenu('Crust Surry Hills', 'main');
    expect(productNamed(main, 'Margherita')).toMatchObject({ price: 1700, online_price: 1800 });
    expect(productNamed(main, 'Hawaiian')).toMatchObject({ price: 1900, online_price: null });

    const names = async (kind: MenuKind) =>
      allProducts(await fetchMenu('Crust Surry Hills', kind)).map((product) => `${product.name} ${product.unit ?? ''}`.trim());
    const [onMain, inStore, dineIn] = [await names('main'), await names('instore'), await names('dinein')];
    expect(onMain).toContain('Garlic Knots 6 pieces');
    expect(inStore).not.toContain('Garlic Knots 6 pieces');
    expect(dineIn).toContain('Affogato');
    expect(onMain).not.toContain('Affogato');
    expect(dineIn).not.toContain('Coca-Cola 1.25 L');
    expect(dineIn).toContain('Coca-Cola 375 ml');
    expect((await fetchMenu('Crust Surry Hills', 'dinein')).categories.map((category) => category.name)).toContain('Beer & Wine');
    expect(main.categories.map((category) => category.name)).not.toContain('Beer & Wine');
  });

  it('flags out-of-stock, popular and new items, which differ by outlet', async () => {
    const surryHills = await fetchMenu('Crust Surry Hills');
    const bondi = await fetchMenu('Crust Bondi');
    expect(productNamed(surryHills, 'Lamb & Tzatziki')?.in_stock).toBe(false);
    expect(productNamed(surryHills, 'Chicken Wings')?.in_stock).toBe(true);
    expect(productNamed(bondi, 'Chicken Wings')?.in_stock).toBe(false);
    expect(productNamed(surryHills, 'Pepperoni')?.popular).toBe(true);
    expect(productNamed(surryHills, 'Truffle Mushroom')?.is_new).toBe(true);
    expect(productNamed(bondi, 'Gelato Tub')?.popular).toBe(true);
    expect(productNamed(surryHills, 'Gelato Tub')?.popular).toBe(false);
  });

  it('shows each outlet its own range and prices', async () => {
    const surryHills = await fetchMenu('Crust Surry Hills');
    const newtown = await fetchMenu('Crust Newtown');
    expect(productNamed(surryHills, 'Prawn & Chorizo')).toBeDefined();
    expect(productNamed(newtown, 'Prawn & Chorizo')).toBeUndefined();
    expect(productNamed(newtown, 'Margherita')).toMatchObject({ price: 1600, online_price: 1700 });
    expect(productNamed(newtown, 'Garden Vegetarian')).toMatchObject({ price: 1900, online_price: null });
    // The same master product, a different offer of it.
    expect(productNamed(newtown, 'Margherita')?.product_id).toBe(productNamed(surryHills, 'Margherita')?.product_id);
    expect(productNamed(newtown, 'Margherita')?.restaurant_product_id).not.toBe(productNamed(surryHills, 'Margherita')?.restaurant_product_id);
  });

  it('gives pizzas sizes and crusts with their own adjustments, modifier groups with rules, and half-and-half', async () => {
    const menu = await fetchMenu('Crust Surry Hills');
    const margherita = productNamed(menu, 'Margherita');
    expect(margherita?.allow_half_and_half).toBe(true);
    expect(margherita?.tags).toEqual(['vegetarian', 'gluten-free-option']);
    expect(margherita?.allergens).toEqual(['gluten', 'milk']);
    const size = margherita?.configurations.find((configuration) => configuration.name === 'Size');
    expect(size?.values.map(({ name, price_adjustment }) => [name, price_adjustment])).toEqual([
      ['Small', -400],
      ['Medium', 0],
      ['Large', 500],
    ]);
    expect(margherita?.configurations.map((configuration) => configuration.name)).toEqual(['Size', 'Crust']);
    expect(margherita?.modifier_groups.map(({ name, min, max }) => [name, min, max])).toEqual([
      ['Extra toppings', 0, 5],
      ['Remove', 0, 3],
      ['Swap the base sauce', 0, 1],
    ]);
    // A product offers only some values: there is no medium dessert pizza.
    const dessertSizes = productNamed(menu, 'Nutella Pizza')?.configurations[0]?.values.map((value) => value.name);
    expect(dessertSizes).toEqual(['Small', 'Large']);
    expect(productNamed(menu, 'Chicken Wings')?.modifier_groups[0]).toMatchObject({ name: 'Choose a dip', min: 1, max: 1 });
    expect(productNamed(menu, 'Coca-Cola', '1.25 L')).toMatchObject({ modifier_groups: [], configurations: [], allow_half_and_half: false });
  });

  it('lists the deals on each menu, with deal_id or combo_product_id, slots and premium upcharges', async () => {
    const main = await fetchMenu('Crust Surry Hills', 'main');
    expect(main.deals.map((deal) => deal.name)).toEqual(['Family Feast', 'Lunch Combo', 'Date Night for Two']);
    const feast = dealNamed(main, 'Family Feast');
    expect(feast?.deal_id).toEqual(expect.any(Number));
    expect(feast?.combo_product_id).toBeNull();
    expect(dealNamed(main, 'Lunch Combo')).toMatchObject({ deal_id: null, combo_product_id: expect.any(Number), price: 1990 });
    expect(feast?.components.map(({ name, quantity }) => [name, quantity])).toEqual([
      ['Large pizzas', 2],
      ['Garlic bread', 1],
      ['1.25 L drink', 1],
    ]);

    const prawn = productNamed(main, 'Prawn & Chorizo')!.restaurant_product_id;
    const pizzas = feast!.components[0]!;
    expect(pizzas.choices).toContain(prawn);
    expect(pizzas.upcharges).toContainEqual({ restaurant_product_id: prawn, amount: 400 });
    expect(pizzas.upcharges.some((upcharge) => upcharge.restaurant_product_id === productNamed(main, 'Margherita')?.restaurant_product_id)).toBe(false);

    expect((await fetchMenu('Crust Surry Hills', 'instore')).deals.map((deal) => deal.name)).toEqual(['Lunch Combo']);
    expect((await fetchMenu('Crust Surry Hills', 'dinein')).deals.map((deal) => deal.name)).toEqual(['Date Night for Two']);
  });

  it('offers in a deal only what that menu of that outlet shows', async () => {
    for (const [outlet, kind] of [
      ['Crust Newtown', 'main'],
      ['Crust Surry Hills', 'main'],
      ['Crust Surry Hills', 'dinein'],
    ] as const) {
      const menu = await fetchMenu(outlet, kind);
      const shown = new Set(allProducts(menu).map((product) => product.restaurant_product_id));
      for (const component of menu.deals.flatMap((deal) => deal.components)) {
        expect(component.choices.every((id) => shown.has(id))).toBe(true);
        expect(component.upcharges.every((upcharge) => component.choices.includes(upcharge.restaurant_product_id))).toBe(true);
      }
    }
    const desserts = async (kind: MenuKind) => {
      const menu = await fetchMenu('Crust Surry Hills', kind);
      const slot = dealNamed(menu, 'Date Night for Two')?.components.find((component) => component.name === 'Desserts');
      return allProducts(menu)
        .filter((product) => slot?.choices.includes(product.restaurant_product_id))
        .map((product) => product.name);
    };
    expect(await desserts('main')).not.toContain('Affogato');
    expect(await desserts('dinein')).toContain('Affogato');
  });

  it('answers with a strong ETag, no-cache, and 304 without a body when revalidated', async () => {
    const url = menuUrl(64, await outletId('Crust Surry Hills'));
    const first = await get().app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await get().app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');

    const stale = await get().app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('sends brotli or gzip as the client accepts, each decoding to the same JSON under its own ETag', async () => {
    const url = menuUrl(64, await outletId('Crust Newtown'), 'dinein');
    const plain = await get().app.inject({ method: 'GET', url });
    const brotli = await get().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzipped = await get().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect((await promisify(brotliDecompress)(brotli.rawPayload)).toString()).toBe(plain.body);
    expect((await promisify(gunzip)(gzipped.rawPayload)).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzipped.headers.etag]).size).toBe(3);

    // Any encoding's ETag revalidates: the client already holds this menu.
    const revalidated = await get().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(gzipped.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(brotli.headers.etag);
  });

  it('drops the cached menu when the catalogue changes by plain SQL: new price, new ETag', async () => {
    const id = await outletId('Crust Bondi');
    const read = async () => {
      const response = await get().app.inject({ method: 'GET', url: menuUrl(64, id) });
      return { etag: response.headers.etag, menu: menuResponseSchema.parse(response.json()).data };
    };
    const before = await read();
    const margherita = productNamed(before.menu, 'Margherita')!;
    expect(margherita.online_price).toBe(1800);
    expect((await read()).etag).toBe(before.etag);

    await get().db.execute(sql`update products set online_price = 1850 where id = ${margherita.product_id}`);
    const after = await eventually(read, (value) => productNamed(value.menu, 'Margherita')?.online_price === 1850);
    expect(productNamed(after.menu, 'Margherita')?.online_price).toBe(1850);
    expect(after.etag).not.toBe(before.etag);
  });

  it("drops every outlet's menus when the tenant's shared catalogue changes", async () => {
    const ids = [await outletId('Crust Surry Hills'), await outletId('Crust Newtown')];
    const names = async () =>
      Promise.all(
        ids.map(async (id) =>
          allProducts(menuResponseSchema.parse((await get().app.inject({ method: 'GET', url: menuUrl(64, id) })).json()).data).map((p) => p.name),
        ),
      );
    expect((await names()).every((list) => list.includes('Hawaiian'))).toBe(true);
    await get().db.execute(sql`update products set name = 'Aloha' where tenant_id = 64 and name = 'Hawaiian'`);
    const renamed = await eventually(names, (lists) => lists.every((list) => list.includes('Aloha')));
    expect(renamed.every((list) => list.includes('Aloha') && !list.includes('Hawaiian'))).toBe(true);
  });

  it('stops serving a cached menu once its outlet is closed', async () => {
    const id = await outletId('Crust Newtown');
    expect((await get().app.inject({ method: 'GET', url: menuUrl(64, id, 'instore') })).statusCode).toBe(200);
    await get().db.execute(sql`update restaurants set status = 0 where id = ${id}`);
    const statusNow = () =>
      get()
        .app.inject({ method: 'GET', url: menuUrl(64, id, 'instore') })
        .then((response) => response.statusCode);
    expect(await eventually(statusNow, (status) => status === 404)).toBe(404);
    await get().db.execute(sql`update restaurants set status = 1 where id = ${id}`);
    expect(await eventually(statusNow, (status) => status === 200)).toBe(200);
  });

  it.each([
    ['menu', menuUrl(64, 1, 'lunch')],
    ['tenant_id', menuUrl('abc', 1)],
    ['restaurant_id', menuUrl(64, -3)],
    ['restaurant_id', menuUrl(64, '1.5')],
    ['restaurant_id', '/api/v2/menu?tenant_id=64'],
  ])('answers 400 JSON naming %s when it is wrong or missing', async (field, url) => {
    const response = await get().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain(`querystring.${field}`);
  });

  it('answers 404 JSON for an unknown tenant, an unknown outlet, another tenant’s outlet and a closed outlet', async () => {
    const surryHills = await outletId('Crust Surry Hills');
    await get().db.insert(tenants).values({ id: 66, name: 'Another business' });
    const [foreign] = await get()
      .db.insert(restaurants)
      .values({ tenantId: 66, name: 'Elsewhere', streetName: '1 Other St', city: 'Perth', phone: '08 0000 0000' })
      .returning({ id: restaurants.id });
    const cases: [unknown, unknown, string][] = [
      [999, surryHills, 'Unknown tenant'],
      [64, 987_654, 'Unknown restaurant'],
      [64, foreign?.id, 'Unknown restaurant'],
      [66, surryHills, 'Unknown restaurant'],
      [64, await outletId('Crust Parramatta'), 'This restaurant is closed'],
    ];
    for (const [tenantId, restaurantId, message] of cases) {
      const response = await get().app.inject({ method: 'GET', url: menuUrl(tenantId, restaurantId) });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).error).toEqual({ code: 'not_found', message });
    }
  });

  it('gives a product, category and deal with an uploaded photo its 640 JPEG as image and a srcset per format; the rest keep their seed picture (issue 19)', async () => {
    const id = await outletId('Crust Newtown');
    const read = async () => menuResponseSchema.parse((await get().app.inject({ method: 'GET', url: menuUrl(64, id) })).json()).data;
    const before = await read();
    const margherita = productNamed(before, 'Margherita')!;
    const pizzas = before.categories.find((category) => category.name === 'Pizzas')!;
    const deal = before.deals.find((candidate) => candidate.deal_id !== null)!;
    expect(margherita.srcset).toBeNull();

    const photo = await insertTestPhoto(get().db);
    await get().db.update(products).set({ imageId: photo.id }).where(eq(products.id, margherita.product_id));
    await get().db.update(categories).set({ imageId: photo.id }).where(eq(categories.id, pizzas.id));
    await get().db.update(deals).set({ imageId: photo.id }).where(eq(deals.id, deal.deal_id!));
    const after = await eventually(read, (menu) => productNamed(menu, 'Margherita')?.srcset != null && menu.deals.some((d) => d.srcset != null));

    expect(productNamed(after, 'Margherita')).toMatchObject({ image: photo.image, srcset: photo.srcset });
    expect(photo.srcset.avif).toMatch(/^\S+\.avif 320w, \S+\.avif 640w, \S+\.avif 1280w$/);
    expect(after.categories.find((category) => category.id === pizzas.id)).toMatchObject({ image: photo.image, srcset: photo.srcset });
    expect(after.deals.find((candidate) => candidate.deal_id === deal.deal_id)).toMatchObject({ image: photo.image, srcset: photo.srcset });
    const others = allProducts(after).filter((product) => product.product_id !== margherita.product_id);
    for (const product of others) expect(product).toMatchObject({ image: expect.stringMatching(/^\/uploads\/products\/[a-z0-9-]+\.svg$/), srcset: null });
  });
});
