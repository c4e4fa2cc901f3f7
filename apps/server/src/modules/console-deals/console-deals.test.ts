import { dealResponseSchema, dealsResponseSchema, type ConsoleDeal } from '@crust/contract/console-deals';
import type { Menu } from '@crust/contract/menu';
import { beforeAll, expect, it } from 'vitest';
import { images } from '../../db/schema/images.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { productsOf, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { consoleCatalogueKit } from '../console-modifier-groups/console-catalogue-test-kit.ts';
import { DEMO_TENANT, OTHER_TENANT, type SignedInStaff } from '../staff/staff-test-kit.ts';

// Issue 19 (deals and combos): an outlet's owners and managers create, save over a version (409
// stale_version) and archive deals; crew read; diners' menus follow within a second.

const NEWTOWN = 'Crust Newtown';

describeEachDatabase('console: deals', (get) => {
  const kit = consoleCatalogueKit(get);
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let crew: SignedInStaff;
  let surryHills = 0;
  let newtown = 0;
  /** Two products Surry Hills sells, and one Newtown sells. */
  let pizzas: [number, number];
  let newtownProduct = 0;

  const dealOf = (response: Parameters<typeof kit.dataOf>[1], status = 200) => kit.dataOf(dealResponseSchema, response, status);
  const fields = (name: string) => ({
    kind: 'deal',
    name,
    description: 'Two pizzas for one price',
    price: 3000,
    on_main_menu: true,
    on_instore_menu: true,
    on_dinein_menu: false,
    components: [
      {
        name: '2 pizzas',
        quantity: 2,
        choices: [{ restaurant_product_id: pizzas[0] }, { restaurant_product_id: pizzas[1], upcharge: 300 }],
      },
    ],
  });
  const url = (outlet: number, rest = '') => `/outlets/${outlet}/deals${rest}`;
  const create = async (name: string, who: SignedInStaff = manager) => dealOf(await kit.call(who, 'POST', url(surryHills), fields(name)), 201);
  const save = (deal: ConsoleDeal, body: object, who: SignedInStaff = manager, outlet = surryHills) => kit.call(who, 'PUT', url(outlet, `/${deal.id}`), body);
  const bodyOf = ({ id: _id, archived_at: _archived, ...deal }: ConsoleDeal) => deal;
  const servedDeal = (name: string) => (menu: Menu) => menu.deals.find((deal) => deal.name === name);

  beforeAll(async () => {
    surryHills = await kit.outletId(SURRY_HILLS);
    newtown = await kit.outletId(NEWTOWN);
    owner = await kit.signedIn('owner');
    manager = await kit.signedIn('manager', [SURRY_HILLS]);
    crew = await kit.signedIn('crew', [SURRY_HILLS]);
    const sold = productsOf(await kit.menuOf(SURRY_HILLS)).filter((product) => product.in_stock);
    pizzas = [sold[0]!.restaurant_product_id, sold[1]!.restaurant_product_id];
    newtownProduct = productsOf(await kit.menuOf(NEWTOWN))[0]!.restaurant_product_id;
  });

  it('creates a deal (audited) that diners’ menu shows within a second; crew read it', async () => {
    await kit.menuOf(SURRY_HILLS);
    const created = await create('Pizza pair');
    expect(created).toMatchObject({ name: 'Pizza pair', kind: 'deal', price: 3000, image_id: null, version: 1, archived_at: null, on_dinein_menu: false });
    expect(created.components).toMatchObject([
      {
        name: '2 pizzas',
        quantity: 2,
        attribute_value_ids: [],
        choices: expect.arrayContaining([
          { restaurant_product_id: pizzas[0], upcharge: 0 },
          { restaurant_product_id: pizzas[1], upcharge: 300 },
        ]),
      },
    ]);
    const served = await kit.menuWithinASecond(servedDeal('Pizza pair'), (deal) => deal !== undefined);
    expect(served).toMatchObject({ deal_id: created.id, price: 3000, components: [{ name: '2 pizzas', quantity: 2 }] });
    expect(await kit.auditOf(`deal:${created.id}`, 'deal.create')).toMatchObject({ staffId: manager.staffId, restaurantId: surryHills });

    expect(dealOf(await kit.call(crew, 'GET', url(surryHills, `/${created.id}`)))).toEqual(created);
    expect(kit.dataOf(dealsResponseSchema, await kit.call(crew, 'GET', url(surryHills))).map((deal) => deal.id)).toContain(created.id);
  });

  it('saves over the version: kept slots keep their id, missing ones go, new ones come; the menu follows within a second; a stale save is 409', async () => {
    const created = await create('Feast');
    const [pair] = created.components;
    const saved = dealOf(
      await save(created, {
        ...bodyOf(created),
        price: 4200,
        components: [
          { name: 'A side', quantity: 1, attribute_value_ids: [], choices: [{ restaurant_product_id: pizzas[1], upcharge: 0 }] },
          { ...pair!, name: '2 big pizzas', choices: [{ restaurant_product_id: pizzas[0], upcharge: 150 }] },
        ],
      }),
    );
    expect(saved).toMatchObject({ price: 4200, version: 2 });
    expect(saved.components).toMatchObject([
      { name: 'A side' },
      { id: pair!.id, name: '2 big pizzas', choices: [{ restaurant_product_id: pizzas[0], upcharge: 150 }] },
    ]);
    const served = await kit.menuWithinASecond(servedDeal('Feast'), (deal) => deal?.price === 4200);
    expect(served?.components.map((component) => component.name)).toEqual(['A side', '2 big pizzas']);
    expect(await kit.auditOf(`deal:${created.id}`, 'deal.update')).toMatchObject({ before: { price: 3000 }, after: { price: 4200, version: 2 } });

    const stale = kit.errorOf(await save(created, bodyOf(created)), 409);
    expect(stale.code).toBe('stale_version');
    expect(stale.message).toContain('version 2');
  });

  it('takes the tenant’s photo; refuses a product the outlet does not sell, another tenant’s photo, a slot without choices (400 naming the field)', async () => {
    const body = fields('Bad deal');
    const notSold = kit.errorOf(
      await kit.call(manager, 'POST', url(surryHills), {
        ...body,
        components: [{ ...body.components[0]!, choices: [{ restaurant_product_id: pizzas[0] }, { restaurant_product_id: newtownProduct }] }],
      }),
      400,
    );
    expect(notSold.message).toContain('body.components.0.choices.1.restaurant_product_id');
    await kit.otherTenantOutlet();
    const photo = async (tenantId: number) =>
      (
        await get()
          .db.insert(images)
          .values({ tenantId, contentHash: `deal-${tenantId}-${Date.now()}`, width: 640, height: 480, variants: [] })
          .returning({ id: images.id })
      )[0]!.id;
    const foreignPhoto = kit.errorOf(await kit.call(manager, 'POST', url(surryHills), { ...body, image_id: await photo(OTHER_TENANT) }), 400);
    expect(foreignPhoto.message).toContain('body.image_id');
    const ownPhoto = await photo(DEMO_TENANT);
    expect(dealOf(await kit.call(manager, 'POST', url(surryHills), { ...body, name: 'With a photo', image_id: ownPhoto }), 201).image_id).toBe(ownPhoto);
    const empty = kit.errorOf(
      await kit.call(manager, 'POST', url(surryHills), { ...body, kind: 'bundle', price: -5, components: [{ ...body.components[0]!, choices: [] }] }),
      400,
    );
    for (const field of ['body.kind', 'body.price', 'body.components.0.choices']) expect(empty.message).toContain(field);
    const created = await create('Valid deal');
    expect(kit.errorOf(await save(created, fields('No version')), 400).message).toContain('body.version');
    expect(kit.dataOf(dealsResponseSchema, await kit.call(owner, 'GET', url(surryHills))).some((deal) => deal.name === 'Bad deal')).toBe(false);
  });

  it('lets owners anywhere and managers at their outlets write; crew read only; another outlet 403, another tenant’s 404', async () => {
    const created = await create('Roles deal', owner);
    expect(kit.errorOf(await kit.call(crew, 'POST', url(surryHills), fields('Crew deal')), 403).code).toBe('forbidden');
    expect(kit.errorOf(await save(created, bodyOf(created), crew), 403).code).toBe('forbidden');
    expect(kit.errorOf(await kit.call(crew, 'POST', url(surryHills, `/${created.id}/archive`)), 403).code).toBe('forbidden');
    // Newtown: the manager does not work there; the owner does everywhere.
    expect(kit.errorOf(await kit.call(manager, 'GET', url(newtown)), 403).code).toBe('forbidden');
    const newtownDeal = {
      ...fields('Newtown deal'),
      components: [{ name: 'A pizza', quantity: 1, choices: [{ restaurant_product_id: newtownProduct }] }],
    };
    expect(kit.errorOf(await kit.call(manager, 'POST', url(newtown), newtownDeal), 403).code).toBe('forbidden');
    const theirs = dealOf(await kit.call(owner, 'POST', url(newtown), newtownDeal), 201);
    // A deal is found under its own outlet only.
    expect(kit.errorOf(await kit.call(manager, 'GET', url(surryHills, `/${theirs.id}`)), 404).code).toBe('not_found');
    expect(kit.errorOf(await save(theirs, bodyOf(theirs), manager), 404).code).toBe('not_found');

    const other = await kit.otherTenantOutlet();
    expect(kit.errorOf(await kit.call(owner, 'GET', url(other)), 404).code).toBe('not_found');
    expect(kit.errorOf(await kit.call(owner, 'POST', url(other), fields('Foreign')), 404).code).toBe('not_found');
    expect(kit.errorOf(await save(created, bodyOf(created), owner, other), 404).code).toBe('not_found');
    expect(kit.errorOf(await kit.call(null, 'GET', url(surryHills)), 401).code).toBe('unauthorized');
  });

  it('archives a deal off the menu within a second (kept for the console) and brings it back', async () => {
    const created = await create('Short-lived');
    await kit.menuWithinASecond(servedDeal('Short-lived'), (deal) => deal !== undefined);
    const archived = dealOf(await kit.call(manager, 'POST', url(surryHills, `/${created.id}/archive`)));
    expect(archived.archived_at).not.toBeNull();
    expect(await kit.menuWithinASecond(servedDeal('Short-lived'), (deal) => deal === undefined)).toBeUndefined();
    expect(dealOf(await kit.call(crew, 'GET', url(surryHills, `/${created.id}`))).archived_at).not.toBeNull();
    expect(await kit.auditOf(`deal:${created.id}`, 'deal.archive')).toMatchObject({ before: { archived_at: null } });

    const back = dealOf(await kit.call(manager, 'POST', url(surryHills, `/${created.id}/unarchive`)));
    expect(back.archived_at).toBeNull();
    expect(await kit.menuWithinASecond(servedDeal('Short-lived'), (deal) => deal !== undefined)).toBeDefined();
  });
});
