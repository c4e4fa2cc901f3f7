import type { MenuQuery } from '@crust/contract/menu';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { TenantsRepo } from '../tenants/tenants.repo.ts';
import { createMenuCache } from './menu-cache.ts';
import type { MenuRepo, MenuRows } from './menu.repo.ts';
import { PLACEHOLDER_IMAGE, assembleMenu, createMenuService, soldOutModifierIdsOf, withoutModifiers } from './menu.service.ts';

type ProductRow = MenuRows['productRows'][number];
type DealRow = MenuRows['dealRows'][number];

const product = (id: number, categoryId: number, overrides: Partial<ProductRow> = {}): ProductRow => ({
  categoryId,
  categoryName: `Category ${categoryId}`,
  categoryImage: `/uploads/categories/${categoryId}.svg`,
  productId: id,
  restaurantProductId: id * 10,
  name: `Product ${id}`,
  description: '',
  image: `/uploads/products/${id}.svg`,
  price: 1000,
  onlinePrice: null,
  inStock: true,
  popular: false,
  isNew: false,
  unit: null,
  tags: [],
  allergens: [],
  allowHalfAndHalf: false,
  taxClass: 'gst',
  ...overrides,
});

const dealRow = (id: number, componentId: number, restaurantProductId: number | null, upcharge: number | null = 0): DealRow => ({
  id,
  kind: id === 2 ? 'combo' : 'deal',
  name: `Deal ${id}`,
  description: '',
  image: null,
  price: 3000,
  componentId,
  componentName: `Slot ${componentId}`,
  quantity: 1,
  attributeValueIds: [],
  restaurantProductId,
  upcharge,
});

const rows = (overrides: Partial<MenuRows> = {}): MenuRows => ({
  productRows: [],
  modifierRows: [],
  configurationRows: [],
  dealRows: [],
  halfAndHalfPricing: 'dearer',
  daypartRules: [],
  ...overrides,
});

