import { attributeResponseSchema, attributesResponseSchema, type ConsoleAttribute } from '@crust/contract/console-attributes';
import { beforeAll, expect, it } from 'vitest';
import { attributes } from '../../db/schema/attributes.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { productsOf, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { consoleCatalogueKit } from '../console-modifier-groups/console-catalogue-test-kit.ts';
import { OTHER_TENANT, type SignedInStaff } from '../staff/staff-test-kit.ts';

// Issue 19 (configurations): owners create attributes and save them over a version (409
// stale_version); a value a product offers or a deal slot names is not removed (409 naming it).

const spice = { name: 'Spice', values: [{ name: 'Mild' }, { name: 'Hot' }] };

describeEachDatabase('console: attributes', (get) => {
  const kit = consoleCatalogueKit(get);
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let crew: SignedInStaff;

  const attributeOf = (response: Parameters<typeof kit.dataOf>[1], status = 200) => kit.dataOf(attributeResponseSchema, response, status);
  const list = async (who: SignedInStaff = owner) => kit.dataOf(attributesResponseSchema, await kit.call(who, 'GET', '/attributes'));
  const named = async (name: string) => (await list()).find((attribute) => attribute.name === name)!;
  const create = async (body: object = spice) => attributeOf(await kit.call(owner, 'POST', '/attributes', body), 201);
  const save = (id: number, body: object, who: SignedInStaff = owner) => kit.call(who, 'PUT', `/attributes/${id}`, body);
  const bodyOf = ({ name, values, version }: ConsoleAttribute) => ({ name, values, version });

  beforeAll(async () => {
    owner = await kit.signedIn('owner');
    manager = await kit.signedIn('manager', [SURRY_HILLS]);
    crew = await kit.signedIn('crew', [SURRY_HILLS]);
  });

  it('lists the tenant’s attributes with their values in order, to every role', async () => {
    const size = (await list(crew)).find((attribute) => attribute.name === 'Size');
    expect(size?.values.map((value) => value.name)).toEqual(['Small', 'Medium', 'Large']);
    expect((await list(manager)).map((attribute) => attribute.id)).toEqual((await list()).map((attribute) => attribute.id));
  });

  it('creates an attribute (audited) and saves it over its version: renamed, reordered, a value added and an unused one removed', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...spice, version: 1 });
    expect((await kit.auditOf(`attribute:${created.id}`, 'attribute.create'))?.after).toMatchObject({ name: 'Spice' });
    const [mild, hot] = created.values;
    const saved = attributeOf(await save(created.id, { name: 'Heat', values: [{ ...hot!, name: 'Fiery' }, { name: 'Medium' }], version: 1 }));
    expect(saved).toMatchObject({ name: 'Heat', version: 2, values: [{ id: hot!.id, name: 'Fiery' }, { name: 'Medium' }] });
    expect(saved.values.some((value) => value.id === mild!.id)).toBe(false);
    expect(await kit.auditOf(`attribute:${created.id}`, 'attribute.update')).toMatchObject({ before: { name: 'Spice' }, after: { name: 'Heat', version: 2 } });

    const stale = kit.errorOf(await save(created.id, bodyOf(created)), 409);
    expect(stale.code).toBe('stale_version');
    const size = await named('Size');
    expect(kit.errorOf(await save(created.id, { ...bodyOf(saved), values: [size.values[0]!] }), 400).message).toContain('body.values.0.id');
  });

  it('refuses a value a product offers or a deal’s slot names (409 naming it), changing nothing', async () => {
    const size = await named('Size');
    const withoutSmall = { ...bodyOf(size), values: size.values.slice(1) };
    const byProduct = kit.errorOf(await save(size.id, withoutSmall), 409);
    expect(byProduct.code).toBe('conflict');
    expect(byProduct.message).toContain('Size Small');
    expect(byProduct.message).toContain('product');
    expect(await named('Size')).toEqual(size);

    const created = await create();
    const [mild] = created.values;
    const menu = await kit.menuOf(SURRY_HILLS);
    const deal = {
      kind: 'deal',
      name: 'Mild night',
      price: 2000,
      on_main_menu: true,
      on_instore_menu: true,
      on_dinein_menu: true,
      components: [
        { name: 'A pizza', quantity: 1, attribute_value_ids: [mild!.id], choices: [{ restaurant_product_id: productsOf(menu)[0]!.restaurant_product_id }] },
      ],
    };
    expect((await kit.call(owner, 'POST', `/outlets/${await kit.outletId(SURRY_HILLS)}/deals`, deal)).statusCode).toBe(201);
    const byDeal = kit.errorOf(await save(created.id, { ...bodyOf(created), values: created.values.slice(1) }), 409);
    expect(byDeal.message).toContain('Spice Mild');
    expect(byDeal.message).toContain('deal');
  });

  it('refuses what the contract does not accept, naming the field', async () => {
    const error = kit.errorOf(await kit.call(owner, 'POST', '/attributes', { name: ' ', values: [] }), 400);
    for (const field of ['body.name', 'body.values']) expect(error.message).toContain(field);
    const created = await create();
    expect(kit.errorOf(await save(created.id, spice), 400).message).toContain('body.version');
    expect(kit.errorOf(await save(created.id, { ...spice, values: [{ name: 'Mild\u0000' }], version: 1 }), 400).message).toContain('body.values.0.name');
  });

  it('lets only owners write; another tenant’s attribute is 404', async () => {
    const created = await create();
    for (const who of [manager, crew]) {
      expect(kit.errorOf(await kit.call(who, 'POST', '/attributes', spice), 403).code).toBe('forbidden');
      expect(kit.errorOf(await save(created.id, bodyOf(created), who), 403).code).toBe('forbidden');
    }
    await kit.otherTenantOutlet();
    const [theirs] = await get().db.insert(attributes).values({ tenantId: OTHER_TENANT, name: 'Their size' }).returning({ id: attributes.id });
    expect(kit.errorOf(await kit.call(owner, 'GET', `/attributes/${theirs!.id}`), 404).code).toBe('not_found');
    expect(kit.errorOf(await save(theirs!.id, { ...spice, version: 1 }), 404).code).toBe('not_found');
    expect((await list()).some((attribute) => attribute.id === theirs!.id)).toBe(false);
    expect(kit.errorOf(await kit.call(null, 'GET', '/attributes'), 401).code).toBe('unauthorized');
  });

  it('a renamed value reaches diners’ menus within a second', async () => {
    const crust = await named('Crust');
    await kit.menuOf(SURRY_HILLS);
    attributeOf(
      await save(crust.id, { ...bodyOf(crust), values: crust.values.map((value, index) => (index === 0 ? { ...value, name: 'Traditional' } : value)) }),
    );
    const names = await kit.menuWithinASecond(
      (menu) => productsOf(menu).flatMap((product) => product.configurations.flatMap((configuration) => configuration.values.map((value) => value.name))),
      (values) => values.includes('Traditional'),
    );
    expect(names).not.toContain('Classic');
  });
});