describe('assembleMenu', () => {
  it('nests products under their categories in row order, and a missing picture becomes the placeholder', () => {
    const menu = assembleMenu(rows({ productRows: [product(1, 7), product(2, 7, { image: null }), product(3, 5, { categoryImage: null })] }));
    expect(menu.categories.map((category) => [category.id, category.products.map((p) => p.product_id)])).toEqual([
      [7, [1, 2]],
      [5, [3]],
    ]);
    expect(menu.categories[0]?.products[1]?.image).toBe(PLACEHOLDER_IMAGE);
    expect(menu.categories[1]?.image).toBe(PLACEHOLDER_IMAGE);
  });

  it('carries the tenant’s half-and-half rule', () => {
    expect(assembleMenu(rows()).half_and_half_pricing).toBe('dearer');
    expect(assembleMenu(rows({ halfAndHalfPricing: 'average' })).half_and_half_pricing).toBe('average');
  });

  it('gives each product its own modifier groups (defaults marked) and configurations, in order', () => {
    const menu = assembleMenu(
      rows({
        productRows: [product(1, 7), product(2, 7)],
        modifierRows: [
          {
            productId: 1,
            groupId: 4,
            groupName: 'Dip',
            min: 1,
            max: 1,
            modifierId: 40,
            modifierName: 'Aioli',
            onlinePrice: 0,
            isDefault: false,
            inStock: true,
          },
          {
            productId: 1,
            groupId: 4,
            groupName: 'Dip',
            min: 1,
            max: 1,
            modifierId: 41,
            modifierName: 'Ranch',
            onlinePrice: 100,
            isDefault: true,
            inStock: true,
          },
          {
            productId: 1,
            groupId: 3,
            groupName: 'Extras',
            min: 0,
            max: 5,
            modifierId: 30,
            modifierName: 'Cheese',
            onlinePrice: 250,
            isDefault: false,
            inStock: true,
          },
        ],
        configurationRows: [
          { productId: 2, attributeId: 1, attributeName: 'Size', valueId: 11, valueName: 'Small', priceAdjustment: -400 },
          { productId: 2, attributeId: 1, attributeName: 'Size', valueId: 12, valueName: 'Large', priceAdjustment: 500 },
        ],
      }),
    );
    const [first, second] = menu.categories[0]!.products;
    expect(first?.modifier_groups.map((group) => [group.name, group.modifiers.map((modifier) => modifier.modifier_id)])).toEqual([
      ['Dip', [40, 41]],
      ['Extras', [30]],
    ]);
    // Issue 19: a default says so; the others leave the field out (read as false), keeping the menu as small as before.
    expect(first?.modifier_groups[0]?.modifiers).toEqual([
      { modifier_id: 40, name: 'Aioli', online_price: 0 },
      { modifier_id: 41, name: 'Ranch', online_price: 100, is_default: true },
    ]);
    expect(first?.configurations).toEqual([]);
    expect(second?.modifier_groups).toEqual([]);
    expect(second?.configurations).toEqual([
      {
        attribute_id: 1,
        name: 'Size',
        values: [
          { attribute_value_id: 11, name: 'Small', price_adjustment: -400 },
          { attribute_value_id: 12, name: 'Large', price_adjustment: 500 },
        ],
      },
    ]);
  });

  it('sets deal_id for a deal and combo_product_id for a combo, and lists only upcharges above zero', () => {
    const menu = assembleMenu(
      rows({ productRows: [product(1, 7), product(2, 7)], dealRows: [dealRow(1, 11, 10, 0), dealRow(1, 11, 20, 400), dealRow(2, 21, 10, 0)] }),
    );
    expect(menu.deals.map((deal) => [deal.deal_id, deal.combo_product_id])).toEqual([
      [1, null],
      [null, 2],
    ]);
    expect(menu.deals[0]?.components[0]).toEqual({
      deal_component_type_id: 11,
      name: 'Slot 11',
      quantity: 1,
      choices: [10, 20],
      upcharges: [{ restaurant_product_id: 20, amount: 400 }],
      configuration_value_ids: [],
    });
    expect(menu.deals[0]?.image).toBe(PLACEHOLDER_IMAGE);
  });

  it('offers in a slot only products this menu shows, and leaves out a deal with a slot left empty', () => {
    const menu = assembleMenu(
      rows({
        productRows: [product(1, 7)],
        // Deal 1: product 30 is not on this menu. Deal 3: its second slot has no choice at all.
        dealRows: [dealRow(1, 11, 10), dealRow(1, 11, 30), dealRow(3, 31, 10), dealRow(3, 32, null, null), dealRow(4, 41, 30)],
      }),
    );
    expect(menu.deals.map((deal) => deal.name)).toEqual(['Deal 1']);
    expect(menu.deals[0]?.components[0]?.choices).toEqual([10]);
  });

  it('keeps a sold-out modifier in the data but not in the diners’ copy; a required choice with every option sold out puts the product out of stock', () => {
    const dip = { groupId: 4, groupName: 'Dip', min: 1, max: 1 };
    const extras = { groupId: 3, groupName: 'Extras', min: 0, max: 5 };
    const menuRows = rows({
      productRows: [product(1, 7), product(2, 7)],
      modifierRows: [
        { productId: 1, ...dip, modifierId: 40, modifierName: 'Aioli', onlinePrice: 0, isDefault: false, inStock: false },
        { productId: 1, ...dip, modifierId: 41, modifierName: 'Ranch', onlinePrice: 0, isDefault: false, inStock: true },
        { productId: 2, ...dip, modifierId: 40, modifierName: 'Aioli', onlinePrice: 0, isDefault: false, inStock: false },
        { productId: 2, ...extras, modifierId: 30, modifierName: 'Cheese', onlinePrice: 250, isDefault: false, inStock: false },
      ],
    });
    const menu = assembleMenu(menuRows);
    const soldOut = soldOutModifierIdsOf(menuRows);
    expect(soldOut).toEqual(new Set([40, 30]));
    expect(menu.categories[0]?.products.map((p) => [p.in_stock, p.modifier_groups.flatMap((group) => group.modifiers.map((m) => m.modifier_id))])).toEqual([
      [true, [40, 41]],
      [false, [40, 30]],
    ]);
    const diners = withoutModifiers(menu, soldOut);
    expect(diners.categories[0]?.products.map((p) => p.modifier_groups.map((group) => group.modifiers.map((m) => m.modifier_id)))).toEqual([[[41]], [[], []]]);
    expect(withoutModifiers(menu, new Set())).toBe(menu);
  });
});

describe('the menu service', () => {
  const silent = { info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
  const query: MenuQuery = { tenant_id: 64, restaurant_id: 1, menu: 'main' };
  const tenantsRepo = (exists: boolean): TenantsRepo => ({ exists: async () => exists });
  const service = async (repo: Partial<MenuRepo>, tenantExists = true) =>
    createMenuService(repo as MenuRepo, tenantsRepo(tenantExists), await createMenuCache(async () => async () => {}, silent));

  it('reads the database on a miss only: a cached menu costs no query', async () => {
    const repo = {
      findOutlet: vi.fn(async () => ({ status: 1, timeZone: 'Australia/Sydney' })),
      loadMenu: vi.fn(async () => rows({ productRows: [product(1, 7)] })),
    };
    const menus = await service(repo);
    expect(menus.cached(query)).toBeUndefined();
    const first = await menus.get(query);
    expect(menus.cached(query)).toBe(first);
    expect(await menus.get(query)).toBe(first);
    expect(menus.cached({ ...query, menu: 'dinein' })).toBeUndefined();
    expect(repo.findOutlet).toHaveBeenCalledTimes(1);
    expect(repo.loadMenu).toHaveBeenCalledTimes(1);
  });

  it('keeps a dayparted menu only until the outlet’s next boundary, so it flips on time with no write (issue 19)', async () => {
    // Lunch 11:00–15:00 on weekdays for category 7, in Sydney; Monday 5 October 2026 (daylight time, UTC+11).
    let clock = new Date(Date.UTC(2026, 9, 4, 23, 59));
    const lunch = { categoryId: 7, productId: null, weekdays: [1, 2, 3, 4, 5], startsMinute: 660, endsMinute: 900 };
    const repo = {
      findOutlet: async () => ({ status: 1, timeZone: 'Australia/Sydney' }),
      loadMenu: vi.fn(async () => rows({ productRows: [product(1, 7), product(2, 8)], daypartRules: [lunch] })),
    };
    const now = () => clock;
    const menus = createMenuService(repo as MenuRepo, tenantsRepo(true), await createMenuCache(async () => async () => {}, silent, now), now);
    const productsNow = async () => (await menus.offer(query)).menu.categories.flatMap((category) => category.products);

    expect((await productsNow()).map((p) => [p.product_id, p.available, p.available_from])).toEqual([
      [1, false, '11:00'],
      [2, true, undefined],
    ]);
    clock = new Date(Date.UTC(2026, 9, 4, 23, 59, 59));
    expect(menus.cached(query)).toBeDefined();
    clock = new Date(Date.UTC(2026, 9, 5, 0, 0));
    expect(menus.cached(query)).toBeUndefined();
    expect((await productsNow())[0]).toMatchObject({ product_id: 1, available: true });
    expect(repo.loadMenu).toHaveBeenCalledTimes(2);
  });

  it('refuses to cache a menu that breaks the contract', async () => {
    const repo = {
      findOutlet: async () => ({ status: 1, timeZone: 'Australia/Sydney' }),
      loadMenu: async () => rows({ productRows: [product(1, 7, { price: -5 })] }),
    };
    await expect((await service(repo)).get(query)).rejects.toThrow(/breaks the contract/);
  });

  it.each([
    [null, true, 'Unknown restaurant'],
    [null, false, 'Unknown tenant'],
    [{ status: 0, timeZone: 'Australia/Sydney' }, true, 'This restaurant is closed'],
  ])('answers 404 when the outlet is %j (tenant known: %s)', async (outlet, tenantExists, message) => {
    const repo = { findOutlet: async () => outlet, loadMenu: vi.fn() };
    await expect((await service(repo, tenantExists)).get(query)).rejects.toMatchObject({ statusCode: 404, message });
    expect(repo.loadMenu).not.toHaveBeenCalled();
  });
});
